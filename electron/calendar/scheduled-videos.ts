// The Library's scheduled videos for the calendar. The platform cannot list videos by status, so the channel's
// uploads playlist is read newest first (playlistItems.list, then videos.list of the page's ids with the snippet and
// status parts: 1 unit each per 50 videos), at most MAX_PAGES pages, and the private ones with a publish time still
// ahead are kept. A scan is kept for KEEP_MS so that turning the calendar's pages costs nothing; Refresh reads again.
import type { CalendarEntry, LibraryScan } from '../../shared/calendar/calendar-entry';
import { isScheduled, type LibraryVideo } from '../../shared/library/library-video';
import type { DataApi } from '../library/library-service';
import { parseAnswer, playlistItemListSchema, toLibraryVideo, videoListSchema } from '../library/video-resources';

/** 20 pages of 50: the newest 1,000 uploads, 40 units. A video scheduled among older uploads is not found. */
export const MAX_PAGES = 20;
const PAGE_SIZE = 50;
export const KEEP_MS = 5 * 60_000;

export interface ScheduledVideosDeps {
  readonly dataApi: () => DataApi;
  readonly uploadsPlaylistId: () => Promise<string>;
  readonly now?: () => number;
  readonly maxPages?: number;
}

export interface ScheduledScan {
  readonly entries: readonly CalendarEntry[];
  readonly scan: LibraryScan;
}

export function scheduledEntryOf(video: LibraryVideo): CalendarEntry {
  return {
    kind: 'video',
    id: video.id,
    title: video.title,
    at: Date.parse(video.publishAt ?? ''),
    state: 'scheduled',
    ...(video.thumbnails.default ? { thumbnailUrl: video.thumbnails.default.url } : {}),
    ...(video.containsSyntheticMedia !== undefined ? { containsSyntheticMedia: video.containsSyntheticMedia } : {}),
    movable: true,
  };
}

export class ScheduledVideos {
  private kept: ScheduledScan | undefined;
  private reading: Promise<ScheduledScan> | undefined;
  /** Bumped by forget(): a read begun for another account does not land in the cache. */
  private generation = 0;

  constructor(private readonly deps: ScheduledVideosDeps) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** The kept scan while it is fresh, otherwise a new one; concurrent askers share one read. */
  async read(refresh = false): Promise<ScheduledScan> {
    if (!refresh && this.kept && this.now() - this.kept.scan.readAt < KEEP_MS) return this.kept;
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading = this.scan().finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    const scan = await reading;
    if (generation === this.generation) this.kept = scan;
    return scan;
  }

  /** A video moved (or newly scheduled): the kept scan says so without a new read. */
  replace(entry: CalendarEntry): void {
    if (!this.kept) return;
    const others = this.kept.entries.filter((kept) => kept.id !== entry.id);
    this.kept = { ...this.kept, entries: entry.state === 'scheduled' ? [...others, entry] : others };
  }

  /** The account changed: what was read belongs to another channel. */
  forget(): void {
    this.generation += 1;
    this.kept = undefined;
    this.reading = undefined;
  }

  private async scan(): Promise<ScheduledScan> {
    const playlistId = await this.deps.uploadsPlaylistId();
    const maxPages = this.deps.maxPages ?? MAX_PAGES;
    const entries: CalendarEntry[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    let videosRead = 0;
    let units = 0;
    do {
      const page = parseAnswer(
        playlistItemListSchema,
        await this.deps.dataApi().request<unknown>({
          path: '/playlistItems',
          params: { part: 'contentDetails', playlistId, maxResults: PAGE_SIZE, pageToken },
        }),
        'a list of playlist items',
      );
      units += 1;
      pages += 1;
      const ids = page.items.map((item) => item.contentDetails.videoId).slice(0, PAGE_SIZE);
      videosRead += ids.length;
      if (ids.length > 0) {
        const answer = parseAnswer(
          videoListSchema,
          await this.deps.dataApi().request<unknown>({
            path: '/videos',
            params: { part: 'snippet,status', id: ids.join(','), maxResults: PAGE_SIZE },
          }),
          'a list of videos',
        );
        units += 1;
        const now = this.now();
        for (const resource of answer.items) {
          const video = toLibraryVideo(resource);
          if (isScheduled(video, now)) entries.push(scheduledEntryOf(video));
        }
      }
      pageToken = page.nextPageToken;
    } while (pageToken && pages < maxPages);
    return { entries, scan: { videosRead, complete: pageToken === undefined, readAt: this.now(), units } };
  }
}
