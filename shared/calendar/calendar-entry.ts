// What the release calendar shows: a scheduled video of the Library or a queued upload with a publish time, as one
// entry with its instant, its title and where it lives. The main process composes them (calendar.entries).
import { z } from 'zod';

/** scheduled: on the platform (private, with a publishAt); queued: not started, its details can change; uploading: sent. */
const CALENDAR_ENTRY_STATES = ['scheduled', 'queued', 'uploading'] as const;
export type CalendarEntryState = (typeof CALENDAR_ENTRY_STATES)[number];

export const calendarEntrySchema = z.strictObject({
  /** video: the platform's video id; upload: the queue's upload id. */
  kind: z.enum(['video', 'upload']),
  id: z.string().max(200),
  title: z.string().max(1_000),
  /** The publish time, epoch ms. */
  at: z.number(),
  state: z.enum(CALENDAR_ENTRY_STATES),
  /** The platform's smallest thumbnail, when it has one (videos only: an upload's file is not read for a picture). */
  thumbnailUrl: z.string().max(2_000).optional(),
  /** The altered or synthetic content answer (status.containsSyntheticMedia), when the creator gave one. */
  containsSyntheticMedia: z.boolean().optional(),
  /** A video always moves (videos.update); an upload only before it starts (its details went with the session). */
  movable: z.boolean(),
});
export type CalendarEntry = z.output<typeof calendarEntrySchema>;

/** How much of the Library the calendar has looked through for scheduled videos. */
export interface LibraryScan {
  /** Uploads read (newest first). */
  readonly videosRead: number;
  /** False when the channel holds more uploads than the scan reads: an older scheduled video is not shown. */
  readonly complete: boolean;
  /** Epoch ms of the read; the scan is kept for a while and read again on Refresh. */
  readonly readAt: number;
  /** What the read cost (playlistItems.list and videos.list, 1 unit a page each). */
  readonly units: number;
}

/** An upload not started yet and without a publish time: "spread these" can give it one. */
export interface UnplannedUpload {
  readonly id: string;
  readonly title: string;
}

/** The most unplanned uploads one answer lists (the count says how many there are in all). */
export const MAX_UNPLANNED_LISTED = 500;

export interface CalendarEntries {
  readonly entries: readonly CalendarEntry[];
  readonly library: LibraryScan;
  /** The first MAX_UNPLANNED_LISTED unplanned uploads in queue order, and how many there are. */
  readonly unplanned: readonly UnplannedUpload[];
  readonly unplannedTotal: number;
}

/** Set by "spread these": the publish time each upload was given, or why it was not. */
export interface SpreadResult {
  readonly placed: readonly { readonly id: string; readonly at: number }[];
  readonly refused: readonly { readonly id: string; readonly reason: string }[];
}
