// Binds the channel.* calls of the contract to the branding service. The router has validated every payload.
import type { channelCalls } from '../../shared/ipc/channel';
import type { HandlersFor } from '../ipc/handlers';
import type { BrandingService } from './branding-service';

export function createBrandingHandlers(service: BrandingService): HandlersFor<typeof channelCalls> {
  return {
    'channel.branding.get': () => service.get(),
    'channel.branding.options': () => service.options(),
    'channel.branding.save': (edits) => service.save(edits),
    'channel.banner.upload': (input) => service.uploadBanner(input),
    'channel.banner.apply': (input) => service.applyBanner(input),
  };
}
