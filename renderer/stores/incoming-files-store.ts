// Files on their way into the upload queue: in browser mode each is first copied to the host's staging area (a
// browser never reveals a path), and files that could not be added are kept with the reason until dismissed, so
// nothing a user dropped ever disappears without a word. Once a file is readable by the host it goes to the queue
// mirror (uploads-store.ts), which asks the main process to queue it.
import { create } from 'zustand';
import type { RefusedFile } from '../../shared/ipc/uploads';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { desk, errorMessage } from '../desk/desk';
import { SourceFailure, sourceForFile } from '../desk/file-sources';
import { useUploads } from './uploads-store';

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

interface IncomingFilesState {
  readonly staging: readonly StagingEntry[];
  readonly refused: readonly RefusedEntry[];
  addFiles: (files: readonly File[]) => Promise<void>;
  /** Files the screen itself can tell are not uploadable (a dropped folder). */
  refuseLocally: (files: readonly RefusedFile[]) => void;
  dismissRefused: (key?: number) => void;
  /** Stops copying a file to the host (browser mode); it is not added. */
  stopStaging: (key: number) => void;
}

let nextKey = 1;
/** Kept outside the state: nothing renders from them. */
const stagingAborts = new Map<number, AbortController>();

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const useIncomingFiles = create<IncomingFilesState>((set, get) => {
  const refuse = (files: readonly RefusedFile[]): void => {
    if (files.length === 0) return;
    set({ refused: [...get().refused, ...files.map((file) => ({ ...file, key: nextKey++ }))] });
  };

  const enqueue = async (sources: ReadonlyArray<{ source: UploadSource }>): Promise<number> => {
    const { accepted, refused } = await useUploads.getState().enqueue(sources);
    refuse(refused);
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
    staging: [],
    refused: [],

    async addFiles(files) {
      if (files.length === 0) return;
      const { announce } = useUploads.getState();
      announce(undefined);
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
      announce(
        `${plural(accepted, 'video', 'videos')} added to the queue` +
          (refusedCount > 0 ? `; ${plural(refusedCount, 'file was', 'files were')} not added.` : '.'),
      );
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
  };
});
