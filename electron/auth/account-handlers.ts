// Binds the accounts.* calls of the contract to the AccountService.
import type { accountCalls } from '../../shared/ipc/accounts';
import type { HandlersFor } from '../ipc/handlers';
import { fetchMyChannel } from '../platform/channels';
import type { DataApiClient } from '../platform/data-api-client';
import type { AccountService } from './account-service';

export function createAccountHandlers(
  accounts: AccountService,
  /** A Data API client carrying one channel's tokens, its calls booked for that channel. */
  dataApiFor: (channelId: string) => DataApiClient,
): HandlersFor<typeof accountCalls> {
  return {
    'accounts.get': () => accounts.get(),
    'accounts.refreshChannel': () => accounts.refreshChannel((channelId) => fetchMyChannel(dataApiFor(channelId))),
    'accounts.startDemo': () => accounts.startDemo(),
    'accounts.importClientSecret': ({ json }) => accounts.importClientSecret(json),
    'accounts.getClientSecret': () => accounts.getClientSecret(),
    'accounts.signIn': () => accounts.signIn(),
    'accounts.cancelSignIn': () => accounts.cancelSignIn(),
    'accounts.signOut': () => accounts.signOut(),
    'accounts.list': () => accounts.list(),
    'accounts.choose': ({ channelId }) => accounts.choose(channelId),
    'accounts.addChannel': ({ channelId }) => accounts.addChannel(channelId),
    'accounts.removeChannel': ({ channelId }) => accounts.removeChannel(channelId),
  };
}
