// Calls and events of the upload queue. (Filled in by the uploads work.)
import type { CallMap, EventMap } from './define';

export const uploadCalls = {} satisfies CallMap;
export const uploadEvents = {} satisfies EventMap;
