// The connection doctor: the platform's rules that break a working setup without saying so (a "Testing" OAuth
// client's 7-day sign-ins, an unaudited project's uploads locked private, an unverified channel, an API or a scope
// missing from the project), each turned into what happened and the fix in plain words. Pure, so the Accounts
// screen, the main process's messages and the tests all read the same diagnosis. The words come from the catalogue
// (doctor-messages.ts) in the language of the intl given: the renderer's useIntl(), the main process's sayingIntl().
import type { IntlShape } from 'react-intl';
import { formatDateTime } from '../text/when';
import { DOCTOR } from './doctor-messages';

type DoctorCheck =
  | 'sign-in-limited'
  | 'sign-in-expiring'
  | 'sign-in-ended'
  | 'upload-locked-private'
  | 'channel-not-verified'
  | 'api-disabled'
  | 'scope-missing';

export interface DoctorFinding {
  readonly check: DoctorCheck;
  /** info: worth knowing; warning: will break soon; problem: broken now. */
  readonly severity: 'info' | 'warning' | 'problem';
  /** What is wrong, in one sentence. */
  readonly title: string;
  /** What to do about it, in plain words. */
  readonly fix: string;
  readonly link?: { readonly label: string; readonly url: string };
}

/** The platform's form for the API audit that lifts the private lock on uploads. */
export const AUDIT_FORM_URL = 'https://support.google.com/youtube/contact/yt_api_form';
export const CHANNEL_VERIFY_URL = 'https://www.youtube.com/verify';
const CONSENT_SCREEN_URL = 'https://console.cloud.google.com/apis/credentials/consent';
export const DATA_API_LIBRARY_URL = 'https://console.cloud.google.com/apis/library/youtube.googleapis.com';

/** A "Testing" client's refresh tokens live 7 days; warn this long before the end. */
export const SIGN_IN_WARNING_MS = 2 * 24 * 3600 * 1000;

export interface SignInFacts {
  readonly kind: 'demo' | 'oauth';
  /** Epoch ms of the last completed sign-in, when recorded. */
  readonly signedInAt?: number;
  /** Epoch ms when the refresh token dies, from the token endpoint's `refresh_token_expires_in`. */
  readonly refreshTokenExpiresAt?: number;
  /** Epoch ms when the token endpoint answered `invalid_grant` to a refresh. */
  readonly signInEndedAt?: number;
}

function consentScreenLink(intl: IntlShape): NonNullable<DoctorFinding['link']> {
  return { label: intl.formatMessage(DOCTOR.consentScreenLink), url: CONSENT_SCREEN_URL };
}

export function diagnoseSignIn(intl: IntlShape, facts: SignInFacts, now: number): DoctorFinding[] {
  if (facts.signInEndedAt !== undefined) return [signInEnded(intl, facts.signedInAt, facts.signInEndedAt)];
  if (facts.refreshTokenExpiresAt === undefined) return [];
  const left = facts.refreshTokenExpiresAt - now;
  if (left <= 0) return [signInEnded(intl, facts.signedInAt, facts.refreshTokenExpiresAt)];
  // Written in UTC and said so (the messages add "UTC"): the end is the platform's, not the computer's, time; the date
  // and time as the creator's language writes them, by the shared formatter.
  const when = formatDateTime(facts.refreshTokenExpiresAt, { timeZone: 'UTC', locale: intl.locale, now });
  const testingFix = intl.formatMessage(DOCTOR.testingFix);
  if (left <= SIGN_IN_WARNING_MS) {
    return [
      {
        check: 'sign-in-expiring',
        severity: 'warning',
        title: intl.formatMessage(DOCTOR.expiringTitle, { left: duration(left, intl), when }),
        fix: intl.formatMessage(DOCTOR.expiringFix, { testingFix }),
        link: consentScreenLink(intl),
      },
    ];
  }
  return [
    {
      check: 'sign-in-limited',
      severity: 'info',
      title: intl.formatMessage(DOCTOR.limitedTitle, { when, left: duration(left, intl) }),
      fix: testingFix,
      link: consentScreenLink(intl),
    },
  ];
}

