import { describe, expect, it } from 'vitest';
import {
  AUDIT_FORM_URL,
  CHANNEL_VERIFY_URL,
  DATA_API_LIBRARY_URL,
  diagnoseChannel,
  diagnoseFailure,
  diagnoseSignIn,
  diagnoseUploadPrivacy,
  duration,
} from '../../../../shared/platform/connection-doctor';
import { intlFor } from '../../../../shared/i18n/catalogue';

const en = intlFor('en');

const DAY = 24 * 3600 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('sign-in diagnosis', () => {
  it('has nothing to say about a sign-in without a lifetime', () => {
    expect(diagnoseSignIn(en, { kind: 'oauth', signedInAt: NOW - 30 * DAY }, NOW)).toEqual([]);
  });

  it('tells when a limited sign-in ends and why ("Testing" clients get 7 days)', () => {
    const [finding] = diagnoseSignIn(en, { kind: 'oauth', signedInAt: NOW, refreshTokenExpiresAt: NOW + 7 * DAY }, NOW);
    expect(finding).toMatchObject({ check: 'sign-in-limited', severity: 'info' });
    expect(finding?.title).toContain('Wed, Dec 2, 12:00 PM UTC');
    expect(finding?.fix).toMatch(/Testing.*7 days.*Publish app/s);
  });

  it('warns in the last two days', () => {
    const [finding] = diagnoseSignIn(en, { kind: 'oauth', refreshTokenExpiresAt: NOW + 30 * 3600 * 1000 }, NOW);
    expect(finding).toMatchObject({ check: 'sign-in-expiring', severity: 'warning' });
    expect(finding?.title).toContain('30 h');
    expect(finding?.fix).toMatch(/^Sign in again before then/);
  });

  it('calls a sign-in past its lifetime, or refused with invalid_grant, ended, with its age', () => {
    const past = diagnoseSignIn(
      en,
      { kind: 'oauth', signedInAt: NOW - 8 * DAY, refreshTokenExpiresAt: NOW - DAY },
      NOW,
    );
    expect(past[0]).toMatchObject({ check: 'sign-in-ended', severity: 'problem' });
    expect(past[0]?.title).toContain('7 days after you signed in');
    const refused = diagnoseSignIn(en, { kind: 'oauth', signedInAt: NOW - 3 * DAY, signInEndedAt: NOW }, NOW);
    expect(refused[0]?.title).toMatch(/3 days after you signed in \(invalid_grant/);
    expect(refused[0]?.fix).toMatch(/^Sign in again\./);
  });
});

describe('failure diagnosis', () => {
  it('explains invalid_grant, and only invalid_grant, among reconnect-required failures', () => {
    const finding = diagnoseFailure(en, 'reconnect-required', {
      oauthError: 'invalid_grant',
      at: NOW,
      signedInAt: NOW - 7 * DAY,
    });
    expect(finding?.check).toBe('sign-in-ended');
    expect(finding?.title).toContain('7 days after you signed in');
    expect(diagnoseFailure(en, 'reconnect-required', { oauthError: 'invalid_grant', signedInAt: NOW })?.title).toMatch(
      /^The platform ended this sign-in \(invalid_grant/,
    );
    expect(diagnoseFailure(en, 'reconnect-required', { oauthError: 'other' })).toBeUndefined();
    expect(diagnoseFailure(en, 'reconnect-required')).toBeUndefined();
  });

  it('names the missing API with its activation link, and a missing scope', () => {
    const api = diagnoseFailure(en, 'api-disabled', {
      reason: 'SERVICE_DISABLED',
      activationUrl: 'https://console.developers.google.com/apis/api/youtube.googleapis.com/overview?project=42',
    });
    expect(api?.title).toContain('YouTube Data API v3');
    expect(api?.link?.url).toContain('project=42');
    expect(diagnoseFailure(en, 'api-disabled', { activationUrl: 'javascript:alert(1)' })?.link?.url).toBe(
      DATA_API_LIBRARY_URL,
    );
    const scope = diagnoseFailure(en, 'scope-missing', { reason: 'insufficientPermissions' });
    expect(scope?.title).toMatch(/insufficientPermissions \/ ACCESS_TOKEN_SCOPE_INSUFFICIENT/);
    expect(scope?.fix).toMatch(/tick every permission/);
  });

  it("links the verification page for an unverified channel; other codes are not the doctor's", () => {
    expect(diagnoseFailure(en, 'channel-not-verified')?.link?.url).toBe(CHANNEL_VERIFY_URL);
    expect(diagnoseFailure(en, 'quota-exceeded')).toBeUndefined();
    expect(diagnoseFailure(en, 'network')).toBeUndefined();
  });
});

describe('upload and channel diagnosis', () => {
  it('explains a public or unlisted upload that came back private, and links the audit form', () => {
    const finding = diagnoseUploadPrivacy(en, 'public', 'private');
    expect(finding).toMatchObject({ check: 'upload-locked-private', link: { url: AUDIT_FORM_URL } });
    expect(finding?.title).toContain('sent as public');
    expect(finding?.fix).toContain('Keep uploads private');
    expect(diagnoseUploadPrivacy(en, 'unlisted', 'private')?.check).toBe('upload-locked-private');
    expect(diagnoseUploadPrivacy(en, 'private', 'private')).toBeUndefined();
    expect(diagnoseUploadPrivacy(en, 'public', 'public')).toBeUndefined();
    expect(diagnoseUploadPrivacy(en, 'public', undefined)).toBeUndefined();
  });

  it('reads an unverified channel from longUploadsStatus', () => {
    expect(diagnoseChannel(en, 'eligible')?.check).toBe('channel-not-verified');
    expect(diagnoseChannel(en, 'disallowed')?.title).toMatch(/custom thumbnails and videos longer than 15 minutes/);
    expect(diagnoseChannel(en, 'allowed')).toBeUndefined();
    expect(diagnoseChannel(en, undefined)).toBeUndefined();
  });

  it('says durations coarsely', () => {
    expect(duration(5 * 60_000, en)).toBe('5 min');
    expect(duration(30 * 3600 * 1000, en)).toBe('30 h');
    expect(duration(7 * DAY, en)).toBe('7 days');
  });
});

describe('in the language of the intl given', () => {
  const de = intlFor('de');

  it('says findings, their links and durations in German', () => {
    const [ended] = diagnoseSignIn(de, { kind: 'oauth', signedInAt: NOW - 3 * DAY, signInEndedAt: NOW }, NOW);
    expect(ended?.title).toMatch(/^Die Plattform hat diese Anmeldung nach 3 Tagen Laufzeit beendet \(invalid_grant/);
    expect(ended?.link?.label).toBe('OAuth-Zustimmungsbildschirm');
    expect(diagnoseUploadPrivacy(de, 'unlisted', 'private')?.title).toContain('„Nicht gelistet“');
    expect(duration(30 * 3600 * 1000, de)).toBe('30 Std.');
    expect(duration(DAY * 3, intlFor('ja'))).toBe('3 日');
  });

  it("writes a sign-in's end in UTC as the language writes dates and times", () => {
    const facts = { kind: 'oauth', signedInAt: NOW, refreshTokenExpiresAt: NOW + 7 * DAY + 150 * 60_000 } as const;
    expect(diagnoseSignIn(de, facts, NOW)[0]?.title).toContain('Mi., 2. Dez., 14:30 UTC');
    expect(diagnoseSignIn(intlFor('ja'), facts, NOW)[0]?.title).toContain('12月2日(水) 14:30 UTC');
    const nextYear = { ...facts, refreshTokenExpiresAt: Date.parse('2027-01-03T09:05:00Z') };
    expect(diagnoseSignIn(en, nextYear, NOW)[0]?.title).toContain('Sun, Jan 3, 2027, 9:05 AM UTC');
  });
});
