// Binds the rateLimits.* calls of the contract to the RateLimitService.
import type { rateLimitCalls } from '../../shared/ipc/rate-limits';
import type { HandlersFor } from '../ipc/handlers';
import type { RateLimitService } from './rate-limits-service';

type RuleCalls = Omit<
  typeof rateLimitCalls,
  'rateLimits.replayLog' | 'rateLimits.cancelReplay' | 'rateLimits.ownAddresses' | 'rateLimits.setOwnAddresses'
>;

/** The rulesets calls; the log replay's are in replay/replay-handlers.ts. */
export function createRateLimitHandlers(service: RateLimitService): HandlersFor<RuleCalls> {
  return {
    'rateLimits.status': () => service.status(),
    'rateLimits.setToken': ({ token }) => service.setToken(token),
    'rateLimits.removeToken': () => service.removeToken(),
    'rateLimits.zones': () => service.zones(),
    'rateLimits.rules': ({ zoneId }) => service.rules(zoneId),
    'rateLimits.createRule': ({ zoneId, rule }) => service.createRule(zoneId, rule),
    'rateLimits.updateRule': ({ zoneId, rulesetId, ruleId, rule }) =>
      service.updateRule(zoneId, rulesetId, ruleId, rule),
    'rateLimits.setEnabled': ({ zoneId, rulesetId, ruleId, enabled }) =>
      service.setEnabled(zoneId, rulesetId, ruleId, enabled),
    'rateLimits.deleteRule': ({ zoneId, rulesetId, ruleId }) => service.deleteRule(zoneId, rulesetId, ruleId),
    'rateLimits.moveRule': ({ zoneId, rulesetId, ruleId, position }) =>
      service.moveRule(zoneId, rulesetId, ruleId, position),
    'rateLimits.versions': ({ zoneId, rulesetId }) => service.versions(zoneId, rulesetId),
    'rateLimits.version': ({ zoneId, rulesetId, version }) => service.version(zoneId, rulesetId, version),
    'rateLimits.replaceRules': ({ zoneId, rules }) => service.replaceRules(zoneId, rules),
    'rateLimits.restoreVersion': ({ zoneId, rulesetId, version }) => service.restoreVersion(zoneId, rulesetId, version),
    'rateLimits.deleteVersion': ({ zoneId, rulesetId, version }) => service.deleteVersion(zoneId, rulesetId, version),
  };
}
