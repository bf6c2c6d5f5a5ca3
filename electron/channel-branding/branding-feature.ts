import type { FeatureContext, Feature } from '../kernel/feature';
import { createBrandingHandlers } from './branding-handlers';
import { createBrandingService } from './branding-service';
import { pendingBannersIn } from './pending-banners';

export function createBrandingFeature(ctx: FeatureContext) {
  const service = createBrandingService({
    dataApi: () => ctx.channel().dataApi,
    uploader: () => ctx.channel().imageClient,
    servicesKey: () => ctx.services().dataApiBaseUrl,
    staging: ctx.staging,
    acceptsPaths: ctx.acceptsPaths,
    emitProgress: (progress) => ctx.events.emit('channel.banner.progress', progress),
    pendingBanners: pendingBannersIn(ctx.dataDir),
  });
  return { handlers: createBrandingHandlers(service) } satisfies Feature;
}
