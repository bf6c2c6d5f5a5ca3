// Binds the log replay calls of the rateLimits contract to the LogReplayService.
import type { rateLimitCalls } from '../../../shared/ipc/rate-limits';
import type { HandlersFor } from '../../ipc/handlers';
import type { LogReplayService } from './log-replay-service';

type ReplayCalls = Pick<
  typeof rateLimitCalls,
  'rateLimits.replayLog' | 'rateLimits.cancelReplay' | 'rateLimits.ownAddresses' | 'rateLimits.setOwnAddresses'
>;

export function createReplayHandlers(service: LogReplayService): HandlersFor<ReplayCalls> {
  return {
    'rateLimits.replayLog': (input) => service.replay(input),
    'rateLimits.cancelReplay': ({ replayId }) => service.cancel(replayId),
    'rateLimits.ownAddresses': () => service.ownAddresses(),
    'rateLimits.setOwnAddresses': ({ addresses }) => service.setOwnAddresses(addresses),
  };
}
