// Test control of the platform's images, under /_emulator/v1: the stored images themselves (the platform's image
// host), a channel's watermark (the API has no way to read it back), and a channel's verification, without which
// the platform refuses custom thumbnails.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mediaUrl, MEDIA_ROUTE, type MediaHost } from './media-host';

const CHANNELS = '/_emulator/v1/channels';

export function registerMediaControlRoutes(app: FastifyInstance, host: MediaHost): void {
  app.get(`${MEDIA_ROUTE}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const path = host.media.pathOf(file);
    const bytes = path ? await readFile(path).catch(() => undefined) : undefined;
    if (!bytes) return reply.code(404).send({ error: 'no such image' });
    return (
      reply
        .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
        // Each image has a name of its own: a new thumbnail or watermark gets a new URL.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes)
    );
  });

  app.get(`${CHANNELS}/:id/watermark`, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!host.videos.channel(id)) return reply.code(404).send({ error: `no channel with id ${id}` });
    const watermark = host.media.watermarkOf(id);
    if (!watermark) return reply.header('cache-control', 'no-store').send({ channelId: id, watermark: null });
    return reply.header('cache-control', 'no-store').send({
      channelId: id,
      watermark: {
        timing: watermark.timing,
        position: watermark.position,
        targetChannelId: watermark.targetChannelId ?? id,
        imageUrl: mediaUrl(host, watermark.file),
        mimeType: watermark.mimeType,
        width: watermark.width,
        height: watermark.height,
        setAt: watermark.setAt,
      },
    });
  });

  app.get(`${CHANNELS}/:id/verification`, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!host.videos.channel(id)) return reply.code(404).send({ error: `no channel with id ${id}` });
    return { channelId: id, verified: host.media.isVerified(id) };
  });

  app.put(`${CHANNELS}/:id/verification`, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!host.videos.channel(id)) return reply.code(404).send({ error: `no channel with id ${id}` });
    const parsed = z.strictObject({ verified: z.boolean() }).safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid verification: ${z.prettifyError(parsed.error)}` });
    host.media.setVerified(id, parsed.data.verified);
    return { channelId: id, verified: host.media.isVerified(id) };
  });
}
