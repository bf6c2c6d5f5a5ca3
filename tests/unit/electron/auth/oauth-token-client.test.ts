import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { OAuthTokenClient } from '../../../../electron/auth/oauth-token-client';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A revocation endpoint that reads the request and never answers. */
async function silentRevokeUrl(): Promise<string> {
  server = createServer((request) => request.resume());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/revoke`;
}

describe('OAuthTokenClient.revoke', () => {
  it('gives up on a revocation endpoint that never answers instead of holding the sign-out', async () => {
    const revokeUrl = await silentRevokeUrl();
    const client = new OAuthTokenClient(() => ({ tokenUrl: revokeUrl, revokeUrl }));
    await expect(client.revoke('token', 50)).rejects.toThrow(/timeout/i);
  });
});
