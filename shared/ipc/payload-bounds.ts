// How much structure a call's payload may have before its schema looks at it. Electron's IPC has no frame limit, so
// a page could hand the main process an array of millions of entries or a value nested thousands deep; a schema walks
// whatever it is given, so the walk here is what keeps the cost of refusing such input bounded: it stops counting as
// soon as a bound is passed, whatever the size of the rest.

export interface PayloadBounds {
  /** Objects and arrays inside one another. */
  readonly maxDepth: number;
  /** Values in all (every array entry and object property counts one). */
  readonly maxValues: number;
}

/**
 * Far above any real call (the largest, 200 files to enqueue or 1,000 moderation decisions, has some 15,000 values
 * and a depth under 10), far below what would keep the host busy.
 */
export const PAYLOAD_BOUNDS: PayloadBounds = { maxDepth: 64, maxValues: 50_000 };

/** Why `payload` is out of bounds, as words for a refusal; undefined when it is within them. */
export function payloadBoundsProblem(payload: unknown, bounds: PayloadBounds = PAYLOAD_BOUNDS): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: payload, depth: 0 }];
  let values = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    values += 1;
    if (values > bounds.maxValues) return `it holds more than ${bounds.maxValues} values`;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= bounds.maxDepth) return `it is nested more than ${bounds.maxDepth} levels deep`;
    // Counted before they are queued, so one enormous array costs no more than the bound. (An object's keys are
    // listed first; V8 takes that long to list them however it is asked.)
    const record = value as Record<string, unknown>;
    const keys = Array.isArray(value) ? undefined : Object.keys(record);
    const count = keys ? keys.length : (value as unknown[]).length;
    if (values + pending.length + count > bounds.maxValues) return `it holds more than ${bounds.maxValues} values`;
    if (keys) for (const key of keys) pending.push({ value: record[key], depth: depth + 1 });
    else for (const child of value as unknown[]) pending.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}
