// The release calendar in the main process: its entries (the Library's scheduled videos and the queue's uploads with
// a publish time), a move of one entry, and "spread these" (queued uploads given a rule's next free slots).
// The platform schedules only private videos (VideoStatus.publishAt: "can be set only if the privacy status of the
// video is private", discovery revision 20240303; videos.update reference read 2026-11-25), so a move or a spread
// makes the video private; the platform makes it public at that time.
import type { CalendarEntries, CalendarEntry, SpreadResult } from '../../shared/calendar/calendar-entry';
import type { LibraryVideo } from '../../shared/library/library-video';
import { nextFreeSlots, type SlotRule } from '../../shared/series/publish-slots';
import { SLOT_LEAD_MS } from '../../shared/series/slot-lead';
import { publishTimePassedProblem } from '../../shared/uploads/publish-time-passed';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import type { UploadView } from '../../shared/uploads/upload-view';
import { DeskError } from '../ipc/desk-error';
import type { LibraryService } from '../library/library-service';
import { queuedEntries, queuedEntryOf, unplannedUploads } from './queued-entries';
import { scheduledEntryOf, type ScheduledVideos } from './scheduled-videos';
import { say } from '../language/say';
import { CALENDAR_REFUSALS } from './calendar-messages';

/** What the calendar needs of the upload queue (UploadService has it). */
export interface CalendarQueue {
  snapshot(): { readonly uploads: readonly UploadView[] };
  view(id: string): UploadView;
  updateMetadata(id: string, metadata: VideoMetadata): Promise<UploadView>;
}

export interface CalendarServiceDeps {
  readonly scheduled: ScheduledVideos;
  readonly library: Pick<LibraryService, 'update'>;
  readonly queue: CalendarQueue;
  readonly now?: () => number;
}

/** The form's fields of a video as the platform has it, with a new publish time (and private, as a schedule needs). */
export function rescheduled(video: LibraryVideo, publishAt: string): VideoMetadata {
  return {
    snippet: {
      title: video.title,
      description: video.description,
      ...(video.tags.length > 0 ? { tags: video.tags } : {}),
      ...(video.categoryId !== '' ? { categoryId: video.categoryId } : {}),
    },
    status: {
      privacyStatus: 'private',
      license: video.license,
      embeddable: video.embeddable,
      ...(video.selfDeclaredMadeForKids !== undefined
        ? { selfDeclaredMadeForKids: video.selfDeclaredMadeForKids }
        : {}),
      publishAt,
    },
  };
}

function withPublishAt(metadata: VideoMetadata, publishAt: string): VideoMetadata {
  return { snippet: metadata.snippet, status: { ...metadata.status, privacyStatus: 'private', publishAt } };
}

/** Services are made by their factory, as every feature's are; the class is how this one keeps its dependencies. */
export function createCalendarService(deps: CalendarServiceDeps): CalendarService {
  return new CalendarService(deps);
}

export class CalendarService {
  constructor(private readonly deps: CalendarServiceDeps) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  async entries(span: { from: number; until: number; refresh?: boolean }): Promise<CalendarEntries> {
    const { entries, scan } = await this.all(span.refresh ?? false);
    const unplanned = unplannedUploads(this.deps.queue.snapshot().uploads);
    return {
      entries: entries.filter((entry) => entry.at >= span.from && entry.at < span.until),
      library: scan,
      unplanned: unplanned.listed,
      unplannedTotal: unplanned.total,
    };
  }

  async reschedule(target: { kind: 'video' | 'upload'; id: string; publishAt: string }): Promise<CalendarEntry> {
    if (target.kind === 'video') {
      const video = await this.deps.library.update(target.id, (current) => rescheduled(current, target.publishAt));
      const entry = scheduledEntryOf(video);
      this.deps.scheduled.replace(entry);
      return entry;
    }
    this.checkFuture(Date.parse(target.publishAt));
    const view = this.deps.queue.view(target.id);
    const updated = await this.deps.queue.updateMetadata(target.id, withPublishAt(view.metadata, target.publishAt));
    const entry = queuedEntryOf(updated);
    if (!entry) throw new DeskError('internal', say(CALENDAR_REFUSALS.publishTimeLost));
    return entry;
  }

  /** The uploads, in order, take the rule's next free slots; slots of every other entry are taken already. */
  async spread(uploadIds: readonly string[], rule: SlotRule): Promise<SpreadResult> {
    const moving = new Set(uploadIds);
    const { entries } = await this.all(false);
    const taken = entries
      .filter((entry) => !(entry.kind === 'upload' && moving.has(entry.id)))
      .map((entry) => entry.at);
    const refused: { id: string; reason: string }[] = [];
    const movable: UploadView[] = [];
    for (const id of uploadIds) {
      let view: UploadView;
      try {
        view = this.deps.queue.view(id);
      } catch (error) {
        refused.push({ id, reason: error instanceof Error ? error.message : say(CALENDAR_REFUSALS.notQueued) });
        continue;
      }
      if (view.canEditMetadata) movable.push(view);
      else refused.push({ id, reason: say(CALENDAR_REFUSALS.started, { file: view.fileName }) });
    }
    const slots = nextFreeSlots(rule, { after: this.now() + SLOT_LEAD_MS, count: movable.length, taken });
    const placed: { id: string; at: number }[] = [];
    for (const [index, view] of movable.entries()) {
      const at = slots[index];
      if (at === undefined) {
        refused.push({ id: view.id, reason: say(CALENDAR_REFUSALS.noFreeSlots) });
        continue;
      }
      try {
        await this.deps.queue.updateMetadata(view.id, withPublishAt(view.metadata, new Date(at).toISOString()));
        placed.push({ id: view.id, at });
      } catch (error) {
        refused.push({
          id: view.id,
          reason: error instanceof Error ? error.message : say(CALENDAR_REFUSALS.notChanged),
        });
      }
    }
    return { placed, refused };
  }

  private async all(refresh: boolean): Promise<{ entries: CalendarEntry[]; scan: CalendarEntries['library'] }> {
    const { entries: videos, scan } = await this.deps.scheduled.read(refresh);
    const queued = queuedEntries(this.deps.queue.snapshot().uploads, scan.readAt);
    // A finished upload's video that a later move put in the scan is listed once, as the scan has it.
    const scanned = new Set(videos.map((entry) => entry.id));
    return { entries: [...videos, ...queued.filter((entry) => !scanned.has(entry.id))], scan };
  }

  private checkFuture(at: number): void {
    const passed = publishTimePassedProblem(at, this.now());
    if (passed) throw new DeskError('invalid-input', passed);
  }
}
