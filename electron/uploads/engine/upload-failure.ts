// Why a request of the protocol did not move an upload forward, sorted by what the engine must do about it.
import type { SavedLine } from '../../../shared/i18n/saved-line';
import type { DeskErrorCode } from '../../../shared/ipc/error-codes';
import type { UploadError } from '../../../shared/uploads/upload-view';
import type { KeptWords } from '../../language/say-line';

export type FailureKind =
  /** 5xx, 429, rate limits, broken or silent connections: check the status after a backoff and go on. */
  | 'transient'
  /** 401: refresh the access token and go on. */
  | 'unauthorized'
  /** 404 on the session URI: the session is gone; start a new one from byte 0. */
  | 'session-expired'
  /** 403 quotaExceeded: nothing can start before the daily quota resets. */
  | 'quota'
  /** Any other 4xx/5xx: the platform refused this upload for good. */
  | 'permanent'
  /** The server answered something the protocol does not allow; nothing is assumed from it. */
  | 'bad-response';

export class UploadFailure extends Error {
  readonly kind: FailureKind;
  readonly code: DeskErrorCode;
  readonly reason?: string;
  readonly status?: number;
  readonly retryAfterMs?: number;
  /** The message as a line of the catalogue, kept with the upload and said again in the language of each reading. */
  readonly line?: SavedLine;

  /** `words`: a line of the catalogue, or words said elsewhere (a refusal that came as a DeskError). */
  constructor(
    kind: FailureKind,
    code: DeskErrorCode,
    words: KeptWords | string,
    extra: { reason?: string; status?: number; retryAfterMs?: number } = {},
  ) {
    super(typeof words === 'string' ? words : words.text);
    if (typeof words !== 'string') this.line = words.line;
    this.name = 'UploadFailure';
    this.kind = kind;
    this.code = code;
    this.reason = extra.reason;
    this.status = extra.status;
    this.retryAfterMs = extra.retryAfterMs;
  }

  toError(): UploadError {
    return {
      code: this.code,
      message: this.message,
      ...(this.line ? { line: this.line } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
    };
  }
}
