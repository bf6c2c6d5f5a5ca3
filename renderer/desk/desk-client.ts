// The renderer's only door to the app: typed calls and events over whichever bridge the host provides.
import type {
  CallInput,
  CallName,
  CallOutput,
  DeskErrorCode,
  DeskErrorShape,
  EventName,
  EventPayload,
} from '../../shared/ipc';
import type { DeskBridge } from '../../shared/ipc/bridge';

export class DeskCallError extends Error implements DeskErrorShape {
  readonly code: DeskErrorCode;
  readonly details?: unknown;
  constructor(shape: DeskErrorShape) {
    super(shape.message);
    this.code = shape.code;
    this.details = shape.details;
  }
}

export interface DeskClient {
  readonly host: 'electron' | 'web';
  call<N extends CallName>(
    name: N,
    // A call whose input may be left out (uploads.list reads the first page) is called with or without it.
    ...input: [CallInput<N>] extends [undefined]
      ? []
      : undefined extends CallInput<N>
        ? [CallInput<N>?]
        : [CallInput<N>]
  ): Promise<CallOutput<N>>;
  on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void;
  pathForFile?(file: File): string;
}

export function createDeskClient(bridge: DeskBridge): DeskClient {
  return {
    host: bridge.host,
    async call(name, ...input) {
      const result = await bridge.invoke(name, input[0]);
      if (!result.ok) throw new DeskCallError(result.error);
      return result.value as never;
    },
    on(name, listener) {
      return bridge.subscribe((eventName, payload) => {
        if (eventName === name) listener(payload as never);
      });
    },
    ...(bridge.pathForFile ? { pathForFile: (file: File) => bridge.pathForFile!(file) } : {}),
  };
}
