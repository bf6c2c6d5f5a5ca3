// Reads the image of a thumbnails.set or watermarks.set request, as the official clients send it: the raw bytes
// (uploadType=media) or multipart/related with the JSON resource first and the image second (uploadType=multipart).
// Images are small, so they are held in memory, but never more than the method's limit: past it the request is
// refused at once instead of read to its end.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../youtube/api-error';
import { boundaryOf, MultipartError, readMultipart } from '../uploads/multipart-related';
import { METADATA_MAX_BYTES, parseJsonMetadata } from '../uploads/request-body-json';
import { badUploadRequest } from '../uploads/upload-replies';
import { mediaBodyRequired, mediaTooLarge } from './media-errors';

export interface ImageBody {
  readonly image: Buffer;
  /** The JSON resource of a multipart request (undefined for uploadType=media or an empty JSON part). */
  readonly resource: unknown;
  /** The media type the client declared for the image. */
  readonly declaredType: string;
}

export async function readImageBody(request: FastifyRequest, maxBytes: number): Promise<ImageBody> {
  const uploadType = (request.query as Record<string, unknown>).uploadType;
  if (uploadType === 'media') return readMedia(request, maxBytes);
  if (uploadType === 'multipart') return readMultipartImage(request, maxBytes);
  throw new ApiError(
    400,
    'invalidValue',
    `uploadType must be multipart or media${typeof uploadType === 'string' ? `, not "${uploadType}"` : ''}.`,
    { domain: 'global', location: 'uploadType', locationType: 'parameter', status: 'INVALID_ARGUMENT' },
  );
}

async function readMedia(request: FastifyRequest, maxBytes: number): Promise<ImageBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Stopping early must not destroy the request: its connection still carries the refusal.
  for await (const chunk of request.raw.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw mediaTooLarge(maxBytes);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) throw mediaBodyRequired();
  return {
    image: Buffer.concat(chunks),
    resource: undefined,
    declaredType: mediaTypeOf(request.headers['content-type']),
  };
}

async function readMultipartImage(request: FastifyRequest, maxBytes: number): Promise<ImageBody> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/related\s*;/i.test(contentType)) {
    throw new ApiError(
      400,
      'badContent',
      `uploadType=multipart needs Content-Type multipart/related; boundary=..., not "${contentType}".`,
      { domain: 'global' },
    );
  }
  let part = 0;
  const json: Buffer[] = [];
  let jsonBytes = 0;
  const image: Buffer[] = [];
  let imageBytes = 0;
  let declaredType = '';
  try {
    for await (const event of readMultipart(
      request.raw.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>,
      boundaryOf(contentType),
    )) {
      if (event.kind === 'partStart') {
        part += 1;
        if (part === 1) {
          const type = mediaTypeOf(event.headers['content-type']);
          if (type !== 'application/json') {
            throw new ApiError(
              400,
              'badContent',
              `The first part of a multipart upload must be the application/json resource, not "${type}".`,
              { domain: 'global' },
            );
          }
        } else if (part === 2) {
          declaredType = mediaTypeOf(event.headers['content-type']);
        } else {
          throw badUploadRequest('A multipart upload has two parts: the JSON resource and the image.');
        }
      } else if (event.kind === 'data') {
        if (part === 1) {
          jsonBytes += event.chunk.length;
          if (jsonBytes > METADATA_MAX_BYTES)
            throw badUploadRequest(`The JSON part is larger than ${METADATA_MAX_BYTES} bytes.`);
          json.push(event.chunk);
        } else {
          imageBytes += event.chunk.length;
          if (imageBytes > maxBytes) throw mediaTooLarge(maxBytes);
          image.push(event.chunk);
        }
      }
    }
  } catch (error) {
    if (error instanceof MultipartError) throw badUploadRequest(error.message);
    throw error;
  }
  if (imageBytes === 0) throw mediaBodyRequired();
  return {
    image: Buffer.concat(image),
    resource: parseJsonMetadata(Buffer.concat(json).toString('utf8')),
    declaredType,
  };
}

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
