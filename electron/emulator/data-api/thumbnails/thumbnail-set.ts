// thumbnails.set: the owner of a video uploads an image (PNG or JPEG, at most 50 MB since 2026-09-14), the platform makes every
// size of it that the image has pixels for, letterboxed on black, and answers them; videos.list shows them from
// then on.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { etagOf } from '../list-response';
import { readImageBody } from '../media/image-body';
import { beginMediaCall } from '../media/media-call';
import {
  customThumbnailsNotAllowed,
  invalidImage,
  thumbnailForbidden,
  thumbnailVideoNotFound,
} from '../media/media-errors';
import { mediaUrl, type MediaHost } from '../media/media-host';
import type { ThumbnailRecord } from '../media/media-state';
import { decodeImage, letterboxedJpeg } from '../media/platform-image';
import { sizesMadeFrom } from './thumbnail-sizes';

/**
 * thumbnails.set's limit: 50 MB since 2026-09-14 in the revision history ("increased from 2 MB to 50 MB"), read as
 * MiB like the discovery document's 2 MB (2097152), which the generated tables now carry as 52428800.
 */
const THUMBNAIL_MAX_BYTES = 50 * 1024 * 1024;

type ThumbnailDetails = Record<string, { url: string; width: number; height: number }>;

export function thumbnailDetails(host: MediaHost, record: ThumbnailRecord): ThumbnailDetails {
  return Object.fromEntries(
    Object.entries(record.sizes).map(([name, size]) => [
      name,
      { url: mediaUrl(host, size.file), width: size.width, height: size.height },
    ]),
  );
}

export async function handleThumbnailSet(host: MediaHost, request: FastifyRequest, reply: FastifyReply) {
  const grant = beginMediaCall(host, request, 'thumbnails.set');
  const videoId = (request.query as Record<string, unknown>).videoId;
  if (typeof videoId !== 'string' || videoId === '') throw apiErrors.required('videoId');
  const video = host.videos.video(videoId);
  if (!video) throw thumbnailVideoNotFound();
  if (video.channelId !== grant.channelId) throw thumbnailForbidden();
  if (!host.media.isVerified(grant.channelId)) throw customThumbnailsNotAllowed();

  const body = await readImageBody(request, THUMBNAIL_MAX_BYTES);
  const decoded = await decodeImage(body.image);
  if (!decoded) throw invalidImage();
  const revision = host.media.nextThumbnailRevision(video.id);
  const files = await Promise.all(
    sizesMadeFrom(decoded.width, decoded.height).map(async (size) => ({
      size: size.name,
      width: size.width,
      height: size.height,
      name: `${video.id}-${revision}-${size.name}.jpg`,
      bytes: await letterboxedJpeg(body.image, size.width, size.height),
    })),
  );
  const record = await host.media.setThumbnail(video.id, revision, files);
  const items = [thumbnailDetails(host, record)];
  return reply
    .code(200)
    .type('application/json; charset=UTF-8')
    .send({ kind: 'youtube#thumbnailSetResponse', etag: etagOf(items), items });
}
