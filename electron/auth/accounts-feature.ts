// The account feature: sign-in, the demo workspace and the tokens behind them. Built before the others, since the
// context every other feature gets (its Data API client, tokens, channel) is made of the account.
import type { Feature, Log } from '../app/feature';
import type { DataApiClient } from '../platform/data-api-client';
import { createAccountHandlers } from './account-handlers';
import type { AccountService } from './account-service';
import type { DemoWorkspace } from './demo-workspace';

export function createAccountsFeature(deps: {
  readonly accounts: AccountService;
  readonly demo: DemoWorkspace;
  readonly log: Log;
  readonly notice: (message: string) => void;
  readonly dataApiFor: (channelId: string) => DataApiClient;
}) {
  const { accounts, demo } = deps;
  return {
    handlers: createAccountHandlers(accounts, deps.dataApiFor),
    async start() {
      await accounts.restore().catch((error: unknown) => {
        deps.log('could not restore the demo workspace', error);
        deps.notice('The demo workspace could not be started again. Choose "Try the demo workspace" to retry.');
      });
    },
    async stop() {
      accounts.cancelSignIn();
      // Last of all (features stop in reverse order): in-flight requests to the demo emulator end cleanly first.
      await demo.stop();
    },
  } satisfies Feature;
}
