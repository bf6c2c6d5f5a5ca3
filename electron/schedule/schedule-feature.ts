// Scheduled changes as a feature: the persisted schedule (schedule-file.ts) run on the platform's clock by the runner,
// each channel's changes with its own token, their calls, `schedule.changed` after each step, and notifications of
// what ran, failed or waits for the creator; the images of thumbnail changes kept in the data folder.
import type { NotificationEvent } from '../../shared/notifications/notification-kinds';
import type { scheduleCalls } from '../../shared/ipc/schedule';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import type { UploadService } from '../uploads/upload-service';
import { createChangeApi } from './change-api';
import { ScheduleFileStore } from './schedule-file';
import { ScheduleRunner } from './schedule-runner';
import { createThumbnailFolder } from './scheduled-thumbnails';
import { UploadChanges, uploadChangesFile } from './upload-changes';

export interface ScheduleFeatureOptions {
  readonly tell: (event: NotificationEvent) => void;
  /** The platform's clock (the demo's emulator keeps its own); the computer's when absent. */
  readonly platformNow?: () => number;
  /** Units a channel's project has left today by the quota ledger. */
  readonly unitsLeft?: (channelId: string) => number | undefined;
  /** How often the clock is looked at (ms). */
  readonly tickMs?: number;
  /** The queue, read at start for uploads that named their video while their go-live change was not scheduled. */
  readonly uploads?: Pick<UploadService, 'snapshot'>;
}

export function createScheduleFeature(ctx: FeatureContext, options: ScheduleFeatureOptions) {
  const runner = new ScheduleRunner({
    storage: new ScheduleFileStore(ctx.dataDir, ctx.notice),
    apiFor: (channelId) => createChangeApi(() => ctx.channel(channelId).dataApi),
    channel: ctx.channelId,
    signedIn: ctx.signedIn,
    now: options.platformNow ?? Date.now,
    ...(options.unitsLeft ? { unitsLeft: options.unitsLeft } : {}),
    emit: (change) => ctx.events.emit('schedule.changed', change),
    tell: options.tell,
    log: ctx.log,
    thumbnails: createThumbnailFolder({
      dataDir: ctx.dataDir,
      staging: ctx.staging,
      acceptsPaths: ctx.acceptsPaths,
      dataApi: (channelId) => ctx.channel(channelId).dataApi,
      imageClient: (channelId) => ctx.channel(channelId).imageClient,
    }),
    ...(options.tickMs === undefined ? {} : { tickMs: options.tickMs }),
  });
  const forUploads = new UploadChanges({
    storage: uploadChangesFile(ctx.dataDir),
    create: (input, channelId) => runner.create(input, channelId),
    upload: (uploadId) => options.uploads?.snapshot().uploads.find((upload) => upload.id === uploadId),
    tell: options.tell,
    log: ctx.log,
  });
  const follow = (work: Promise<void>) =>
    work.catch((error: unknown) => ctx.log('could not follow the queue for the go-live changes', error));
  let unsubscribe: (() => void) | undefined;
  const handlers: HandlersFor<typeof scheduleCalls> = {
    'schedule.list': () => runner.list(),
    'schedule.create': (input) => runner.create(input),
    'schedule.edit': (input) => runner.edit(input),
    'schedule.cancel': ({ id }) => runner.cancel(id),
    'schedule.runNow': ({ id }) => runner.runNow(id),
    'schedule.history': () => runner.history(),
    'schedule.undo': ({ id }) => runner.undo(id),
    'schedule.setForUpload': ({ uploadId, goLive }) => forUploads.set(uploadId, goLive),
    'schedule.forUploads': () => forUploads.settled(),
  };
  return {
    runner,
    handlers,
    // After the uploads: the queue is loaded, so an upload that named its video meanwhile is seen at once.
    start: async () => {
      await runner.start();
      await forUploads.load();
      unsubscribe = ctx.events.on('uploads.changed', (change) => void follow(forUploads.onQueueChange(change)));
      const uploads = options.uploads?.snapshot().uploads ?? [];
      await follow(
        forUploads.onQueueChange({ upserts: uploads.map((upload, index) => ({ index, upload })), removed: [] }),
      );
    },
    stop: async () => {
      unsubscribe?.();
      await runner.stop();
    },
    onAccountChanged: () => runner.channelChanged(),
  } satisfies Feature & { runner: ScheduleRunner };
}
