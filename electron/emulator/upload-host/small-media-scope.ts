// The Fastify scope the small-media methods run in (captions and banners of the catalog, thumbnails and watermarks):
// its only content-type parser hands the raw request through (the handlers read the file themselves, bounded by
// each method's limit), errors answer in the Data API's envelope, and the faults a test arms for these methods apply
// (a dropped connection before the method runs, or after it, losing only the answer).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { breakConnection, DroppedConnection, registerAnswerDrops } from '../faults/data-api-faults';
import { ApiError } from '../data-api/errors/api-error';
import { UPLOAD_PREFIX } from '../data-api/api-paths';
import { sendApiError } from './upload-replies';

/** The simple path and the resumable one the discovery document names (which also takes simple uploads). */
export const SMALL_MEDIA_PREFIXES = [UPLOAD_PREFIX, `/resumable${UPLOAD_PREFIX}`] as const;

export function prepareSmallMediaScope(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  scope.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));
  registerAnswerDrops(scope);
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply | void {
  if (reply.sent || request.raw.socket?.destroyed) return;
  if (error instanceof DroppedConnection) return breakConnection(request, reply);
  // Refused before the body was read (too large, not the owner): close rather than read it to its end.
  const extra: Record<string, string> = request.raw.complete ? {} : { connection: 'close' };
  if (error instanceof ApiError) return sendApiError(reply, error, extra);
  request.log.error(error);
  return sendApiError(
    reply,
    new ApiError(500, 'backendError', 'Backend Error', { domain: 'global', status: 'INTERNAL' }),
    extra,
  );
}
