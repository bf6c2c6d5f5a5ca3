// Telling a Data API method from a request's verb and path, as the app's quota ledger and the emulator do.
import { describe, expect, it } from 'vitest';
import { DATA_API_METHODS } from '../../../../shared/platform/data-api-methods';
import { dataApiMethodOf } from '../../../../shared/platform/method-of-request';

describe('dataApiMethodOf', () => {
  it.each([
    ['GET', '/videos', 'videos.list'],
    ['PUT', '/videos', 'videos.update'],
    ['DELETE', '/videos?id=abc', 'videos.delete'],
    ['POST', '/videos/rate', 'videos.rate'],
    ['GET', '/videos/getRating', 'videos.getRating'],
    ['POST', '/thumbnails/set', 'thumbnails.set'],
    ['POST', '/comments/setModerationStatus', 'comments.setModerationStatus'],
    ['GET', '/captions/abc123', 'captions.download'],
    ['put', '/youtube/v3/playlistItems', 'playlistItems.update'],
    ['POST', '/upload/youtube/v3/videos?uploadType=resumable', 'videos.insert'],
    // A resumable session's chunks: PUT on the upload path of the one method that takes media there.
    ['PUT', '/upload/youtube/v3/videos?uploadType=resumable&upload_id=x', 'videos.insert'],
    ['POST', '/upload/youtube/v3/thumbnails/set?videoId=v', 'thumbnails.set'],
    ['PUT', '/upload/youtube/v3/captions', 'captions.update'],
    ['POST', '/upload/youtube/v3/captions', 'captions.insert'],
    // The platform's changes since the discovery document (electron/scripts/platform-since-discovery.mjs).
    ['GET', '/youtube/v3/videos:batchGetStats?part=statistics&id=a', 'videos.batchGetStats'],
    ['POST', '/upload/youtube/v3/playlistImages?part=snippet', 'playlistImages.insert'],
    ['PUT', '/upload/youtube/v3/playlistImages?part=snippet', 'playlistImages.update'],
    ['DELETE', '/playlistImages?id=i', 'playlistImages.delete'],
  ])('%s %s is %s', (verb, path, id) => {
    expect(dataApiMethodOf(verb, path)).toBe(id);
  });

  it.each([
    ['PATCH', '/videos'],
    ['GET', '/videos/extra'],
    ['GET', '/nothing'],
    ['DELETE', '/upload/youtube/v3/nothing'],
  ])('%s %s is no method', (verb, path) => {
    expect(dataApiMethodOf(verb, path)).toBeUndefined();
  });

  it('finds every method of the table by its own verb and path', () => {
    for (const [id, method] of Object.entries(DATA_API_METHODS)) {
      expect(dataApiMethodOf(method.httpMethod, method.path.replace('{id}', 'x1'))).toBe(id);
    }
  });
});
