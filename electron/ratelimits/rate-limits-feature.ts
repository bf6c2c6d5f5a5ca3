import type { FeatureContext, Feature } from '../app/feature';
import { createRateLimitHandlers } from './rate-limit-handlers';
import { createRateLimitService } from './rate-limit-service';

export function createRateLimitsFeature(ctx: FeatureContext) {
  const service = createRateLimitService({
    vault: ctx.vault,
    apiBaseUrl: () => ctx.services().rulesetsApiBaseUrl,
    events: ctx.events,
    demoToken: ctx.demoRulesetsToken,
  });
  return {
    handlers: createRateLimitHandlers(service),
    onAccountChanged({ signedIn }) {
      // Signing out of the demo takes its rulesets tokens along: the demo's own is never stored, and one the user
      // added there was issued by the demo emulator, useless anywhere else.
      const demoApi = ctx.demoRulesetsToken()?.apiBaseUrl;
      if (!signedIn && demoApi) service.forgetTokenBoundTo(demoApi);
    },
  } satisfies Feature;
}
