// What this app last set as each channel's watermark. The platform has no way to read a watermark back, so this
// file is the only record: one JSON file in the data dir, written atomically, keyed by channel (a person may use
// several). The image itself is kept only as a small preview (a data: URL, at most 1 MiB of image); a file that is
// damaged is set aside and forgotten rather than stopping the app.
import { join } from 'node:path';
import { z } from 'zod';
import { watermarkTimingSchema } from '../../shared/images/watermark-timing';
import type { WatermarkView } from '../../shared/ipc/watermark';
import { readJsonOrQuarantine, setAside, writeJsonAtomic } from '../files/atomic-json';

export const WATERMARK_FILE = join('watermark', 'last-set.json');
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
const fileSchema = z.object({ version: z.literal(1), channels: z.record(z.string(), viewSchema) });
type MemoryFile = z.output<typeof fileSchema>;

export class WatermarkMemory {
  private loaded: Promise<MemoryFile> | undefined;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  private get path(): string {
    return join(this.dataDir, WATERMARK_FILE);
  }

  async get(channelId: string): Promise<WatermarkView | null> {
    const file = await this.load();
    return Object.hasOwn(file.channels, channelId) ? (file.channels[channelId] ?? null) : null;
  }

  async remember(view: WatermarkView): Promise<void> {
    await this.change((file) => {
      file.channels[view.channelId] = view;
    });
  }

  async forget(channelId: string): Promise<void> {
    await this.change((file) => {
      delete file.channels[channelId];
    });
  }

  private async change(apply: (file: MemoryFile) => void): Promise<void> {
    const file = await this.load();
    apply(file);
    const write = this.writes.then(() => writeJsonAtomic(this.path, file));
    this.writes = write.catch(() => undefined);
    await write;
  }

  private load(): Promise<MemoryFile> {
    this.loaded ??= (async () => {
      const read = await readJsonOrQuarantine(this.path, this.now());
      if (read.kind !== 'ok') return { version: 1 as const, channels: {} };
      const parsed = fileSchema.safeParse(read.value);
      if (parsed.success) return parsed.data;
      await setAside(this.path, 'unknown-layout', this.now());
      return { version: 1 as const, channels: {} };
    })();
    return this.loaded;
  }
}
