// The playlists service against a scripted Data API client: lists read to the last page (and not forever when a
// server repeats its page token), answers that make no sense refused as bad-response, updates that send complete
// parts, and videos added in order, stopping at the first refusal.
import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';
import { scriptedDataApi } from '../../support/scripted-data-api';
import { createPlaylistsService } from '../../../../electron/playlists/playlists-service';

function scripted(answer: (request: DataApiRequest) => unknown) {
  const { client, requests } = scriptedDataApi(answer);
  return { service: createPlaylistsService({ dataApi: () => client }), requests };
}

const playlist = (n: number) => ({
  kind: 'youtube#playlist',
  id: `PL${n}`,
  snippet: { title: `List ${n}`, description: '', thumbnails: { medium: { url: `https://img/${n}` } } },
  status: { privacyStatus: 'unlisted' },
  contentDetails: { itemCount: n },
});

describe('playlists service', () => {
  it('reads every page of the channel’s playlists', async () => {
    const { service, requests } = scripted((request) =>
      request.params?.pageToken === 'p2'
        ? { items: [playlist(3)] }
        : { items: [playlist(1), playlist(2)], nextPageToken: 'p2' },
    );
    const listed = await service.list();
    expect(listed.map((entry) => entry.id)).toEqual(['PL1', 'PL2', 'PL3']);
    expect(listed[0]).toEqual({
      id: 'PL1',
      title: 'List 1',
      description: '',
      privacy: 'unlisted',
      itemCount: 1,
      thumbnailUrl: 'https://img/1',
    });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.params).toMatchObject({ mine: true, maxResults: 50, part: 'snippet,status,contentDetails' });
  });

  it('stops when a server hands out the same page token again', async () => {
    const { service, requests } = scripted(() => ({ items: [playlist(1)], nextPageToken: 'again' }));
    await service.list();
    expect(requests).toHaveLength(2);
  });

  it('refuses an answer that is not a list of playlists with a bad-response error', async () => {
    const { service } = scripted(() => ({ items: 'garbage' }));
    const failure = await service.list().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeskError);
    expect((failure as DeskError).code).toBe('bad-response');
    expect((failure as DeskError).message).toContain('cannot read');
  });

  it('sends an update with the whole snippet and status', async () => {
    const { service, requests } = scripted((request) =>
      request.method === 'PUT' ? playlist(4) : { items: [{ id: 'PL4', contentDetails: { itemCount: 7 } }] },
    );
    const saved = await service.update('PL4', { title: 'Renamed', description: 'Said', privacy: 'private' });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/playlists',
      params: { part: 'snippet,status' },
      body: { id: 'PL4', snippet: { title: 'Renamed', description: 'Said' }, status: { privacyStatus: 'private' } },
    });
    expect(saved.itemCount).toBe(7);
  });

  it('adds videos one call each in order and stops at the first refusal, saying what was not sent', async () => {
    const { service, requests } = scripted((request) => {
      const body = request.body as { snippet: { resourceId: { videoId: string } } };
      const videoId = body.snippet.resourceId.videoId;
      if (videoId === 'missing0002') throw new DeskError('not-found', 'Video not found.');
      return {
        id: `item-${videoId}`,
        snippet: { title: videoId, position: 0, videoOwnerChannelId: 'UCme', resourceId: { videoId } },
      };
    });
    const result = await service.addVideos('PL1', ['video000001', 'missing0002', 'video000003', 'video000004']);
    expect(
      requests.map(
        (request) => (request.body as { snippet: { resourceId: { videoId: string } } }).snippet.resourceId.videoId,
      ),
    ).toEqual(['video000001', 'missing0002']);
    expect(result.added.map((entry) => entry.videoId)).toEqual(['video000001']);
    expect(result.failed).toEqual({
      videoId: 'missing0002',
      code: 'not-found',
      message: 'Video not found.',
      notSent: 2,
    });
  });

  it('passes the refusal on when the very first video is refused', async () => {
    const { service } = scripted(() => {
      throw new DeskError('not-allowed', 'Not your playlist.');
    });
    await expect(service.addVideos('PL1', ['video000001'])).rejects.toThrow('Not your playlist.');
  });

  it('marks items the platform will not show (no owner named) as unavailable', async () => {
    const { service } = scripted(() => ({
      items: [
        { id: 'a', snippet: { title: 'Private video', position: 0, resourceId: { videoId: 'hidden00001' } } },
        {
          id: 'b',
          snippet: { title: 'Mine', position: 1, videoOwnerChannelId: 'UCme', resourceId: { videoId: 'mine0000001' } },
          status: { privacyStatus: 'unlisted' },
        },
      ],
    }));
    const detail = await service.items('PL1');
    expect(detail.items.map((entry) => [entry.title, entry.unavailable, entry.privacy])).toEqual([
      ['Private video', true, undefined],
      ['Mine', false, 'unlisted'],
    ]);
  });
});
