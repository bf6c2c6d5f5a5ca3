// The quota feature: the local ledger of units spent today and the meter's figures. Built before the context, since
// every Data API client of the context reports to it.
import type { Feature } from '../app/feature';
import { createQuotaHandlers } from './quota-handlers';
import type { QuotaService } from './quota-service';

export function createQuotaFeature(quota: QuotaService) {
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
