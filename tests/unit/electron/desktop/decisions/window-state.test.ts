import { describe, expect, it } from 'vitest';
import { restoreWindow } from '../../../../../electron/desktop/decisions/window-state';
import { windowStateSchema } from '../../../../../shared/desktop/window-state';

const MIN = { width: 900, height: 600 };
const laptop = { x: 0, y: 0, width: 1440, height: 875 };
// A second display to the right, its top lower.
const external = { x: 1440, y: 200, width: 2560, height: 1400 };

describe('window state', () => {
  it('opens at the default place the first time', () => {
    expect(restoreWindow(null, [laptop], MIN)).toEqual({ maximized: false });
  });

  it('puts the window back where it was, on whichever display that was', () => {
    const saved = { x: 1600, y: 300, width: 1280, height: 820, maximized: false };
    expect(restoreWindow(saved, [laptop, external], MIN)).toEqual({
      bounds: { x: 1600, y: 300, width: 1280, height: 820 },
      maximized: false,
    });
  });

  it('opens at the default place, still maximized, when its display was unplugged', () => {
    const saved = { x: 1600, y: 300, width: 1280, height: 820, maximized: true };
    expect(restoreWindow(saved, [laptop], MIN)).toEqual({ maximized: true });
  });

  it('needs the title bar on a display: one whose top is above the display, or barely showing, is not restored', () => {
    expect(restoreWindow({ x: 100, y: -30, width: 1000, height: 700, maximized: false }, [laptop], MIN).bounds).toBe(
      undefined,
    );
    // Only 100 px of it on the laptop's right edge: too little to grab.
    expect(restoreWindow({ x: 1340, y: 100, width: 1000, height: 700, maximized: false }, [laptop], MIN).bounds).toBe(
      undefined,
    );
    // 200 px showing is enough; it is moved in to fit.
    expect(restoreWindow({ x: 1240, y: 100, width: 1000, height: 700, maximized: false }, [laptop], MIN)).toEqual({
      bounds: { x: 440, y: 100, width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('shrinks a window larger than its display (a lower resolution now), never below the minimum', () => {
    const saved = { x: 0, y: 0, width: 2400, height: 1300, maximized: false };
    expect(restoreWindow(saved, [laptop], MIN)).toEqual({
      bounds: { x: 0, y: 0, width: 1440, height: 875 },
      maximized: false,
    });
    const tiny = { x: 0, y: 0, width: 800, height: 500 };
    expect(restoreWindow(saved, [tiny], MIN).bounds).toEqual({ x: 0, y: 0, width: 900, height: 600 });
  });

  it('refuses a saved state that is not one (the settings file is read through zod)', () => {
    expect(windowStateSchema.safeParse({ x: 0, y: 0, width: -5, height: 10, maximized: false }).success).toBe(false);
    expect(windowStateSchema.safeParse({ x: 0.5, y: 0, width: 5, height: 10, maximized: false }).success).toBe(false);
  });
});
