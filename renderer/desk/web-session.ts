// Browser mode's credential, on the page's side. The printed URL carries the run token; the page takes it out of the
// address bar at once, trades it for a session id, and keeps that id in sessionStorage (so a reload of this tab
// works) and nowhere else: it goes on the WebSocket handshake and as a header on staging requests, never in a
// cookie, so no other server on 127.0.0.1 ever sees it (shared/ipc/web-credential.ts).
import {
  OPEN_PRINTED_URL,
  RUN_TOKEN_HEADER,
  SESSION_HEADER,
  SESSION_ID_PATTERN,
  SESSION_ROUTE,
} from '../../shared/ipc/web-credential';

const STORAGE_KEY = 'channel-desk.session';

interface WebSessionDeps {
  readonly location: Pick<Location, 'href'>;
  readonly history: Pick<History, 'replaceState' | 'state'>;
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly fetch: typeof fetch;
}

export interface WebSession {
  /** Whether the page has anything to prove itself with (a token from the URL or a session of this tab). */
  readonly present: boolean;
  /** The session id, trading the URL's token for one on first use; rejects with a sentence for the user. */
  id(): Promise<string>;
  /** Asks the host whether the session still counts (it is forgotten when the host restarts); forgets it if not. */
  stillValid(): Promise<boolean>;
  /** `fetch` with the session attached, for the staging routes. */
  readonly fetch: typeof fetch;
}

export function createWebSession(deps: WebSessionDeps): WebSession {
  const url = new URL(deps.location.href);
  const token = url.searchParams.get('token');
  if (token !== null) {
    // Out of the address bar and the history before anything else runs (a screenshot, a shared screen, a bookmark).
    url.searchParams.delete('token');
    deps.history.replaceState(deps.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  const stored = (): string | null => {
    const value = deps.storage.getItem(STORAGE_KEY);
    return value !== null && SESSION_ID_PATTERN.test(value) ? value : null;
  };
  let current: Promise<string> | undefined;

  const exchange = async (runToken: string): Promise<string> => {
    let answer: Response;
    try {
      answer = await deps.fetch(SESSION_ROUTE, { method: 'POST', headers: { [RUN_TOKEN_HEADER]: runToken } });
    } catch {
      throw new Error('Could not reach Channel Desk. Is `npm run web` still running?');
    }
    const body = (await answer.json().catch(() => ({}))) as { session?: unknown; error?: { message?: unknown } };
    // Every place taken by a tab in use: the host says so, and opening the URL again would not help until one closes.
    if (answer.status === 429 && typeof body.error?.message === 'string') throw new Error(body.error.message);
    if (answer.status !== 201 || typeof body.session !== 'string' || !SESSION_ID_PATTERN.test(body.session)) {
      throw new Error(OPEN_PRINTED_URL);
    }
    deps.storage.setItem(STORAGE_KEY, body.session);
    return body.session;
  };

  const id = (): Promise<string> => {
    if (current) return current;
    // A token in the URL names this run; a stored session may be from an earlier one.
    const known = stored();
    current =
      token !== null
        ? exchange(token)
        : known !== null
          ? Promise.resolve(known)
          : Promise.reject(new Error(OPEN_PRINTED_URL));
    current.catch(() => {
      current = undefined;
    });
    return current;
  };

  return {
    present: token !== null || stored() !== null,
    id,
    async stillValid() {
      const session = await id().catch(() => undefined);
      if (session === undefined) return false;
      const answer = await deps.fetch(SESSION_ROUTE, { headers: { [SESSION_HEADER]: session } }).catch(() => undefined);
      if (answer?.status !== 401) return true;
      deps.storage.removeItem(STORAGE_KEY);
      current = undefined;
      return false;
    },
    async fetch(input, init = {}) {
      const headers = new Headers(init.headers);
      headers.set(SESSION_HEADER, await id());
      return deps.fetch(input, { ...init, headers });
    },
  };
}

let pageSession: WebSession | undefined;

/** The page's own session, made on first use from the real location, history and sessionStorage. */
export function browserSession(): WebSession {
  pageSession ??= createWebSession({
    location: window.location,
    history: window.history,
    storage: window.sessionStorage,
    fetch: window.fetch.bind(window),
  });
  return pageSession;
}
