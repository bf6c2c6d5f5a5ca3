// How a rule and its suggestion read on the screen.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Decision } from '../../../shared/comments/comment-view';
import type { DryRunLine } from '../../../shared/comments/rules/evaluate';
import type { Condition } from '../../../shared/comments/rules/rule-set';
import { RULES } from './comment-rules-messages';
import { COMMENTS } from './comments-messages';

export const SUGGESTION_VERBS: Readonly<Record<Decision, MessageDescriptor>> = {
  publish: COMMENTS.verbApprove,
  hold: COMMENTS.verbHold,
  reject: COMMENTS.verbReject,
  ban: COMMENTS.verbBan,
};

/**
 * What a dry run line adds to its count (empty when nothing): those already so (left alone), and those an earlier
 * rule takes.
 */
export function dryRunNote(
  line: Pick<DryRunLine, 'matches' | 'first' | 'already' | 'decision'>,
  intl: IntlShape,
): string {
  const say = intl.formatMessage;
  const notes: string[] = [];
  if (line.already > 0) notes.push(say(RULES.already, { count: line.already, decision: line.decision }));
  if (line.first + line.already !== line.matches) notes.push(say(RULES.notCaught, { count: line.first }));
  else if (line.already > 0) notes.push(say(RULES.suggestions, { count: line.first }));
  return notes.join('; ');
}

export function conditionSummary(condition: Condition, intl: IntlShape): string {
  const say = intl.formatMessage;
  switch (condition.kind) {
    case 'words':
      return say(condition.words.length > 6 ? RULES.condWordsMore : RULES.condWords, {
        words: condition.words.slice(0, 6).join(', '),
      });
    case 'regex':
      return say(RULES.condRegex, { pattern: condition.pattern });
    case 'links':
      return condition.allow.length > 0
        ? say(RULES.condLinksOutside, { sites: condition.allow.join(', ') })
        : say(RULES.condAnyLink);
    case 'wave':
      return say(RULES.condWave, { authors: condition.minAuthors, minutes: condition.windowMinutes });
    case 'blockList':
      return say(RULES.condBlockList);
    case 'newAuthor':
      if (condition.maxAgeDays)
        return say(condition.noUploads ? RULES.condNewAuthorYoungOrEmpty : RULES.condNewAuthorYoung, {
          days: condition.maxAgeDays,
        });
      return say(condition.noUploads ? RULES.condNewAuthorEmpty : RULES.condNewAuthor);
    case 'image':
      return say(RULES.condImage);
    case 'shouting':
      return say(RULES.condShouting);
  }
}

/** A rule's conditions, joined as the language joins two clauses. */
export function conditionsSummary(conditions: readonly Condition[], intl: IntlShape): string {
  return conditions
    .map((condition) => conditionSummary(condition, intl))
    .reduce((first, second) => intl.formatMessage(RULES.and, { first, second }));
}
