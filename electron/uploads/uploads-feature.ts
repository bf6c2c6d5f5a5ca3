import type { FeatureContext, Feature } from '../app/feature';
import { createUploadHandlers } from './upload-handlers';
import { createUploadService } from './upload-service';

export function createUploadsFeature(ctx: FeatureContext) {
  const service = createUploadService({
    dataDir: ctx.dataDir,
    tokens: ctx.tokens,
    endpoints: ctx.services,
    events: ctx.events,
    staging: ctx.staging,
    log: ctx.log,
    dataApiObserver: ctx.dataApiObserver,
  });
  return {
    service,
    handlers: createUploadHandlers(service, { acceptsPaths: ctx.acceptsPaths }),
    // After the account: unfinished uploads resume at once and need its endpoints and tokens.
    start: () => service.start(),
    stop: () => service.stop(),
  } satisfies Feature & { service: unknown };
}
