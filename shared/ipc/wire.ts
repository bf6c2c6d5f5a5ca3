// The frames browser mode's WebSocket carries: the same calls and events as Electron's IPC, with ids to pair a
// result with its call. The host validates every frame before it looks at it.
import { z } from 'zod';

export const callFrameSchema = z.object({
  type: z.literal('call'),
  id: z.number().int().nonnegative(),
  name: z.string().max(100),
  // Absent for calls without input (JSON drops undefined).
  payload: z.unknown().optional(),
});
export type CallFrame = z.output<typeof callFrameSchema>;

export type ServerFrame =
  | { readonly type: 'result'; readonly id: number; readonly result: unknown }
  | { readonly type: 'event'; readonly name: string; readonly payload: unknown };

export const WEB_SOCKET_PATH = '/_desk/ws';
