import { describe, expect, it } from 'vitest';
import { parseClientSecretJson } from '../../../../electron/auth/client-secret';

describe('client_secret.json import', () => {
  it('reads an installed (desktop) client', () => {
    const text = JSON.stringify({
      installed: {
        client_id: 'abc.apps.googleusercontent.com',
        client_secret: 's3cret',
        project_id: 'proj',
        redirect_uris: ['http://localhost'],
      },
    });
    expect(parseClientSecretJson(text)).toEqual({
      clientId: 'abc.apps.googleusercontent.com',
      clientSecret: 's3cret',
      projectId: 'proj',
    });
  });

  it('refuses a web client with advice to create a desktop one', () => {
    expect(() => parseClientSecretJson(JSON.stringify({ web: { client_id: 'x', client_secret: 'y' } }))).toThrow(
      /Desktop app/,
    );
  });

  it('refuses non-JSON and incomplete files with a clear message', () => {
    expect(() => parseClientSecretJson('not json')).toThrow(/not JSON/);
    expect(() => parseClientSecretJson('{"installed":{"client_id":"x"}}')).toThrow(/client_secret/);
    expect(() => parseClientSecretJson('[]')).toThrow(/OAuth client file/);
  });
});
