// The doctor as the screens draw it: the Accounts panel with the sign-in's lifetime, an ended sign-in, an unverified
// channel and a failure's diagnosis; a finished upload the platform locked private, with the audit form.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AccountView } from '../../../../../shared/ipc/accounts';
import { AUDIT_FORM_URL, CHANNEL_VERIFY_URL } from '../../../../../shared/platform/connection-doctor';
import type { UploadView } from '../../../../../shared/uploads/upload-view';
import { refusal } from '../../../../../renderer/desk/failure';
import { ConnectionDoctor, findingsFor } from '../../../../../renderer/screens/accounts/ConnectionDoctor';
import { inLanguage } from '../../../../support/intl';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { LockedPrivateNote } from '../../../../../renderer/screens/uploads/LockedPrivateNote';

vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);
const { UnverifiedChannelNote } = await import('../../../../../renderer/components/UnverifiedChannelNote');

const DAY = 24 * 3600 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const account: AccountView = {
  kind: 'oauth',
  channel: { id: 'UC1', title: 'Mine', longUploadsStatus: 'allowed' },
  scopes: [],
  clientId: 'c',
  signedInAt: NOW - DAY,
};

describe("the Accounts screen's doctor", () => {
  it('says all is clear when nothing is found, and what it checks', () => {
    const html = renderToStaticMarkup(inLanguage(<ConnectionDoctor account={account} failures={[]} now={NOW} />));
    expect(html).toContain('doctor-all-clear');
    expect(html).toContain('What the doctor checks');
  });

  it('warns before a limited sign-in ends and explains an ended one', () => {
    const expiring = { ...account, refreshTokenExpiresAt: NOW + DAY };
    expect(renderToStaticMarkup(inLanguage(<ConnectionDoctor account={expiring} failures={[]} now={NOW} />))).toContain(
      'doctor-sign-in-expiring',
    );
    const ended = { ...account, signedInAt: NOW - 7 * DAY, signInEndedAt: NOW };
    const html = renderToStaticMarkup(
      inLanguage(<ConnectionDoctor account={ended} failures={[refusal('reconnect-required', 'x')]} now={NOW} />),
    );
    expect(html).toContain('doctor-sign-in-ended');
    expect(html).toContain('7 days after you signed in');
    expect(html.split('doctor-sign-in-ended').length - 1).toBe(1);
  });

  it('names an unverified channel, a disabled API and a missing scope', () => {
    const unverified = { ...account, channel: { ...account.channel, longUploadsStatus: 'eligible' } };
    const findings = findingsFor(
      intlFor('en'),
      unverified,
      [refusal('api-disabled', 'x'), refusal('scope-missing', 'y'), refusal('network', 'z')],
      NOW,
    );
    expect(findings.map((finding) => finding.check)).toEqual(['channel-not-verified', 'api-disabled', 'scope-missing']);
    const html = renderToStaticMarkup(inLanguage(<ConnectionDoctor account={unverified} failures={[]} now={NOW} />));
    expect(html).toContain(CHANNEL_VERIFY_URL);
  });
});

describe('a finished upload', () => {
  const done = (asked: 'public' | 'private', got?: 'private' | 'public'): UploadView => ({
    id: 'u1',
    fileName: 'a.mp4',
    sourceKind: 'path',
    totalBytes: 1,
    mimeType: 'video/mp4',
    metadata: { snippet: { title: 'A' }, status: { privacyStatus: asked } },
    state: 'done',
    bytesConfirmed: 1,
    videoId: 'v1',
    ...(got ? { privacyOnPlatform: got } : {}),
    canEditMetadata: false,
    createdAt: 1,
  });

  it('that came back private is explained, with the audit form and the offer to keep uploads private', () => {
    const html = renderToStaticMarkup(inLanguage(<LockedPrivateNote view={done('public', 'private')} />));
    expect(html).toContain('doctor-upload-locked-private');
    expect(html).toContain(AUDIT_FORM_URL);
    expect(html).toContain('Keep uploads private');
  });

  it('that kept its privacy, or was private on purpose, says nothing', () => {
    expect(renderToStaticMarkup(inLanguage(<LockedPrivateNote view={done('public', 'public')} />))).toBe('');
    expect(renderToStaticMarkup(inLanguage(<LockedPrivateNote view={done('private', 'private')} />))).toBe('');
    expect(renderToStaticMarkup(inLanguage(<LockedPrivateNote view={done('public')} />))).toBe('');
  });
});

describe('before an upload or a thumbnail', () => {
  it('an unverified channel is named, a verified one is not', () => {
    const html = renderToStaticMarkup(inLanguage(<UnverifiedChannelNote longUploadsStatus="eligible" />));
    expect(html).toContain('doctor-channel-not-verified');
    expect(html).toContain(CHANNEL_VERIFY_URL);
    expect(renderToStaticMarkup(inLanguage(<UnverifiedChannelNote longUploadsStatus="allowed" />))).toBe('');
  });

  it("is said in the screen's language", () => {
    const html = renderToStaticMarkup(inLanguage(<UnverifiedChannelNote longUploadsStatus="eligible" />, 'ja'));
    expect(html).toContain('このチャンネルは確認されていません');
    expect(html).toContain('チャンネルを確認する');
  });
});
