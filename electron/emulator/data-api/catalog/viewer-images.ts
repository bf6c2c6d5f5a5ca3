// Avatars of the catalog's viewer channels (the demo's audience): small SVGs in the viewer's color with initials.
import type { FastifyInstance } from 'fastify';
import { VIEWER_IMAGE_PATH, type CatalogApi } from './catalog-api';

const SIZES: Readonly<Record<string, number>> = { default: 88, medium: 240, high: 800 };

function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('')
    .replace(/[<>&"']/g, '');
}

export function registerViewerImages(app: FastifyInstance, api: CatalogApi): void {
  app.get(`${VIEWER_IMAGE_PATH}/:id/:size`, async (request, reply) => {
    const { id, size } = request.params as { id: string; size: string };
    const viewer = api.catalog.viewer(id);
    const side = SIZES[size.replace(/\.svg$/, '')];
    if (!viewer || side === undefined) return reply.code(404).send({ error: 'no such image' });
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">` +
      `<circle cx="50%" cy="50%" r="50%" fill="${viewer.color}"/>` +
      `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(side / 2.6)}" fill="#fff">${initials(viewer.title)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
