// The one policy for links leaving the app, and the door that applies it.
import { describe, expect, it, vi } from 'vitest';
import { createExternalLinkPolicy, createLinkOpener } from '../../../../electron/app/external-links';
import { DeskError } from '../../../../electron/ipc/desk-error';

const emulatorAuthorize = 'http://127.0.0.1:4400/o/oauth2/v2/auth';

describe('external link policy', () => {
  it('allows https links to other machines', () => {
    const policy = createExternalLinkPolicy(() => undefined);
    expect(policy.allows('https://support.google.com/youtube/answer/1')).toBe(true);
    expect(policy.allows('https://example.com:8443/a?b#c')).toBe(true);
  });

  it('allows the configured authorize origin, and no other port of this machine', () => {
    const policy = createExternalLinkPolicy(() => emulatorAuthorize);
    expect(policy.allows('http://127.0.0.1:4400/o/oauth2/v2/auth?client_id=x&state=y')).toBe(true);
    // The desktop app used to open any http://127.0.0.1 port.
    expect(policy.allows('http://127.0.0.1:4401/o/oauth2/v2/auth')).toBe(false);
    expect(policy.allows('http://127.0.0.1:8080/')).toBe(false);
    expect(policy.allows('http://localhost:4400/o/oauth2/v2/auth')).toBe(false);
  });

  it('reads the authorize origin of the settings in force at each check', () => {
    let authorize: string | undefined = emulatorAuthorize;
    const policy = createExternalLinkPolicy(() => authorize);
    expect(policy.allows('http://127.0.0.1:4400/')).toBe(true);
    authorize = 'https://accounts.google.com/o/oauth2/v2/auth';
    expect(policy.allows('http://127.0.0.1:4400/')).toBe(false);
    expect(policy.allows('https://accounts.google.com/o/oauth2/v2/auth?x=1')).toBe(true);
  });

  it('does not let a plain-http authorize setting widen it beyond 127.0.0.1', () => {
    const policy = createExternalLinkPolicy(() => 'http://evil.example/auth');
    expect(policy.allows('http://evil.example/auth')).toBe(false);
    expect(createExternalLinkPolicy(() => 'not a url').allows('https://example.com/')).toBe(true);
  });

  it('refuses https to this machine, whatever the spelling', () => {
    const policy = createExternalLinkPolicy(() => emulatorAuthorize);
    for (const url of [
      'https://127.0.0.1:4400/',
      'https://127.1/',
      'https://2130706433/',
      'https://0.0.0.0:3000/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://localhost/',
      'https://LOCALHOST./',
      'https://app.localhost/',
    ]) {
      expect(policy.allows(url), url).toBe(false);
    }
  });

  it('refuses other schemes, credentials in the link and what is not a URL', () => {
    const policy = createExternalLinkPolicy(() => emulatorAuthorize);
    for (const url of [
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://server/share',
      'ms-msdt:/id',
      'https://accounts.google.com@evil.example/',
      'https://user:pass@example.com/',
      'http://user@127.0.0.1:4400/o/oauth2/v2/auth',
      'not a url',
      '',
    ]) {
      expect(policy.allows(url), url).toBe(false);
    }
  });
});

describe('link opener', () => {
  it('opens what the policy allows and refuses the rest with a message, without opening it', async () => {
    const open = vi.fn(async () => undefined);
    const openLink = createLinkOpener(
      createExternalLinkPolicy(() => emulatorAuthorize),
      open,
    );
    await openLink('https://example.com/');
    await openLink('http://127.0.0.1:4400/o/oauth2/v2/auth');
    const refused = openLink('http://127.0.0.1:9/');
    await expect(refused).rejects.toBeInstanceOf(DeskError);
    await expect(refused).rejects.toMatchObject({ code: 'link-refused' });
    expect(open.mock.calls).toEqual([['https://example.com/'], ['http://127.0.0.1:4400/o/oauth2/v2/auth']]);
  });
});
