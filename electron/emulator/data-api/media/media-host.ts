// What the image routes share: the emulator's context, the platform's videos and quota, and the image store.
import type { EmulatorContext } from '../../context';
import type { FaultRegistry } from '../../faults/fault-registry';
import type { PlatformQuota } from '../platform-quota';
import type { YoutubeStore } from '../youtube-store';
import type { MediaStore } from './media-store';

export interface MediaHost {
  readonly ctx: EmulatorContext;
  readonly videos: YoutubeStore;
  readonly quota: PlatformQuota;
  readonly media: MediaStore;
  /** Faults armed by tests through `POST /_emulator/v1/faults` with a `method`. */
  readonly faults: FaultRegistry;
}

export const MEDIA_ROUTE = '/_emulator/v1/media';

/** Where the emulator serves a stored image (the platform's image host, i.ytimg.com, plays this part). */
export function mediaUrl(host: MediaHost, fileName: string): string {
  return `${host.ctx.baseUrl()}${MEDIA_ROUTE}/${fileName}`;
}
