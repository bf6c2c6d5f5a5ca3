// Reads the upload host's answers. A 308 carries the stored range, a 200/201 the created video, anything else the
// Data API error envelope whose `reason` decides between retrying, refreshing, waiting for quota and giving up.
import { z } from 'zod';
import { platformErrorCode } from '../../platform/platform-reasons';
import { MalformedRangeError, storedBytesFromRange } from './byte-ranges';
import type { TransportResponse } from './http-transport';
import { parseRetryAfter } from './retry-after';
import { UploadFailure } from './upload-failure';
import { keepWords, type KeptWords } from '../../language/say-line';
import { UPLOAD_FAILURES } from './engine-messages';

export interface CreatedVideo {
  readonly id: string;
  readonly resource: Record<string, unknown>;
}

export type TransferAnswer =
  | { readonly kind: 'incomplete'; readonly storedBytes: number; readonly retryAfterMs?: number }
  | { readonly kind: 'complete'; readonly video: CreatedVideo };

const envelopeSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
  }),
});

const TRANSIENT_STATUSES = new Set([500, 502, 503, 504]);
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

/** The answer to a session start: the session URI, resolved against the request URL. */
export function readSessionStart(response: TransportResponse, requestUrl: string, now: number): string {
  if (response.status === 200 || response.status === 201) {
    const location = header(response, 'location');
    if (!location) {
      throw new UploadFailure('bad-response', 'bad-response', keepWords(UPLOAD_FAILURES.noSessionAddress));
    }
    try {
      return new URL(location, requestUrl).toString();
    } catch {
      throw new UploadFailure('bad-response', 'bad-response', keepWords(UPLOAD_FAILURES.sessionNotUrl));
    }
  }
  // A 404 here means a wrong upload address, not an expired session: nothing to restart.
  if (response.status === 404) throw permanentFailure(response, keepWords(UPLOAD_FAILURES.addressNotFound));
  throw failureOf(response, now);
}

/** The answer to a chunk or a status check of a `total`-byte upload. */
export function readTransfer(response: TransportResponse, total: number, now: number): TransferAnswer {
  const status = effectiveStatus(response);
  if (status === 308) {
    const retryAfterMs = parseRetryAfter(response.headers['retry-after'], now);
    try {
      const storedBytes = storedBytesFromRange(response.headers.range, total);
      return { kind: 'incomplete', storedBytes, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    } catch (error) {
      if (error instanceof MalformedRangeError) {
        throw new UploadFailure(
          'bad-response',
          'bad-response',
          keepWords(UPLOAD_FAILURES.nonsense, { why: error.message }),
        );
      }
      throw error;
    }
  }
  if (status === 200 || status === 201) return { kind: 'complete', video: readCreatedVideo(response) };
  if (status === 404) {
    throw new UploadFailure('session-expired', 'session-expired', keepWords(UPLOAD_FAILURES.sessionExpired), {
      status: 404,
    });
  }
  throw failureOf(response, now);
}

function readCreatedVideo(response: TransportResponse): CreatedVideo {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new UploadFailure(
      'bad-response',
      'bad-response',
      keepWords(UPLOAD_FAILURES.completeNotJson, { status: response.status }),
    );
  }
  const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).id : undefined;
  if (typeof id !== 'string' || id === '') {
    throw new UploadFailure(
      'bad-response',
      'bad-response',
      keepWords(UPLOAD_FAILURES.completeNoId, { status: response.status }),
    );
  }
  return { id, resource: body as Record<string, unknown> };
}

/** The failure an error status stands for. */
export function failureOf(response: TransportResponse, now: number): UploadFailure {
  const status = response.status;
  const { reason, message } = parseEnvelope(response.body);
  const retryAfterMs = parseRetryAfter(response.headers['retry-after'], now);
  const extra = { status, ...(reason ? { reason } : {}), ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  if (status === 401) {
    return new UploadFailure(
      'unauthorized',
      'sign-in-refused',
      message ?? keepWords(UPLOAD_FAILURES.signInRefused),
      extra,
    );
  }
  if (status === 403 && reason === 'quotaExceeded') {
    return new UploadFailure('quota', 'quota-exceeded', keepWords(UPLOAD_FAILURES.uploadsUsedUp), extra);
  }
  // Official clients retry these; 408 is a connection that went too slowly, the same as a timeout.
  if (status === 429 || status === 408 || (status === 403 && reason !== undefined && RATE_LIMIT_REASONS.has(reason))) {
    return new UploadFailure('transient', 'rate-limited', keepWords(UPLOAD_FAILURES.slowDown), extra);
  }
  if (TRANSIENT_STATUSES.has(status)) {
    return new UploadFailure(
      'transient',
      'service-unavailable',
      message
        ? keepWords(UPLOAD_FAILURES.hostProblemSaid, { status, said: message })
        : keepWords(UPLOAD_FAILURES.hostProblem, { status }),
      extra,
    );
  }
  return permanentFailure(response);
}

function permanentFailure(response: TransportResponse, fallback?: KeptWords): UploadFailure {
  const { reason, message } = parseEnvelope(response.body);
  const text =
    reason === 'uploadLimitExceeded'
      ? // The channel's own cap, apart from the project's quota: said as such, since waiting for the quota would not help.
        keepWords(UPLOAD_FAILURES.channelCap)
      : message !== undefined
        ? reason
          ? keepWords(UPLOAD_FAILURES.refusedSaidReason, { said: message, reason })
          : keepWords(UPLOAD_FAILURES.refusedSaid, { said: message })
        : (fallback ?? keepWords(UPLOAD_FAILURES.refusedSilently, { status: response.status }));
  return new UploadFailure('permanent', platformErrorCode(response.status, reason), text, {
    status: response.status,
    ...(reason ? { reason } : {}),
  });
}

export function parseEnvelope(body: string): { reason?: string; message?: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return {};
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) return {};
  const first = parsed.data.error.errors?.[0];
  const message = stripMarkup(parsed.data.error.message ?? first?.message);
  return { ...(first?.reason ? { reason: first.reason } : {}), ...(message ? { message } : {}) };
}

/** The platform's messages sometimes hold HTML links (the quota message does); the user gets their text. */
function stripMarkup(message: string | undefined): string | undefined {
  return message?.replace(/<[^>]*>/g, '').trim() || undefined;
}

/** Clients behind stacks that choke on 308 get a 200 saying 308; we do not ask for it, but read it right. */
function effectiveStatus(response: TransportResponse): number {
  const override = header(response, 'x-http-status-code-override');
  return override === '308' ? 308 : response.status;
}

function header(response: TransportResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
