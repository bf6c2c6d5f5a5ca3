// The Playlists state: the channel's playlists, the chosen one's items, and the channel's videos for the picker.
// A move shows at once and goes to the platform after; a refusal puts the items back as they were and says so in
// a notice that names the video. One move at a time, so the order on screen is always one the platform saw or is
// about to confirm.
import { create } from 'zustand';
import type { ChannelVideo, PlaylistFields, PlaylistItemView, PlaylistSummary } from '../../../shared/ipc/playlists';
import { desk } from '../../desk/desk';
import { failureOf, refusal, type Failure } from '../../desk/failure';
import { moveItem, numbered } from './item-order';
import { useNotices } from '../../stores/notice-store';
import { resetWithChannel } from '../../stores/channel-scope';
import { countOf } from '../../../shared/text/count-words';
import { intlFor } from '../../../shared/i18n/catalogue';
import { useLanguage } from '../../stores/language-store';
import type { MessageDescriptor } from 'react-intl';
import { PLAYLISTS } from './playlists-messages';

/** An announcement in the language in force when it is made. */
function say(message: MessageDescriptor, values: Record<string, string | number>): string {
  return intlFor(useLanguage.getState().locale).formatMessage(message, values);
}

type PlaylistsBusy = 'list' | 'items' | 'save' | 'delete' | 'add' | 'remove' | 'videos' | undefined;

interface PlaylistsState {
  readonly playlists: readonly PlaylistSummary[] | undefined;
  readonly selectedId: string | undefined;
  readonly items: readonly PlaylistItemView[] | undefined;
  readonly busy: PlaylistsBusy;
  /** The item whose move the platform has not confirmed yet. */
  readonly moving: string | undefined;
  /** Why the last load or change failed, shown beside what failed. */
  readonly error: Failure | undefined;
  /** What the last change did, for the live region. */
  readonly announcement: string | undefined;
  readonly channelVideos: readonly ChannelVideo[] | undefined;
  readonly videosError: Failure | undefined;

  load: () => Promise<void>;
  select: (playlistId: string | undefined) => Promise<void>;
  reloadItems: () => Promise<void>;
  create: (fields: PlaylistFields) => Promise<boolean>;
  update: (fields: PlaylistFields) => Promise<boolean>;
  remove: () => Promise<void>;
  addVideos: (videoIds: readonly string[]) => Promise<boolean>;
  removeItem: (itemId: string) => Promise<void>;
  move: (itemId: string, to: number) => Promise<boolean>;
  loadChannelVideos: () => Promise<void>;
}

const quoted = (title: string) => `“${title}”`;

