// The close preference through the contract: read it, and set it back (to "ask", typically, after a "Don't ask
// again" the user regrets). The settings file is the one place it lives; the desktop shell reads it at each close.
import type { desktopCalls } from '../../shared/ipc/desktop';
import type { HandlersFor } from '../ipc/handlers';
import type { SettingsStore } from '../kernel/settings-store';

export function createCloseActionHandlers(settings: SettingsStore): HandlersFor<typeof desktopCalls> {
  return {
    'desktop.getCloseAction': () => settings.read().closeAction,
    'desktop.setCloseAction': (closeAction) => settings.update({ closeAction }).closeAction,
  };
}
