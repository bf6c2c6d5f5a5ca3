// The bandwidth schedule as a feature: kept in the settings, applied by the limiter to the bucket every upload's
// chunks go through (built before the uploads feature, which is given its pacer), and the page told when the limit
// in force changes.
import type { bandwidthCalls } from '../../shared/ipc/bandwidth';
import type { BandwidthSchedule } from '../../shared/uploads/bandwidth';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import { BandwidthLimiter } from './engine/bandwidth-limiter';

export interface BandwidthSetting {
  read(): BandwidthSchedule;
  write(schedule: BandwidthSchedule): void;
}

export function createBandwidthFeature(
  ctx: FeatureContext,
  {
    setting,
    limiter = new BandwidthLimiter(),
  }: { readonly setting: BandwidthSetting; readonly limiter?: BandwidthLimiter },
) {
  limiter.onChange((state) => ctx.events.emit('bandwidth.changed', state));
  const handlers: HandlersFor<typeof bandwidthCalls> = {
    'bandwidth.get': () => limiter.state(),
    'bandwidth.set': (schedule) => {
      setting.write(schedule);
      return limiter.apply(schedule);
    },
  };
  return {
    limiter,
    handlers,
    start: () => {
      limiter.apply(setting.read());
      return Promise.resolve();
    },
    stop: () => {
      limiter.stop();
      return Promise.resolve();
    },
  } satisfies Feature & { limiter: BandwidthLimiter };
}
