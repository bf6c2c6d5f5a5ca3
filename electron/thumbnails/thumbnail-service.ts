// Custom thumbnails: the image is checked by the intake (the same rules the page applied), sent with
// thumbnails.set, and the sizes the platform made come back. A staged copy (browser mode) is freed either way:
// the page still holds the File and stages it again for a retry.
import type { EventPayload } from '../../shared/ipc';
import type { ThumbnailSetResult, ThumbnailSizeView } from '../../shared/ipc/thumbnails';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { readImageSource } from '../files/image-intake';
import type { StagingArea } from '../files/staging-area';
import type { ImageUploadClient, ThumbnailSizes } from '../platform/image-upload-client';

interface ThumbnailServiceDeps {
  readonly client: () => ImageUploadClient;
  readonly staging: StagingArea;
  readonly acceptsPaths: boolean;
  readonly emitProgress: (progress: EventPayload<'thumbnails.progress'>) => void;
}

// fhd, qhd and uhd: 2026-09-11 in the platform's revision history.
const ORDER = ['default', 'medium', 'high', 'standard', 'maxres', 'fhd', 'qhd', 'uhd'];

export interface ThumbnailService {
  set(input: { videoId: string; source: UploadSource }): Promise<ThumbnailSetResult>;
}

export function createThumbnailService(deps: ThumbnailServiceDeps): ThumbnailService {
  return {
    async set({ videoId, source }) {
      // Held while it is read and sent, so no other request or upload's end removes it meanwhile.
      const letGo = deps.staging.hold(source);
      try {
        const image = await readImageSource(source, 'thumbnail', deps);
        const sizes = await deps.client().setThumbnail(videoId, image, {
          onProgress: (sent, total) => deps.emitProgress({ videoId, sent, total }),
        });
        return { videoId, sizes: sizeViews(sizes), advice: image.advice };
      } finally {
        await letGo();
      }
    },
  };
}

export function sizeViews(sizes: ThumbnailSizes): ThumbnailSizeView[] {
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return Object.entries(sizes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, size]) => ({
      name,
      url: size.url,
      ...(size.width !== undefined ? { width: size.width } : {}),
      ...(size.height !== undefined ? { height: size.height } : {}),
    }));
}
