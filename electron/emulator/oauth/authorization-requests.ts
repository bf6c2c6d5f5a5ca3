// Authorization requests waiting for the user's decision, and the codes issued for approved ones. Both live in
// memory only: they last minutes, as on the real service, and a restart simply means signing in again.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AuthorizationRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scopes: readonly string[];
  readonly state?: string;
  readonly challenge?: string;
  readonly challengeMethod?: 'S256' | 'plain';
  readonly loginHint?: string;
}

interface IssuedCode extends AuthorizationRequest {
  readonly channelId: string;
  readonly expiresAt: number;
  used: boolean;
  /** The refresh token issued for this code; revoked when someone tries the code a second time. */
  refreshToken?: string;
}

const PENDING_LIFETIME_MS = 10 * 60 * 1000;
const CODE_LIFETIME_MS = 10 * 60 * 1000;

export class AuthorizationRequests {
  private readonly pending = new Map<string, { request: AuthorizationRequest; expiresAt: number }>();
  private readonly codes = new Map<string, IssuedCode>();

  constructor(private readonly now: () => number) {}

  hold(request: AuthorizationRequest): string {
    this.sweep();
    const id = randomBytes(18).toString('base64url');
    this.pending.set(id, { request, expiresAt: this.now() + PENDING_LIFETIME_MS });
    return id;
  }

  /** Takes a held request (once). */
  take(id: string): AuthorizationRequest | undefined {
    const held = this.pending.get(id);
    this.pending.delete(id);
    return held && held.expiresAt > this.now() ? held.request : undefined;
  }

  issueCode(request: AuthorizationRequest, channelId: string): string {
    this.sweep();
    const code = `4/${randomBytes(30).toString('base64url')}`;
    this.codes.set(code, { ...request, channelId, expiresAt: this.now() + CODE_LIFETIME_MS, used: false });
    return code;
  }

  code(code: string): IssuedCode | undefined {
    const issued = this.codes.get(code);
    return issued && issued.expiresAt > this.now() ? issued : undefined;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, held] of this.pending) if (held.expiresAt <= now) this.pending.delete(id);
    for (const [code, issued] of this.codes) if (issued.expiresAt <= now) this.codes.delete(code);
  }
}

/** RFC 7636: does the verifier match the challenge? */
export function verifierMatches(verifier: string, challenge: string, method: 'S256' | 'plain'): boolean {
  const computed = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(computed);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
