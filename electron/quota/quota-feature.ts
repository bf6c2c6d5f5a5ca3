// The quota feature: the local ledger of units spent today and the meter's figures. Built before the context, since
// every Data API client of the context reports to it.
import type { Feature, FeatureContext } from '../kernel/feature';
import { createQuotaHandlers } from './quota-handlers';
import type { QuotaService } from './quota-service';

/** The ledger is built before the context (the channels' clients tell it of each answer), so it comes in deps. */
export function createQuotaFeature(ctx: FeatureContext, { quota }: { readonly quota: QuotaService }) {
  let unsubscribe: (() => void) | undefined;
  return {
    handlers: createQuotaHandlers(quota),
    start() {
      quota.start();
      // The meter's names ("… on <service>") are said in the language in force: told again when it changes.
      unsubscribe = ctx.events.on('language.changed', () => quota.changed());
      return Promise.resolve();
    },
    stop: () => {
      unsubscribe?.();
      return quota.stop();
    },
    onAccountChanged: () => quota.changed(),
  } satisfies Feature;
}
