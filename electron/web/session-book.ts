// The sessions browser mode has handed out in exchange for the printed run token. A session id is random and is not
// the token, so a page (or a log) that leaks one leaks nothing that outlives this run. Kept in memory only: a restart
// prints a new token anyway.
import { randomBytes } from 'node:crypto';
import { sameSecret } from './same-secret';

/** Each exchange (a tab opened from the printed URL) adds one; the oldest are forgotten past this. */
const MAX_SESSIONS = 64;

export interface SessionBook {
  issue(): string;
  has(candidate: string | undefined): boolean;
}

export function createSessionBook(): SessionBook {
  const sessions: string[] = [];
  return {
    issue() {
      // 32 bytes = 43 base64url characters (SESSION_ID_PATTERN).
      const id = randomBytes(32).toString('base64url');
      sessions.push(id);
      if (sessions.length > MAX_SESSIONS) sessions.shift();
      return id;
    },
    has(candidate) {
      if (candidate === undefined) return false;
      // Compare with every session, without stopping at a match, so the time taken says nothing about which matched.
      let found = false;
      for (const id of sessions) found = sameSecret(candidate, id) || found;
      return found;
    },
  };
}
