// The platform's image methods in one Fastify scope whose only content-type parser hands the raw request through,
// like the upload host's: the handlers read the image themselves, bounded by each method's limit.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATA_API_PREFIX, UPLOAD_PREFIX } from '../youtube/api-paths';
import { ApiError } from '../youtube/api-error';
import { sendApiError } from '../uploads/upload-replies';
import type { MediaHost } from './media-host';
import { handleThumbnailSet } from './thumbnail-set';
import { handleWatermarkSet, handleWatermarkUnset } from './watermark-routes';

export function mediaRoutes(host: MediaHost) {
  return async (scope: FastifyInstance): Promise<void> => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));

    // The simple path and the resumable one the discovery document names; both take media and multipart bodies.
    for (const prefix of [UPLOAD_PREFIX, `/resumable${UPLOAD_PREFIX}`]) {
      scope.post(`${prefix}/thumbnails/set`, (request, reply) => handleThumbnailSet(host, request, reply));
      scope.post(`${prefix}/watermarks/set`, (request, reply) => handleWatermarkSet(host, request, reply));
    }
    scope.post(`${DATA_API_PREFIX}/watermarks/unset`, (request, reply) => handleWatermarkUnset(host, request, reply));
  };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply | void {
  if (reply.sent || request.raw.socket?.destroyed) return;
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