export const usePlaylists = create<PlaylistsState>((set, get) => {
  const patchSummary = (id: string, patch: Partial<PlaylistSummary>) =>
    set((state) => ({
      playlists: state.playlists?.map((playlist) => (playlist.id === id ? { ...playlist, ...patch } : playlist)),
    }));

  const setItems = (items: readonly PlaylistItemView[]) => {
    set({ items });
    const id = get().selectedId;
    // The list's count follows what the playlist holds now; its picture is the first video's.
    if (id) patchSummary(id, { itemCount: items.length, ...thumbnailOf(items) });
  };

  return {
    playlists: undefined,
    selectedId: undefined,
    items: undefined,
    busy: undefined,
    moving: undefined,
    error: undefined,
    announcement: undefined,
    channelVideos: undefined,
    videosError: undefined,

    async load() {
      set({ busy: 'list', error: undefined });
      try {
        const playlists = await desk.call('playlists.list');
        set({ playlists, busy: undefined });
        const { selectedId } = get();
        const keep = playlists.find((playlist) => playlist.id === selectedId) ?? playlists[0];
        await get().select(keep?.id);
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
      }
    },

    async select(playlistId) {
      set({ selectedId: playlistId, items: undefined, error: undefined });
      if (playlistId) await get().reloadItems();
    },

    async reloadItems() {
      const playlistId = get().selectedId;
      if (!playlistId) return;
      set({ busy: 'items', error: undefined });
      try {
        const detail = await desk.call('playlists.items', { playlistId });
        // The user may have chosen another playlist meanwhile.
        if (get().selectedId !== playlistId) return;
        setItems(detail.items);
        set({ busy: undefined });
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
      }
    },

    async create(fields) {
      set({ busy: 'save', error: undefined, announcement: undefined });
      try {
        const created = await desk.call('playlists.create', fields);
        set((state) => ({
          playlists: [created, ...(state.playlists ?? [])],
          busy: undefined,
          announcement: say(PLAYLISTS.created, { title: created.title }),
        }));
        await get().select(created.id);
        return true;
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
        return false;
      }
    },

    async update(fields) {
      const playlistId = get().selectedId;
      if (!playlistId) return false;
      set({ busy: 'save', error: undefined, announcement: undefined });
      try {
        const saved = await desk.call('playlists.update', { playlistId, fields });
        patchSummary(playlistId, saved);
        set({ busy: undefined, announcement: say(PLAYLISTS.saved, { title: saved.title }) });
        return true;
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
        return false;
      }
    },

    async remove() {
      const playlistId = get().selectedId;
      const playlist = get().playlists?.find((candidate) => candidate.id === playlistId);
      if (!playlistId || !playlist) return;
      set({ busy: 'delete', error: undefined, announcement: undefined });
      try {
        await desk.call('playlists.delete', { playlistId });
        const playlists = (get().playlists ?? []).filter((candidate) => candidate.id !== playlistId);
        set({ playlists, busy: undefined, announcement: say(PLAYLISTS.deleted, { title: playlist.title }) });
        await get().select(playlists[0]?.id);
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
      }
    },

    async addVideos(videoIds) {
      const playlistId = get().selectedId;
      if (!playlistId || videoIds.length === 0) return false;
      set({ busy: 'add', error: undefined, announcement: undefined });
      try {
        const result = await desk.call('playlists.addVideos', { playlistId, videoIds: [...videoIds] });
        if (get().selectedId === playlistId) setItems(numbered([...(get().items ?? []), ...result.added]));
        const added = `${countOf(result.added.length, 'video')} added.`;
        if (result.failed) {
          const title = get().channelVideos?.find((video) => video.videoId === result.failed?.videoId)?.title;
          const message =
            `${added} ${quoted(title ?? result.failed.videoId)} was refused: ${result.failed.message}` +
            (result.failed.notSent > 0
              ? ` The ${result.failed.notSent} after it were not sent; add them again when the problem is solved.`
              : '');
          useNotices.getState().push('error', message);
          set({ busy: undefined, error: refusal(result.failed.code, message) });
          return false;
        }
        set({ busy: undefined, announcement: added });
        return true;
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
        return false;
      }
    },

    async removeItem(itemId) {
      const item = get().items?.find((candidate) => candidate.id === itemId);
      const playlistId = get().selectedId;
      if (!item || !playlistId) return;
      set({ busy: 'remove', error: undefined, announcement: undefined });
      try {
        await desk.call('playlists.removeItem', { playlistId, itemId });
        setItems(numbered((get().items ?? []).filter((candidate) => candidate.id !== itemId)));
        set({ busy: undefined, announcement: say(PLAYLISTS.removed, { title: item.title }) });
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
      }
    },

    async move(itemId, to) {
      const { items: before, selectedId: playlistId, moving } = get();
      if (!before || !playlistId || moving) return false;
      const after = moveItem(before, itemId, to);
      const item = before.find((candidate) => candidate.id === itemId);
      if (!after || !item) return false;
      set({ items: after, moving: itemId, announcement: undefined });
      try {
        await desk.call('playlists.moveItem', { playlistId, itemId, videoId: item.videoId, position: to });
        set({
          moving: undefined,
          announcement: say(PLAYLISTS.moved, { title: item.title, position: to + 1, count: after.length }),
        });
        return true;
      } catch (error) {
        // Back as it was, unless the user has left this playlist meanwhile.
        if (get().selectedId === playlistId) set({ items: before });
        set({ moving: undefined });
        useNotices
          .getState()
          .push(
            'error',
            `${quoted(item.title)} could not be moved, so it is back at position ${item.position + 1}: ${failureOf(error).message} ` +
              'Reload the playlist to see it as the platform has it, then try again.',
          );
        return false;
      }
    },

    async loadChannelVideos() {
      set({ busy: 'videos', videosError: undefined });
      try {
        set({ channelVideos: await desk.call('playlists.channelVideos'), busy: undefined });
      } catch (error) {
        set({ busy: undefined, videosError: failureOf(error) });
      }
    },
  };
});
resetWithChannel(usePlaylists);

function thumbnailOf(items: readonly PlaylistItemView[]): Partial<PlaylistSummary> {
  const first = items.find((item) => item.thumbnailUrl);
  return first?.thumbnailUrl ? { thumbnailUrl: first.thumbnailUrl } : {};
}
