// The folders the user chose to watch (watched-folders/folders.json), read at launch so the watches restart, and
// written atomically after each change. A file that cannot be read is set aside and said; a folder entry that is
// unreadable is left out and said, the others kept.
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { watchedFolderSettingsSchema, type WatchedFolderSettings } from '../../shared/watched-folders/watched-folder';
import { readJsonOrQuarantine, setAside, writeJsonAtomic } from '../common/atomic-json';
import { keepWords, type KeptWords } from '../language/say-line';
import { WATCH_LIST_PROBLEMS } from './watched-folders-messages';

/** More would be a mistake rather than a workflow; each folder costs a watcher and a look every few seconds. */
export const MAX_WATCHED_FOLDERS = 50;

/** Fifty folders take a few KiB; a larger file is no list this app wrote, and is set aside unread. */
export const MAX_WATCH_LIST_BYTES = 1024 * 1024;

const fileShape = z.object({ version: z.literal(1), folders: z.array(z.unknown()).max(10_000) });

interface WatchListLoad {
  readonly folders: WatchedFolderSettings[];
  /** A sentence for the user when something could not be read. */
  readonly problem?: KeptWords;
}

export async function loadWatchList(path: string, now: number = Date.now()): Promise<WatchListLoad> {
  const size = await stat(path).then(
    (info) => info.size,
    () => 0,
  );
  if (size > MAX_WATCH_LIST_BYTES) {
    const movedTo = await setAside(path, 'corrupt', now);
    return {
      folders: [],
      problem: keepWords(WATCH_LIST_PROBLEMS.listTooBig, { movedTo }),
    };
  }
  const read = await readJsonOrQuarantine(path, now);
  if (read.kind === 'missing') return { folders: [] };
  if (read.kind === 'corrupt') {
    return {
      folders: [],
      problem: keepWords(WATCH_LIST_PROBLEMS.listDamaged, { reason: read.reason, movedTo: read.movedTo }),
    };
  }
  const shape = fileShape.safeParse(read.value);
  if (!shape.success) {
    const movedTo = await setAside(path, 'unknown-layout', now);
    return {
      folders: [],
      problem: keepWords(WATCH_LIST_PROBLEMS.listUnknownLayout, { movedTo }),
    };
  }
  const folders: WatchedFolderSettings[] = [];
  const ids = new Set<string>();
  let unreadable = 0;
  for (const item of shape.data.folders) {
    const folder = watchedFolderSettingsSchema.safeParse(item);
    if (!folder.success || ids.has(folder.data.id) || folders.length >= MAX_WATCHED_FOLDERS) unreadable += 1;
    else {
      ids.add(folder.data.id);
      folders.push(folder.data);
    }
  }
  if (unreadable === 0) return { folders };
  const movedTo = await setAside(path, 'corrupt', now);
  return {
    folders,
    problem: keepWords(WATCH_LIST_PROBLEMS.listSomeUnreadable, { unreadable, movedTo }),
  };
}

export function saveWatchList(path: string, folders: readonly WatchedFolderSettings[]): Promise<void> {
  return writeJsonAtomic(path, { version: 1, folders });
}
