// Reads the body of a small-media method on the upload host (captions, banners, thumbnails, watermarks) as the
// official clients send it: the raw file (uploadType=media) or multipart/related with the JSON resource first and the
// file second (uploadType=multipart). These files are small, so the body is held in memory, but never past the
// method's limit: beyond it the request is refused at once instead of read to its end.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../data-api/errors/api-error';
import { multipartRelatedType } from './multipart-content-type';
import { boundaryOf, MultipartError, readMultipart } from './multipart-related';
import { METADATA_MAX_BYTES, parseJsonMetadata } from './request-body-json';
import { badUploadRequest } from './upload-replies';

interface UploadBody {
  /** Empty when the request carried no media. */
  readonly media: Buffer;
  /** The JSON resource of a multipart request; undefined for uploadType=media. */
  readonly resource: unknown;
  /** The media type the client declared for the file (the request's, or the media part's), lower case. */
  readonly declaredType: string;
}

export async function readUploadBody(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: (maxBytes: number) => ApiError,
): Promise<UploadBody> {
  const uploadType = (request.query as Record<string, unknown>).uploadType;
  if (uploadType === 'media') {
    const media = await readAll(request, maxBytes, tooLarge);
    return { media, resource: undefined, declaredType: mediaTypeOf(request.headers['content-type']) };
  }
  if (uploadType === 'multipart') return readMultipartBody(request, maxBytes, tooLarge);
  throw new ApiError(
    400,
    'invalidValue',
    `uploadType must be multipart or media${typeof uploadType === 'string' ? `, not "${uploadType}"` : ''}.`,
    { domain: 'global', location: 'uploadType', locationType: 'parameter', status: 'INVALID_ARGUMENT' },
  );
}

function body(request: FastifyRequest): AsyncIterable<Buffer> {
  // Stopping early must not destroy the request: its connection still carries the refusal.
  return request.raw.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
}

async function readAll(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: (max: number) => ApiError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body(request)) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readMultipartBody(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: (max: number) => ApiError,
): Promise<UploadBody> {
  const contentType = multipartRelatedType(request);
  let part = 0;
  const json: Buffer[] = [];
  let jsonBytes = 0;
  const media: Buffer[] = [];
  let mediaBytes = 0;
  let declaredType = '';
  try {
    for await (const event of readMultipart(body(request), boundaryOf(contentType))) {
      if (event.kind === 'partStart') {
        part += 1;
        const type = mediaTypeOf(event.headers['content-type']);
        if (part === 2) declaredType = type;
        if (part === 1 && type !== 'application/json') {
          throw new ApiError(
            400,
            'badContent',
            `The first part of a multipart upload must be the application/json resource, not "${type}".`,
            { domain: 'global' },
          );
        }
        if (part > 2) throw badUploadRequest('A multipart upload has two parts: the JSON resource and the media.');
      } else if (event.kind === 'data') {
        if (part === 1) {
          jsonBytes += event.chunk.length;
          if (jsonBytes > METADATA_MAX_BYTES)
            throw badUploadRequest(`The JSON part is larger than ${METADATA_MAX_BYTES} bytes.`);
          json.push(event.chunk);
        } else {
          mediaBytes += event.chunk.length;
          if (mediaBytes > maxBytes) throw tooLarge(maxBytes);
          media.push(event.chunk);
        }
      }
    }
  } catch (error) {
    if (error instanceof MultipartError) throw badUploadRequest(error.message);
    throw error;
  }
  return {
    media: Buffer.concat(media),
    resource: parseJsonMetadata(Buffer.concat(json).toString('utf8')),
    declaredType,
  };
}

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
