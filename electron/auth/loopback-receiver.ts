// The loopback redirect target of the OAuth flow: a one-shot HTTP server on 127.0.0.1 and an ephemeral port that
// accepts exactly one redirect carrying our `state`, answers the browser with a page the user can close, and stops.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeskError } from '../ipc/desk-error';

interface LoopbackReceiver {
  readonly redirectUri: string;
  /** Resolves with the authorization code; rejects on denial, a wrong state, timeout or abort. */
  readonly code: Promise<string>;
  close(): void;
}

const page = (title: string, text: string): string =>
  `<!doctype html><meta charset="utf-8"><title>${title}</title>` +
  `<body style="font-family:system-ui;margin:3rem"><h1>${title}</h1><p>${text}</p></body>`;

export async function startLoopbackReceiver(options: {
  expectedState: string;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<LoopbackReceiver> {
  let settle!: { resolve: (code: string) => void; reject: (error: Error) => void };
  const code = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Avoid an unhandled rejection when the caller closes before awaiting.
  code.catch(() => undefined);

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/') {
      response.writeHead(404).end();
      return;
    }
    const state = url.searchParams.get('state');
    const error = url.searchParams.get('error');
    const received = url.searchParams.get('code');
    const send = (status: number, html: string): void => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    };
    if (state !== options.expectedState) {
      // Not ours (a stale tab or a forged request): ignore it and keep waiting for the real redirect.
      send(400, page('Sign-in link not recognised', 'Start the sign-in again from Channel Desk.'));
      return;
    }
    if (error) {
      send(200, page('Sign-in cancelled', 'You can close this tab and return to Channel Desk.'));
      settle.reject(
        new DeskError(
          error === 'access_denied' ? 'sign-in-denied' : 'sign-in-failed',
          error === 'access_denied'
            ? 'Access was not granted. Sign in again and choose Allow to connect your channel.'
            : `The sign-in page reported an error (${error}). Try again.`,
        ),
      );
    } else if (received) {
      send(200, page('Channel Desk is connected', 'You can close this tab and return to Channel Desk.'));
      settle.resolve(received);
    } else {
      send(400, page('Sign-in incomplete', 'The redirect carried no authorization code. Try again.'));
      return;
    }
    close();
  });

  const timer = setTimeout(() => {
    settle.reject(
      new DeskError('sign-in-timeout', 'Sign-in took too long and was stopped. Start it again when ready.'),
    );
    close();
  }, options.timeoutMs);
  const onAbort = (): void => {
    settle.reject(new DeskError('sign-in-cancelled', 'Sign-in was cancelled.'));
    close();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });

  function close(): void {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    server.close();
    server.closeAllConnections();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { redirectUri: `http://127.0.0.1:${port}`, code, close };
}
