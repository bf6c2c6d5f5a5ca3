// The main process's notices into the notice store: those it found at start (read once), then each as it comes.
// Apart from notice-store.ts so the store itself stays free of the desk (its region renders without a host).
import { desk } from '../desk/desk';
import { useNotices } from './notice-store';

/** Answers how to stop following. */
export function followHostNotices(): () => void {
  const { push } = useNotices.getState();
  void desk.call('app.notices').then(
    (messages) => messages.forEach((message) => push('warning', message)),
    // Nothing to show then: a start without its notices is still a start.
    () => undefined,
  );
  return desk.on('app.notice', ({ level, message, line }) => push(level, message, line));
}
