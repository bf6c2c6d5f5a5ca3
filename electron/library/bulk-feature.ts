// Bulk edits of the Library as a feature: the persisted jobs over the Library service's read-then-write update, their
// calls, and their progress as `bulk.job` events (what changed since the one before, bulk-job-change.ts); the
// languages a video's texts may be in (for translations). Jobs still running when the app stopped go on at the next
// start.
import type { QuotaDay } from '../../shared/bulk/bulk-days';
import { CATALOGUE_MAX_VIDEOS_A_READ } from '../../shared/catalogue/catalogue-query';
import type { bulkCalls } from '../../shared/ipc/bulk';
import type { LibraryVideo } from '../../shared/library/library-video';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import { BulkFileStore } from './bulk-file';
import { BulkJobs } from './bulk-jobs';
import { createLibraryService } from './library-service';
import { uploadsPlaylistOf } from './uploads-playlist';
import { VideoLanguages } from './video-languages';
import { writerFor, type CatalogueWriter } from '../catalogue/catalogue-writer';

export interface BulkFeatureOptions {
  readonly catalogue?: CatalogueWriter & {
    videos(channelId: string, ids: readonly string[]): readonly LibraryVideo[];
  };
  /** The app's count of a channel's project's quota today: jobs wait for its reset instead of pausing. */
  readonly quotaDay?: (channelId: string) => QuotaDay | undefined;
  /** The platform's clock (the emulator's in the demo), which the quota day follows. */
  readonly platformNow?: () => number;
}

export function createBulkFeature(ctx: FeatureContext, { catalogue, quotaDay, platformNow }: BulkFeatureOptions = {}) {
  // Each channel's jobs write with its own token, whichever channel is chosen (issue 21); BulkJobs asks once per
  // channel, and the service reads the channel's token at each call.
  const jobs = new BulkJobs({
    storage: new BulkFileStore(ctx.dataDir, ctx.notice),
    apiFor: (channelId) =>
      createLibraryService({
        dataApi: () => ctx.channel(channelId).dataApi,
        uploadsPlaylistId: () =>
          uploadsPlaylistOf(
            ctx.channels().find((account) => account.channel.id === channelId) ?? null,
            () => ctx.channel(channelId).dataApi,
          ),
        ...(catalogue ? { written: writerFor(catalogue, () => channelId) } : {}),
      }),
    signedIn: ctx.signedIn,
    emit: (change) => ctx.events.emit('bulk.job', change),
    channel: ctx.channelId,
    log: ctx.log,
    ...(quotaDay ? { quotaDay } : {}),
    ...(platformNow ? { now: platformNow } : {}),
    ...(catalogue
      ? {
          // In reads of a few hundred, as the page asks: one statement per read, whatever the job's size.
          catalogued: (channelId: string, ids: readonly string[]) => {
            const videos: LibraryVideo[] = [];
            for (let at = 0; at < ids.length; at += CATALOGUE_MAX_VIDEOS_A_READ) {
              videos.push(...catalogue.videos(channelId, ids.slice(at, at + CATALOGUE_MAX_VIDEOS_A_READ)));
            }
            return videos;
          },
        }
      : {}),
  });
  const languages = new VideoLanguages(() => ctx.channel().dataApi);
  const handlers: HandlersFor<typeof bulkCalls> = {
    'bulk.start': (input) => jobs.startEdit(input),
    'bulk.startTexts': (input) => jobs.startTexts(input),
    'bulk.languages': () => languages.list(),
    'bulk.startMatching': (input) => jobs.startMatching(input),
    'bulk.resume': ({ jobId }) => jobs.resume(jobId),
    'bulk.pause': ({ jobId }) => jobs.pause(jobId),
    'bulk.undo': ({ jobId }) => jobs.undo(jobId),
    'bulk.jobs': () => jobs.list(),
    'bulk.view': ({ jobId }) => jobs.viewOfJob(jobId),
  };
  return {
    handlers,
    start: () => jobs.start(),
    stop: () => jobs.stop(),
    onAccountChanged: () => {
      languages.forget();
      jobs.channelChanged();
    },
  } satisfies Feature;
}
