// The Sections tab's state: the channel's sections in order, the playlists and subscribed channels a section can
// show, and what is being saved. A move shows at once and goes to the platform after; a refusal puts the sections
// back as they were and says so in a notice that names the section. One move at a time, so the order on screen is
// always one the platform saw or is about to confirm.
import { create } from 'zustand';
import type { SectionContent, SectionView } from '../../../../shared/ipc/channel-sections';
import type { SubscriptionView } from '../../../../shared/ipc/channel-activity';
import type { PlaylistSummary } from '../../../../shared/ipc/playlists';
import { desk } from '../../../desk/desk';
import { failureOf, reworded, type Failure } from '../../../desk/failure';
import { useNotices } from '../../../stores/notice-store';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { useLanguage } from '../../../stores/language-store';
import { moveSection, numbered } from './section-order';
import { sectionNameIn } from './section-words';
import { CHANNEL } from '../channel-messages';
import { sayNow } from '../say-now';
import { resetWithChannel } from '../../../stores/channel-scope';

type SectionsBusy = 'list' | 'save' | 'delete' | undefined;

/** The subscriptions offered for a featured-channels section: the first pages are plenty to pick from. */
const SUBSCRIPTION_PAGES = 5;

interface SectionsState {
  readonly sections: readonly SectionView[] | undefined;
  readonly playlists: readonly PlaylistSummary[] | undefined;
  readonly channels: readonly SubscriptionView[] | undefined;
  /** Why the playlists or channels to pick from could not be loaded. */
  readonly choicesError: Failure | undefined;
  readonly busy: SectionsBusy;
  /** The section whose move the platform has not confirmed yet. */
  readonly moving: string | undefined;
  readonly error: Failure | undefined;
  /** What the last change did, for the live region. */
  readonly announcement: string | undefined;

  load: () => Promise<void>;
  loadChoices: () => Promise<void>;
  /** Answers the refusal, or undefined once saved. */
  add: (content: SectionContent) => Promise<Failure | undefined>;
  update: (sectionId: string, content: SectionContent) => Promise<Failure | undefined>;
  remove: (sectionId: string) => Promise<void>;
  move: (sectionId: string, to: number) => Promise<boolean>;
}

/** The contract's input takes plain arrays. */
const inputOf = (content: SectionContent) => ({
  type: content.type,
  ...(content.title !== undefined ? { title: content.title } : {}),
  ...(content.playlistIds ? { playlistIds: [...content.playlistIds] } : {}),
  ...(content.channelIds ? { channelIds: [...content.channelIds] } : {}),
});

const nameOf = (section: SectionView) => sectionNameIn(section, intlFor(useLanguage.getState().locale));

export const useSections = create<SectionsState>((set, get) => ({
  sections: undefined,
  playlists: undefined,
  channels: undefined,
  choicesError: undefined,
  busy: undefined,
  moving: undefined,
  error: undefined,
  announcement: undefined,

  async load() {
    set({ busy: 'list', error: undefined });
    try {
      set({ sections: await desk.call('channelSections.list'), busy: undefined });
    } catch (error) {
      set({ busy: undefined, error: failureOf(error) });
    }
  },

  async loadChoices() {
    set({ choicesError: undefined });
    try {
      const playlists = await desk.call('playlists.list');
      const channels: SubscriptionView[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < SUBSCRIPTION_PAGES; page++) {
        const answer = await desk.call('channelActivity.subscriptions', pageToken ? { pageToken } : {});
        channels.push(...answer.items);
        pageToken = answer.nextPageToken;
        if (!pageToken) break;
      }
      set({ playlists, channels });
    } catch (error) {
      set({ choicesError: failureOf(error) });
    }
  },

  async add(content) {
    set({ busy: 'save', error: undefined, announcement: undefined });
    try {
      const added = await desk.call('channelSections.add', inputOf(content));
      set((state) => ({
        sections: numbered([...(state.sections ?? []), added].sort((a, b) => a.position - b.position)),
        busy: undefined,
        announcement: sayNow(CHANNEL.saidAdded, { name: nameOf(added), position: added.position + 1 }),
      }));
      return undefined;
    } catch (error) {
      set({ busy: undefined });
      return failureOf(error);
    }
  },

  async update(sectionId, content) {
    set({ busy: 'save', error: undefined, announcement: undefined });
    try {
      const saved = await desk.call('channelSections.update', { sectionId, content: inputOf(content) });
      set((state) => ({
        sections: state.sections?.map((section) => (section.id === sectionId ? saved : section)),
        busy: undefined,
        announcement: sayNow(CHANNEL.saidSaved, { name: nameOf(saved) }),
      }));
      return undefined;
    } catch (error) {
      set({ busy: undefined });
      return failureOf(error);
    }
  },

  async remove(sectionId) {
    const section = get().sections?.find((candidate) => candidate.id === sectionId);
    if (!section) return;
    set({ busy: 'delete', error: undefined, announcement: undefined });
    try {
      await desk.call('channelSections.delete', { sectionId });
      set((state) => ({
        sections: numbered((state.sections ?? []).filter((candidate) => candidate.id !== sectionId)),
        busy: undefined,
        announcement: sayNow(CHANNEL.saidRemoved, { name: nameOf(section) }),
      }));
    } catch (error) {
      set({
        busy: undefined,
        error: reworded(failureOf(error), (message) => `${nameOf(section)} could not be removed: ${message}`),
      });
    }
  },

  async move(sectionId, to) {
    const { sections: before, moving } = get();
    if (!before || moving) return false;
    const after = moveSection(before, sectionId, to);
    const section = before.find((candidate) => candidate.id === sectionId);
    if (!after || !section) return false;
    set({ sections: after, moving: sectionId, announcement: undefined });
    try {
      await desk.call('channelSections.move', { sectionId, position: to });
      set({
        moving: undefined,
        announcement: sayNow(CHANNEL.saidMoved, { name: nameOf(section), position: to + 1, count: after.length }),
      });
      return true;
    } catch (error) {
      set({ sections: before, moving: undefined });
      useNotices.getState().push(
        'error',
        sayNow(CHANNEL.moveFailed, {
          name: nameOf(section),
          position: section.position + 1,
          message: failureOf(error).message,
        }),
      );
      return false;
    }
  },
}));
resetWithChannel(useSections);
