// uploadType=multipart bodies must say they are multipart/related; the platform refuses any other Content-Type
// before reading a byte, with the same 400 whatever is being uploaded (video, thumbnail, caption, banner).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../data-api/errors/api-error';

/** The request's Content-Type, once it is known to be multipart/related. */
export function multipartRelatedType(request: FastifyRequest): string {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/related\s*;/i.test(contentType)) {
    throw new ApiError(
      400,
      'badContent',
      `uploadType=multipart needs Content-Type multipart/related; boundary=..., not "${contentType}".`,
      { domain: 'global' },
    );
  }
  return contentType;
}
