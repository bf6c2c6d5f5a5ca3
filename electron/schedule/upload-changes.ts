// Go-live changes kept with uploads that have no video yet (<dataDir>/schedule/uploads.json, by upload id). When the
// queue says an upload's insert named its video, the change is scheduled for that video, on the upload's channel,
// for when it goes live, and forgotten here; an upload removed or cancelled takes its change with it.
import { join } from 'node:path';
import { z } from 'zod';
import type { BulkValues } from '../../shared/bulk/bulk-preview';
import type { ScheduleCreateInput } from '../../shared/schedule/scheduled-change';
import { goLiveDoesSomething, uploadGoLiveSchema, type UploadGoLive } from '../../shared/schedule/upload-change';
import type { QueueChange, UploadView } from '../../shared/uploads/upload-view';
import { readJsonOrQuarantine, writeJsonAtomic } from '../common/atomic-json';
import type { Log } from '../kernel/feature';

const fileSchema = z.strictObject({ version: z.literal(1), uploads: z.record(z.string(), uploadGoLiveSchema) });

export interface UploadChangesStorage {
  load(): Promise<Record<string, UploadGoLive>>;
  save(uploads: Record<string, UploadGoLive>): Promise<void>;
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
  readonly log: Log;
}

export class UploadChanges {
  private pending: Record<string, UploadGoLive> = {};
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: UploadChangesDeps) {}

  async load(): Promise<void> {
    this.pending = await this.deps.storage.load();
  }

  all(): Readonly<Record<string, UploadGoLive>> {
    return this.pending;
  }

  set(uploadId: string, goLive: UploadGoLive | null): Promise<void> {
    return this.serial(async () => {
      const { [uploadId]: _old, ...rest } = this.pending;
      this.pending = goLive && goLiveDoesSomething(goLive) ? { ...rest, [uploadId]: goLive } : rest;
      await this.deps.storage.save(this.pending);
    });
  }

  /** Follows the queue: an upload with its video id gets its change scheduled; one gone or cancelled drops it. */
  onQueueChange(change: Pick<QueueChange, 'upserts' | 'removed'>): Promise<void> {
    return this.serial(async () => {
      let next = this.pending;
      for (const { upload } of change.upserts) {
        const goLive = next[upload.id];
        if (!goLive) continue;
        if (upload.state === 'cancelled') next = without(next, upload.id);
        else if (upload.videoId !== undefined) {
          try {
            await this.deps.create(createInput(upload, upload.videoId, goLive), upload.channelId);
          } catch (error) {
            this.deps.log(`could not schedule the go-live change of upload ${upload.id}`, error);
          }
          next = without(next, upload.id);
        }
      }
      for (const id of change.removed) next = without(next, id);
      if (next === this.pending) return;
      this.pending = next;
      await this.deps.storage.save(next);
    });
  }

  private serial(work: () => Promise<void>): Promise<void> {
    const run = this.turn.then(work);
    this.turn = run.catch(() => undefined);
    return run;
  }
}

function without(pending: Record<string, UploadGoLive>, id: string): Record<string, UploadGoLive> {
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
