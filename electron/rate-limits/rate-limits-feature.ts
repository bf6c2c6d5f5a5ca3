import type { FeatureContext, Feature } from '../kernel/feature';
import { createRateLimitHandlers } from './rate-limits-handlers';
import { createRateLimitService } from './rate-limits-service';
import { createLogReplayService } from './replay/log-replay-service';
import { createReplayHandlers } from './replay/replay-handlers';

export function createRateLimitsFeature(ctx: FeatureContext) {
  const service = createRateLimitService({
    vault: ctx.vault,
    apiBaseUrl: () => ctx.services().rulesetsApiBaseUrl,
    events: ctx.events,
    demoToken: ctx.demoRulesetsToken,
  });
  const replays = createLogReplayService({
    dataDir: ctx.dataDir,
    staging: ctx.staging,
    acceptsPaths: ctx.acceptsPaths,
    events: ctx.events,
    demoActive: () => ctx.demoRulesetsToken() !== undefined,
  });
  return {
    handlers: { ...createRateLimitHandlers(service), ...createReplayHandlers(replays) },
    stop() {
      replays.stop();
      return Promise.resolve();
    },
    onAccountChanged({ signedIn }) {
      // Signing out of the demo takes its rulesets tokens along: the demo's own is never stored, and one the user
      // added there was issued by the demo emulator, useless anywhere else.
      const demoApi = ctx.demoRulesetsToken()?.apiBaseUrl;
      if (!signedIn && demoApi) service.forgetTokenBoundTo(demoApi);
    },
  } satisfies Feature;
}
