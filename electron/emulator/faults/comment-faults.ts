// Failures a test can arm on the comment methods (`POST /_emulator/v1/comments/faults`): the next N calls of a
// method answer an error of the platform's kind instead of doing anything, so the app's retries and rollbacks can
// be shown to work.
import { z } from 'zod';
import { ApiError } from '../data-api/errors/api-error';

const COMMENT_METHODS = [
  'commentThreads.list',
  'commentThreads.insert',
  'comments.list',
  'comments.insert',
  'comments.update',
  'comments.delete',
  'comments.setModerationStatus',
  'comments.markAsSpam',
] as const;
export type CommentMethod = (typeof COMMENT_METHODS)[number];

export const commentFaultSchema = z.strictObject({
  method: z.enum(COMMENT_METHODS),
  /** 400 processingFailure, 403 forbidden, 500/503 backendError. */
  status: z.union([z.literal(400), z.literal(403), z.literal(500), z.literal(503)]),
  retryAfter: z.number().int().min(0).max(86_400).optional(),
  times: z.number().int().min(1).max(10_000).default(1),
});
type CommentFault = z.infer<typeof commentFaultSchema>;

function errorFor(fault: CommentFault): ApiError {
  const headers = fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : undefined;
  switch (fault.status) {
    case 400:
      return new ApiError(
        400,
        'processingFailure',
        "The API server failed to successfully process the request. While this can be a transient error, it usually indicates that the request's input is invalid.",
        { domain: 'youtube.comment', ...(headers ? { headers } : {}) },
      );
    case 403:
      return new ApiError(403, 'forbidden', 'The request might not be properly authorized.', {
        domain: 'youtube.comment',
        ...(headers ? { headers } : {}),
      });
    case 500:
    case 503:
      return new ApiError(fault.status, 'backendError', 'Backend Error', {
        domain: 'global',
        status: fault.status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
        ...(headers ? { headers } : {}),
      });
  }
}

export class CommentFaults {
  private armed: Array<CommentFault & { remaining: number }> = [];

  arm(fault: CommentFault): void {
    this.armed.push({ ...fault, remaining: fault.times });
  }

  list(): readonly CommentFault[] {
    return this.armed.map(({ remaining, ...fault }) => ({ ...fault, times: remaining }));
  }

  clear(): number {
    return this.armed.splice(0).length;
  }

  /** Throws the platform's error when a fault is armed on this method, consuming one of its hits. */
  hit(method: CommentMethod): void {
    const index = this.armed.findIndex((fault) => fault.method === method);
    const fault = this.armed[index];
    if (!fault) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.armed.splice(index, 1);
    throw errorFor(fault);
  }
}
