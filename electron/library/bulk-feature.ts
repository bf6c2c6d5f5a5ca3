// Bulk edits of the Library as a feature: the persisted jobs over the Library service's read-then-write update, their
// calls, and their progress as `bulk.job` events; the languages a video's texts may be in (for translations). Jobs
// still running when the app stopped go on at the next start.
import type { bulkCalls } from '../../shared/ipc/bulk';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import { BulkFileStore } from './bulk-file';
import { BulkJobs } from './bulk-jobs';
import { createLibraryService } from './library-service';
import { uploadsPlaylistOf } from './uploads-playlist';
import { VideoLanguages } from './video-languages';
import { writerFor, type CatalogueWriter } from '../catalogue/catalogue-writer';

export function createBulkFeature(ctx: FeatureContext, { catalogue }: { readonly catalogue?: CatalogueWriter } = {}) {
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
    emit: (job) => ctx.events.emit('bulk.job', job),
    channel: ctx.channelId,
    log: ctx.log,
  });
  const languages = new VideoLanguages(() => ctx.channel().dataApi);
  const handlers: HandlersFor<typeof bulkCalls> = {
    'bulk.start': (input) => jobs.startEdit(input),
    'bulk.startTexts': (input) => jobs.startTexts(input),
    'bulk.languages': () => languages.list(),
    'bulk.resume': ({ jobId }) => jobs.resume(jobId),
    'bulk.undo': ({ jobId }) => jobs.undo(jobId),
    'bulk.jobs': () => jobs.list(),
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
