// Binds the log replay calls of the ratelimits contract to the LogReplayService.
import type { rateLimitCalls } from '../../../shared/ipc/ratelimits';
import type { HandlersFor } from '../../ipc/handlers';
import type { LogReplayService } from './log-replay-service';

type ReplayCalls = Pick<
  typeof rateLimitCalls,
  'ratelimits.replayLog' | 'ratelimits.cancelReplay' | 'ratelimits.ownAddresses' | 'ratelimits.setOwnAddresses'
>;

export function createReplayHandlers(service: LogReplayService): HandlersFor<ReplayCalls> {
  return {
    'ratelimits.replayLog': (input) => service.replay(input),
    'ratelimits.cancelReplay': ({ replayId }) => service.cancel(replayId),
    'ratelimits.ownAddresses': () => service.ownAddresses(),
    'ratelimits.setOwnAddresses': ({ addresses }) => service.setOwnAddresses(addresses),
  };
}
