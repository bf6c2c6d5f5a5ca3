// The Uploads screen's mirror of the queue: read page by page, then kept current by uploads.changed, which carries
// only what changed (a revision number says when one was missed, and the queue is read again); progress events land
// in a map keyed by upload id, so a row that selects its own entry re-renders alone while bytes flow. Files on their way into the queue (browser mode's copies, refusals) are incoming-files-store.ts's.
import { create } from 'zustand';
import { copyOfMetadata } from '../../shared/uploads/video-metadata';
import type { FileNote } from '../../shared/ipc/templates';
import type { RefusedFile } from '../../shared/ipc/uploads';
import type { PlaylistSummary } from '../../shared/ipc/playlists';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { UploadSettingsPatch } from '../../shared/uploads/upload-settings';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { applyQueueChange, moveInList } from '../../shared/uploads/queue-change';
import type { QueueChange, UploadProgress, UploadSettings, UploadView } from '../../shared/uploads/upload-view';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';
import { readWholeQueue, type WholeQueue } from './queue-reader';
import { sayNow, UPLOADS_SAID } from './store-messages';

export type RowAction = 'pause' | 'resume' | 'cancel' | 'retry' | 'remove' | 'move' | 'save' | 'attach' | 'retryStep';
export type BulkAction = 'pauseAll' | 'resumeAll' | 'clearFinished';

interface UploadsState {
  readonly loaded: boolean;
  readonly loadError: Failure | undefined;
  readonly uploads: readonly UploadView[];
  /** The revision of the queue the mirror shows; undefined until it was read. */
  readonly revision: number | undefined;
  readonly settings: UploadSettings | undefined;
  readonly quotaResetAt: number | undefined;
  readonly progress: Readonly<Record<string, UploadProgress>>;
  /** The action in flight per upload, so its buttons wait for the answer. */
  readonly pending: Readonly<Record<string, RowAction>>;
  readonly bulk: BulkAction | undefined;
  /** Why the last pause all / resume all / clear finished failed, said above the list. */
  readonly bulkFailure: { readonly action: BulkAction; readonly failure: Failure } | undefined;
  /** Why the last action on a row failed, said in that row until its next action. */
  readonly rowFailures: Readonly<Record<string, RowFailure>>;
  readonly selectedId: string | undefined;
  /** New files are queued paused so their details can be reviewed before anything is sent. */
  readonly reviewFirst: boolean;
  /** The channel's playlists, to add a new video to; undefined until loaded. */
  readonly playlists: readonly PlaylistSummary[] | undefined;
  readonly playlistsError: Failure | undefined;
  /**
   * Each channel's playlists by channel id, read with that channel's own token, for the details of an upload queued
   * for it (whichever channel is chosen now); a failure kept in place of the list.
   */
  readonly channelPlaylists: Readonly<Record<string, readonly PlaylistSummary[] | Failure>>;
  /** What the last action did, for the screen's live region. */
  readonly announcement: string | undefined;

  /** Reads the whole queue again (page by page). */
  load: () => Promise<void>;
  /** An uploads.changed event: applied when it is the next revision, else the queue is read again. */
  applyChange: (change: QueueChange) => void;
  applyProgress: (progress: UploadProgress) => void;
  /** Many uploads.progress events at once (a pause all of 5,000 sends one each), applied in one change. */
  applyProgressBatch: (batch: readonly UploadProgress[]) => void;
  /** Queues files the host can read; answers those it took and those it refused, with the reasons. */
  /** `channelId`: the signed-in channel they go to (dropped on it in the switcher); the chosen one without. */
  enqueue: (
    sources: ReadonlyArray<{ source: UploadSource; attachments?: AttachmentsInput }>,
    channelId?: string,
  ) => Promise<{ accepted: number; refused: readonly RefusedFile[] }>;
  /**
   * Queues dropped files through a template (videos with their thumbnails and captions), held for review when `hold`
   * says so, else as the template says. Answers what was taken, refused and missing.
   */
  enqueueWithTemplate: (
    templateId: string,
    sources: readonly UploadSource[],
    hold?: boolean,
  ) => Promise<{ accepted: number; refused: readonly RefusedFile[]; notes: readonly FileNote[] }>;
  /** Says what just happened in the screen's live region (undefined clears it). */
  announce: (announcement: string | undefined) => void;
  act: (id: string, action: Exclude<RowAction, 'move' | 'save' | 'attach' | 'retryStep'>) => Promise<void>;
  move: (id: string, toIndex: number) => Promise<void>;
  /** `channelId`: Clear finished clears only that channel's (the one shown). */
  bulkAction: (action: BulkAction, channelId?: string) => Promise<void>;
  select: (id: string | undefined) => void;
  setReviewFirst: (reviewFirst: boolean) => void;
  /** Answers the failure, or undefined once saved. */
  saveMetadata: (id: string, metadata: VideoMetadata) => Promise<Failure | undefined>;
  /** `force` asks again (after a failure, or to see a playlist made meanwhile). */
  loadPlaylists: (force?: boolean) => Promise<void>;
  /** Reads `channelId`'s playlists into channelPlaylists (once, unless forced). */
  loadChannelPlaylists: (channelId: string, force?: boolean) => Promise<void>;
  /** Answers the failure, or undefined once saved. */
  saveAttachments: (id: string, attachments: AttachmentsInput) => Promise<Failure | undefined>;
  retryStep: (id: string, stepId: string) => Promise<void>;
  /** Answers the settings, or the failure to read them. */
  loadSettings: () => Promise<UploadSettings | Failure>;
  /** Answers the failure, or undefined once saved. */
  saveSettings: (patch: UploadSettingsPatch) => Promise<Failure | undefined>;
  /** Takes a row's failure away (its Dismiss). */
  dismissRowFailure: (id: string) => void;
}

