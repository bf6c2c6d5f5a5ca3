// The Library service over a scripted Data API: pages follow the platform's tokens and keep the playlist's order,
// an update reads the video first and sends complete parts (the form's fields over what the platform has, since
// videos.update replaces whole parts), only the parts that changed, and garbage answers become a clear error.
import { describe, expect, it } from 'vitest';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';
import { LibraryService } from '../../../../electron/library/library-service';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { VideoFigures } from '../../../../electron/library/video-figures';
import { toDeskError } from '../../../../electron/platform/data-api-errors';
import { scriptedDataApi, type ScriptedDataApi } from '../../support/scripted-data-api';
import type { VideoMetadata } from '../../../../shared/uploads/video-metadata';

type Answer = (request: DataApiRequest) => unknown;

function serviceOver(answer: Answer): { service: LibraryService; api: ScriptedDataApi } {
  const scripted = scriptedDataApi(answer);
  return {
    service: new LibraryService({ dataApi: () => scripted.client, uploadsPlaylistId: async () => 'UUchannel' }),
    api: scripted,
  };
}

function videoResource(id: string, overrides: { snippet?: object; status?: object } = {}) {
  return {
    kind: 'youtube#video',
    etag: 'e',
    id,
    snippet: {
      publishedAt: '2026-01-05T15:00:00Z',
      title: `Video ${id}`,
      description: 'Line one\nLine two',
      tags: ['one', 'two'],
      categoryId: '22',
      defaultLanguage: 'en',
      thumbnails: { default: { url: `https://img.example/${id}/default.jpg`, width: 120, height: 90 } },
      ...overrides.snippet,
    },
    status: {
      privacyStatus: 'public',
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: false,
      selfDeclaredMadeForKids: false,
      uploadStatus: 'processed',
      ...overrides.status,
    },
    statistics: { viewCount: '1200', likeCount: '40', favoriteCount: '0', commentCount: '7' },
    contentDetails: { duration: 'PT1H2M3S' },
  };
}

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `vid${String(from + i).padStart(8, '0')}`);

describe('LibraryService.list', () => {
  it('reads a page of the uploads playlist, then its videos in one call, in the playlist order', async () => {
    const page = ids(3);
    const { service, api } = serviceOver((request) =>
      request.path === '/playlistItems'
        ? {
            items: page.map((videoId) => ({ contentDetails: { videoId } })),
            nextPageToken: 'CDnext',
            pageInfo: { totalResults: 40, resultsPerPage: 3 },
          }
        : // The platform answers in its own order and leaves out a video that is gone.
          { items: [videoResource(page[2]!), videoResource(page[0]!)] },
    );
    const result = await service.list({ pageToken: 'CDprev', pageSize: 3 });
    expect(api.requests[0]).toEqual({
      path: '/playlistItems',
      params: { part: 'contentDetails', playlistId: 'UUchannel', maxResults: 3, pageToken: 'CDprev' },
    });
    expect(api.requests[1]).toEqual({
      path: '/videos',
      params: {
        part: 'snippet,status,statistics,contentDetails,localizations,paidProductPlacementDetails',
        id: page.join(','),
        maxResults: 50,
      },
    });
    expect(result.videos.map((video) => video.id)).toEqual([page[0], page[2]]);
    expect(result.nextPageToken).toBe('CDnext');
    expect(result.totalResults).toBe(40);
    expect(result.videos[0]).toMatchObject({
      title: `Video ${page[0]}`,
      tags: ['one', 'two'],
      durationSec: 3723,
      viewCount: 1200,
      likeCount: 40,
      commentCount: 7,
      privacyStatus: 'public',
      thumbnails: { default: { url: `https://img.example/${page[0]}/default.jpg` } },
    });
  });

  it('asks for 50 items at most and has no token on the last page', async () => {
    const { service, api } = serviceOver((request) =>
      request.path === '/playlistItems' ? { items: [], pageInfo: { totalResults: 0 } } : { items: [] },
    );
    const result = await service.list();
    expect(api.requests[0]?.params?.maxResults).toBe(50);
    expect(result).toEqual({ videos: [], totalResults: 0 });
  });

  it('turns an answer that is not a playlist item list into a bad-response error that says what to do', async () => {
    const { service } = serviceOver(() => ({ items: 'not a list' }));
    const failure = await service.list().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeskError);
    expect(failure).toMatchObject({ code: 'bad-response', message: expect.stringMatching(/Try again later/) });
  });
});

