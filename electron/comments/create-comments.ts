// Builds comment moderation from the desk's pieces: the outbox on disk under the data dir, sending through the
// signed-in account's Data API client, its events and notices through the hub.
import type { AccountView } from '../../shared/ipc/accounts';
import { imageSource } from '../../shared/platform/emulator-image-host';
import type { EventSink } from '../ipc/handlers';
import type { DataApiClient } from '../platform/data-api-client';
import { CommentsClient } from './comments-client';
import { CommentsService } from './comments-service';
import { KnownStatuses } from './known-statuses';
import { ModerationOutbox } from './moderation-outbox';
import { OutboxFileStore } from './outbox-file';
import { noticeMessage } from '../kernel/feature';

export interface CommentsDeps {
  readonly dataDir: string;
  readonly dataApi: () => DataApiClient;
  /** A client carrying one channel's token only: each channel's decisions are sent with its own. */
  readonly dataApiFor?: (channelId: string) => DataApiClient;
  /** Whether a channel is signed in (its decisions may go, whichever channel is chosen). */
  readonly signedIn?: (channelId: string) => boolean;
  readonly account: () => AccountView | null;
  /** The Data API's base URL in force: an emulator's means its images are loaded from it. */
  readonly dataApiBaseUrl?: () => string;
  readonly events: EventSink;
  readonly log?: (message: string, error?: unknown) => void;
}

export function createCommentsService(deps: CommentsDeps): CommentsService {
  const client = new CommentsClient(deps.dataApi);
  const statuses = new KnownStatuses();
  const outbox = new ModerationOutbox({
    storage: new OutboxFileStore(deps.dataDir),
    api: client,
    emit: (decisions) => {
      statuses.noteDecisions(decisions);
      deps.events.emit('comments.decisions', { decisions: [...decisions] });
    },
    notice: (words, level) => deps.events.emit('app.notice', { level, ...noticeMessage(words) }),
    channel: () => deps.account()?.channel.id,
    ...(deps.dataApiFor && deps.signedIn
      ? {
          signedIn: deps.signedIn,
          apiFor: (channelId: string) => new CommentsClient(() => deps.dataApiFor!(channelId)),
        }
      : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
  const baseUrl = deps.dataApiBaseUrl;
  return new CommentsService(
    {
      dataApi: deps.dataApi,
      account: deps.account,
      client,
      statuses,
      ...(baseUrl ? { imageSource: (url: string) => imageSource(url, baseUrl()) } : {}),
    },
    outbox,
  );
}
