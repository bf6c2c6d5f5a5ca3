import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWN_ADDRESSES_FILE, OwnAddressesStore } from '../../../../../electron/rate-limits/replay/own-addresses-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cd-own-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('OwnAddressesStore', () => {
  it("answers the demo's list while nothing is saved and the demo is signed in, then the saved list", async () => {
    let demo = true;
    const store = new OwnAddressesStore(dir, () => (demo ? ['198.51.100.23'] : undefined));
    expect(await store.read()).toEqual({ addresses: ['198.51.100.23'], demo: true });
    demo = false;
    expect(await store.read()).toEqual({ addresses: [], demo: false });
    expect(await store.save([' 192.0.2.1 ', '192.0.2.1', '', '2001:db8::/32'])).toEqual({
      addresses: ['192.0.2.1', '2001:db8::/32'],
      demo: false,
    });
    demo = true;
    expect(await new OwnAddressesStore(dir, () => ['198.51.100.23']).read()).toEqual({
      addresses: ['192.0.2.1', '2001:db8::/32'],
      demo: false,
    });
  });

  it('sets a damaged file aside and starts empty', async () => {
    await writeFile(join(dir, OWN_ADDRESSES_FILE), '{"version":1,"addresses":');
    expect(await new OwnAddressesStore(dir, () => undefined).read()).toEqual({ addresses: [], demo: false });
    expect((await readdir(dir)).some((name) => name.startsWith(`${OWN_ADDRESSES_FILE}.corrupt-`))).toBe(true);
  });
});
