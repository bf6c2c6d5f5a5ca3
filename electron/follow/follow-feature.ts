// The follow-through after an upload: each video an upload creates is followed on the platform until its processing
// ends; the page hears `follow.changed`, and the end is told as a notification.
import type { NotificationEvent } from '../../shared/notifications/notification-kinds';
import { NOTIFICATION_BODY } from '../../shared/notifications/notification-messages';
import type { followCalls } from '../../shared/ipc/follow';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import { say } from '../language/say';
import type { UploadService } from '../uploads/upload-service';
import { ProcessingFollower } from './processing-follower';
import type { UploadView } from '../../shared/uploads/upload-view';

/** At start, uploads finished this recently are followed if they are not yet: older ones were long processed. */
const RECENT_MS = 2 * 24 * 60 * 60 * 1000;

type FollowHandlers = Pick<HandlersFor<typeof followCalls>, 'follow.list'>;

interface FollowFeatureOptions {
  readonly uploads: UploadService;
  readonly tell: (event: NotificationEvent) => void;
  /** First look after an upload and the backoff's base (ms); tests and the demo shorten it. */
  readonly baseMs?: number;
}

export function createFollowFeature(ctx: FeatureContext, options: FollowFeatureOptions) {
  const follower = new ProcessingFollower({
    dataDir: ctx.dataDir,
    dataApi: () => ctx.channel().dataApi,
    channelId: ctx.channelId,
    // Each channel's videos are looked at with its own token, whichever channel is chosen (issue 21).
    dataApiFor: (channelId) => ctx.channel(channelId).dataApi,
    signedIn: ctx.signedIn,
    changed: (view) => ctx.events.emit('follow.changed', view),
    settled: (view) => {
      if (view.state === 'processed') options.tell({ kind: 'processing-done', subject: view.title });
      else if (view.state === 'failed' || view.state === 'rejected')
        options.tell({
          kind: 'processing-rejected',
          subject: view.title,
          detail: view.reason ?? say(NOTIFICATION_BODY.processingFailed, { state: view.state }),
        });
    },
    notice: ctx.notice,
    log: ctx.log,
    ...(options.baseMs === undefined ? {} : { baseMs: options.baseMs }),
  });
  const followIfDone = (upload: UploadView) => {
    if (upload.state !== 'done' || !upload.videoId || follower.isFollowing(upload.videoId)) return;
    follower.follow({
      videoId: upload.videoId,
      uploadId: upload.id,
      title: upload.metadata.snippet.title,
      ...(upload.channelId === undefined ? {} : { channelId: upload.channelId }),
    });
  };
  let unsubscribe: (() => void) | undefined;
  const handlers: FollowHandlers = { 'follow.list': () => follower.list() };
  return {
    follower,
    handlers,
    // After the uploads: the queue is loaded, and a video that finished uploading while the app was closed (or
    // before this version) is followed too.
    start: async () => {
      await follower.start();
      const since = Date.now() - RECENT_MS;
      for (const upload of options.uploads.snapshot().uploads)
        if ((upload.finishedAt ?? 0) >= since) followIfDone(upload);
      unsubscribe = ctx.events.on('uploads.changed', (change) => {
        for (const { upload } of change.upserts) followIfDone(upload);
      });
    },
    stop: async () => {
      unsubscribe?.();
      await follower.stop();
    },
    onAccountChanged: () => follower.accountChanged(),
  } satisfies Feature & { follower: ProcessingFollower };
}
