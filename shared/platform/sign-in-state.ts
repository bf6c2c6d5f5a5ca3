// Where a channel's sign-in stands, in one word for the switcher and the Accounts list: the connection doctor's
// findings (connection-doctor.ts) say the same at length.
import type { SignInState } from '../ipc/accounts';
import { SIGN_IN_WARNING_MS, type SignInFacts } from './connection-doctor';

export function signInStateOf(facts: SignInFacts, now: number): SignInState {
  if (facts.signInEndedAt !== undefined) return 'needs-sign-in';
  if (facts.refreshTokenExpiresAt === undefined) return 'signed-in';
  const left = facts.refreshTokenExpiresAt - now;
  if (left <= 0) return 'needs-sign-in';
  return left <= SIGN_IN_WARNING_MS ? 'expiring' : 'signed-in';
}
