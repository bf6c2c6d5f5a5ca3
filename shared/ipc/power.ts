// The computer's power while uploads run (shared/desktop/power.ts): what this host can do, whether it keeps the
// computer awake now, and the "when the queue is done" setting.
import { z } from 'zod';
import { whenQueueDoneSchema, type PowerState } from '../desktop/power';
import { call, type CallMap } from './define';

export const powerCalls = {
  'power.get': call<z.ZodUndefined, PowerState>(z.undefined()),
  'power.setWhenQueueDone': call<typeof whenQueueDoneSchema, PowerState>(whenQueueDoneSchema),
} satisfies CallMap;
