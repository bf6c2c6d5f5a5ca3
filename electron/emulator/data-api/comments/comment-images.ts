// The pictures viewers attach to comments (snippet.imageUrl, 2026-09-30). The emulator answers their URLs on the
// platform's image host, yt3.ggpht.com, as the platform does, and serves them itself under EMULATOR_IMAGE_HOST_ROUTE
// (the app loads them from there only while it talks to an emulator): a small PNG, or a two-frame GIF for a `.gif`
// path, drawn from the path so every image differs and nothing is shipped or fetched.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { EMULATOR_IMAGE_HOST_ROUTE } from '../../../../shared/platform/emulator-image-host';
import { COMMENT_IMAGE_HOSTS } from '../../../../shared/platform/image-hosts';
import { loadSharp } from '../media/sharp-module';

/** The host the emulator answers comment images on. */
export const COMMENT_IMAGE_HOST = 'yt3.ggpht.com';

/** snippet.imageUrl of a stored image: a path on the platform's image host, or (set by a test) a whole URL. */
export function commentImageUrl(stored: string): string {
  return stored.startsWith('/') ? `https://${COMMENT_IMAGE_HOST}${stored}` : stored;
}

/** The stored image of a demo comment: its own path, animated for a few. */
export function demoCommentImage(commentId: string, animated: boolean): string {
  return `/comment-images/${encodeURIComponent(commentId)}.${animated ? 'gif' : 'png'}`;
}

const WIDTH = 640;
const HEIGHT = 480;

function frameSvg(hue: number, shift: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="100%" height="100%" fill="hsl(${hue} 50% 40%)"/>` +
      `<circle cx="${220 + shift}" cy="240" r="140" fill="hsl(${(hue + 140) % 360} 70% 65%)"/>` +
      `<rect x="380" y="300" width="200" height="120" rx="16" fill="hsl(${(hue + 60) % 360} 60% 80%)"/></svg>`,
  );
}

async function drawn(path: string): Promise<{ type: string; body: Buffer }> {
  const sharp = await loadSharp();
  const hue = Math.round(((createHash('sha1').update(path).digest()[0] ?? 0) / 256) * 360);
  if (!/\.gif$/i.test(path)) return { type: 'image/png', body: await sharp(frameSvg(hue, 0)).png().toBuffer() };
  const frames = await Promise.all([0, 120].map((shift) => sharp(frameSvg(hue, shift)).png().toBuffer()));
  const body = await sharp(frames, { join: { animated: true } })
    .gif({ delay: 400, loop: 0 })
    .toBuffer();
  return { type: 'image/gif', body };
}

export function registerCommentImageRoute(app: FastifyInstance): void {
  const cache = new Map<string, { type: string; body: Buffer }>();
  app.get(`${EMULATOR_IMAGE_HOST_ROUTE}/:host/*`, async (request, reply) => {
    const { host, '*': rest } = request.params as { host: string; '*': string };
    const path = `/${rest}`;
    if (!COMMENT_IMAGE_HOSTS.includes(host) || !path.startsWith('/comment-images/'))
      return reply.code(404).send({ error: `no image at https://${host}${path}` });
    let image = cache.get(path);
    if (!image) {
      image = await drawn(path);
      // A demo has a few dozen; a bound keeps a test that asks for thousands from holding them all.
      if (cache.size >= 200) cache.clear();
      cache.set(path, image);
    }
    return reply.type(image.type).header('cache-control', 'public, max-age=3600').send(image.body);
  });
}
