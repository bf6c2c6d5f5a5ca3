import type { FeatureContext, Feature } from '../kernel/feature';
import { createChannelSectionHandlers } from './channel-sections-handlers';
import { createChannelSectionsService } from './channel-sections-service';

export function createChannelSectionsFeature(ctx: FeatureContext) {
  return {
    handlers: createChannelSectionHandlers(createChannelSectionsService({ dataApi: () => ctx.channel().dataApi })),
  } satisfies Feature;
}
