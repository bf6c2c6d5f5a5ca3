// How a rule and its suggestion read on the screen.
import type { Decision } from '../../../shared/comments/comment-view';
import type { DryRunLine } from '../../../shared/comments/rules/evaluate';
import type { Condition } from '../../../shared/comments/rules/rule-set';
import { countOf } from '../../../shared/text/count-words';

export const SUGGESTION_VERBS: Record<Decision, string> = {
  publish: 'Approve',
  hold: 'Hold',
  reject: 'Reject',
  ban: 'Reject and ban',
};

const ALREADY: Record<Decision, string> = {
  publish: 'already published',
  hold: 'already held',
  reject: 'already rejected',
  ban: 'already rejected',
};

/** What a dry run line adds to its count: those already so (left alone), and those an earlier rule takes. */
export function dryRunNote(line: Pick<DryRunLine, 'matches' | 'first' | 'already' | 'decision'>): string {
  const notes: string[] = [];
  if (line.already > 0) notes.push(`${line.already} ${ALREADY[line.decision]}, left alone`);
  if (line.first + line.already !== line.matches) notes.push(`${line.first} not already caught by a rule above`);
  else if (line.already > 0) notes.push(`${countOf(line.first, 'suggestion')}`);
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}

export function conditionSummary(condition: Condition): string {
  switch (condition.kind) {
    case 'words':
      return `words: ${condition.words.slice(0, 6).join(', ')}${condition.words.length > 6 ? '…' : ''}`;
    case 'regex':
      return `pattern /${condition.pattern}/`;
    case 'links':
      return condition.allow.length > 0 ? `a link outside ${condition.allow.join(', ')}` : 'any link';
    case 'wave':
      return `the same text from ${condition.minAuthors}+ authors within ${condition.windowMinutes} min`;
    case 'blockList':
      return 'an author on the block list';
    case 'newAuthor':
      return `an author channel${condition.maxAgeDays ? ` under ${condition.maxAgeDays} days old` : ''}${condition.noUploads ? ' or without uploads' : ''} (needs a channels.list lookup)`;
    case 'image':
      return 'the comment has an image';
    case 'shouting':
      return 'mostly capitals or emoji';
  }
}
