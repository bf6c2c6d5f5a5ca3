// Where the signed-in channel's uploads are listed: remembered with the account at sign-in, asked of the platform
// (channels.list mine) when an older saved account lacks it.
import type { AccountView } from '../../shared/ipc/accounts';
import { DeskError } from '../ipc/desk-error';
import { fetchMyChannel } from '../platform/channels';
import type { DataApiClient } from '../platform/data-api-client';
import { say } from '../language/say';
import { LIBRARY_REFUSALS } from './library-messages';

export async function uploadsPlaylistOf(account: AccountView | null, api: () => DataApiClient): Promise<string> {
  if (!account) throw new DeskError('not-signed-in', say(LIBRARY_REFUSALS.signInFirst));
  const known = account.channel.uploadsPlaylistId;
  if (known) return known;
  const channel = await fetchMyChannel(api());
  if (!channel.uploadsPlaylistId) {
    throw new DeskError('no-channel', say(LIBRARY_REFUSALS.uploadsUnnamed));
  }
  return channel.uploadsPlaylistId;
}
