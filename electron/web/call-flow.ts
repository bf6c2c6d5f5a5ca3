// One socket's calls: at most `maxInFlight` are being answered at once. Past that, reading from the socket stops
// (TCP then holds the client back) and the calls that had already arrived in the same read wait their turn, up to a
// byte bound; a client that still overflows it is cut off. So a client sending calls faster than they are answered
// costs the host a bounded amount of memory.

interface CallFlowOptions<T> {
  readonly maxInFlight: number;
  readonly maxWaitingBytes: number;
  readonly run: (call: T) => Promise<void>;
  readonly pause: () => void;
  readonly resume: () => void;
  readonly overflow: () => void;
}

interface CallFlow<T> {
  push(call: T, bytes: number): void;
  /** The socket is gone: drop what waits, start nothing more. */
  stop(): void;
}

export function createCallFlow<T>(options: CallFlowOptions<T>): CallFlow<T> {
  const waiting: Array<{ call: T; bytes: number }> = [];
  let waitingBytes = 0;
  let inFlight = 0;
  let paused = false;
  let stopped = false;

  const start = (call: T): void => {
    inFlight += 1;
    void options.run(call).finally(() => {
      inFlight -= 1;
      next();
    });
  };

  const next = (): void => {
    if (stopped) return;
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const item = waiting.shift()!;
      waitingBytes -= item.bytes;
      start(item.call);
    }
    if (paused && inFlight < options.maxInFlight && waiting.length === 0) {
      paused = false;
      options.resume();
    }
  };

  return {
    push(call, bytes) {
      if (stopped) return;
      if (inFlight < options.maxInFlight && waiting.length === 0) {
        start(call);
        return;
      }
      if (!paused) {
        paused = true;
        options.pause();
      }
      if (waitingBytes + bytes > options.maxWaitingBytes) {
        stop();
        options.overflow();
        return;
      }
      waiting.push({ call, bytes });
      waitingBytes += bytes;
    },
    stop,
  };

  function stop(): void {
    stopped = true;
    waiting.length = 0;
    waitingBytes = 0;
  }
}
