// What the desktop shell (native menus, tray, the window's close) tells the page, and its one preference the page
// sets. Browser mode has no such shell and never emits these events.
import { z } from 'zod';
import { closeActionSchema, type CloseAction } from '../desktop/close-action';
import { SCREEN_IDS } from '../desktop/screens';
import { call, type CallMap, type EventMap } from './define';

export const desktopCalls = {
  /** What closing the window does while uploads run (the desktop app's; browser mode keeps it unused). */
  'desktop.getCloseAction': call<z.ZodUndefined, CloseAction>(z.undefined()),
  'desktop.setCloseAction': call<typeof closeActionSchema, CloseAction>(closeActionSchema),
} satisfies CallMap;

export const desktopEvents = {
  /** A View menu item (Ctrl/Cmd+1…9) asks for a screen; the page's navigation store shows it. */
  'desktop.navigate': z.strictObject({ screen: z.enum(SCREEN_IDS) }),
} satisfies EventMap;
