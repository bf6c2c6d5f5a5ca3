// Which answers of the platform the app's ledger books, under which method, for how many units.
import { describe, expect, it } from 'vitest';
import { chargeOf } from '../../../../electron/quota/charged-call';

describe('chargeOf', () => {
  it.each([
    ['GET', '/channels', 200, 'channels.list', 1],
    ['PUT', '/videos', 200, 'videos.update', 50],
    ['DELETE', '/playlistItems', 204, 'playlistItems.delete', 50],
    ['POST', '/thumbnails/set', 200, 'thumbnails.set', 50],
    ['POST', '/watermarks/unset', 204, 'watermarks.unset', 50],
    ['POST', '/comments/setModerationStatus', 204, 'comments.setModerationStatus', 50],
    ['PUT', '/captions', 200, 'captions.update', 450],
    ['GET', '/search', 200, 'search.list', 1],
    ['POST', '/upload/youtube/v3/videos', 200, 'videos.insert', 1],
    // Refused for its parameters, not found, or unchanged (304): the platform charged it all the same.
    ['GET', '/videos', 400, 'videos.list', 1],
    ['PUT', '/playlistItems', 404, 'playlistItems.update', 50],
    ['GET', '/videos', 304, 'videos.list', 1],
  ])('%s %s answered %i: %s, %i units', (verb, path, status, method, units) => {
    expect(chargeOf({ verb, path, status })).toEqual({ method, units });
  });

  it('books a 403 the method itself refused (forbidden), not one turned away before it ran', () => {
    expect(chargeOf({ verb: 'PUT', path: '/videos', status: 403, reason: 'forbidden' })).toEqual({
      method: 'videos.update',
      units: 50,
    });
    for (const reason of [
      'quotaExceeded',
      'insufficientPermissions',
      'rateLimitExceeded',
      'userRateLimitExceeded',
      'accessNotConfigured',
    ]) {
      expect(chargeOf({ verb: 'PUT', path: '/videos', status: 403, reason }), reason).toBeUndefined();
    }
  });

  it('books nothing for a method the platform does not serve, but a 404 the method itself gave', () => {
    const notServed = { verb: 'GET', path: '/videos:batchGetStats', status: 404, reason: 'notFound' };
    expect(chargeOf({ ...notServed, domain: 'global' })).toBeUndefined();
    expect(chargeOf({ ...notServed, domain: 'youtube.api' })).toEqual({ method: 'videos.batchGetStats', units: 1 });
  });

  it('books nothing for 401, 5xx, or a path that is no method', () => {
    expect(chargeOf({ verb: 'GET', path: '/videos', status: 401, reason: 'authError' })).toBeUndefined();
    expect(chargeOf({ verb: 'PUT', path: '/videos', status: 503, reason: 'backendError' })).toBeUndefined();
    expect(chargeOf({ verb: 'GET', path: '/nothing', status: 200 })).toBeUndefined();
    expect(chargeOf({ verb: 'PATCH', path: '/videos', status: 200 })).toBeUndefined();
  });
});
