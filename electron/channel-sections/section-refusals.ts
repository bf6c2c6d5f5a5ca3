// The platform's refusals of a section write, said in a creator's words with what to do. Reasons not named here keep
// the platform's own message (already plain text, see data-api-errors.ts).
import { DeskError } from '../ipc/desk-error';
import { MAX_CHANNEL_SECTIONS } from '../../shared/ipc/channel-sections';

const plainWords: Readonly<Record<string, string>> = {
  maxChannelSectionExceeded: `The platform refused: the channel already has the ${MAX_CHANNEL_SECTIONS} sections it allows. Remove one, then add this one again.`,
  playlistIsPrivate:
    'A private playlist cannot be shown in a section. Make it public or unlisted on the Playlists screen, or pick another.',
  playlistNotFound: 'A picked playlist is no longer on the platform. Reload the sections and pick again.',
  channelNotFound: 'A picked channel cannot be found on the platform. Check it, or pick another.',
  ownChannelInChannels: 'Your own channel cannot be featured in a section of your channel. Pick other channels.',
  channelSectionNotFound: 'This section is no longer on the channel (removed elsewhere?). Reload the sections.',
  channelSectionForbidden: 'The platform does not let this account change the section. Sign in as its channel.',
};

/** The reason the platform gave, when the error came from it. */
function platformReason(error: unknown): string | undefined {
  if (!(error instanceof DeskError)) return undefined;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** The same failure, told plainly when its reason is one a creator can act on. */
export function explainSectionRefusal(error: unknown): unknown {
  const reason = platformReason(error);
  const words = reason === undefined ? undefined : plainWords[reason];
  if (!(error instanceof DeskError) || words === undefined) return error;
  return new DeskError(error.code, words, error.details);
}
