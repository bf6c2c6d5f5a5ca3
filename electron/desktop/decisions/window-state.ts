// The window's size and place between runs. It is put back only where it can still be seen and grabbed: the
// display it was on may have been unplugged, or its resolution lowered, since. The saved bounds are the window's
// normal (unmaximized) ones, so a maximized window restored and then unmaximized returns to them.
import type { WindowState } from '../../../shared/desktop/window-state';

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** How much of the window's top edge must lie on one display for the user to grab it. */
const GRAB_WIDTH = 120;
const GRAB_HEIGHT = 40;

interface RestoredWindow {
  /** Absent: open at the default size where the system puts a new window. */
  readonly bounds?: Rect;
  readonly maximized: boolean;
}

/**
 * Where to open the window given the saved state and the displays' work areas now (the screen minus task bar and
 * dock). Too large for the display it lands on, it is shrunk to fit there, never below `minimum`.
 */
export function restoreWindow(
  saved: WindowState | null,
  workAreas: readonly Rect[],
  minimum: { readonly width: number; readonly height: number },
): RestoredWindow {
  if (!saved) return { maximized: false };
  const area = workAreas.find((candidate) => titleBarOn(saved, candidate));
  if (!area) return { maximized: saved.maximized };
  const width = Math.max(minimum.width, Math.min(saved.width, area.width));
  const height = Math.max(minimum.height, Math.min(saved.height, area.height));
  // Shrunk, it is moved in as far as needed to fit, starting from where it was.
  const x = Math.max(area.x, Math.min(saved.x, area.x + area.width - width));
  const y = Math.max(area.y, Math.min(saved.y, area.y + area.height - height));
  return { bounds: { x, y, width, height }, maximized: saved.maximized };
}

/** The top strip of the window overlaps the area by at least GRAB_WIDTH × GRAB_HEIGHT. */
function titleBarOn(window: Rect, area: Rect): boolean {
  const left = Math.max(window.x, area.x);
  const right = Math.min(window.x + window.width, area.x + area.width);
  const top = Math.max(window.y, area.y);
  const bottom = Math.min(window.y + GRAB_HEIGHT, area.y + area.height);
  return right - left >= GRAB_WIDTH && bottom - top >= GRAB_HEIGHT && window.y >= area.y;
}
