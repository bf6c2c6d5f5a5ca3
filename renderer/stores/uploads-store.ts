// The Uploads screen's state. The queue is whatever the main process said last (uploads.changed carries all of it);
// progress events land in a map keyed by upload id, so a row that selects its own entry re-renders alone while bytes
// flow. Files still being copied to the host (browser mode) and files that were refused live here too, so nothing a
// user dropped ever disappears without a word.
import { create } from 'zustand';
import type { RefusedFile, VideoCategory } from '../../shared/ipc/uploads';
import type { UploadSettingsPatch } from '../../shared/uploads/upload-settings';
import type { UploadSource } from '../../shared/uploads/upload-source';
import type { QueueSnapshot, UploadProgress, UploadSettings, UploadView } from '../../shared/uploads/upload-view';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import { desk, errorMessage } from '../desk/desk';
import { SourceFailure, sourceForFile } from '../desk/file-sources';
import { useNotices } from './notice-store';

/** A file being copied into browser mode's staging area before it can be queued. */
export interface StagingEntry {
  readonly key: number;
  readonly name: string;
  readonly size: number;
  readonly staged: number;
  /** False while it waits for the files dropped before it (they are copied one at a time). */
  readonly started: boolean;
}

export interface RefusedEntry extends RefusedFile {
  readonly key: number;
}

export type RowAction = 'pause' | 'resume' | 'cancel' | 'retry' | 'remove' | 'move' | 'save';
type BulkAction = 'pauseAll' | 'resumeAll' | 'clearFinished';

interface UploadsState {
  readonly loaded: boolean;
  readonly loadError: string | undefined;
  readonly uploads: readonly UploadView[];
  readonly settings: UploadSettings | undefined;
  readonly quotaResetAt: number | undefined;
  readonly progress: Readonly<Record<string, UploadProgress>>;
  readonly staging: readonly StagingEntry[];
  readonly refused: readonly RefusedEntry[];
  /** The action in flight per upload, so its buttons wait for the answer. */
  readonly pending: Readonly<Record<string, RowAction>>;
  readonly bulk: BulkAction | undefined;
  readonly selectedId: string | undefined;
  /** New files are queued paused so their details can be reviewed before anything is sent. */
  readonly reviewFirst: boolean;
  readonly categories: readonly VideoCategory[] | undefined;
  readonly categoriesError: string | undefined;
  /** What the last action did, for the screen's live region. */
  readonly announcement: string | undefined;

  load: () => Promise<void>;
  applySnapshot: (snapshot: QueueSnapshot) => void;
  applyProgress: (progress: UploadProgress) => void;
  addFiles: (files: readonly File[]) => Promise<void>;
  /** Files the screen itself can tell are not uploadable (a dropped folder). */
  refuseLocally: (files: readonly RefusedFile[]) => void;
  dismissRefused: (key?: number) => void;
  /** Stops copying a file to the host (browser mode); it is not added. */
  stopStaging: (key: number) => void;
  act: (id: string, action: Exclude<RowAction, 'move' | 'save'>) => Promise<void>;
  move: (id: string, toIndex: number) => Promise<void>;
  bulkAction: (action: BulkAction) => Promise<void>;
  select: (id: string | undefined) => void;
  setReviewFirst: (reviewFirst: boolean) => void;
  /** Answers the refusal's message, or undefined once saved. */
  saveMetadata: (id: string, metadata: VideoMetadata) => Promise<string | undefined>;
  loadCategories: () => Promise<void>;
  loadSettings: () => Promise<UploadSettings | undefined>;
  /** Answers the refusal's message, or undefined once saved. */
  saveSettings: (patch: UploadSettingsPatch) => Promise<string | undefined>;
}

let nextKey = 1;
/** Kept outside the state: nothing renders from them. */
const stagingAborts = new Map<number, AbortController>();

function notifyError(message: string): void {
  useNotices.getState().push('error', message);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The platform's categories differ by region; the browser's language is the best guess of the creator's. */
function categoryQuery(): { regionCode?: string; hl?: string } {
  const language = typeof navigator === 'undefined' ? '' : navigator.language;
  const region = /^[A-Za-z]{2,3}-([A-Za-z]{2})\b/.exec(language)?.[1]?.toUpperCase();
  return {
    ...(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language) && language.length <= 35 ? { hl: language } : {}),
    ...(region ? { regionCode: region } : {}),
  };
}

