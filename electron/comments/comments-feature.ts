import type { FeatureContext, Feature } from '../kernel/feature';
import { createCommentHandlers } from './comment-handlers';
import { createCommentsService } from './create-comments';

export function createCommentsFeature(ctx: FeatureContext) {
  const service = createCommentsService({
    dataDir: ctx.dataDir,
    dataApi: () => ctx.channel().dataApi,
    dataApiFor: (channelId) => ctx.channel(channelId).dataApi,
    signedIn: ctx.signedIn,
    account: ctx.account,
    dataApiBaseUrl: () => ctx.services().dataApiBaseUrl,
    events: ctx.events,
    log: ctx.log,
  });
  return {
    handlers: createCommentHandlers(service),
    // After the account: decisions in flight when the app stopped are sent again at once.
    start: () => service.outbox.start(),
    stop: () => service.outbox.stop(),
    onAccountChanged: () => service.outbox.channelChanged(),
  } satisfies Feature;
}