/** A row action the main process refused, with the way to ask again (the same action, the same target). */
export interface RowFailure {
  readonly action: RowAction;
  readonly failure: Failure;
  readonly again: () => Promise<void>;
}

export const useUploads = create<UploadsState>((set, get) => {
  /** The read in progress; changes that arrive meanwhile wait in `arrivedWhileReading`. */
  let reading: Promise<void> | undefined;
  let arrivedWhileReading: QueueChange[] = [];

  /** A progress entry from before the latest state change would show stale bytes (a cancelled upload drops to 0). */
  const progressStillTrue = (uploads: readonly UploadView[]): Record<string, UploadProgress> => {
    const states = new Map(uploads.map((upload) => [upload.id, upload.state]));
    const progress: Record<string, UploadProgress> = {};
    for (const [id, entry] of Object.entries(get().progress)) if (states.get(id) === entry.state) progress[id] = entry;
    return progress;
  };

  const showQueue = (uploads: readonly UploadView[], from: Omit<WholeQueue, 'uploads' | 'total'>): void => {
    const { selectedId } = get();
    set({
      uploads,
      revision: from.revision,
      settings: from.settings,
      quotaResetAt: from.quotaResetAt,
      progress: progressStillTrue(uploads),
      ...(selectedId !== undefined && !uploads.some((upload) => upload.id === selectedId)
        ? { selectedId: undefined }
        : {}),
    });
  };

  const readAgain = (): Promise<void> => {
    reading ??= (async () => {
      arrivedWhileReading = [];
      try {
        const queue = await readWholeQueue((request) => desk.call('uploads.list', request));
        showQueue(queue.uploads, queue);
      } finally {
        reading = undefined;
      }
      const arrived = arrivedWhileReading.sort((a, b) => a.revision - b.revision);
      arrivedWhileReading = [];
      for (const change of arrived) get().applyChange(change);
    })();
    return reading;
  };

  const replaceView = (view: UploadView): void => {
    const uploads = get().uploads;
    const index = uploads.findIndex((upload) => upload.id === view.id);
    if (index < 0) return;
    set({ uploads: uploads.map((upload, i) => (i === index ? view : upload)) });
  };

  const setPending = (id: string, action: RowAction | undefined): void => {
    const { [id]: _previous, ...rest } = get().pending;
    set({ pending: action ? { ...rest, [id]: action } : rest });
  };

  /** A row's new action replaces what its last one said; a refusal stays in the row until then. */
  const setRowFailure = (id: string, rowFailure: RowFailure | undefined): void => {
    const { [id]: _previous, ...rest } = get().rowFailures;
    set({ rowFailures: rowFailure ? { ...rest, [id]: rowFailure } : rest });
  };

  return {
    loaded: false,
    loadError: undefined,
    uploads: [],
    revision: undefined,
    settings: undefined,
    quotaResetAt: undefined,
    progress: {},
    pending: {},
    bulk: undefined,
    bulkFailure: undefined,
    rowFailures: {},
    selectedId: undefined,
    reviewFirst: true,
    playlists: undefined,
    playlistsError: undefined,
    channelPlaylists: {},
    announcement: undefined,

    async load() {
      try {
        await readAgain();
        set({ loaded: true, loadError: undefined });
      } catch (error) {
        set({ loaded: true, loadError: failureOf(error) });
      }
    },

    applyChange(change) {
      if (reading) {
        arrivedWhileReading.push(change);
        return;
      }
      const { revision } = get();
      // Not read yet (the read brings it), or already contained in what was read.
      if (revision === undefined || change.revision <= revision) return;
      if (change.resync === true || change.revision !== revision + 1) {
        readAgain().catch((error: unknown) => set({ loadError: failureOf(error) }));
        return;
      }
      showQueue(applyQueueChange(get().uploads, change), change);
    },

    applyProgress(progress) {
      get().applyProgressBatch([progress]);
    },

    applyProgressBatch(batch) {
      if (batch.length === 0) return;
      const latest = new Map(batch.map((progress) => [progress.id, progress]));
      const progress = { ...get().progress };
      for (const [id, entry] of latest) progress[id] = entry;
      // Progress events always carry the latest state; the changed event that follows a state change may lag.
      let changed = false;
      const uploads = get().uploads.map((view) => {
        const entry = latest.get(view.id);
        if (!entry || view.state === entry.state) return view;
        changed = true;
        const { error: _oldError, nextAttemptAt: _oldNext, ...rest } = view;
        return {
          ...rest,
          state: entry.state,
          bytesConfirmed: entry.bytesConfirmed,
          ...(entry.error ? { error: entry.error } : {}),
          ...(entry.nextAttemptAt !== undefined ? { nextAttemptAt: entry.nextAttemptAt } : {}),
        };
      });
      set(changed ? { progress, uploads } : { progress });
    },

    async enqueue(sources, channelId) {
      let accepted = 0;
      const refused: RefusedFile[] = [];
      // The contract takes at most 200 files per call.
      for (let start = 0; start < sources.length; start += 200) {
        const hold = get().reviewFirst;
        const result = await desk.call('uploads.enqueue', {
          files: sources
            .slice(start, start + 200)
            .map(({ source, attachments }) => ({ source, ...(attachments ? { attachments } : {}) })),
          hold,
          ...(channelId === undefined ? {} : { channelId }),
        });
        // Held for review: open the first one's details, unless the user is already editing another.
        const first = result.accepted[0];
        if (hold && first && get().selectedId === undefined) set({ selectedId: first.id });
        refused.push(...result.refused);
        accepted += result.accepted.length;
        // The changed event brings them too; adding them now spares a flash of an empty list.
        const known = new Set(get().uploads.map((upload) => upload.id));
        const fresh = result.accepted.filter((upload) => !known.has(upload.id));
        if (fresh.length > 0) set({ uploads: [...get().uploads, ...fresh] });
      }
      return { accepted, refused };
    },

    async enqueueWithTemplate(templateId, sources, hold) {
      const result = await desk.call('templates.enqueue', {
        templateId,
        files: [...sources],
        ...(hold === undefined ? {} : { hold }),
      });
      const first = result.accepted[0];
      if (first?.state === 'paused' && get().selectedId === undefined) set({ selectedId: first.id });
      const known = new Set(get().uploads.map((upload) => upload.id));
      const fresh = result.accepted.filter((upload) => !known.has(upload.id));
      if (fresh.length > 0) set({ uploads: [...get().uploads, ...fresh] });
      return { accepted: result.accepted.length, refused: result.refused, notes: result.notes };
    },

    announce(announcement) {
      set({ announcement });
    },

    async act(id, action) {
      const name =
        get().uploads.find((upload) => upload.id === id)?.metadata.snippet.title ?? sayNow(UPLOADS_SAID.unnamed);
      setPending(id, action);
      setRowFailure(id, undefined);
      try {
        switch (action) {
          case 'pause':
            replaceView(await desk.call('uploads.pause', { id }));
            break;
          case 'resume':
            replaceView(await desk.call('uploads.resume', { id }));
            break;
          case 'cancel':
            replaceView(await desk.call('uploads.cancel', { id }));
            break;
          case 'retry':
            replaceView(await desk.call('uploads.retry', { id }));
            break;
          case 'remove':
            await desk.call('uploads.remove', { id });
            // The change event says so too; applying it again changes nothing.
            set({ uploads: get().uploads.filter((upload) => upload.id !== id) });
            break;
        }
        set({ announcement: sayNow(UPLOADS_SAID.acted, { action, name }) });
      } catch (error) {
        setRowFailure(id, { action, failure: failureOf(error), again: () => get().act(id, action) });
      } finally {
        setPending(id, undefined);
      }
    },

    async move(id, toIndex) {
      setPending(id, 'move');
      setRowFailure(id, undefined);
      try {
        await desk.call('uploads.move', { id, toIndex });
        // As the queue moved it; the change event that follows puts it at the same place.
        set({ uploads: moveInList(get().uploads, id, toIndex) });
        const position = get().uploads.findIndex((upload) => upload.id === id) + 1;
        const name =
          get().uploads.find((upload) => upload.id === id)?.metadata.snippet.title ?? sayNow(UPLOADS_SAID.unnamed);
        set({ announcement: sayNow(UPLOADS_SAID.moved, { name, position }) });
      } catch (error) {
        setRowFailure(id, { action: 'move', failure: failureOf(error), again: () => get().move(id, toIndex) });
      } finally {
        setPending(id, undefined);
      }
    },

    async bulkAction(action, channelId) {
      set({ bulk: action, bulkFailure: undefined });
      try {
        // What it changed arrives as uploads.changed (a long queue's pause all as a request to read it again).
        if (action === 'clearFinished')
          await desk.call('uploads.clearFinished', channelId === undefined ? undefined : { channelId });
        else await desk.call(`uploads.${action}`);
        set({ announcement: sayNow(UPLOADS_SAID.bulk, { action }) });
      } catch (error) {
        set({ bulkFailure: { action, failure: failureOf(error) } });
      } finally {
        set({ bulk: undefined });
      }
    },

    setReviewFirst(reviewFirst) {
      set({ reviewFirst });
    },

    select(id) {
      set({ selectedId: id });
    },

    async saveMetadata(id, metadata) {
      setPending(id, 'save');
      try {
        const view = await desk.call('uploads.updateMetadata', { id, metadata: copyOfMetadata(metadata) });
        replaceView(view);
        set({ announcement: sayNow(UPLOADS_SAID.detailsSaved, { title: view.metadata.snippet.title }) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      } finally {
        setPending(id, undefined);
      }
    },

    async loadPlaylists(force = false) {
      if (get().playlists && !force) return;
      try {
        set({ playlists: await desk.call('playlists.list'), playlistsError: undefined });
      } catch (error) {
        set({ playlistsError: failureOf(error) });
      }
    },

    async loadChannelPlaylists(channelId, force = false) {
      if (Array.isArray(get().channelPlaylists[channelId]) && !force) return;
      let answer: readonly PlaylistSummary[] | Failure;
      try {
        answer = await desk.call('playlists.list', { channelId });
      } catch (error) {
        answer = failureOf(error);
      }
      set({ channelPlaylists: { ...get().channelPlaylists, [channelId]: answer } });
    },

    async saveAttachments(id, attachments) {
      setPending(id, 'attach');
      try {
        const view = await desk.call('uploads.setAttachments', { id, attachments });
        replaceView(view);
        set({ announcement: sayNow(UPLOADS_SAID.attachmentsSaved, { title: view.metadata.snippet.title }) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      } finally {
        setPending(id, undefined);
      }
    },

    async retryStep(id, stepId) {
      setPending(id, 'retryStep');
      setRowFailure(id, undefined);
      try {
        const view = await desk.call('uploads.retryStep', { id, step: stepId });
        replaceView(view);
        set({ announcement: sayNow(UPLOADS_SAID.stepRetried, { title: view.metadata.snippet.title }) });
      } catch (error) {
        setRowFailure(id, { action: 'retryStep', failure: failureOf(error), again: () => get().retryStep(id, stepId) });
      } finally {
        setPending(id, undefined);
      }
    },

    async loadSettings() {
      try {
        const settings = await desk.call('uploads.getSettings');
        set({ settings });
        return settings;
      } catch (error) {
        return failureOf(error);
      }
    },

    async saveSettings(patch) {
      try {
        const settings = await desk.call('uploads.setSettings', patch);
        set({ settings, announcement: sayNow(UPLOADS_SAID.settingsSaved) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },

    dismissRowFailure(id) {
      setRowFailure(id, undefined);
    },
  };
});

/** The events that keep the store current; the screen subscribes while it is shown. */
export function subscribeUploadEvents(): () => void {
  const { applyChange, applyProgressBatch } = useUploads.getState();
  // Progress arrives one event per upload: collected for a moment and applied together, so a pause all of 5,000
  // is one change of the list rather than 5,000 (each of which copied the list and redrew the screen).
  let waiting: UploadProgress[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const batch = waiting;
    waiting = [];
    applyProgressBatch(batch);
  };
  const offs = [
    desk.on('uploads.changed', (change) => {
      // A change is applied after the progress that came before it, in the order the host sent them.
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      applyChange(change);
    }),
    desk.on('uploads.progress', (progress) => {
      waiting.push(progress);
      timer ??= setTimeout(flush, PROGRESS_BATCH_MS);
    }),
  ];
  return () => {
    if (timer) clearTimeout(timer);
    offs.forEach((off) => off());
  };
}

/** How long progress events are collected before they are applied (ms): well under a frame of the eye. */
const PROGRESS_BATCH_MS = 30;
