// What the desktop shell (native menus, tray, the window's close) tells the page. Browser mode has no such shell
// and never emits these.
import { z } from 'zod';
import { SCREEN_IDS } from '../desktop/screens';
import type { EventMap } from './define';

export const desktopEvents = {
  /** A View menu item (Ctrl/Cmd+1…9) asks for a screen; the page's navigation store shows it. */
  'desktop.navigate': z.strictObject({ screen: z.enum(SCREEN_IDS) }),
} satisfies EventMap;
