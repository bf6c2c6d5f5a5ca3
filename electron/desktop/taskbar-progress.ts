// The queue's progress on the taskbar (Windows, Linux Unity) and the dock (macOS): BrowserWindow.setProgressBar with
// its mode, and the dock badge with the number of uploads left (empty when none).
import type { BrowserWindow, Dock } from 'electron';
import type { OverallProgress } from '../../shared/uploads/overall-progress';

export function createTaskbarProgress(
  window: () => Pick<BrowserWindow, 'setProgressBar' | 'isDestroyed'> | undefined,
  dock: Pick<Dock, 'setBadge'> | undefined,
): (progress: OverallProgress) => void {
  return (progress) => {
    const target = window();
    if (target && !target.isDestroyed()) target.setProgressBar(progress.value, { mode: progress.mode });
    dock?.setBadge(progress.remaining > 0 ? String(progress.remaining) : '');
  };
}
