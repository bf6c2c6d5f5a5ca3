// The sessions browser mode has handed out in exchange for the printed run token. A session id is random and is not
// the token, so a page (or a log) that leaks one leaks nothing that outlives this run. Kept in memory only: a restart
// prints a new token anyway.
//
// The token is traded once per tab (a reload keeps the tab's session), but a user may open the printed URL in more
// than one tab, so the book holds a bounded number of sessions. A session with an open WebSocket is a tab in use and
// is never forgotten to make room: the one idle longest goes instead, and when every place is in use the exchange is
// refused rather than cutting off a working tab.
import { randomBytes } from 'node:crypto';
import { sameSecret } from './same-secret';

export const MAX_SESSIONS = 64;

interface SessionBook {
  /** A new session id, or undefined when all `MAX_SESSIONS` places belong to sessions in use. */
  issue(): string | undefined;
  /** Whether `candidate` is a session of this run; a match counts as a use (it is then the last to be forgotten). */
  has(candidate: string | undefined): boolean;
  /**
   * Marks a known session as in use (an open WebSocket) until the answer is called; while any hold lasts it cannot
   * be forgotten. Calling the answer again does nothing.
   */
  hold(id: string | undefined): () => void;
}

interface Session {
  readonly id: string;
  holds: number;
}

export function createSessionBook(limit = MAX_SESSIONS): SessionBook {
  // Least recently used first.
  const sessions: Session[] = [];

  // Compares with every session, without stopping at a match, so the time taken says nothing about which matched.
  const find = (candidate: string | undefined): Session | undefined => {
    if (candidate === undefined) return undefined;
    let found: Session | undefined;
    for (const session of sessions) if (sameSecret(candidate, session.id)) found ??= session;
    return found;
  };
  const touch = (session: Session): void => {
    const at = sessions.indexOf(session);
    if (at !== -1) sessions.push(...sessions.splice(at, 1));
  };

  return {
    issue() {
      if (sessions.length >= limit) {
        const idle = sessions.findIndex((session) => session.holds === 0);
        if (idle === -1) return undefined;
        sessions.splice(idle, 1);
      }
      // 32 bytes = 43 base64url characters (SESSION_ID_PATTERN).
      const id = randomBytes(32).toString('base64url');
      sessions.push({ id, holds: 0 });
      return id;
    },
    has(candidate) {
      const session = find(candidate);
      if (session) touch(session);
      return session !== undefined;
    },
    hold(id) {
      const session = find(id);
      if (!session) return () => undefined;
      session.holds += 1;
      touch(session);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        session.holds -= 1;
        touch(session);
      };
    },
  };
}
