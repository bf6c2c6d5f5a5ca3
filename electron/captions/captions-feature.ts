import type { FeatureContext, Feature } from '../app/feature';
import { createCaptionsHandlers } from './captions-handlers';
import { createCaptionsService } from './captions-service';

export function createCaptionsFeature(ctx: FeatureContext) {
  const service = createCaptionsService({
    dataApi: ctx.dataApi,
    uploads: ctx.imageClient,
    staging: ctx.staging,
    acceptsPaths: ctx.acceptsPaths,
  });
  return { handlers: createCaptionsHandlers(service) } satisfies Feature;
}
