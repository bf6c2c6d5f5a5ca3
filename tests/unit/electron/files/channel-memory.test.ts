// The per-channel records only this app keeps (the watermark last set, a banner waiting for its second step): kept
// across a restart, one channel apart from another, and a damaged file or one of another layout set aside rather
// than stopping the app or being overwritten unseen.
import { mkdtemp, readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChannelMemory } from '../../../../electron/files/channel-memory';

const schema = z.object({ url: z.string() });

async function place(): Promise<{ dir: string; path: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'channel-memory-'));
  return { dir, path: join(dir, 'kept', 'records.json') };
}

describe('ChannelMemory', () => {
  it('keeps each channel’s record across a restart and forgets one without the other', async () => {
    const { path } = await place();
    const memory = new ChannelMemory(path, schema);
    expect(await memory.get('UCa')).toBeUndefined();
    await Promise.all([
      memory.remember('UCa', { url: 'https://a.example/1' }),
      memory.remember('UCb', { url: 'https://b.example/1' }),
    ]);
    await memory.remember('UCa', { url: 'https://a.example/2' });

    const restarted = new ChannelMemory(path, schema);
    expect(await restarted.get('UCa')).toEqual({ url: 'https://a.example/2' });
    expect(await restarted.get('UCb')).toEqual({ url: 'https://b.example/1' });
    await restarted.forget('UCa');
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({
      version: 1,
      channels: { UCb: { url: 'https://b.example/1' } },
    });
    expect(await new ChannelMemory(path, schema).get('toString')).toBeUndefined();
  });

  it('sets a damaged file or one of another layout aside and starts empty', async () => {
    for (const [content, suffix] of [
      ['{"version":1,"channels":', 'corrupt'],
      ['{"version":2,"channels":{}}', 'unknown-layout'],
      ['{"version":1,"channels":{"UCa":{"url":42}}}', 'unknown-layout'],
    ] as const) {
      const { dir, path } = await place();
      await mkdir(join(dir, 'kept'));
      await writeFile(path, content);
      const memory = new ChannelMemory(path, schema, () => 1234);
      expect(await memory.get('UCa')).toBeUndefined();
      expect(await readdir(join(dir, 'kept'))).toEqual([`records.json.${suffix}-1234`]);
      await memory.remember('UCa', { url: 'https://a.example/new' });
      expect(await new ChannelMemory(path, schema).get('UCa')).toEqual({ url: 'https://a.example/new' });
    }
  });
});
