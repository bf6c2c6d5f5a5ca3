// What each upload's video gets once live, kept by the main process until the upload names its video (then it is a
// scheduled change on the calendar, or, when that fails, kept with why). Read once, and again when an upload names its
// video; each save replaces the upload's entry (and, for an upload that has its video, schedules it at once).
import { create } from 'zustand';
import type { SavedReply } from '../../../shared/comments/saved-replies';
import type { KeptGoLive, UploadGoLive } from '../../../shared/schedule/upload-change';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { resetWithChannel } from '../../stores/channel-scope';

interface GoLiveState {
  readonly byUpload: Readonly<Record<string, KeptGoLive>>;
  readonly replies: readonly SavedReply[];
  readonly asked: boolean;
  load: () => Promise<void>;
  /** Reads the kept changes again (an upload named its video: its change was scheduled, or kept with why). */
  refresh: () => Promise<void>;
  /** Saves the upload's go-live change (null: none); a refusal comes back for the form to show. */
  save: (uploadId: string, goLive: UploadGoLive | null) => Promise<Failure | undefined>;
}

export const useGoLive = create<GoLiveState>()((set, get) => ({
  byUpload: {},
  replies: [],
  asked: false,
  async load() {
    if (get().asked) return;
    set({ asked: true });
    try {
      const [byUpload, rules] = await Promise.all([desk.call('schedule.forUploads'), desk.call('commentRules.get')]);
      set({ byUpload, replies: rules.savedReplies });
    } catch {
      set({ asked: false });
    }
  },
  async refresh() {
    try {
      set({ byUpload: await desk.call('schedule.forUploads') });
    } catch {
      // The last read stays shown; the next one tries again.
    }
  },
  async save(uploadId, goLive) {
    try {
      await desk.call('schedule.setForUpload', { uploadId, goLive });
      set({ byUpload: await desk.call('schedule.forUploads') });
      return undefined;
    } catch (error) {
      // Refused for the video: it is kept with why, and the form keeps what was typed.
      await get().refresh();
      return failureOf(error);
    }
  },
}));
resetWithChannel(useGoLive);
