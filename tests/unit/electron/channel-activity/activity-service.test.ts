// The activity service against a scripted Data API client: the videos of a page are looked up in one call and only
// the channel's own are marked for the Library, playlist additions are named, a page without videos makes no
// lookup, and garbage is a bad-response.
import { describe, expect, it } from 'vitest';
import { createActivityService } from '../../../../electron/channel-activity/activity-service';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';
import { scriptedDataApi } from '../../support/scripted-data-api';

function scripted(answer: (request: DataApiRequest) => unknown) {
  const { client, requests } = scriptedDataApi(answer);
  return { service: createActivityService({ dataApi: () => client, channelId: () => 'UCme' }), requests };
}

describe('activity service', () => {
  it('marks only the channel’s own videos and names the playlists, one lookup each', async () => {
    const { service, requests } = scripted((request) => {
      if (request.path === '/activities') {
        return {
          nextPageToken: 'next',
          items: [
            {
              id: 'a1',
              snippet: { type: 'upload', publishedAt: '2026-01-02T00:00:00Z', title: 'Old title' },
              contentDetails: { upload: { videoId: 'mine1' } },
            },
            {
              id: 'a2',
              snippet: { type: 'playlistItem', publishedAt: '2026-01-01T00:00:00Z', title: 'Theirs' },
              contentDetails: { playlistItem: { resourceId: { videoId: 'theirs' }, playlistId: 'PL1' } },
            },
          ],
        };
      }
      if (request.path === '/videos') {
        return {
          items: [
            { id: 'mine1', snippet: { title: 'New title', channelId: 'UCme' } },
            { id: 'theirs', snippet: { title: 'Theirs', channelId: 'UCother' } },
          ],
        };
      }
      return { items: [{ id: 'PL1', snippet: { title: 'Tutorials' } }] };
    });
    const page = await service.activities(undefined);
    expect(page.nextPageToken).toBe('next');
    expect(page.items[0]).toMatchObject({ title: 'New title', ownVideo: true, videoId: 'mine1' });
    expect(page.items[1]).toMatchObject({ ownVideo: false, playlistId: 'PL1', playlistTitle: 'Tutorials' });
    expect(requests.map((request) => request.path)).toEqual(['/activities', '/videos', '/playlists']);
    expect(requests[1]?.params).toMatchObject({ id: 'mine1,theirs' });
  });

  it('a page of subscriptions only makes no lookups', async () => {
    const { service, requests } = scripted(() => ({
      items: [
        {
          id: 's1',
          snippet: { type: 'subscription', publishedAt: '2026-01-01T00:00:00Z', title: 'A channel' },
          contentDetails: { subscription: { resourceId: { channelId: 'UCx' } } },
        },
      ],
    }));
    const page = await service.activities('tok');
    expect(page.items[0]).toMatchObject({ type: 'subscription', channelId: 'UCx', ownVideo: false });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.params).toMatchObject({ mine: true, pageToken: 'tok' });
  });

  it('garbage is a bad-response', async () => {
    const { service } = scripted(() => ({ items: 'nope' }));
    await expect(service.activities(undefined)).rejects.toMatchObject({ code: 'bad-response' });
  });
});
