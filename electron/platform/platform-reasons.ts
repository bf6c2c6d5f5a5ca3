// The Data API's and upload host's `error.errors[0].reason` (and, without one, the HTTP status) mapped onto the
// contract's error codes. The platform has hundreds of reasons; the renderer needs to know only what to offer, so
// a reason not named here falls back on its status. The raw reason stays in `details` for display.
import type { DeskErrorCode } from '../../shared/ipc';

const byReason: Readonly<Record<string, DeskErrorCode>> = {
  quotaExceeded: 'quota-exceeded',
  dailyLimitExceeded: 'quota-exceeded',
  rateLimitExceeded: 'rate-limited',
  userRateLimitExceeded: 'rate-limited',
  uploadLimitExceeded: 'upload-limit-exceeded',
  authError: 'sign-in-refused',
  required: 'sign-in-refused',
  insufficientPermissions: 'scope-missing',
  // google.rpc.ErrorInfo's reason, for answers in the newer error format that carry no `errors[]`.
  ACCESS_TOKEN_SCOPE_INSUFFICIENT: 'scope-missing',
  accessNotConfigured: 'api-disabled',
  SERVICE_DISABLED: 'api-disabled',
  forbidden: 'not-allowed',
  invalidPlaylistItemPosition: 'invalid-position',
  uploadTooLarge: 'too-large',
  invalidImage: 'invalid-image',
  imageFormatUnsupported: 'invalid-image',
  mediaBodyRequired: 'invalid-image',
  captionExists: 'caption-exists',
  contentRequired: 'invalid-caption',
  nameTooLong: 'invalid-caption',
  backendError: 'service-unavailable',
  deadlineExceeded: 'service-unavailable',
  serverError: 'service-unavailable',
};

/** The contract's code for a platform failure: its reason when it is a known one, otherwise its HTTP status. */
export function platformErrorCode(status: number, reason?: string): DeskErrorCode {
  const mapped = reason === undefined ? undefined : byReason[reason];
  // A 400 "required" is a missing parameter, not a missing sign-in.
  if (mapped !== undefined && !(reason === 'required' && status !== 401)) return mapped;
  return statusErrorCode(status);
}

export function statusErrorCode(status: number): DeskErrorCode {
  if (status === 401) return 'sign-in-refused';
  if (status === 403) return 'not-allowed';
  if (status === 404) return 'not-found';
  if (status === 408 || status === 429) return 'rate-limited';
  if (status >= 500) return 'service-unavailable';
  if (status >= 400) return 'rejected';
  return 'bad-response';
}
