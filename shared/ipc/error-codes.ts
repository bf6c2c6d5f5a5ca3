// Every code a failed call or a failed upload can carry to the renderer. The main process maps what the services
// answer (the Data API's reasons, the rulesets API's error codes, HTTP statuses) onto these, so the renderer decides
// what to offer from a closed list; the raw reason travels in `details` for display only.
import { z } from 'zod';

export const deskErrorCodes = [
  // The contract and its hosts
  /** No such call in the contract. */
  'unknown-call',
  /** The payload failed the call's schema; `details` lists the issues. */
  'invalid-input',
  /** The request came from a frame that is not Channel Desk's. */
  'forbidden',
  /** A bug inside Channel Desk; the log has the rest. */
  'internal',
  /** The call needs the desktop app (watching a folder); browser mode cannot do it. */
  'desktop-only',
  /** Browser mode lost its WebSocket to the host. */
  'disconnected',

  // Accounts and sign-in
  'not-signed-in',
  /** The refresh token is dead (revoked, expired, or from other endpoints): sign in again. */
  'reconnect-required',
  /** A service refused the access token (HTTP 401). */
  'sign-in-refused',
  'sign-in-failed',
  'sign-in-denied',
  'sign-in-cancelled',
  'sign-in-timeout',
  'no-client-secret',
  'client-secret-invalid',
  'client-secret-web',
  'client-rejected',
  'revoke-failed',
  'token-destination-refused',
  'link-refused',
  'no-channel',
  /** Signing a channel in again, the consent page was answered with another channel: nothing changed for it. */
  'wrong-channel',

  // Any service
  /** The service could not be reached. */
  'network',
  'unreachable',
  /** The platform's daily quota is used up; it resets at midnight Pacific time. */
  'quota-exceeded',
  /** The service asks to slow down. */
  'rate-limited',
  /** The service had a problem (5xx): try again later. */
  'service-unavailable',
  /** A service address in the settings is not usable (not a URL, or plain http to another machine). */
  'bad-settings',
  /** The service answered something its protocol does not allow. */
  'bad-response',
  /** The rate limits API token lacks a permission. */
  'permission-denied',
  /** The sign-in lacks a scope the call needs (a permission unticked on the consent page). */
  'scope-missing',
  /** The OAuth client's cloud project has not enabled the Data API (accessNotConfigured / SERVICE_DISABLED). */
  'api-disabled',
  /** The platform does not allow this account to do this (HTTP 403 that is neither quota nor scope). */
  'not-allowed',
  'not-found',
  /** The service refused the request as given (invalid value, title, expression…): fix it and try again. */
  'rejected',

  // Uploads
  /** The channel may not upload more videos for now. */
  'upload-limit-exceeded',
  'upload-not-found',
  'upload-finished',
  'upload-unfinished',
  'uploads-not-ready',
  'not-failed',
  'not-paused',
  'metadata-locked',
  'invalid-settings',
  'invalid-position',
  'file-unavailable',
  'file-missing',
  'file-changed',
  'session-expired',
  'foreign-session',
  'no-progress',
  'no-final-answer',
  /**
   * Held before anything was sent: the altered or synthetic content question has no answer and the creator has
   * not chosen to send such uploads with one (shared/uploads/synthetic-media.ts).
   */
  'disclosure-unanswered',

  // Images (thumbnails, watermarks)
  /** The file is not a usable PNG or JPEG image (another format, damaged, too small): pick another image. */
  'invalid-image',
  /** The platform refuses custom thumbnails until the channel is verified: verify it, then try again. */
  'channel-not-verified',

  // Browser mode's staging of dropped files (its HTTP routes, not a contract call, but the same page reads them)
  /** An append did not start at the bytes already staged; the answer says how many there are. */
  'offset-mismatch',
  'too-large',
  'incomplete',
  'no-space',
  'too-many',
  'in-use',

  // Rate limits
  'no-token',
  'token-for-other-service',
  'token-rejected',
  'token-inactive',
  'invalid-rule',

  // Comments
  /** The moderation outbox has not finished reading its file yet. */
  'comments-not-ready',
  /** A moderation decision could not be written to disk, so it was not recorded. */
  'decision-not-saved',

  // Captions
  /** The file is not a caption file Channel Desk sends (SRT or WebVTT, UTF-8, cues in order): fix it, pick again. */
  'invalid-caption',
  /** The video already has a track with this language and name: give the new one another name. */
  'caption-exists',
] as const;

export type DeskErrorCode = (typeof deskErrorCodes)[number];

export const deskErrorCodeSchema = z.enum(deskErrorCodes);

const known: ReadonlySet<string> = new Set(deskErrorCodes);

export function isDeskErrorCode(value: unknown): value is DeskErrorCode {
  return typeof value === 'string' && known.has(value);
}
