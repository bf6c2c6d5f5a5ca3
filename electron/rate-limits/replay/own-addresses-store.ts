// The creator's own addresses, kept in one JSON file of the data folder (written atomically). While nothing is saved
// and the demo workspace is signed in, the list is the demo's, so the demo's sample log shows the flag at once. A
// damaged file is set aside and the list starts empty rather than stopping the app.
import { join } from 'node:path';
import { z } from 'zod';
import type { OwnAddresses } from '../../../shared/ipc/rate-limits';
import { MAX_OWN_ADDRESSES } from '../../../shared/rate-limits/own-addresses';
import { readJsonOrQuarantine, setAside, writeJsonAtomic } from '../../common/atomic-json';

const fileSchema = z.object({ version: z.literal(1), addresses: z.array(z.string()).max(MAX_OWN_ADDRESSES) });

export const OWN_ADDRESSES_FILE = 'own-addresses.json';

export class OwnAddressesStore {
  private saved: Promise<readonly string[] | undefined> | undefined;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataDir: string,
    private readonly demoAddresses: () => readonly string[] | undefined,
  ) {}

  private get path(): string {
    return join(this.dataDir, OWN_ADDRESSES_FILE);
  }

  async read(): Promise<OwnAddresses> {
    const saved = await this.load();
    if (saved !== undefined) return { addresses: saved, demo: false };
    const demo = this.demoAddresses();
    return demo ? { addresses: demo, demo: true } : { addresses: [], demo: false };
  }

  async save(addresses: readonly string[]): Promise<OwnAddresses> {
    const clean = [...new Set(addresses.map((a) => a.trim()).filter((a) => a !== ''))];
    const write = this.writes.then(() => writeJsonAtomic(this.path, { version: 1, addresses: clean }));
    this.writes = write.catch(() => undefined);
    await write;
    this.saved = Promise.resolve(clean);
    return { addresses: clean, demo: false };
  }

  private load(): Promise<readonly string[] | undefined> {
    this.saved ??= (async () => {
      const read = await readJsonOrQuarantine(this.path);
      if (read.kind !== 'ok') return undefined;
      const parsed = fileSchema.safeParse(read.value);
      if (parsed.success) return parsed.data.addresses;
      await setAside(this.path, 'unknown-layout', Date.now());
      return undefined;
    })();
    return this.saved;
  }
}
