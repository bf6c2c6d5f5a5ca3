// watermarks.set (the upload host: multipart with the InvideoBranding JSON, then a PNG or JPEG of at most 10 MB)
// and watermarks.unset (the Data API), each 204, each only for the caller's own channel. The API cannot read a
// watermark back; the test control can (media-control-routes.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { readImageBody } from '../media/image-body';
import { beginMediaCall } from '../media/media-call';
import { imageFormatUnsupported, watermarkForbidden } from '../media/media-errors';
import type { MediaHost } from '../media/media-host';
import { decodeImage } from '../media/platform-image';
import { parseBranding } from './watermark-branding';

/** watermarks.set mediaUpload.maxSize in the discovery document. */
const WATERMARK_MAX_BYTES = 10_485_760;

function ownChannel(host: MediaHost, request: FastifyRequest, action: 'set' | 'unset'): string {
  const grant = beginMediaCall(host, request, `watermarks.${action}`);
  const channelId = (request.query as Record<string, unknown>).channelId;
  if (typeof channelId !== 'string' || channelId === '') throw apiErrors.required('channelId');
  if (channelId !== grant.channelId || !host.videos.channel(channelId)) throw watermarkForbidden(action);
  return channelId;
}

export async function handleWatermarkSet(host: MediaHost, request: FastifyRequest, reply: FastifyReply) {
  const channelId = ownChannel(host, request, 'set');
  const body = await readImageBody(request, WATERMARK_MAX_BYTES);
  const branding = parseBranding(body.resource);
  const decoded = await decodeImage(body.image);
  if (!decoded) throw imageFormatUnsupported();
  const previous = host.media.watermarkOf(channelId);
  const extension = decoded.format === 'png' ? 'png' : 'jpg';
  await host.media.setWatermark(
    channelId,
    { name: `wm-${randomBytes(12).toString('hex')}.${extension}`, bytes: body.image },
    {
      revision: (previous?.revision ?? 0) + 1,
      mimeType: decoded.format === 'png' ? 'image/png' : 'image/jpeg',
      width: decoded.width,
      height: decoded.height,
      timing: branding.timing,
      position: { type: 'corner', cornerPosition: 'topRight' },
      ...(branding.targetChannelId ? { targetChannelId: branding.targetChannelId } : {}),
    },
  );
  return reply.code(204).send();
}

export async function handleWatermarkUnset(host: MediaHost, request: FastifyRequest, reply: FastifyReply) {
  const channelId = ownChannel(host, request, 'unset');
  await host.media.unsetWatermark(channelId);
  return reply.code(204).send();
}
