// Binds the ratelimits.* calls of the contract to the RateLimitService.
import type { rateLimitCalls } from '../../shared/ipc/ratelimits';
import type { HandlersFor } from '../ipc/handlers';
import type { RateLimitService } from './rate-limit-service';

type RuleCalls = Omit<
  typeof rateLimitCalls,
  'ratelimits.replayLog' | 'ratelimits.cancelReplay' | 'ratelimits.ownAddresses' | 'ratelimits.setOwnAddresses'
>;

/** The rulesets calls; the log replay's are in replay/replay-handlers.ts. */
export function createRateLimitHandlers(service: RateLimitService): HandlersFor<RuleCalls> {
  return {
    'ratelimits.status': () => service.status(),
    'ratelimits.setToken': ({ token }) => service.setToken(token),
    'ratelimits.removeToken': () => service.removeToken(),
    'ratelimits.zones': () => service.zones(),
    'ratelimits.rules': ({ zoneId }) => service.rules(zoneId),
    'ratelimits.createRule': ({ zoneId, rule }) => service.createRule(zoneId, rule),
    'ratelimits.updateRule': ({ zoneId, rulesetId, ruleId, rule }) =>
      service.updateRule(zoneId, rulesetId, ruleId, rule),
    'ratelimits.setEnabled': ({ zoneId, rulesetId, ruleId, enabled }) =>
      service.setEnabled(zoneId, rulesetId, ruleId, enabled),
    'ratelimits.deleteRule': ({ zoneId, rulesetId, ruleId }) => service.deleteRule(zoneId, rulesetId, ruleId),
    'ratelimits.moveRule': ({ zoneId, rulesetId, ruleId, position }) =>
      service.moveRule(zoneId, rulesetId, ruleId, position),
    'ratelimits.versions': ({ zoneId, rulesetId }) => service.versions(zoneId, rulesetId),
    'ratelimits.version': ({ zoneId, rulesetId, version }) => service.version(zoneId, rulesetId, version),
    'ratelimits.replaceRules': ({ zoneId, rules }) => service.replaceRules(zoneId, rules),
    'ratelimits.restoreVersion': ({ zoneId, rulesetId, version }) => service.restoreVersion(zoneId, rulesetId, version),
    'ratelimits.deleteVersion': ({ zoneId, rulesetId, version }) => service.deleteVersion(zoneId, rulesetId, version),
  };
}
