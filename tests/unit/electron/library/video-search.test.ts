// The search of the channel's own videos over a scripted Data API: one search.list restricted to the channel's
// videos, then one videos.list for the page's ids, results kept in the platform's order, the next page's token
// passed through, nothing more asked for an empty page, and garbage answers turned into a clear error.
import { describe, expect, it } from 'vitest';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';
import { VideoSearch } from '../../../../electron/library/video-search';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { scriptedDataApi, type ScriptedDataApi } from '../../support/scripted-data-api';

type Answer = (request: DataApiRequest) => unknown;

function searchOver(answer: Answer): { search: VideoSearch; api: ScriptedDataApi } {
  const scripted = scriptedDataApi(answer);
  return { search: new VideoSearch({ dataApi: () => scripted.client }), api: scripted };
}

function result(videoId: string) {
  return {
    kind: 'youtube#searchResult',
    etag: 'e',
    id: { kind: 'youtube#video', videoId },
    snippet: { title: `Result ${videoId}`, publishedAt: '2026-01-05T15:00:00Z' },
  };
}

function video(id: string, privacyStatus = 'public') {
  return {
    kind: 'youtube#video',
    id,
    snippet: {
      publishedAt: '2026-01-05T15:00:00Z',
      title: `Video ${id}`,
      thumbnails: { medium: { url: `https://img.example/${id}/mq.jpg`, width: 320, height: 180 } },
    },
    status: { privacyStatus },
    statistics: { viewCount: '12', likeCount: '3', commentCount: '1' },
    contentDetails: { duration: 'PT4M5S' },
  };
}

describe('VideoSearch.search', () => {
  it("asks search.list for the channel's own videos, then their details in one videos.list, in the platform's order", async () => {
    const { search, api } = searchOver((request) =>
      request.path === '/search'
        ? {
            items: [result('bbbbbbbbbbb'), result('aaaaaaaaaaa')],
            nextPageToken: 'CAIQAA',
            pageInfo: { totalResults: 7 },
          }
        : // The platform answers videos.list in its own order, not the ids' order.
          { items: [video('aaaaaaaaaaa'), video('bbbbbbbbbbb', 'private')] },
    );
    const page = await search.search({ q: 'studio tour', order: 'date', pageSize: 2 });
    expect(api.requests).toEqual([
      {
        path: '/search',
        params: {
          part: 'snippet',
          forMine: true,
          type: 'video',
          q: 'studio tour',
          order: 'date',
          maxResults: 2,
          pageToken: undefined,
        },
      },
      {
        path: '/videos',
        params: {
          part: 'snippet,status,statistics,contentDetails,localizations,paidProductPlacementDetails',
          id: 'bbbbbbbbbbb,aaaaaaaaaaa',
          maxResults: 50,
        },
      },
    ]);
    expect(page.videos.map((v) => [v.id, v.privacyStatus, v.durationSec, v.viewCount])).toEqual([
      ['bbbbbbbbbbb', 'private', 245, 12],
      ['aaaaaaaaaaa', 'public', 245, 12],
    ]);
    expect(page.videos[0]?.thumbnails.medium?.url).toBe('https://img.example/bbbbbbbbbbb/mq.jpg');
    expect(page.nextPageToken).toBe('CAIQAA');
    expect(page.totalResults).toBe(7);
  });

  it('passes the page token on, orders by relevance unless told, and never asks for more than 50 results', async () => {
    const { search, api } = searchOver((request) =>
      request.path === '/search' ? { items: [result('ccccccccccc')] } : { items: [video('ccccccccccc')] },
    );
    const page = await search.search({ q: 'vlog', pageToken: 'CDIQAA', pageSize: 500 });
    expect(api.requests[0]?.params).toMatchObject({ order: 'relevance', pageToken: 'CDIQAA', maxResults: 50 });
    expect(page).toEqual({ videos: [expect.objectContaining({ id: 'ccccccccccc' })], totalResults: 1 });
  });

  it('makes no videos.list call for a page without results', async () => {
    const { search, api } = searchOver(() => ({ items: [], pageInfo: { totalResults: 0 } }));
    expect(await search.search({ q: 'nothing like this' })).toEqual({ videos: [], totalResults: 0 });
    expect(api.requests.map((request) => request.path)).toEqual(['/search']);
  });

  it('leaves out results that are not videos, repeated ones, and videos gone since the search', async () => {
    const { search, api } = searchOver((request) =>
      request.path === '/search'
        ? {
            items: [
              result('ddddddddddd'),
              { kind: 'youtube#searchResult', id: { kind: 'youtube#playlist', playlistId: 'PLx' } },
              result('ddddddddddd'),
              result('eeeeeeeeeee'),
            ],
          }
        : { items: [video('ddddddddddd')] },
    );
    const page = await search.search({ q: 'x' });
    expect(api.requests[1]?.params?.id).toBe('ddddddddddd,eeeeeeeeeee');
    expect(page.videos.map((v) => v.id)).toEqual(['ddddddddddd']);
  });

  it('turns an answer that is not a search result list into a bad-response error that says what to do', async () => {
    const { search } = searchOver(() => ({ items: 'garbage' }));
    const error = await search.search({ q: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeskError);
    expect(error).toMatchObject({ code: 'bad-response', message: expect.stringContaining('Try again later') });
  });
});
