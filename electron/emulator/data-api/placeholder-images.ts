// Thumbnails of the demo data: small SVGs drawn from the channel's color and the title's initials, so that screens
// show real images without the emulator shipping any.
import type { FastifyInstance } from 'fastify';
import type { YoutubeStore } from './youtube-store';

const SIZES: Record<string, readonly [number, number]> = { default: [120, 90], medium: [320, 180], high: [480, 360] };

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The first letters of up to `words` words. */
function initials(title: string, words: number): string {
  return title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, words)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

export function registerPlaceholderImages(app: FastifyInstance, store: YoutubeStore): void {
  app.get('/_emulator/v1/images/:kind/:id/:size', async (request, reply) => {
    const { kind, id, size } = request.params as { kind: string; id: string; size: string };
    const sizeName = size.replace(/\.svg$/, '');
    let title: string | undefined;
    let color = '#475569';
    if (kind === 'channel') {
      const channel = store.channel(id);
      title = channel?.title;
      color = channel?.color ?? color;
    } else if (kind === 'video') {
      const video = store.video(id);
      title = video?.snippet.title;
      color = (video && store.channel(video.channelId)?.color) ?? color;
    }
    if (title === undefined || !(sizeName in SIZES)) return reply.code(404).send({ error: 'no such image' });
    // A channel's avatar takes three words, so "Demo Creator" (DC) and "Demo Creator Clips" (DCC) differ.
    const letters = initials(title, kind === 'channel' ? 3 : 2);
    const [width, height] = kind === 'channel' ? [88, 88] : (SIZES[sizeName] as readonly [number, number]);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" fill="${color}"/>` +
      `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / (letters.length > 2 ? 3.4 : 2.6))}" fill="#fff">${escapeXml(letters)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
