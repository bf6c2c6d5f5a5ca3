// Binds the app.* and settings.* calls of the contract.
import type { appCalls } from '../../shared/ipc/app';
import type { SecretVault } from '../auth/secret-vault';
import type { HandlersFor } from '../ipc/handlers';
import type { HostCapabilities } from './host';
import type { SettingsStore } from './settings-store';

export function createAppHandlers(deps: {
  host: HostCapabilities;
  settings: SettingsStore;
  vault: SecretVault;
  notices: () => readonly string[];
}): HandlersFor<typeof appCalls> {
  return {
    'app.info': () => ({
      version: deps.host.version,
      host: deps.host.kind,
      platform: process.platform,
      secretStorage: { backend: deps.vault.backend, ...(deps.vault.warning ? { warning: deps.vault.warning } : {}) },
    }),
    'settings.getServices': () => deps.settings.read().services,
    'settings.setServices': (services) => deps.settings.update({ services }).services,
    'app.notices': () => deps.notices(),
    'app.openExternal': ({ url }) => deps.host.openExternal(url),
  };
}
