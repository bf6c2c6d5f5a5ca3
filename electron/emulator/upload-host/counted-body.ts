// A request body as an async sequence of chunks, counted so that faults can act after N bytes.
import type { Readable } from 'node:stream';

/** Thrown when the fault's byte count is reached: the caller breaks the connection. */
export class ConnectionCut extends Error {
  constructor() {
    super('connection cut by an injected fault');
  }
}

export async function* countedBody(
  source: Readable,
  options: { readonly cutAfter: number | null; readonly onReceived?: (received: number) => void },
): AsyncGenerator<Buffer> {
  const { cutAfter, onReceived } = options;
  if (cutAfter === 0) throw new ConnectionCut();
  let received = 0;
  // Leaving the loop early (a refused part) must not destroy the request: its connection still carries the answer.
  for await (const chunk of source.iterator({ destroyOnReturn: false })) {
    const buffer = chunk as Buffer;
    if (cutAfter !== null && received + buffer.length >= cutAfter) {
      yield buffer.subarray(0, cutAfter - received);
      received = cutAfter;
      onReceived?.(received);
      throw new ConnectionCut();
    }
    received += buffer.length;
    onReceived?.(received);
    yield buffer;
  }
}
