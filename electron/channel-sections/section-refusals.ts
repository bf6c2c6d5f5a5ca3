// The platform's refusals of a section write, said in a creator's words with what to do. Reasons not named here keep
// the platform's own message (already plain text, see data-api-errors.ts).
import { DeskError } from '../ipc/desk-error';
import { MAX_CHANNEL_SECTIONS } from '../../shared/ipc/channel-sections';
import { say } from '../language/say';
import { SECTION_REFUSALS } from './channel-sections-messages';

/** The platform's reasons told in the creator's words; the others keep the platform's own message. */
function plainWords(reason: string): string | undefined {
  return Object.hasOwn(SECTION_REFUSALS, reason)
    ? say(SECTION_REFUSALS[reason as keyof typeof SECTION_REFUSALS], { max: MAX_CHANNEL_SECTIONS })
    : undefined;
}

/** The reason the platform gave, when the error came from it. */
function platformReason(error: unknown): string | undefined {
  if (!(error instanceof DeskError)) return undefined;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** The same failure, told plainly when its reason is one a creator can act on. */
export function explainSectionRefusal(error: unknown): unknown {
  const reason = platformReason(error);
  const words = reason === undefined ? undefined : plainWords(reason);
  if (!(error instanceof DeskError) || words === undefined) return error;
  return new DeskError(error.code, words, error.details);
}
