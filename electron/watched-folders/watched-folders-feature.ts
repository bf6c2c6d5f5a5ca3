// Watched folders as a feature of the desk. Only the desktop app watches folders: the folder comes from the
// system's folder dialog (the host's `pickFolder`), never from a path the page names, and browser mode answers
// every call with `desktop-only`, which the page shows as it is.
import type { watchedFolderCalls } from '../../shared/ipc/watched-folders';
import type { Feature, FeatureContext } from '../kernel/feature';
import { DeskError } from '../ipc/desk-error';
import type { HandlersFor } from '../ipc/handlers';
import { say } from '../language/say';
import type { UploadService } from '../uploads/upload-service';
import { WATCHED_FOLDER_REFUSALS } from './watched-folders-messages';
import { createWatchedFoldersService, type EnqueueThroughTemplate, type MetadataFor } from './watched-folders-service';

interface WatchedFoldersDeps {
  readonly uploads: UploadService;
  /** The system's folder dialog (the desktop app's); absent in browser mode. Undefined when the user cancels. */
  readonly pickFolder?: () => Promise<string | undefined>;
  /** What a file is enqueued with, by its template (the templates feature plugs in here). */
  readonly metadataFor?: MetadataFor;
  /** Queues a file through its folder's template (the templates feature, which keeps the episode counter). */
  readonly enqueueThroughTemplate?: EnqueueThroughTemplate;
  readonly settleMs?: number;
  readonly healthMs?: number;
}

export function createWatchedFoldersFeature(ctx: FeatureContext, deps: WatchedFoldersDeps) {
  const pickFolder = ctx.acceptsPaths ? deps.pickFolder : undefined;
  if (!pickFolder) {
    const refuse = (): never => {
      throw new DeskError('desktop-only', say(WATCHED_FOLDER_REFUSALS.needsDesktop));
    };
    const handlers: HandlersFor<typeof watchedFolderCalls> = {
      'watchedFolders.list': refuse,
      'watchedFolders.add': refuse,
      'watchedFolders.update': refuse,
      'watchedFolders.remove': refuse,
    };
    return { service: undefined, handlers } satisfies Feature & { service: unknown };
  }
  const service = createWatchedFoldersService({
    dataDir: ctx.dataDir,
    uploads: deps.uploads,
    events: ctx.events,
    notice: ctx.notice,
    log: ctx.log,
    ...(deps.metadataFor ? { metadataFor: deps.metadataFor } : {}),
    ...(deps.enqueueThroughTemplate ? { enqueueThroughTemplate: deps.enqueueThroughTemplate } : {}),
    chosenChannelId: ctx.channelId,
    ...(deps.settleMs === undefined ? {} : { settleMs: deps.settleMs }),
    ...(deps.healthMs === undefined ? {} : { healthMs: deps.healthMs }),
  });
  let unsubscribe: (() => void) | undefined;
  let learnTimer: NodeJS.Timeout | undefined;
  const handlers: HandlersFor<typeof watchedFolderCalls> = {
    'watchedFolders.list': () => service.list(),
    'watchedFolders.add': async (request) => {
      const path = await pickFolder();
      return path === undefined ? null : service.add(path, request);
    },
    'watchedFolders.update': (request) => service.update(request),
    'watchedFolders.remove': ({ id }) => service.remove(id),
  };
  return {
    service,
    handlers,
    // After the uploads: a settled file is enqueued at once, and the queue says what was uploaded already.
    start: async () => {
      // A finished upload is remembered before the queue may be cleared of it (folded: the queue changes often).
      unsubscribe = ctx.events.on('uploads.changed', () => {
        learnTimer ??= setTimeout(() => {
          learnTimer = undefined;
          service.learnFromQueue();
        }, 1000);
        learnTimer.unref();
      });
      await service.start();
    },
    stop: async () => {
      unsubscribe?.();
      clearTimeout(learnTimer);
      await service.stop();
    },
  } satisfies Feature & { service: unknown };
}
