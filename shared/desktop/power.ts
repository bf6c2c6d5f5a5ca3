// The computer's power while uploads run: the desktop app keeps the computer from sleeping while any upload runs,
// and can quit itself or put the computer to sleep once the queue is done (a setting, off by default). Browser mode
// runs as a server without a say over the computer's power: it can do neither, and the settings say so.
import { z } from 'zod';

/** What happens once every upload finished (none queued, running, paused or waiting for quota). */
export const whenQueueDoneSchema = z.enum(['nothing', 'quit', 'sleep']);
export type WhenQueueDone = z.output<typeof whenQueueDoneSchema>;

/** Whether this host can do a thing; when it cannot, why, in the creator's words. */
export type PowerAbility = { readonly can: true } | { readonly can: false; readonly why: string };

export interface PowerState {
  readonly whenQueueDone: WhenQueueDone;
  /** Keeping the computer awake while uploads run. */
  readonly keepAwake: PowerAbility;
  readonly quit: PowerAbility;
  readonly sleep: PowerAbility;
  /** The computer is kept awake now (an upload runs). */
  readonly awake: boolean;
}
