// The answers of the upload host, in the shapes real clients parse.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../data-api/errors/api-error';
import { rangeHeaderFor } from './content-range';
import type { FinalResponse } from './upload-session';

export function sendApiError(
  reply: FastifyReply,
  error: ApiError,
  extraHeaders: Record<string, string> = {},
): FastifyReply {
  return reply
    .code(error.code)
    .headers({ ...error.headers, ...extraHeaders })
    .type('application/json; charset=UTF-8')
    .send(error.toBody());
}

export function sendFinal(reply: FastifyReply, final: FinalResponse): FastifyReply {
  return reply.code(final.status).headers(final.headers).type('application/json; charset=UTF-8').send(final.body);
}

/**
 * 308 Resume Incomplete with the stored range. Clients whose HTTP stack follows or chokes on a 308 send
 * `X-GUploader-No-308: yes`; they get a 200 that says 308 in `X-HTTP-Status-Code-Override`.
 */
export function sendResumeIncomplete(
  request: FastifyRequest,
  reply: FastifyReply,
  uploadId: string,
  storedBytes: number,
  retryAfterSec?: number,
): FastifyReply {
  const range = rangeHeaderFor(storedBytes);
  const headers: Record<string, string> = { 'x-guploader-uploadid': uploadId, 'content-length': '0' };
  if (range) headers.range = range;
  if (retryAfterSec !== undefined) headers['retry-after'] = String(retryAfterSec);
  const no308 = String(request.headers['x-guploader-no-308'] ?? '').toLowerCase() === 'yes';
  if (no308) headers['x-http-status-code-override'] = '308';
  return reply
    .code(no308 ? 200 : 308)
    .headers(headers)
    .send();
}

/** A broken connection, as a fault or as the end of a request whose answer is lost on purpose. */
export function breakConnection(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  request.raw.socket.destroy();
}

export function sessionNotFound(): ApiError {
  return new ApiError(
    404,
    'notFound',
    'The upload session does not exist or has expired. Start a new session and upload the file from the beginning.',
    { domain: 'global', status: 'NOT_FOUND' },
  );
}

export function badUploadRequest(message: string, header?: string): ApiError {
  return new ApiError(400, 'badRequest', message, {
    domain: 'global',
    status: 'INVALID_ARGUMENT',
    ...(header ? { location: header, locationType: 'header' as const } : {}),
  });
}
