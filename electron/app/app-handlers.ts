// Binds the app.* and settings.* calls of the contract.
import type { appCalls, ServiceSettings, StartupNotice } from '../../shared/ipc/app';
import type { SecretVault } from '../auth/secret-vault';
import type { HandlersFor } from '../ipc/handlers';
import type { HostCapabilities } from './host';
import { say } from '../language/say';

export function createAppHandlers(deps: {
  host: HostCapabilities;
  /** The endpoints in force (read-only: the page cannot change where tokens go). */
  services: () => ServiceSettings;
  vault: SecretVault;
  notices: () => readonly StartupNotice[];
}): HandlersFor<typeof appCalls> {
  return {
    'app.info': () => ({
      version: deps.host.version,
      host: deps.host.kind,
      platform: process.platform,
      // Said at each ask: in the language in force now, not the one at start.
      secretStorage: {
        backend: deps.vault.backend,
        ...(deps.vault.warning ? { warning: say(deps.vault.warning) } : {}),
      },
    }),
    'settings.getServices': () => deps.services(),
    'app.notices': () => deps.notices(),
    'app.openExternal': ({ url }) => deps.host.openExternal(url),
  };
}
