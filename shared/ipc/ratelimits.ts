// Calls and events of the rate limiting rules screens. (Filled in by the rate limits work.)
import type { CallMap, EventMap } from './define';

export const rateLimitCalls = {} satisfies CallMap;
export const rateLimitEvents = {} satisfies EventMap;
