// Commenters' profile images, served by the emulator: a circle in a color of the author's id with their initial,
// so that lists of comments show faces without the emulator shipping images.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { CommentsStore } from './comments-store';

const SIZE = 88;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function avatarSvg(authorChannelId: string, handle: string): string {
  const hue = createHash('sha1').update(authorChannelId).digest()[0] ?? 0;
  const initial = [...handle.replace(/^@+/, '')][0]?.toUpperCase() ?? '?';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<circle cx="44" cy="44" r="44" fill="hsl(${Math.round((hue / 256) * 360)} 55% 42%)"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff">${escapeXml(initial)}</text></svg>`
  );
}

export function registerAvatarRoute(app: FastifyInstance, prefix: string, comments: CommentsStore): void {
  // Authors are known by their comments; the handle of any one of them gives the initial.
  const handles = new Map<string, string>();
  app.get(`${prefix}/avatars/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const authorChannelId = file.replace(/\.svg$/, '');
    let handle = handles.get(authorChannelId);
    if (handle === undefined) {
      for (const record of comments.index.all()) {
        if (record.authorChannelId === authorChannelId) {
          handle = record.authorName;
          handles.set(authorChannelId, handle);
          break;
        }
      }
    }
    if (handle === undefined) return reply.code(404).send({ error: `no commenter with channel id ${authorChannelId}` });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(avatarSvg(authorChannelId, handle));
  });
}
