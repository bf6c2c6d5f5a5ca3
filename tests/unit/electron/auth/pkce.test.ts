import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl } from '../../../../electron/auth/pkce-sign-in';
import { challengeFor, createPkcePair, createState } from '../../../../electron/auth/pkce';

describe('PKCE', () => {
  it('derives the S256 challenge as BASE64URL(SHA256(verifier)) without padding', () => {
    // SHA-256("abc") is the FIPS 180-2 test vector ba7816bf…15ad; S256 is its base64url form without padding.
    expect(challengeFor('abc')).toBe(
      Buffer.from('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'hex').toString('base64url'),
    );
    expect(challengeFor('abc')).not.toMatch(/[=+/]/);
    const pair = createPkcePair();
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(pair.challenge).toBe(createHash('sha256').update(pair.verifier).digest('base64url'));
  });

  it('makes a fresh verifier and state every time', () => {
    expect(createPkcePair().verifier).not.toBe(createPkcePair().verifier);
    expect(createState()).not.toBe(createState());
  });

  it('builds the authorize URL with every parameter of the installed-app flow', () => {
    const url = new URL(
      buildAuthorizeUrl('https://accounts.example/o/oauth2/v2/auth?hd=x', {
        clientId: 'cid',
        redirectUri: 'http://127.0.0.1:5000',
        scopes: ['a', 'b'],
        state: 'st',
        challenge: 'ch',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: 'http://127.0.0.1:5000',
      response_type: 'code',
      scope: 'a b',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
  });
});
