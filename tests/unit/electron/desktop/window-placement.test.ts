import { describe, expect, it } from 'vitest';
import { placeWindow, windowStateOf } from '../../../../electron/desktop/window-placement';

const base = { width: 1280, height: 820, minWidth: 900, minHeight: 600, show: false };
const display = { workArea: { x: 0, y: 0, width: 1920, height: 1080 } };

describe('window placement', () => {
  it('adds the saved bounds to the window options when they still fit a display', () => {
    const saved = { x: 100, y: 80, width: 1000, height: 700, maximized: true };
    expect(placeWindow(base, saved, [display])).toEqual({
      options: { ...base, x: 100, y: 80, width: 1000, height: 700 },
      maximized: true,
    });
  });

  it('keeps the defaults when the saved place is gone', () => {
    const saved = { x: 3000, y: 80, width: 1000, height: 700, maximized: false };
    expect(placeWindow(base, saved, [display])).toEqual({ options: base, maximized: false });
  });

  it('saves the normal bounds, rounded (fractional on scaled displays), and the maximized state', () => {
    const window = {
      getNormalBounds: () => ({ x: 10.4, y: 20.6, width: 1000.5, height: 700 }),
      isMaximized: () => true,
    };
    expect(windowStateOf(window)).toEqual({ x: 10, y: 21, width: 1001, height: 700, maximized: true });
  });
});
