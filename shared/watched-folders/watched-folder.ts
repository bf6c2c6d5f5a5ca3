// A watched folder as the contract carries it: what the user chose (where, which template, what a new file does)
// and what the main process sees now (watching, gone, unreadable; files waiting to stop growing; files enqueued).
import { z } from 'zod';

/** A template's id, as the templates feature names them; stored as given (null or absent: no template). */
export const templateIdSchema = z.string().min(1).max(200).nullable();

const ON_ARRIVAL = ['hold', 'start'] as const;
export type OnArrival = (typeof ON_ARRIVAL)[number];

/** What the user chose for a folder (kept in watched-folders/folders.json). */
export const watchedFolderSettingsSchema = z.strictObject({
  id: z.string().min(1).max(64),
  path: z.string().min(1).max(4096),
  templateId: templateIdSchema.optional(),
  /** `hold`: queued paused, for the user to look at before it is sent; `start`: sent at once. */
  onArrival: z.enum(ON_ARRIVAL),
  includeSubfolders: z.boolean().optional(),
  /**
   * The channel its files are queued for: the one chosen when it was added (a list written before channels had
   * one adopts the chosen channel when it is read). Absent only while no channel is signed in.
   */
  channelId: z.string().min(1).max(100).optional(),
});
export type WatchedFolderSettings = z.output<typeof watchedFolderSettingsSchema>;

const WATCH_STATES = ['starting', 'watching', 'missing', 'unreadable'] as const;
export type WatchState = (typeof WATCH_STATES)[number];

export const watchedFolderViewSchema = z.strictObject({
  ...watchedFolderSettingsSchema.shape,
  state: z.enum(WATCH_STATES),
  /** Why the folder is not watched now (missing, unreadable), in a sentence that names it. */
  problem: z.string().optional(),
  /** Files seen and waiting until they stop growing. */
  settling: z.number().int().nonnegative(),
  /** Files this folder has put in the upload queue since it was added. */
  enqueued: z.number().int().nonnegative(),
});
export type WatchedFolderView = z.output<typeof watchedFolderViewSchema>;

/** The files already in a folder when it is added: left alone, or enqueued like any new file. */
const EXISTING_FILES = ['ignore', 'enqueue'] as const;

export const addWatchedFolderSchema = z.strictObject({
  existing: z.enum(EXISTING_FILES),
  onArrival: z.enum(ON_ARRIVAL),
  templateId: templateIdSchema.optional(),
  includeSubfolders: z.boolean().optional(),
});
export type AddWatchedFolder = z.output<typeof addWatchedFolderSchema>;

export const updateWatchedFolderSchema = z.strictObject({
  id: z.string().min(1).max(64),
  onArrival: z.enum(ON_ARRIVAL).optional(),
  templateId: templateIdSchema.optional(),
  includeSubfolders: z.boolean().optional(),
});
export type UpdateWatchedFolder = z.output<typeof updateWatchedFolderSchema>;

/** What every host says when the page asks to watch a folder outside the desktop app. */
export const WATCHED_FOLDERS_NEED_DESKTOP =
  'Watched folders need the desktop app: a browser cannot watch a folder on this computer. Open Channel Desk as a desktop app to watch folders.';
