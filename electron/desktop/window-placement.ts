// The window opens where it was last closed (decisions/window-state.ts decides whether that place still exists)
// and its normal bounds and maximized state are saved when it closes or hides.
import type { BrowserWindow, BrowserWindowConstructorOptions, Display } from 'electron';
import type { WindowState } from '../../shared/desktop/window-state';
import { restoreWindow } from './decisions/window-state';

export function placeWindow(
  options: BrowserWindowConstructorOptions,
  saved: WindowState | null,
  displays: readonly Pick<Display, 'workArea'>[],
): { options: BrowserWindowConstructorOptions; maximized: boolean } {
  const minimum = { width: options.minWidth ?? 0, height: options.minHeight ?? 0 };
  const restored = restoreWindow(
    saved,
    displays.map((display) => display.workArea),
    minimum,
  );
  return { options: { ...options, ...restored.bounds }, maximized: restored.maximized };
}

export function windowStateOf(window: Pick<BrowserWindow, 'getNormalBounds' | 'isMaximized'>): WindowState {
  const bounds = window.getNormalBounds();
  return {
    x: Math.round(bounds.x),
    y: Math.round(bounds.y),
    width: Math.round(bounds.width),
    height: Math.round(bounds.height),
    maximized: window.isMaximized(),
  };
}
