// The image of a thumbnails.set or watermarks.set request, read like any small media body; an empty one is refused
// with the platform's mediaBodyRequired.
import type { FastifyRequest } from 'fastify';
import { readUploadBody } from '../../upload-host/small-media-body';
import { mediaBodyRequired, mediaTooLarge } from './media-errors';

interface ImageBody {
  readonly image: Buffer;
  /** The JSON resource of a multipart request (undefined for uploadType=media or an empty JSON part). */
  readonly resource: unknown;
  /** The media type the client declared for the image. */
  readonly declaredType: string;
}

export async function readImageBody(request: FastifyRequest, maxBytes: number): Promise<ImageBody> {
  const body = await readUploadBody(request, maxBytes, mediaTooLarge);
  if (body.media.length === 0) throw mediaBodyRequired();
  return { image: body.media, resource: body.resource, declaredType: body.declaredType };
}
