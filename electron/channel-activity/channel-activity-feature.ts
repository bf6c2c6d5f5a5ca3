import type { FeatureContext, Feature } from '../kernel/feature';
import { createActivityService } from './activity-service';
import { createChannelActivityHandlers } from './channel-activity-handlers';
import { createSubscriptionsService } from './subscriptions-service';

export function createChannelActivityFeature(ctx: FeatureContext) {
  const scope = { dataApi: () => ctx.channel().dataApi, channelId: ctx.channelId };
  return {
    handlers: createChannelActivityHandlers(createActivityService(scope), createSubscriptionsService(scope)),
  } satisfies Feature;
}
