// Serves the banners channels show: an uploaded image as it was sent, or, for the demo's banner, one drawn in the
// channel's color at the recommended 2560x1440 with the area every device shows (1546x423 in the middle) marked.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { CatalogApi } from '../catalog/catalog-api';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function drawnBanner(title: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="2560" height="1440" viewBox="0 0 2560 1440">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/>` +
    `<stop offset="1" stop-color="#0f172a"/></linearGradient></defs>` +
    `<rect width="2560" height="1440" fill="url(#g)"/>` +
    `<rect x="507" y="508" width="1546" height="423" fill="none" stroke="#ffffff55" stroke-width="4" stroke-dasharray="24 16"/>` +
    `<text x="1280" y="720" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="160" fill="#fff">${escapeXml(title)}</text></svg>`
  );
}

export function registerBannerImages(app: FastifyInstance, api: CatalogApi): void {
  app.get('/_emulator/v1/banners/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const banner = api.catalog.read((state) => state.banners.find((candidate) => candidate.id === id));
    if (!banner) return reply.code(404).send({ error: 'no such banner' });
    reply.header('cache-control', 'public, max-age=3600');
    if (!banner.path) {
      const channel = api.store.channel(banner.channelId);
      return reply.type('image/svg+xml').send(drawnBanner(channel?.title ?? 'Banner', channel?.color ?? '#475569'));
    }
    return reply.type(banner.mimeType).send(await readFile(banner.path));
  });
}