function signInEnded(intl: IntlShape, signedInAt: number | undefined, endedAt: number): DoctorFinding {
  return {
    check: 'sign-in-ended',
    severity: 'problem',
    title:
      signedInAt === undefined || !Number.isFinite(endedAt)
        ? intl.formatMessage(DOCTOR.endedTitle)
        : intl.formatMessage(DOCTOR.endedTitleAge, { age: duration(endedAt - signedInAt, intl) }),
    fix: intl.formatMessage(DOCTOR.endedFix, { testingFix: intl.formatMessage(DOCTOR.testingFix) }),
    link: consentScreenLink(intl),
  };
}

export type Privacy = 'public' | 'unlisted' | 'private';

/** A video asked for public or unlisted that the platform made private: the unaudited project's lock. */
export function diagnoseUploadPrivacy(
  intl: IntlShape,
  asked: Privacy,
  got: Privacy | undefined,
): DoctorFinding | undefined {
  if (got !== 'private' || asked === 'private') return undefined;
  return {
    check: 'upload-locked-private',
    severity: 'problem',
    title: intl.formatMessage(DOCTOR.lockedPrivateTitle, { asked }),
    fix: intl.formatMessage(DOCTOR.lockedPrivateFix),
    link: { label: intl.formatMessage(DOCTOR.auditFormLink), url: AUDIT_FORM_URL },
  };
}

/** channel.status.longUploadsStatus: 'allowed' only for a verified channel. */
export function diagnoseChannel(intl: IntlShape, longUploadsStatus: string | undefined): DoctorFinding | undefined {
  if (
    longUploadsStatus === undefined ||
    longUploadsStatus === 'allowed' ||
    longUploadsStatus === 'longUploadsUnspecified'
  )
    return undefined;
  return channelNotVerified(intl);
}

function channelNotVerified(intl: IntlShape): DoctorFinding {
  return {
    check: 'channel-not-verified',
    severity: 'warning',
    title: intl.formatMessage(DOCTOR.notVerifiedTitle),
    fix: intl.formatMessage(DOCTOR.notVerifiedFix),
    link: { label: intl.formatMessage(DOCTOR.verifyLink), url: CHANNEL_VERIFY_URL },
  };
}

/** What a failed call's code and details say about the connection, when they say something the doctor knows. */
export function diagnoseFailure(intl: IntlShape, code: string, details?: unknown): DoctorFinding | undefined {
  const facts = (typeof details === 'object' && details !== null ? details : {}) as Record<string, unknown>;
  if (code === 'reconnect-required' && facts.oauthError === 'invalid_grant') {
    return signInEnded(
      intl,
      typeof facts.signedInAt === 'number' ? facts.signedInAt : undefined,
      Number(facts.at ?? NaN),
    );
  }
  if (code === 'channel-not-verified') return channelNotVerified(intl);
  if (code === 'api-disabled') {
    return {
      check: 'api-disabled',
      severity: 'problem',
      title: intl.formatMessage(DOCTOR.apiDisabledTitle),
      fix: intl.formatMessage(DOCTOR.apiDisabledFix),
      link: {
        label: intl.formatMessage(DOCTOR.apiDisabledLink),
        url:
          typeof facts.activationUrl === 'string' && /^https:\/\//.test(facts.activationUrl)
            ? facts.activationUrl
            : DATA_API_LIBRARY_URL,
      },
    };
  }
  if (code === 'scope-missing') {
    return {
      check: 'scope-missing',
      severity: 'problem',
      title: intl.formatMessage(DOCTOR.scopeMissingTitle),
      fix: intl.formatMessage(DOCTOR.scopeMissingFix),
      link: consentScreenLink(intl),
    };
  }
  return undefined;
}

/** "3 days", "5 h", "12 min" in the intl's language: coarse on purpose, the doctor talks about days. */
export function duration(ms: number, intl: IntlShape): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 120) return intl.formatMessage(DOCTOR.minutes, { minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return intl.formatMessage(DOCTOR.hours, { hours });
  const days = Math.round(hours / 24);
  return intl.formatMessage(DOCTOR.days, { days });
}
