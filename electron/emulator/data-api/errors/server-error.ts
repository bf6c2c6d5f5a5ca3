// The platform's 5xx answers, in its error envelope: the upload host sends them, and so do the faults a test arms
// on the upload host and on Data API methods, which is why they sit beside the envelope rather than in either.
import { ApiError } from './api-error';

const SERVER_ERRORS: Record<number, { reason: string; message: string; status: string }> = {
  500: { reason: 'backendError', message: 'Backend Error', status: 'INTERNAL' },
  502: { reason: 'backendError', message: 'Bad Gateway', status: 'UNAVAILABLE' },
  503: { reason: 'backendError', message: 'The service is currently unavailable.', status: 'UNAVAILABLE' },
  504: { reason: 'deadlineExceeded', message: 'The request deadline was exceeded.', status: 'DEADLINE_EXCEEDED' },
};

export function serverError(status: 500 | 502 | 503 | 504, retryAfterSec?: number): ApiError {
  const known = SERVER_ERRORS[status] ?? { reason: 'backendError', message: 'Backend Error', status: 'INTERNAL' };
  return new ApiError(status, known.reason, known.message, {
    domain: 'global',
    status: known.status,
    headers: retryAfterSec === undefined ? {} : { 'retry-after': String(retryAfterSec) },
  });
}
