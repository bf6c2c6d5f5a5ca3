// Which API token a rulesets call carries: the user's own when it was verified against the address in force, else
// the demo workspace's token for its emulator, else the user's (which is then refused as bound elsewhere). Either
// way a token goes only to the address it is bound to.
export interface BoundToken {
  readonly token: string;
  /** The only rulesets API base address this token may be sent to. */
  readonly apiBaseUrl: string;
}

export interface ChosenToken extends BoundToken {
  readonly source: 'user' | 'demo';
}

export function chooseToken(
  apiBaseUrl: string,
  user: BoundToken | undefined,
  demo: BoundToken | undefined,
): ChosenToken | undefined {
  if (user && user.apiBaseUrl === apiBaseUrl) return { token: user.token, apiBaseUrl: user.apiBaseUrl, source: 'user' };
  if (demo && demo.apiBaseUrl === apiBaseUrl) return { token: demo.token, apiBaseUrl: demo.apiBaseUrl, source: 'demo' };
  return user ? { token: user.token, apiBaseUrl: user.apiBaseUrl, source: 'user' } : undefined;
}
