// What closing the desktop app's window does while uploads run: ask, keep uploading in the tray, or stop (pause
// every upload, then quit). Kept in the settings; "Don't ask again" in the question sets it, Upload settings resets it.
import { z } from 'zod';

export const closeActionSchema = z.enum(['ask', 'tray', 'stop']);
export type CloseAction = z.output<typeof closeActionSchema>;
