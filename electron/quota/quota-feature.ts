// The quota feature: the local ledger of units spent today and the meter's figures. Built before the context, since
// every Data API client of the context reports to it.
import type { Feature, FeatureContext } from '../kernel/feature';
import { createQuotaHandlers } from './quota-handlers';
import type { QuotaService } from './quota-service';

/** The ledger is built before the context (the channels' clients tell it of each answer), so it comes in deps. */
export function createQuotaFeature(_ctx: FeatureContext, { quota }: { readonly quota: QuotaService }) {
  return {
    handlers: createQuotaHandlers(quota),
    start() {
      quota.start();
      return Promise.resolve();
    },
    stop: () => quota.stop(),
    onAccountChanged: () => quota.changed(),
  } satisfies Feature;
}
