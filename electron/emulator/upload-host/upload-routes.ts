// The upload host's routes. They live in their own Fastify scope whose only content-type parser hands the raw
// request stream through untouched: media bodies are streamed to disk by the handlers, never parsed or buffered,
// and no body limit applies to them.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../data-api/errors/api-error';
import { handleSessionRequest } from './session-transfer';
import { startResumableSession } from './session-start';
import { handleSimpleUpload } from './simple-upload';
import { sendApiError } from './upload-replies';
import type { UploadHost } from './upload-host';

/** The simple path, and the resumable path the discovery document names for the same method. */
const VIDEO_UPLOAD_PATHS = ['/upload/youtube/v3/videos', '/resumable/upload/youtube/v3/videos'] as const;

export function uploadRoutes(host: UploadHost) {
  return async (scope: FastifyInstance): Promise<void> => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));

    for (const path of VIDEO_UPLOAD_PATHS) {
      scope.post(path, (request, reply) => dispatch(host, request, reply));
      scope.put(path, (request, reply) => dispatch(host, request, reply));
    }
  };
}

async function dispatch(host: UploadHost, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const query = request.query as Record<string, unknown>;
  const uploadId = typeof query.upload_id === 'string' ? query.upload_id : undefined;
  if (uploadId !== undefined) return handleSessionRequest(host, request, reply, uploadId);
  if (request.method === 'PUT') {
    throw new ApiError(
      400,
      'required',
      'Required parameter: upload_id (PUT goes to the session URI a resumable session start returned).',
      {
        domain: 'global',
        location: 'upload_id',
        locationType: 'parameter',
      },
    );
  }
  switch (query.uploadType) {
    case 'resumable':
      return startResumableSession(host, request, reply);
    case 'media':
    case 'multipart':
      return handleSimpleUpload(host, request, reply, query.uploadType);
    default:
      throw new ApiError(
        400,
        'invalidValue',
        `uploadType must be resumable, multipart or media${query.uploadType === undefined ? '' : `, not "${typeof query.uploadType === 'string' ? query.uploadType : JSON.stringify(query.uploadType)}"`}.`,
        { domain: 'global', location: 'uploadType', locationType: 'parameter', status: 'INVALID_ARGUMENT' },
      );
  }
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply | void {
  if (reply.sent || request.raw.socket?.destroyed) return;
  // Answering before the body was read: close the connection instead of reading a possibly huge body to its end.
  const extra: Record<string, string> = request.raw.complete ? {} : { connection: 'close' };
  if (error instanceof ApiError) return sendApiError(reply, error, extra);
  request.log.error(error);
  return sendApiError(
    reply,
    new ApiError(
      500,
      'backendError',
      `The upload host failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        domain: 'global',
        status: 'INTERNAL',
      },
    ),
    extra,
  );
}
