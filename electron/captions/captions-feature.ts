import type { FeatureContext, Feature } from '../kernel/feature';
import { createCaptionsHandlers } from './captions-handlers';
import { createCaptionsService } from './captions-service';

export function createCaptionsFeature(ctx: FeatureContext) {
  const service = createCaptionsService({
    dataApi: () => ctx.channel().dataApi,
    uploads: () => ctx.channel().imageClient,
    staging: ctx.staging,
    acceptsPaths: ctx.acceptsPaths,
  });
  return { handlers: createCaptionsHandlers(service) } satisfies Feature;
}
