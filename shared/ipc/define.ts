// The building blocks of the IPC contract. A call is a zod schema for its input plus the TypeScript type of its
// output; an event is a zod schema for its payload. Both hosts (Electron IPC and the browser-mode WebSocket) and the
// renderer derive every type from these declarations, so a call cannot drift between the two sides.
import type { z } from 'zod';

export interface CallSpec<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I;
  /** Phantom: carries the output type only. */
  readonly output?: O;
}

export function call<I extends z.ZodType, O>(input: I): CallSpec<I, O> {
  return { input };
}

export type CallMap = Record<string, CallSpec>;
export type EventMap = Record<string, z.ZodType>;

/** What a host sends back for every call: the renderer never sees a raw exception. */
export type CallResult<O> = { readonly ok: true; readonly value: O } | { readonly ok: false; readonly error: DeskErrorShape };

export interface DeskErrorShape {
  /** Stable machine-readable code, e.g. `invalid-input`, `not-signed-in`, `quotaExceeded`. */
  readonly code: string;
  /** A sentence for the user that says what happened and what to do. */
  readonly message: string;
  /** Optional structured detail (validation issues, server reason). Never secrets. */
  readonly details?: unknown;
}
