// The main process's notices into the notice store: those it found at start (read once), then each as it comes.
// Apart from notice-store.ts so the store itself stays free of the desk (its region renders without a host).
import { startupNoticeSchema } from '../../shared/ipc/app';
import { desk } from '../desk/desk';
import { useNotices } from './notice-store';

/** Answers how to stop following. */
export function followHostNotices(): () => void {
  const { push } = useNotices.getState();
  void desk.call('app.notices').then(
    (notices) => {
      for (const notice of notices as readonly unknown[]) {
        // Checked here: a notice from a host of another version (a plain string) or with a damaged line is still
        // shown, by its words, rather than dropped.
        const parsed = startupNoticeSchema.safeParse(notice);
        if (parsed.success) push('warning', parsed.data.message, parsed.data.line);
        else if (typeof notice === 'string') push('warning', notice);
        else if (isWorded(notice)) push('warning', notice.message);
      }
    },
    // Nothing to show then: a start without its notices is still a start.
    () => undefined,
  );
  return desk.on('app.notice', ({ level, message, line }) => push(level, message, line));
}

function isWorded(notice: unknown): notice is { readonly message: string } {
  return typeof notice === 'object' && notice !== null && typeof (notice as { message?: unknown }).message === 'string';
}
