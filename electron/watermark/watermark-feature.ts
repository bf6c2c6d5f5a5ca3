import type { FeatureContext, Feature } from '../kernel/feature';
import { createWatermarkHandlers } from './watermark-handlers';
import { WatermarkMemory } from './watermark-memory';
import { createWatermarkService } from './watermark-service';

export function createWatermarkFeature(ctx: FeatureContext) {
  const service = createWatermarkService({
    client: () => ctx.channel().imageClient,
    dataApi: () => ctx.channel().dataApi,
    channelId: ctx.channelId,
    memory: new WatermarkMemory(ctx.dataDir),
    staging: ctx.staging,
    acceptsPaths: ctx.acceptsPaths,
  });
  return { handlers: createWatermarkHandlers(service) } satisfies Feature;
}
