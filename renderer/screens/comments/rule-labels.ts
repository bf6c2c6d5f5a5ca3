// How a rule and its suggestion read on the screen.
import type { Decision } from '../../../shared/comments/comment-view';
import type { Condition } from '../../../shared/comments/rules/rule-set';

export const SUGGESTION_VERBS: Record<Decision, string> = {
  publish: 'Approve',
  hold: 'Hold',
  reject: 'Reject',
  ban: 'Reject and ban',
};

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
    case 'shouting':
      return 'mostly capitals or emoji';
  }
}