describe('LibraryService.list with its figures from videos.batchGetStats', () => {
  const page = ids(2);
  const playlist = { items: page.map((videoId) => ({ contentDetails: { videoId } })) };
  const withFigures = (answer: Answer) => {
    const scripted = scriptedDataApi(answer);
    const service = new LibraryService({
      dataApi: () => scripted.client,
      uploadsPlaylistId: async () => 'UUchannel',
      figures: new VideoFigures({ dataApi: () => scripted.client }),
    });
    return { service, api: scripted };
  };

  it('reads the details without statistics and lays the batch figures over them', async () => {
    const { service, api } = withFigures((request) => {
      if (request.path === '/playlistItems') return playlist;
      if (request.path === '/videos:batchGetStats') {
        return { items: [{ id: page[0], statistics: { viewCount: '99', likeCount: '3', commentCount: '1' } }] };
      }
      return { items: page.map((id) => videoResource(id)) };
    });
    const result = await service.list();
    expect(result.figures).toEqual({ from: 'videos.batchGetStats' });
    expect(result.videos.map((video) => video.viewCount)).toEqual([99, 1200]);
    const details = api.requests.find((request) => request.path === '/videos');
    expect(details?.params?.part).toBe('snippet,status,contentDetails,localizations,paidProductPlacementDetails');
  });

  it('a batchGetStats the platform does not serve: the statistics part of videos.list, and the page says why', async () => {
    const { service, api } = withFigures((request) => {
      if (request.path === '/playlistItems') return playlist;
      if (request.path === '/videos:batchGetStats')
        throw toDeskError(404, { error: { errors: [{ reason: 'notFound' }] } });
      return { items: page.map((id) => videoResource(id)) };
    });
    const result = await service.list();
    expect(result.figures).toEqual({ from: 'videos.list', because: 'not-served' });
    expect(result.videos.map((video) => video.viewCount)).toEqual([1200, 1200]);
    expect(api.requests.find((request) => request.path === '/videos')?.params?.part).toBe(
      'snippet,status,statistics,contentDetails,localizations,paidProductPlacementDetails',
    );
  });
});

describe('LibraryService: the disclosures of revision 20260924', () => {
  it('reads the altered content answer and paid promotion of own videos, undefined where the platform said nothing', async () => {
    const page = ids(2);
    const { service, api } = serviceOver((request) =>
      request.path === '/playlistItems'
        ? { items: page.map((videoId) => ({ contentDetails: { videoId } })) }
        : {
            items: [
              {
                ...videoResource(page[0]!, { status: { containsSyntheticMedia: true } }),
                paidProductPlacementDetails: { hasPaidProductPlacement: true },
              },
              videoResource(page[1]!),
            ],
          },
    );
    const result = await service.list();
    expect(String(api.requests[1]?.params?.part).split(',')).toContain('paidProductPlacementDetails');
    expect(result.videos[0]).toMatchObject({ containsSyntheticMedia: true, hasPaidProductPlacement: true });
    expect(result.videos[1]).not.toHaveProperty('containsSyntheticMedia');
    expect(result.videos[1]).not.toHaveProperty('hasPaidProductPlacement');
  });

  it('refuses an answer whose disclosure is not a yes or no', async () => {
    const { service } = serviceOver(() => ({
      items: [videoResource('vid00000001', { status: { containsSyntheticMedia: 'yes' } })],
    }));
    await expect(service.get('vid00000001')).rejects.toMatchObject({ code: 'bad-response' });
  });
});

