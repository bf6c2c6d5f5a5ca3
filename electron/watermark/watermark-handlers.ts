// Binds the watermark calls of the contract to the watermark service. The router has validated every payload.
import type { watermarkCalls } from '../../shared/ipc/watermark';
import type { HandlersFor } from '../ipc/handlers';
import type { WatermarkService } from './watermark-service';

export function createWatermarkHandlers(service: WatermarkService): HandlersFor<typeof watermarkCalls> {
  return {
    'watermark.get': () => service.get(),
    'watermark.set': (input) => service.set(input),
    'watermark.remove': () => service.remove(),
  };
}
