// Go-live changes kept with uploads that have no video yet (<dataDir>/schedule/uploads.json, by upload id). When the
// queue says an upload's insert named its video, the change is scheduled for that video, on the upload's channel,
// for when it goes live, and forgotten here; an upload removed or cancelled takes its change with it. When scheduling
// it fails, nothing is lost: it stays kept with why, the creator is told, and it is tried again when they save it.
import { join } from 'node:path';
import { z } from 'zod';
import type { BulkValues } from '../../shared/bulk/bulk-preview';
import type { ScheduleCreateInput } from '../../shared/schedule/scheduled-change';
import type { NotificationEvent } from '../../shared/notifications/notification-kinds';
import {
  goLiveDoesSomething,
  keptGoLiveSchema,
  type KeptGoLive,
  type UploadGoLive,
} from '../../shared/schedule/upload-change';
import type { QueueChange, UploadView } from '../../shared/uploads/upload-view';
import { readJsonOrQuarantine, writeJsonAtomic } from '../common/atomic-json';
import { DeskError } from '../ipc/desk-error';
import type { Log } from '../kernel/feature';
import { say } from '../language/say';
import { SCHEDULE_STATE_LINES } from './schedule-messages';

const fileSchema = z.strictObject({ version: z.literal(1), uploads: z.record(z.string(), keptGoLiveSchema) });

export interface UploadChangesStorage {
  load(): Promise<Record<string, KeptGoLive>>;
  save(uploads: Record<string, KeptGoLive>): Promise<void>;
}

export function uploadChangesFile(dataDir: string): UploadChangesStorage {
  const path = join(dataDir, 'schedule', 'uploads.json');
  return {
    async load() {
      const read = await readJsonOrQuarantine(path);
      if (read.kind !== 'ok') return {};
      const parsed = fileSchema.safeParse(read.value);
      return parsed.success ? parsed.data.uploads : {};
    },
    save: (uploads) => writeJsonAtomic(path, { version: 1, uploads }),
  };
}

export interface UploadChangesDeps {
  readonly storage: UploadChangesStorage;
  /** Schedules the change on the upload's channel. */
  readonly create: (input: ScheduleCreateInput, channelId: string | undefined) => Promise<unknown>;
  /** The upload as the queue holds it now (a change saved again after its video was named is scheduled at once). */
  readonly upload?: (uploadId: string) => UploadView | undefined;
  readonly tell?: (event: NotificationEvent) => void;
  readonly log: Log;
}

export class UploadChanges {
  private pending: Record<string, KeptGoLive> = {};
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: UploadChangesDeps) {}

  async load(): Promise<void> {
    this.pending = await this.deps.storage.load();
  }

  all(): Readonly<Record<string, KeptGoLive>> {
    return this.pending;
  }

  /** The kept changes once what the queue said so far has been followed (a screen reads them after a change). */
  async settled(): Promise<Readonly<Record<string, KeptGoLive>>> {
    await this.turn;
    return this.pending;
  }

  /** Keeps it for the upload; an upload that named its video already has it scheduled now (refused with why). */
  set(uploadId: string, goLive: UploadGoLive | null): Promise<void> {
    return this.serial(async () => {
      const { [uploadId]: _old, ...rest } = this.pending;
      this.pending = goLive && goLiveDoesSomething(goLive) ? { ...rest, [uploadId]: goLive } : rest;
      const upload = goLive ? this.deps.upload?.(uploadId) : undefined;
      if (goLive && upload?.videoId !== undefined && upload.state !== 'cancelled') {
        const problem = await this.schedule(upload, upload.videoId, goLive);
        await this.deps.storage.save(this.pending);
        if (problem) throw problem;
        return;
      }
      await this.deps.storage.save(this.pending);
    });
  }

  /** Follows the queue: an upload with its video id gets its change scheduled; one gone or cancelled drops it. */
  onQueueChange(change: Pick<QueueChange, 'upserts' | 'removed'>): Promise<void> {
    return this.serial(async () => {
      const before = this.pending;
      for (const { upload } of change.upserts) {
        const goLive = this.pending[upload.id];
        // One that failed waits for the creator (saved again, it is tried again): not retried at every queue event.
        if (!goLive || (goLive.problem && upload.state !== 'cancelled')) continue;
        if (upload.state === 'cancelled') this.pending = without(this.pending, upload.id);
        else if (upload.videoId !== undefined) await this.schedule(upload, upload.videoId, goLive);
      }
      for (const id of change.removed) this.pending = without(this.pending, id);
      if (this.pending !== before) await this.deps.storage.save(this.pending);
    });
  }

  /** Schedules it and forgets it; on failure keeps it with why, tells the creator and answers the error. */
  private async schedule(upload: UploadView, videoId: string, goLive: UploadGoLive): Promise<Error | undefined> {
    const { problem: _previous, ...change } = goLive as KeptGoLive;
    try {
      await this.deps.create(createInput(upload, videoId, change), upload.channelId);
      this.pending = without(this.pending, upload.id);
      return undefined;
    } catch (error) {
      this.deps.log(`could not schedule the go-live change of upload ${upload.id}`, error);
      const why = error instanceof Error ? error.message : String(error);
      // The refusal's line when it has one (a DeskError said from the catalogue): the upload's details say it again
      // in the language in force when they are opened.
      const line = error instanceof DeskError ? error.line : undefined;
      this.pending = {
        ...this.pending,
        [upload.id]: { ...change, problem: { message: why, ...(line ? { line } : {}), videoId } },
      };
      this.deps.tell?.({
        kind: 'schedule-missed',
        subject: upload.metadata.snippet.title,
        detail: say(SCHEDULE_STATE_LINES.goLiveNotScheduled, { reason: why }),
      });
      return error instanceof Error ? error : new Error(why);
    }
  }

  private serial(work: () => Promise<void>): Promise<void> {
    const run = this.turn.then(work);
    this.turn = run.catch(() => undefined);
    return run;
  }
}

function without(pending: Record<string, KeptGoLive>, id: string): Record<string, KeptGoLive> {
  if (!(id in pending)) return pending;
  const { [id]: _gone, ...rest } = pending;
  return rest;
}

/** The change for the new video: its values as the upload sent them are what it was "seen" with. */
export function createInput(upload: UploadView, videoId: string, goLive: UploadGoLive): ScheduleCreateInput {
  const seen = valuesOfUpload(upload);
  return {
    videoId,
    title: upload.metadata.snippet.title,
    fields: goLive.description !== undefined ? ['description'] : [],
    seen,
    target: goLive.description !== undefined ? { ...seen, description: goLive.description } : seen,
    playlistIds: goLive.playlists.map((playlist) => playlist.id),
    ...(goLive.comment !== undefined ? { comment: goLive.comment } : {}),
    when: { kind: 'live' },
  };
}

function valuesOfUpload(upload: UploadView): BulkValues {
  const { snippet, status } = upload.metadata;
  return {
    title: snippet.title,
    description: snippet.description ?? '',
    tags: snippet.tags ?? [],
    categoryId: snippet.categoryId ?? '22',
    privacyStatus: status.privacyStatus,
    license: status.license ?? 'youtube',
    embeddable: status.embeddable ?? true,
    ...(status.publishAt !== undefined ? { publishAt: status.publishAt } : {}),
    ...(status.selfDeclaredMadeForKids !== undefined
      ? { selfDeclaredMadeForKids: status.selfDeclaredMadeForKids }
      : {}),
    ...(status.containsSyntheticMedia !== undefined ? { containsSyntheticMedia: status.containsSyntheticMedia } : {}),
  };
}
