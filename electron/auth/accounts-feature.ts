// The account feature: sign-in, the demo workspace and the tokens behind them. Built before the others, since the
// context every other feature gets (its Data API client, tokens, channel) is made of the account.
import type { Feature, FeatureContext } from '../kernel/feature';
import { keepWords } from '../language/say-line';
import { ACCOUNT_NOTICES } from './auth-messages';
import { createAccountHandlers } from './account-handlers';
import type { AccountService } from './account-service';
import type { DemoWorkspace } from './demo-workspace';

export function createAccountsFeature(
  ctx: FeatureContext,
  { accounts, demo }: { readonly accounts: AccountService; readonly demo: DemoWorkspace },
) {
  return {
    handlers: createAccountHandlers(accounts, (channelId) => ctx.channel(channelId).dataApi),
    async start() {
      await accounts.restore().catch((error: unknown) => {
        ctx.log('could not restore the demo workspace', error);
        ctx.notice(keepWords(ACCOUNT_NOTICES.demoNotRestarted));
      });
    },
    async stop() {
      accounts.cancelSignIn();
      // Last of all (features stop in reverse order): in-flight requests to the demo emulator end cleanly first.
      await demo.stop();
    },
  } satisfies Feature;
}
