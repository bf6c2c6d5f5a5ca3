// The desktop's View menu reaches the page as a contract event. Apart from the navigation store, so that the
// components that may read that store (tests/unit/layout/store-homes) do not pull in the desk client with it.
import { desk } from '../desk/desk';
import { useNavigation } from './navigation-store';

/** The desktop's View menu (Ctrl/Cmd+1…9) shows a screen through the same store as the sidebar. */
export function followMenuNavigation(): () => void {
  return desk.on('desktop.navigate', ({ screen }) => useNavigation.getState().show(screen));
}
