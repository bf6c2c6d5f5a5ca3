// The installed-app OAuth flow: PKCE + state + a loopback redirect on 127.0.0.1. The consent page is opened by the
// host (the system browser on the desktop, a new tab in browser mode, or a plain HTTP fetch for the demo client,
// which the emulator approves without a click). The same code runs for the demo and for a real account.
import type { OAuthClient } from './client-secret';
import { startLoopbackReceiver } from './loopback-receiver';
import type { OAuthTokenClient, TokenSet } from './oauth-token-client';
import { createPkcePair, createState } from './pkce';

export const PLATFORM_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
] as const;

interface SignInOptions {
  readonly client: OAuthClient;
  readonly authorizeUrl: string;
  readonly tokenClient: OAuthTokenClient;
  readonly scopes: readonly string[];
  /** Shows the consent page to the user (or fetches it, for the demo). */
  readonly openConsent: (url: string) => Promise<void>;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Which account (for the emulator: which channel) to sign in to: the authorization server's `login_hint`. */
  readonly loginHint?: string;
  /** Show the account chooser even when the browser is signed in to one (adding a channel: issue 21). */
  readonly chooseAccount?: boolean;
}

export function buildAuthorizeUrl(
  authorizeUrl: string,
  input: {
    clientId: string;
    redirectUri: string;
    scopes: readonly string[];
    state: string;
    challenge: string;
    loginHint?: string;
    chooseAccount?: boolean;
  },
): string {
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: input.scopes.join(' '),
    state: input.state,
    code_challenge: input.challenge,
    code_challenge_method: 'S256',
    // Offline access and a consent prompt make the server issue a refresh token every time we sign in. Adding a
    // channel asks for the account chooser too: `prompt` takes a space-delimited list, and `select_account consent`
    // shows the chooser, then the consent page (Google, "OAuth 2.0 for Mobile & Desktop Apps", read 2026-11-25).
    access_type: 'offline',
    prompt: input.chooseAccount ? 'select_account consent' : 'consent',
    ...(input.loginHint === undefined ? {} : { login_hint: input.loginHint }),
  }).toString();
  return url.toString();
}

export async function signInWithPkce(options: SignInOptions): Promise<TokenSet & { redirectUri: string }> {
  const pkce = createPkcePair();
  const state = createState();
  const receiver = await startLoopbackReceiver({
    expectedState: state,
    timeoutMs: options.timeoutMs ?? 5 * 60_000,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  try {
    const url = buildAuthorizeUrl(options.authorizeUrl, {
      clientId: options.client.clientId,
      redirectUri: receiver.redirectUri,
      scopes: options.scopes,
      state,
      challenge: pkce.challenge,
      ...(options.loginHint === undefined ? {} : { loginHint: options.loginHint }),
      ...(options.chooseAccount ? { chooseAccount: true } : {}),
    });
    await options.openConsent(url);
    const code = await receiver.code;
    const tokens = await options.tokenClient.exchangeCode(options.client, {
      code,
      verifier: pkce.verifier,
      redirectUri: receiver.redirectUri,
    });
    return { ...tokens, redirectUri: receiver.redirectUri };
  } finally {
    receiver.close();
  }
}
