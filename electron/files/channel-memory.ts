// A small record per channel that only this app keeps (what it last set as a watermark, a banner uploaded but not
// yet applied): one JSON file in the data dir, keyed by channel id (a person may use several channels), written
// atomically one change after another. A file that is damaged or of an unknown layout is set aside and the record
// starts empty rather than stopping the app.
import { z } from 'zod';
import { readJsonOrQuarantine, setAside, writeJsonAtomic } from '../common/atomic-json';

export interface ChannelRecords<T> {
  get(channelId: string): Promise<T | undefined>;
  remember(channelId: string, value: T): Promise<void>;
  forget(channelId: string): Promise<void>;
}

export class ChannelMemory<T> implements ChannelRecords<T> {
  private readonly fileSchema;
  private loaded: Promise<Record<string, T>> | undefined;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly path: string,
    valueSchema: z.ZodType<T>,
    private readonly now: () => number = Date.now,
  ) {
    this.fileSchema = z.object({ version: z.literal(1), channels: z.record(z.string(), valueSchema) });
  }

  async get(channelId: string): Promise<T | undefined> {
    const channels = await this.load();
    return Object.hasOwn(channels, channelId) ? channels[channelId] : undefined;
  }

  async remember(channelId: string, value: T): Promise<void> {
    await this.change((channels) => {
      channels[channelId] = value;
    });
  }

  async forget(channelId: string): Promise<void> {
    await this.change((channels) => {
      delete channels[channelId];
    });
  }

  private async change(apply: (channels: Record<string, T>) => void): Promise<void> {
    const channels = await this.load();
    apply(channels);
    const write = this.writes.then(() => writeJsonAtomic(this.path, { version: 1, channels }));
    this.writes = write.catch(() => undefined);
    await write;
  }

  private load(): Promise<Record<string, T>> {
    this.loaded ??= (async () => {
      const read = await readJsonOrQuarantine(this.path, this.now());
      if (read.kind !== 'ok') return {};
      const parsed = this.fileSchema.safeParse(read.value);
      if (parsed.success) return { ...parsed.data.channels };
      await setAside(this.path, 'unknown-layout', this.now());
      return {};
    })();
    return this.loaded;
  }
}