describe('LibraryService.update', () => {
  const edits = (overrides: Partial<VideoMetadata['snippet']> = {}, status: Partial<VideoMetadata['status']> = {}) =>
    ({
      snippet: { title: 'New title', ...overrides },
      status: { privacyStatus: 'unlisted', license: 'youtube', embeddable: true, ...status },
    }) as VideoMetadata;

  function updating(current = videoResource('dQd3moVid01')) {
    return serviceOver((request) => {
      if (request.method === 'PUT') {
        const body = request.body as { snippet?: object; status?: object };
        return { kind: 'youtube#video', etag: 'x', id: current.id, ...body };
      }
      return { items: [current] };
    });
  }

  it('reads the video first and sends complete parts: the form over what the platform has', async () => {
    const { service, api } = updating();
    const saved = await service.update(
      'dQd3moVid01',
      edits({ description: 'Only line' }, { selfDeclaredMadeForKids: undefined }),
    );
    expect(api.requests[0]).toMatchObject({ path: '/videos', params: { id: 'dQd3moVid01' } });
    expect(api.requests[1]).toEqual({
      method: 'PUT',
      path: '/videos',
      params: { part: 'snippet,status' },
      body: {
        id: 'dQd3moVid01',
        // Tags the form no longer holds are cleared; the category and language the form left alone are kept.
        snippet: { title: 'New title', description: 'Only line', categoryId: '22', defaultLanguage: 'en' },
        // publicStatsViewable is not on the form and made-for-kids was left undecided: both kept.
        status: {
          privacyStatus: 'unlisted',
          license: 'youtube',
          embeddable: true,
          publicStatsViewable: false,
          selfDeclaredMadeForKids: false,
        },
      },
    });
    // The statistics read before the update still show; the new parts come from the answer.
    expect(saved).toMatchObject({ title: 'New title', privacyStatus: 'unlisted', viewCount: 1200, tags: [] });
  });

  it('sends only the part that changed, and nothing when nothing did', async () => {
    const { service, api } = updating();
    await service.update(
      'dQd3moVid01',
      edits(
        { title: 'Video dQd3moVid01', description: 'Line one\nLine two', tags: ['one', 'two'], categoryId: '22' },
        { privacyStatus: 'private', publishAt: '2031-01-01T10:00:00Z', selfDeclaredMadeForKids: false },
      ),
    );
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.params).toEqual({ part: 'status' });
    expect(put?.body).toMatchObject({ status: { privacyStatus: 'private', publishAt: '2031-01-01T10:00:00Z' } });
    expect((put?.body as object | undefined) ?? {}).not.toHaveProperty('snippet');

    const { service: unchanged, api: quiet } = updating();
    const same = await unchanged.update(
      'dQd3moVid01',
      edits(
        { title: 'Video dQd3moVid01', description: 'Line one\nLine two', tags: ['one', 'two'] },
        { privacyStatus: 'public', selfDeclaredMadeForKids: false },
      ),
    );
    expect(quiet.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(same.title).toBe('Video dQd3moVid01');
  });

  it('a schedule cleared on the form is cleared on the platform; the same instant in another notation is no change', async () => {
    const scheduled = videoResource('dQd3moVid14', {
      status: { privacyStatus: 'private', publishAt: '2031-01-01T10:00:00Z' },
    });
    const { service, api } = updating(scheduled);
    await service.update(
      'dQd3moVid14',
      edits(
        { title: 'Video dQd3moVid14', description: 'Line one\nLine two', tags: ['one', 'two'] },
        { privacyStatus: 'private', publishAt: '2031-01-01T10:00:00.000Z', selfDeclaredMadeForKids: false },
      ),
    );
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
    await service.update(
      'dQd3moVid14',
      edits(
        { title: 'Video dQd3moVid14', description: 'Line one\nLine two', tags: ['one', 'two'] },
        { privacyStatus: 'private', selfDeclaredMadeForKids: false },
      ),
    );
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ status: { privacyStatus: 'private' } });
    expect((put?.body as { status: object }).status).not.toHaveProperty('publishAt');
  });

  it('says the video is gone when the platform no longer lists it', async () => {
    const { service, api } = serviceOver(() => ({ items: [] }));
    const failure = await service.update('dQd3moVid01', edits()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'not-found', message: expect.stringMatching(/Reload the Library/) });
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('LibraryService.delete', () => {
  it('sends videos.delete for the id', async () => {
    const { service, api } = serviceOver(() => '');
    expect(await service.delete('dQd3moVid01')).toEqual({ id: 'dQd3moVid01' });
    expect(api.requests).toEqual([{ method: 'DELETE', path: '/videos', params: { id: 'dQd3moVid01' } }]);
  });
});
