// Upload templates: the calls that keep a channel's templates and queue files through one. The feature follows the
// upload queue to keep each template's episode counter (a number is used when its upload starts, given back when it
// goes before), and offers `series` to the features that queue files on their own (the watched folders).
import type { templateCalls } from '../../shared/ipc/templates';
import type { Feature, FeatureContext } from '../kernel/feature';
import { DeskError } from '../ipc/desk-error';
import type { HandlersFor } from '../ipc/handlers';
import { refusePathSource } from '../uploads/intake/file-intake';
import type { UploadService } from '../uploads/upload-service';
import { demoTemplates } from './demo-templates';
import { DropDefaults, type DropDefaultsStore } from './drop-defaults';
import { SeriesTemplates } from './series-templates';
import { TemplatesFile } from './templates-file';

export function createTemplatesFeature(
  ctx: FeatureContext,
  deps: {
    readonly uploads: UploadService;
    /** Where the drop zone's defaults are kept; without it (tests), in memory. */
    readonly dropDefaults?: DropDefaultsStore;
  },
) {
  const { uploads, dropDefaults: dropDefaultsStore = memoryDropDefaults() } = deps;
  const file = new TemplatesFile(ctx.dataDir, ctx.notice, () =>
    ctx.account()?.kind === 'demo' ? demoTemplates() : [],
  );
  const series = new SeriesTemplates({
    file,
    uploads,
    staging: ctx.staging,
    channelId: ctx.channelId,
    log: ctx.log,
  });
  const dropDefaults = new DropDefaults(dropDefaultsStore, series, ctx.channelId);
  // One change at a time, in order: each reads the counters the one before wrote.
  let following: Promise<void> = Promise.resolve();
  const follow = (work: () => Promise<void>): void => {
    following = following
      .then(work)
      .catch((error: unknown) => ctx.log('could not follow the queue for the templates', error));
  };
  let unsubscribe: (() => void) | undefined;
  const handlers: HandlersFor<typeof templateCalls> = {
    'templates.list': () => series.list(),
    'templates.save': ({ id, draft }) => series.save(id, draft),
    'templates.remove': ({ id }) => series.remove(id),
    'templates.duplicate': ({ id }) => series.duplicate(id),
    'templates.setNext': ({ id, next }) => series.setNext(id, next),
    'templates.enqueue': ({ templateId, files, hold }) => {
      const path = ctx.acceptsPaths ? undefined : files.find((source) => source.kind === 'path');
      if (path?.kind === 'path') throw new DeskError('file-unavailable', refusePathSource(path.path).reason);
      return series.enqueue(templateId, files, hold);
    },
    'templates.dropDefault': () => dropDefaults.get(),
    'templates.setDropDefault': ({ id }) => dropDefaults.set(id),
  };
  return {
    handlers,
    series,
    // After the uploads: the queue is loaded, so the counters can be brought in line with it.
    start: async () => {
      unsubscribe = ctx.events.on('uploads.changed', (change) => follow(() => series.onQueueChange(change)));
      follow(() => series.reconcile());
      await following;
    },
    stop: async () => {
      unsubscribe?.();
      await following;
    },
  } satisfies Feature & { series: SeriesTemplates };
}

function memoryDropDefaults(): DropDefaultsStore {
  let entries: Record<string, string> = {};
  return {
    read: () => entries,
    write: (next) => {
      entries = next;
    },
  };
}
