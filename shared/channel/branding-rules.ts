// The platform's rules for a channel's description, country and default language, checked as the user types and
// again in the main process before anything is sent: a description of at most 1000 characters without < or >.
import { characterCount } from '../text/utf8-length';

export const DESCRIPTION_MAX_CHARACTERS = 1000;

/** What stops the description from being saved, as sentences; empty when it can be. */
export function descriptionProblems(description: string): string[] {
  const problems: string[] = [];
  const length = characterCount(description);
  if (length > DESCRIPTION_MAX_CHARACTERS) {
    problems.push(
      `The description is ${length} characters; the platform allows ${DESCRIPTION_MAX_CHARACTERS}. Shorten it by ${length - DESCRIPTION_MAX_CHARACTERS}.`,
    );
  }
  if (/[<>]/.test(description)) {
    problems.push('The description cannot contain < or >: the platform refuses them. Remove them or write them out.');
  }
  return problems;
}
