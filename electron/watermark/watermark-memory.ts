// What this app last set as each channel's watermark. The platform has no way to read a watermark back, so this
// file is the only record, one per channel. The image itself is kept only as a small preview (a data: URL, at most
// 1 MiB of image).
import { join } from 'node:path';
import { z } from 'zod';
import { watermarkTimingSchema } from '../../shared/images/watermark-timing';
import type { WatermarkView } from '../../shared/ipc/watermark';
import { ChannelMemory } from '../files/channel-memory';

const WATERMARK_FILE = join('watermark', 'last-set.json');
export const PREVIEW_MAX_BYTES = 1024 * 1024;

const viewSchema = z.object({
  channelId: z.string(),
  timing: watermarkTimingSchema,
  setAt: z.string(),
  imageName: z.string(),
  width: z.number(),
  height: z.number(),
  imageDataUrl: z.string().optional(),
});

/** The watermark records of every channel, in the data dir (see ChannelMemory for how the file is kept). */
export class WatermarkMemory {
  private readonly memory: ChannelMemory<WatermarkView>;

  constructor(dataDir: string, now: () => number = Date.now) {
    this.memory = new ChannelMemory(join(dataDir, WATERMARK_FILE), viewSchema, now);
  }

  async get(channelId: string): Promise<WatermarkView | null> {
    return (await this.memory.get(channelId)) ?? null;
  }

  remember(view: WatermarkView): Promise<void> {
    return this.memory.remember(view.channelId, view);
  }

  forget(channelId: string): Promise<void> {
    return this.memory.forget(channelId);
  }
}