export const useUploads = create<UploadsState>((set, get) => {
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

  const refuse = (files: readonly RefusedFile[]): void => {
    if (files.length === 0) return;
    set({ refused: [...get().refused, ...files.map((file) => ({ ...file, key: nextKey++ }))] });
  };

  const enqueue = async (entries: ReadonlyArray<{ source: UploadSource }>): Promise<number> => {
    let accepted = 0;
    // The contract takes at most 200 files per call.
    for (let start = 0; start < entries.length; start += 200) {
      const hold = get().reviewFirst;
      const result = await desk.call('uploads.enqueue', {
        files: entries.slice(start, start + 200).map(({ source }) => ({ source })),
        hold,
      });
      // Held for review: open the first one's details, unless the user is already editing another.
      const first = result.accepted[0];
      if (hold && first && get().selectedId === undefined) set({ selectedId: first.id });
      refuse(result.refused);
      accepted += result.accepted.length;
      // The changed event brings them too; adding them now spares a flash of an empty list.
      const known = new Set(get().uploads.map((upload) => upload.id));
      const fresh = result.accepted.filter((upload) => !known.has(upload.id));
      if (fresh.length > 0) set({ uploads: [...get().uploads, ...fresh] });
    }
    return accepted;
  };

  /** Browser mode: each file is listed at once, then copied to the host one at a time and queued as soon as it is
   * there, so the first can start uploading while the next copies. */
  const stageAndEnqueue = async (files: readonly File[]): Promise<number> => {
    const entries = files.map((file) => ({ file, key: nextKey++, abort: new AbortController() }));
    for (const entry of entries) stagingAborts.set(entry.key, entry.abort);
    set({
      staging: [
        ...get().staging,
        ...entries.map(({ file, key }) => ({ key, name: file.name, size: file.size, staged: 0, started: false })),
      ],
    });
    const patch = (key: number, change: Partial<StagingEntry>): void =>
      set({ staging: get().staging.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)) });
    let accepted = 0;
    for (const { file, key, abort } of entries) {
      try {
        if (abort.signal.aborted) continue;
        patch(key, { started: true });
        const source = await sourceForFile(file, {
          onProgress: (staged) => patch(key, { staged }),
          signal: abort.signal,
        });
        accepted += await enqueue([{ source }]);
      } catch (error) {
        // Stopped by the user: not a refusal, nothing to report.
        if (!abort.signal.aborted) {
          refuse([
            {
              name: file.name,
              reason: error instanceof SourceFailure ? error.message : `${file.name}: ${errorMessage(error)}`,
            },
          ]);
        }
      } finally {
        stagingAborts.delete(key);
        set({ staging: get().staging.filter((entry) => entry.key !== key) });
      }
    }
    return accepted;
  };

  return {
    loaded: false,
    loadError: undefined,
    uploads: [],
    settings: undefined,
    quotaResetAt: undefined,
    progress: {},
    staging: [],
    refused: [],
    pending: {},
    bulk: undefined,
    selectedId: undefined,
    reviewFirst: true,
    categories: undefined,
    categoriesError: undefined,
    announcement: undefined,

    async load() {
      try {
        get().applySnapshot(await desk.call('uploads.list'));
        set({ loaded: true, loadError: undefined });
      } catch (error) {
        set({ loaded: true, loadError: errorMessage(error) });
      }
    },

    applySnapshot(snapshot) {
      const byId = new Map(snapshot.uploads.map((upload) => [upload.id, upload]));
      // A progress entry from before the latest state change would show stale bytes (a cancelled upload drops to 0).
      const progress: Record<string, UploadProgress> = {};
      for (const [id, entry] of Object.entries(get().progress)) {
        if (byId.get(id)?.state === entry.state) progress[id] = entry;
      }
      const { selectedId } = get();
      set({
        uploads: snapshot.uploads,
        settings: snapshot.settings,
        quotaResetAt: snapshot.quotaResetAt,
        progress,
        ...(selectedId !== undefined && !byId.has(selectedId) ? { selectedId: undefined } : {}),
      });
    },

    applyProgress(progress) {
      set({ progress: { ...get().progress, [progress.id]: progress } });
      const view = get().uploads.find((upload) => upload.id === progress.id);
      // Progress events always carry the latest state; the changed event that follows a state change may lag.
      if (view && view.state !== progress.state) {
        const { error: _oldError, nextAttemptAt: _oldNext, ...rest } = view;
        replaceView({
          ...rest,
          state: progress.state,
          bytesConfirmed: progress.bytesConfirmed,
          ...(progress.error ? { error: progress.error } : {}),
          ...(progress.nextAttemptAt !== undefined ? { nextAttemptAt: progress.nextAttemptAt } : {}),
        });
      }
    },

    async addFiles(files) {
      if (files.length === 0) return;
      set({ announcement: undefined });
      let accepted = 0;
      try {
        if (desk.pathForFile) {
          const sources: Array<{ source: UploadSource }> = [];
          for (const file of files) {
            try {
              sources.push({ source: await sourceForFile(file, { pathForFile: (f) => desk.pathForFile!(f as File) }) });
            } catch (error) {
              refuse([{ name: file.name, reason: errorMessage(error) }]);
            }
          }
          if (sources.length > 0) accepted = await enqueue(sources);
        } else {
          accepted = await stageAndEnqueue(files);
        }
      } catch (error) {
        // The contract call itself failed (e.g. the queue is not running yet): none of these files were queued.
        refuse([{ name: plural(files.length, 'file', 'files'), reason: `Not added: ${errorMessage(error)}` }]);
      }
      const refusedCount = files.length - accepted;
      set({
        announcement:
          `${plural(accepted, 'video', 'videos')} added to the queue` +
          (refusedCount > 0 ? `; ${plural(refusedCount, 'file was', 'files were')} not added.` : '.'),
      });
    },

    refuseLocally(files) {
      refuse(files);
    },

    stopStaging(key) {
      stagingAborts.get(key)?.abort();
    },

    dismissRefused(key) {
      set({ refused: key === undefined ? [] : get().refused.filter((entry) => entry.key !== key) });
    },

    async act(id, action) {
      const name = get().uploads.find((upload) => upload.id === id)?.metadata.snippet.title ?? 'The upload';
      setPending(id, action);
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
            get().applySnapshot(await desk.call('uploads.remove', { id }));
            break;
        }
        const done = {
          pause: 'paused',
          resume: 'resumed',
          cancel: 'cancelled',
          retry: 'queued again',
          remove: 'removed from the list',
        }[action];
        set({ announcement: `${name} ${done}.` });
      } catch (error) {
        notifyError(errorMessage(error));
      } finally {
        setPending(id, undefined);
      }
    },

    async move(id, toIndex) {
      setPending(id, 'move');
      try {
        get().applySnapshot(await desk.call('uploads.move', { id, toIndex }));
        const position = get().uploads.findIndex((upload) => upload.id === id) + 1;
        const name = get().uploads.find((upload) => upload.id === id)?.metadata.snippet.title ?? 'The upload';
        set({ announcement: `${name} is now number ${position} in the list.` });
      } catch (error) {
        notifyError(errorMessage(error));
      } finally {
        setPending(id, undefined);
      }
    },

    async bulkAction(action) {
      set({ bulk: action });
      try {
        get().applySnapshot(await desk.call(`uploads.${action}`));
        const said = {
          pauseAll: 'All uploads paused.',
          resumeAll: 'Paused uploads resumed.',
          clearFinished: 'Finished uploads cleared.',
        }[action];
        set({ announcement: said });
      } catch (error) {
        notifyError(errorMessage(error));
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
        const { tags, ...snippet } = metadata.snippet;
        const input = { snippet: { ...snippet, ...(tags ? { tags: [...tags] } : {}) }, status: { ...metadata.status } };
        const view = await desk.call('uploads.updateMetadata', { id, metadata: input });
        replaceView(view);
        set({ announcement: `The details of ${view.metadata.snippet.title} were saved.` });
        return undefined;
      } catch (error) {
        return errorMessage(error);
      } finally {
        setPending(id, undefined);
      }
    },

    async loadCategories() {
      if (get().categories) return;
      try {
        set({ categories: await desk.call('uploads.categories', categoryQuery()), categoriesError: undefined });
      } catch (error) {
        set({ categoriesError: errorMessage(error) });
      }
    },

    async loadSettings() {
      try {
        const settings = await desk.call('uploads.getSettings');
        set({ settings });
        return settings;
      } catch (error) {
        notifyError(errorMessage(error));
        return undefined;
      }
    },

    async saveSettings(patch) {
      try {
        const settings = await desk.call('uploads.setSettings', patch);
        set({ settings, announcement: 'The upload settings were saved.' });
        return undefined;
      } catch (error) {
        return errorMessage(error);
      }
    },
  };
});

/** The events that keep the store current; the screen subscribes while it is shown. */
export function subscribeUploadEvents(): () => void {
  const { applySnapshot, applyProgress } = useUploads.getState();
  const offs = [desk.on('uploads.changed', applySnapshot), desk.on('uploads.progress', applyProgress)];
  return () => offs.forEach((off) => off());
}
