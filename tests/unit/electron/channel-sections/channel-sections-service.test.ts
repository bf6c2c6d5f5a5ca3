// The sections service against a scripted Data API client: the list in position order whatever order the platform
// sends, the playlists and channels of every section named in one lookup each (channels the channel list does not
// know named from the subscriptions), a move and an edit that send the section whole with what the screen does not
// edit kept, refusals said in plain words, and garbage refused as bad-response.
import { describe, expect, it } from 'vitest';
import { createChannelSectionsService } from '../../../../electron/channel-sections/channel-sections-service';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';
import { scriptedDataApi } from '../../support/scripted-data-api';

function scripted(answer: (request: DataApiRequest) => unknown) {
  const { client, requests } = scriptedDataApi(answer);
  return { service: createChannelSectionsService({ dataApi: () => client }), requests };
}

const section = (id: string, position: number, extra: Record<string, unknown> = {}) => ({
  kind: 'youtube#channelSection',
  id,
  snippet: { type: 'recentUploads', channelId: 'UCme', position, ...extra },
});

describe('channel sections service', () => {
  it('lists in position order and names content with one lookup per kind', async () => {
    const { service, requests } = scripted((request) => {
      if (request.path === '/channelSections') {
        return {
          items: [
            section('S.b', 1, { type: 'multiplePlaylists', title: 'Both' }),
            section('S.a', 0),
            section('S.c', 2, { type: 'multipleChannels', title: 'Friends' }),
          ].map((item) =>
            item.id === 'S.b'
              ? { ...item, contentDetails: { playlists: ['PLone', 'PLgone'] } }
              : item.id === 'S.c'
                ? { ...item, contentDetails: { channels: ['UCknown', 'UCviewer'] } }
                : item,
          ),
        };
      }
      if (request.path === '/playlists') {
        return { items: [{ id: 'PLone', snippet: { title: 'One' }, contentDetails: { itemCount: 4 } }] };
      }
      if (request.path === '/channels') return { items: [{ id: 'UCknown', snippet: { title: 'Known' } }] };
      return { items: [{ snippet: { title: 'Viewer', resourceId: { channelId: 'UCviewer' } } }] };
    });
    const listed = await service.list();
    expect(listed.map((view) => view.id)).toEqual(['S.a', 'S.b', 'S.c']);
    expect(listed[1]?.playlists).toEqual([
      { id: 'PLone', title: 'One', itemCount: 4, available: true },
      { id: 'PLgone', title: 'Unavailable playlist', available: false },
    ]);
    expect(listed[2]?.channels.map((channel) => channel.title)).toEqual(['Known', 'Viewer']);
    expect(requests.map((request) => request.path)).toEqual([
      '/channelSections',
      '/playlists',
      '/channels',
      '/subscriptions',
    ]);
    expect(requests[1]?.params).toMatchObject({ id: 'PLone,PLgone' });
    expect(requests[3]?.params).toMatchObject({ mine: true, forChannelId: 'UCviewer' });
  });

  it('a move reads the section and sends it whole at its new place, keeping style and language', async () => {
    const { service, requests } = scripted((request) => {
      if (request.method === 'PUT') return { id: 'S.b', ...(request.body as object) };
      if (request.path === '/playlists') return { items: [] };
      return {
        items: [
          {
            ...section('S.b', 3, {
              type: 'multiplePlaylists',
              title: 'Both',
              style: 'horizontalRow',
              defaultLanguage: 'fr',
            }),
            contentDetails: { playlists: ['PLone'] },
          },
        ],
      };
    });
    const moved = await service.move('S.b', 0);
    expect(moved.position).toBe(0);
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.params).toEqual({ part: 'snippet,contentDetails' });
    expect(put?.body).toEqual({
      id: 'S.b',
      snippet: { type: 'multiplePlaylists', title: 'Both', position: 0, style: 'horizontalRow', defaultLanguage: 'fr' },
      contentDetails: { playlists: ['PLone'] },
    });
  });

  it('an edit keeps the place and drops content the new kind does not show', async () => {
    const { service, requests } = scripted((request) => {
      if (request.method === 'PUT') return { id: 'S.b', ...(request.body as object) };
      return { items: [{ ...section('S.b', 2, { type: 'singlePlaylist' }), contentDetails: { playlists: ['PLx'] } }] };
    });
    await service.update('S.b', { type: 'popularUploads', title: 'ignored for this kind' });
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.params).toEqual({ part: 'snippet' });
    expect(put?.body).toEqual({ id: 'S.b', snippet: { type: 'popularUploads', position: 2 } });
  });

  it('a section gone from the platform is not-found before any write', async () => {
    const { service, requests } = scripted(() => ({ items: [] }));
    await expect(service.move('S.gone', 1)).rejects.toMatchObject({ code: 'not-found' });
    expect(requests.every((request) => request.method === undefined)).toBe(true);
  });

  it('the 11th section refused by the platform is said plainly; other refusals keep their message', async () => {
    const refusal = (reason: string) =>
      scripted(() => {
        throw new DeskError('rejected', 'The platform’s own words.', { status: 400, reason });
      }).service;
    await expect(refusal('maxChannelSectionExceeded').add({ type: 'recentUploads' })).rejects.toMatchObject({
      code: 'rejected',
      message: expect.stringMatching(/already has the 10 sections it allows\. Remove one/),
      details: { reason: 'maxChannelSectionExceeded' },
    });
    await expect(refusal('somethingElse').add({ type: 'recentUploads' })).rejects.toMatchObject({
      message: 'The platform’s own words.',
    });
  });

  it('an answer that makes no sense is a bad-response', async () => {
    const { service } = scripted(() => ({ items: [{ id: 42 }] }));
    await expect(service.list()).rejects.toMatchObject({ code: 'bad-response' });
  });
});
