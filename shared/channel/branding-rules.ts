// The platform's rules for a channel's description, country and default language, checked as the user types and
// again in the main process before anything is sent: a description of at most 1000 characters without < or >.
import type { IntlShape } from 'react-intl';
import { characterCount } from '../text/utf8-length';
import { BRANDING_PROBLEMS } from './branding-messages';

export const DESCRIPTION_MAX_CHARACTERS = 1000;

/** What stops the description from being saved, as sentences in the intl's language; empty when it can be. */
export function descriptionProblems(description: string, intl: IntlShape): string[] {
  const problems: string[] = [];
  const length = characterCount(description);
  if (length > DESCRIPTION_MAX_CHARACTERS) {
    problems.push(
      intl.formatMessage(BRANDING_PROBLEMS.descriptionTooLong, {
        length,
        max: DESCRIPTION_MAX_CHARACTERS,
        over: length - DESCRIPTION_MAX_CHARACTERS,
      }),
    );
  }
  if (/[<>]/.test(description)) {
    problems.push(intl.formatMessage(BRANDING_PROBLEMS.descriptionBrackets));
  }
  return problems;
}
