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

  it('refuses loopback, link-local and private addresses, in every spelling of an IP literal', () => {
    const policy = createExternalLinkPolicy(() => emulatorAuthorize);
    for (const url of [
      // Cloud metadata and other link-local addresses.
      'https://169.254.169.254/latest/meta-data/',
      'https://0xa9fea9fe/',
      'https://2852039166/',
      'https://0251.0376.0251.0376/',
      'https://169.254.169.254./',
      'https://[fe80::1]/',
      'https://[FE80:0:0:0:0:0:0:1]/',
      'https://[::ffff:169.254.169.254]/',
      // Loopback in octal, hex, short and IPv6 forms.
      'https://0177.0.0.1/',
      'https://0x7f.1/',
      'https://0x7f000001/',
      'https://%31%32%37.0.0.1/',
      'https://[0:0:0:0:0:ffff:7f00:1]/',
      'https://[::127.0.0.1]/',
      'https://[64:ff9b::127.0.0.1]/',
      'https://[::]/',
      // Private and shared networks.
      'https://10.0.0.1/',
      'https://10.1/',
      'https://012.0.0.1/',
      'https://172.16.0.1/',
      'https://172.31.255.255/',
      'https://192.168.1.1/',
      'https://0xc0a80101/',
      'https://100.64.0.1/',
      'https://[::ffff:10.0.0.1]/',
      'https://[fd00::1]/',
      'https://[fc00::1]/',
      'https://[2002:7f00:1::]/',
      // Multicast, broadcast and the other ranges no public site lives in.
      'https://224.0.0.1/',
      'https://255.255.255.255/',
      'https://[ff02::1]/',
      'https://192.0.2.1/',
    ]) {
      expect(policy.allows(url), url).toBe(false);
    }
  });

  it('refuses names of the local network, and allows public addresses written as literals', () => {
    const policy = createExternalLinkPolicy(() => undefined);
    for (const url of [
      'https://router/',
      'https://printer.local/',
      'https://metadata.google.internal/',
      'https://nas.home.arpa/',
      'https://gateway.lan./',
    ]) {
      expect(policy.allows(url), url).toBe(false);
    }
    for (const url of [
      'https://8.8.8.8/',
      'https://172.32.0.1/',
      'https://100.128.0.1/',
      'https://[2606:4700:4700::1111]/',
      'https://[::ffff:8.8.8.8]/',
      'https://local.example.com/',
    ]) {
      expect(policy.allows(url), url).toBe(true);
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
