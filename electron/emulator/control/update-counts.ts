// How many times each video was updated (videos.update answered 200), for tests that must show a video was written
// exactly once (a bulk edit across a kill and a restart). Counted in memory since the emulator started, not saved.
import type { FastifyInstance } from 'fastify';
import { dataApiMethodOf } from '../../../shared/platform/method-of-request';
import { DATA_API_PREFIX } from '../data-api/api-paths';
import { callMethodOf } from '../data-api/call-method';

export interface UpdateCounts {
  readonly view: () => { readonly total: number; readonly videos: Readonly<Record<string, number>> };
  readonly reset: () => void;
}

export function countVideoUpdates(app: FastifyInstance): UpdateCounts {
  let counts = new Map<string, number>();
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(`${DATA_API_PREFIX}/`)) return;
    if ((callMethodOf(request) ?? dataApiMethodOf(request.method, path)) !== 'videos.update') return;
    const id = (request.body as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  return {
    view: () => ({
      total: [...counts.values()].reduce((sum, count) => sum + count, 0),
      videos: Object.fromEntries(counts),
    }),
    reset: () => {
      counts = new Map();
    },
  };
}
