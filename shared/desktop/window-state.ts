// The window's size and place as the settings keep them between runs (the desktop app's window-state decides where
// it may be put back).
import { z } from 'zod';

export const windowStateSchema = z.strictObject({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  maximized: z.boolean(),
});
export type WindowState = z.output<typeof windowStateSchema>;
