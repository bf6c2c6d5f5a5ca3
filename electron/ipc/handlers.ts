// The types that bind contract calls to service methods. Each domain exports a `HandlersFor<typeof itsCalls>`
// object; the composition root joins them into one `Handlers` that must cover every call of the contract.
import type { z } from 'zod';
import type { CallMap, CallName, CallSpec, EventName, EventPayload } from '../../shared/ipc';

type OutputOf<S> = S extends CallSpec<z.ZodType, infer O> ? O : never;

export type HandlersFor<M extends CallMap> = {
  readonly [N in keyof M]: (args: z.output<M[N]['input']>) => Promise<OutputOf<M[N]>> | OutputOf<M[N]>;
};

export type Handlers = HandlersFor<typeof import('../../shared/ipc').calls>;

/** Where services send events; each host fans them out to its renderers. */
export interface EventSink {
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
}

export type { CallName };
