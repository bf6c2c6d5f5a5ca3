// playlists.list names the channel whose playlists it reads: without a channel, the chosen one's; with one, that
// channel's, through a service carrying its own token (an upload queued for it offers its playlists).
import { describe, expect, it } from 'vitest';
import type { PlaylistCoverService } from '../../../../electron/playlists/playlist-cover-service';
import { createPlaylistHandlers } from '../../../../electron/playlists/playlists-handlers';
import type { PlaylistsService } from '../../../../electron/playlists/playlists-service';
import type { PlaylistSummary } from '../../../../shared/ipc/playlists';

const summary = (id: string): PlaylistSummary => ({ id, title: id, description: '', privacy: 'public', itemCount: 0 });

describe('playlists.list', () => {
  it("reads the named channel's playlists with that channel's service, and the chosen one's without a name", async () => {
    const asked: string[] = [];
    const chosen = { list: async () => [summary('PLmain')] } as unknown as PlaylistsService;
    const handlers = createPlaylistHandlers(chosen, {} as PlaylistCoverService, (channelId) => {
      asked.push(channelId);
      return { list: async () => [summary(`PL-${channelId}`)] };
    });
    expect(await handlers['playlists.list'](undefined)).toEqual([summary('PLmain')]);
    expect(await handlers['playlists.list']({})).toEqual([summary('PLmain')]);
    expect(await handlers['playlists.list']({ channelId: 'UCclips' })).toEqual([summary('PL-UCclips')]);
    expect(asked).toEqual(['UCclips']);
  });
});
