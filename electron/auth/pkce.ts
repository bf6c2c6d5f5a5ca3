// PKCE (RFC 7636) with S256 and the `state` nonce: the only protection a desktop client has, since its client
// secret ships with the app and is not confidential.
import { createHash, randomBytes } from 'node:crypto';

interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
}

export function createPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: challengeFor(verifier) };
}

export function challengeFor(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function createState(): string {
  return randomBytes(16).toString('base64url');
}
