// Binds the quota.* calls of the contract to the QuotaService.
import type { quotaCalls } from '../../shared/ipc/quota';
import type { HandlersFor } from '../ipc/handlers';
import type { QuotaService } from './quota-service';

export function createQuotaHandlers(service: QuotaService): HandlersFor<typeof quotaCalls> {
  return {
    'quota.today': () => service.today(),
    'quota.setLimit': ({ limit, bucket }) => service.setLimit(limit, bucket),
  };
}
