// Watched folders (desktop app): list them, add one (the main process asks for the folder with the system's folder
// dialog, so the page never names a path), change what a folder does with new files, stop watching it. Browser mode
// answers every call with `desktop-only`.
import { z } from 'zod';
import {
  addWatchedFolderSchema,
  updateWatchedFolderSchema,
  watchedFolderViewSchema,
  type WatchedFolderView,
} from '../watched-folders/watched-folder';
import { call, type CallMap, type EventMap } from './define';

const idInput = z.strictObject({ id: z.string().min(1).max(64) });

export const watchedFolderCalls = {
  'watchedFolders.list': call<z.ZodUndefined, readonly WatchedFolderView[]>(z.undefined()),
  /** Opens the folder dialog; answers the new folder, or null when the user cancelled the dialog. */
  'watchedFolders.add': call<typeof addWatchedFolderSchema, WatchedFolderView | null>(addWatchedFolderSchema),
  'watchedFolders.update': call<typeof updateWatchedFolderSchema, WatchedFolderView>(updateWatchedFolderSchema),
  /** Stops watching; what it enqueued stays in the queue, and its files are still never enqueued twice. */
  'watchedFolders.remove': call<typeof idInput, void>(idInput),
} satisfies CallMap;

export const watchedFolderEvents = {
  /** Any folder's state or counts changed, or one was added, changed or removed: the whole list (it is short). */
  'watchedFolders.changed': z.strictObject({ folders: z.array(watchedFolderViewSchema) }),
} satisfies EventMap;
