// Which refusals of videos.batchGetStats send the Library's figures to videos.list (the method not served, not
// enabled for the project, its bucket used up) and which stay failures; a refusal is believed until the next quota
// reset, and a page's statistics come from every batch of 50.
import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { fallbackOf, VideoFigures } from '../../../../electron/library/video-figures';
import { toDeskError } from '../../../../electron/platform/data-api-errors';
import { nextQuotaReset } from '../../../../shared/platform/quota-reset';
import { scriptedDataApi } from '../../support/scripted-data-api';

const refusal = (status: number, reason?: string) =>
  toDeskError(status, reason ? { error: { code: status, message: reason, errors: [{ reason }] } } : '<html>');

describe('fallbackOf', () => {
  it.each([
    [refusal(404, 'notFound'), 'not-served'],
    [refusal(404), 'not-served'],
    [refusal(501), 'not-served'],
    [refusal(403, 'quotaExceeded'), 'bucket-exhausted'],
    [refusal(403, 'dailyLimitExceeded'), 'bucket-exhausted'],
    [refusal(403, 'forbidden'), 'not-enabled'],
    [refusal(403, 'accessNotConfigured'), 'not-enabled'],
  ])('a refusal that says the method is unavailable: %#', (error, expected) => {
    expect(fallbackOf(error)).toBe(expected);
  });

  it.each([
    ['a dead sign-in', refusal(401, 'authError')],
    ['a missing scope', refusal(403, 'insufficientPermissions')],
    ['a slow-down', refusal(403, 'rateLimitExceeded')],
    ["the platform's failure", refusal(503, 'backendError')],
    ['a bad request', refusal(400, 'invalidValue')],
    ['a network failure', new DeskError('network', 'offline')],
    ['a bug', new Error('boom')],
  ])('%s stays a failure', (_name, error) => {
    expect(fallbackOf(error)).toBeUndefined();
  });
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => `vid${String(i).padStart(8, '0')}`);

describe('VideoFigures', () => {
  it('reads the statistics in batches of 50 from videos.batchGetStats', async () => {
    const api = scriptedDataApi((request) => ({
      items: String(request.params?.id)
        .split(',')
        .map((id) => ({ id, statistics: { viewCount: '5', likeCount: '1', commentCount: '0' } })),
    }));
    const answer = await new VideoFigures({ dataApi: () => api.client }).of(ids(60));
    expect(answer.source).toEqual({ from: 'videos.batchGetStats' });
    expect('statistics' in answer && answer.statistics.size).toBe(60);
    expect(api.requests.map((request) => request.path)).toEqual(['/videos:batchGetStats', '/videos:batchGetStats']);
    expect(api.requests[1]?.params).toMatchObject({ part: 'statistics', id: ids(60).slice(50).join(',') });
  });

  it('falls back on a refusal, believed until the next reset, then asks again', async () => {
    let now = Date.UTC(2026, 10, 25, 12);
    let refuse = true;
    const api = scriptedDataApi(() => {
      if (refuse) throw refusal(403, 'quotaExceeded');
      return { items: [] };
    });
    const figures = new VideoFigures({ dataApi: () => api.client, now: () => now });
    expect((await figures.of(ids(2))).source).toEqual({ from: 'videos.list', because: 'bucket-exhausted' });
    expect((await figures.of(ids(2))).source).toEqual({ from: 'videos.list', because: 'bucket-exhausted' });
    expect(api.requests).toHaveLength(1);
    refuse = false;
    now = nextQuotaReset(now);
    expect((await figures.of(ids(2))).source).toEqual({ from: 'videos.batchGetStats' });
    expect(api.requests).toHaveLength(2);
  });

  it('asks again at once after forget (another account signed in)', async () => {
    let refuse = true;
    const api = scriptedDataApi(() => {
      if (refuse) throw refusal(404, 'notFound');
      return { items: [] };
    });
    const figures = new VideoFigures({ dataApi: () => api.client });
    expect((await figures.of(ids(1))).source).toEqual({ from: 'videos.list', because: 'not-served' });
    refuse = false;
    figures.forget();
    expect((await figures.of(ids(1))).source).toEqual({ from: 'videos.batchGetStats' });
  });

  it('a failure that is not unavailability is thrown, and the next page asks again', async () => {
    let fail = true;
    const api = scriptedDataApi(() => {
      if (fail) throw refusal(503, 'backendError');
      return { items: [] };
    });
    const figures = new VideoFigures({ dataApi: () => api.client });
    await expect(figures.of(ids(1))).rejects.toMatchObject({ code: expect.any(String) });
    fail = false;
    expect((await figures.of(ids(1))).source).toEqual({ from: 'videos.batchGetStats' });
  });

  it('an answer that is not a batch of statistics is a clear error', async () => {
    const api = scriptedDataApi(() => ({ items: [{ id: 'x', statistics: { viewCount: 'many' } }] }));
    await expect(new VideoFigures({ dataApi: () => api.client }).of(ids(1))).rejects.toMatchObject({
      code: 'bad-response',
    });
  });
});
