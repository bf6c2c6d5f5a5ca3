// The connection doctor: the platform's rules that break a working setup without saying so (a "Testing" OAuth
// client's 7-day sign-ins, an unaudited project's uploads locked private, an unverified channel, an API or a scope
// missing from the project), each turned into what happened and the fix in plain words. Pure, so the Accounts
// screen, the main process's messages and the tests all read the same diagnosis.

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

const TESTING_FIX =
  'An OAuth client whose consent screen is in "Testing" gets sign-ins that end after 7 days. Publish the app on the ' +
  'cloud console\'s OAuth consent screen ("Publish app") to keep sign-ins, or sign in again every week.';

export function diagnoseSignIn(facts: SignInFacts, now: number): DoctorFinding[] {
  if (facts.signInEndedAt !== undefined) return [signInEnded(facts.signedInAt, facts.signInEndedAt)];
  if (facts.refreshTokenExpiresAt === undefined) return [];
  const left = facts.refreshTokenExpiresAt - now;
  if (left <= 0) return [signInEnded(facts.signedInAt, facts.refreshTokenExpiresAt)];
  const when = new Date(facts.refreshTokenExpiresAt).toISOString().slice(0, 16).replace('T', ' ');
  if (left <= SIGN_IN_WARNING_MS) {
    return [
      {
        check: 'sign-in-expiring',
        severity: 'warning',
        title: `This sign-in ends in ${duration(left)} (${when} UTC): the platform gave it a limited lifetime.`,
        fix: `Sign in again before then, or uploads and other work stop. ${TESTING_FIX}`,
        link: { label: 'OAuth consent screen', url: CONSENT_SCREEN_URL },
      },
    ];
  }
  return [
    {
      check: 'sign-in-limited',
      severity: 'info',
      title: `This sign-in ends on ${when} UTC (in ${duration(left)}): the platform gave it a limited lifetime.`,
      fix: TESTING_FIX,
      link: { label: 'OAuth consent screen', url: CONSENT_SCREEN_URL },
    },
  ];
}

function signInEnded(signedInAt: number | undefined, endedAt: number): DoctorFinding {
  const age =
    signedInAt === undefined || !Number.isFinite(endedAt)
      ? ''
      : ` ${duration(endedAt - signedInAt)} after you signed in`;
  return {
    check: 'sign-in-ended',
    severity: 'problem',
    title: `The platform ended this sign-in${age} (invalid_grant: the refresh token expired or was revoked).`,
    fix: `Sign in again. ${TESTING_FIX} A sign-in also ends when you remove Channel Desk's access in your Google account or change its password.`,
    link: { label: 'OAuth consent screen', url: CONSENT_SCREEN_URL },
  };
}

export type Privacy = 'public' | 'unlisted' | 'private';

/** A video asked for public or unlisted that the platform made private: the unaudited project's lock. */
export function diagnoseUploadPrivacy(asked: Privacy, got: Privacy | undefined): DoctorFinding | undefined {
  if (got !== 'private' || asked === 'private') return undefined;
  return {
    check: 'upload-locked-private',
    severity: 'problem',
    title: `The platform made this video private although it was sent as ${asked}: uploads from an API project that has not passed the platform's audit are locked private.`,
    fix:
      "Ask for the audit with the platform's API audit form (it lifts the lock for later uploads); until then, " +
      'choose "Keep uploads private" so new uploads are private on purpose, and publish them yourself in the platform\'s studio.',
    link: { label: 'API audit form', url: AUDIT_FORM_URL },
  };
}

/** channel.status.longUploadsStatus: 'allowed' only for a verified channel. */
export function diagnoseChannel(longUploadsStatus: string | undefined): DoctorFinding | undefined {
  if (
    longUploadsStatus === undefined ||
    longUploadsStatus === 'allowed' ||
    longUploadsStatus === 'longUploadsUnspecified'
  )
    return undefined;
  return channelNotVerified();
}

function channelNotVerified(): DoctorFinding {
  return {
    check: 'channel-not-verified',
    severity: 'warning',
    title: 'This channel is not verified: the platform refuses custom thumbnails and videos longer than 15 minutes.',
    fix: "Verify the channel with a phone number on the platform's verification page, then try again.",
    link: { label: 'Verify the channel', url: CHANNEL_VERIFY_URL },
  };
}

/** What a failed call's code and details say about the connection, when they say something the doctor knows. */
export function diagnoseFailure(code: string, details?: unknown): DoctorFinding | undefined {
  const facts = (typeof details === 'object' && details !== null ? details : {}) as Record<string, unknown>;
  if (code === 'reconnect-required' && facts.oauthError === 'invalid_grant') {
    return signInEnded(typeof facts.signedInAt === 'number' ? facts.signedInAt : undefined, Number(facts.at ?? NaN));
  }
  if (code === 'channel-not-verified') return channelNotVerified();
  if (code === 'api-disabled') {
    return {
      check: 'api-disabled',
      severity: 'problem',
      title:
        "The OAuth client's cloud project does not have the YouTube Data API v3 enabled (accessNotConfigured / SERVICE_DISABLED).",
      fix: 'Open the API library of the project your client_secret file comes from, enable "YouTube Data API v3", wait a few minutes, then try again.',
      link: {
        label: 'Enable the YouTube Data API v3',
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
      title:
        'The sign-in lacks a permission this needs (insufficientPermissions / ACCESS_TOKEN_SCOPE_INSUFFICIENT): a box was left unticked on the consent page.',
      fix: 'Sign out, sign in again and tick every permission asked. If the consent page does not ask for it, add the YouTube scopes to the OAuth consent screen of your cloud project.',
      link: { label: 'OAuth consent screen', url: CONSENT_SCREEN_URL },
    };
  }
  return undefined;
}

/** "3 days", "5 h", "12 min": coarse on purpose, the doctor talks about days. */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}
