// The channel watermark: the image is checked by the intake, set with watermarks.set (multipart: the timing as
// InvideoBranding, then the image), and remembered, since the platform cannot report it; remove calls
// watermarks.unset and forgets it. The position is not asked for: the platform ignores it (always top right).
import { toInvideoTiming, type WatermarkTiming } from '../../shared/images/watermark-timing';
import type { WatermarkState, WatermarkView } from '../../shared/ipc/watermark';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { readImageSource } from '../files/image-intake';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { ACCOUNT_REFUSALS } from '../auth/auth-messages';
import type { DataApiClient } from '../platform/data-api-client';
import type { ImageUploadClient } from '../platform/image-upload-client';
import { PREVIEW_MAX_BYTES, type WatermarkMemory } from './watermark-memory';

interface WatermarkServiceDeps {
  readonly client: () => ImageUploadClient;
  readonly dataApi: () => DataApiClient;
  /** The signed-in channel's id, or undefined when nobody is signed in. */
  readonly channelId: () => string | undefined;
  readonly memory: WatermarkMemory;
  readonly staging: StagingArea;
  readonly acceptsPaths: boolean;
  readonly now?: () => number;
}

export interface WatermarkService {
  get(): Promise<WatermarkState>;
  set(input: { source: UploadSource; timing: WatermarkTiming }): Promise<WatermarkState>;
  remove(): Promise<WatermarkState>;
}

export function createWatermarkService(deps: WatermarkServiceDeps): WatermarkService {
  const now = deps.now ?? Date.now;
  const channel = (): string => {
    const id = deps.channelId();
    if (!id) throw new DeskError('not-signed-in', say(ACCOUNT_REFUSALS.signInFirstAccounts));
    return id;
  };
  return {
    async get() {
      const id = deps.channelId();
      return { current: id ? await deps.memory.get(id) : null, advice: [] };
    },
    async set({ source, timing }) {
      const channelId = channel();
      // Held while it is read and sent, so no other request or upload's end removes it meanwhile.
      const letGo = deps.staging.hold(source);
      try {
        const image = await readImageSource(source, 'watermark', deps);
        await deps
          .client()
          .setWatermark(
            channelId,
            { timing: toInvideoTiming(timing), position: { type: 'corner', cornerPosition: 'topRight' } },
            image,
          );
        const view: WatermarkView = {
          channelId,
          timing,
          setAt: new Date(now()).toISOString(),
          imageName: image.name,
          width: image.width,
          height: image.height,
          ...(image.bytes.length <= PREVIEW_MAX_BYTES
            ? { imageDataUrl: `data:${image.mimeType};base64,${image.bytes.toString('base64')}` }
            : {}),
        };
        await deps.memory.remember(view);
        return { current: view, advice: image.advice };
      } finally {
        await letGo();
      }
    },
    async remove() {
      const channelId = channel();
      await deps.dataApi().request({ method: 'POST', path: '/watermarks/unset', params: { channelId } });
      await deps.memory.forget(channelId);
      return { current: null, advice: [] };
    },
  };
}
