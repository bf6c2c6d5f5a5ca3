// The loopback redirect target of the OAuth flow: a one-shot HTTP server on 127.0.0.1 and an ephemeral port that
// accepts exactly one redirect carrying our `state`, answers the browser with a page the user can close, and stops.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl } from '../language/say';
import { ACCOUNT_REFUSALS, SIGN_IN_PAGE } from './auth-messages';

interface LoopbackReceiver {
  readonly redirectUri: string;
  /** Resolves with the authorization code; rejects on denial, a wrong state, timeout or abort. */
  readonly code: Promise<string>;
  close(): void;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escaped = (text: string): string => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** The words come from the catalogue in the language in force (a translation may hold quotes or ampersands). */
const page = (title: string, text: string): string =>
  `<!doctype html><html lang="${escaped(sayingIntl().locale)}"><meta charset="utf-8"><title>${escaped(title)}</title>` +
  `<body style="font-family:system-ui;margin:3rem"><h1 dir="auto">${escaped(title)}</h1><p dir="auto">${escaped(text)}</p></body></html>`;

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
      send(400, page(say(SIGN_IN_PAGE.unknownTitle), say(SIGN_IN_PAGE.unknownText)));
      return;
    }
    if (error) {
      send(200, page(say(SIGN_IN_PAGE.cancelledTitle), say(SIGN_IN_PAGE.closeTab)));
      settle.reject(
        new DeskError(
          error === 'access_denied' ? 'sign-in-denied' : 'sign-in-failed',
          error === 'access_denied'
            ? say(ACCOUNT_REFUSALS.accessDenied)
            : say(ACCOUNT_REFUSALS.consentPageError, { error }),
        ),
      );
    } else if (received) {
      send(200, page(say(SIGN_IN_PAGE.connectedTitle), say(SIGN_IN_PAGE.closeTab)));
      settle.resolve(received);
    } else {
      send(400, page(say(SIGN_IN_PAGE.incompleteTitle), say(SIGN_IN_PAGE.incompleteText)));
      return;
    }
    close();
  });

  const timer = setTimeout(() => {
    settle.reject(new DeskError('sign-in-timeout', say(ACCOUNT_REFUSALS.signInTimeout)));
    close();
  }, options.timeoutMs);
  const onAbort = (): void => {
    settle.reject(new DeskError('sign-in-cancelled', say(ACCOUNT_REFUSALS.signInCancelled)));
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
