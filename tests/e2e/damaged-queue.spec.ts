// Fault 5 of issue 7 on the real process: browser mode is killed mid-upload and its queue file is then torn inside
// the in-flight record. The restarted app says so on the first page's `app.notices`, keeps the finished upload,
// restores the in-flight one (paused, with its session), and resuming it finishes on the same session: one video,
// the file's bytes, no second session (and no second quota charge).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl, sha256OfFile, stageFile } from './support/contract-client';
import { demoControl, startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const MiB = 1024 * 1024;

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

test('a queue file torn mid-record after a kill loses nothing: notices, the session kept, one video', async () => {
  test.setTimeout(120_000);
  const workDir = mkdtempSync(join(tmpdir(), 'desk-torn-'));
  const dataDir = join(workDir, 'data');
  const small = join(workDir, 'short.mp4');
  const large = join(workDir, 'in-flight.mp4');
  writeFileSync(small, videoBytes(MiB));
  writeFileSync(large, videoBytes(16 * MiB));

  host = await startWebHost({ dataDir, args: ['--demo'] });
  let client = await connectContract(host);
  const emulator = demoEmulatorUrl(host);
  // Slow enough that the kill lands mid-upload.
  await fetch(`${emulator}/_emulator/v1/throttle`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...demoControl },
    body: JSON.stringify({ bytesPerSecond: 2 * MiB }),
  });
  await client.call('uploads.setSettings', { chunkSize: 256 * 1024 });
  const enqueue = async (path: string, name: string) => {
    const stagingId = await stageFile(host!, path, name, 'video/mp4');
    const { accepted } = await client.call('uploads.enqueue', {
      files: [
        {
          source: { kind: 'staged', stagingId },
          metadata: { snippet: { title: name }, status: { privacyStatus: 'private' } },
        },
      ],
    });
    return accepted[0]!.id;
  };
  const smallId = await enqueue(small, 'short.mp4');
  await client.waitForEvent('uploads.progress', (p) => p.id === smallId && p.state === 'done', 30_000);
  const largeId = await enqueue(large, 'in-flight.mp4');
  await client.waitForEvent('uploads.progress', (p) => p.id === largeId && p.bytesConfirmed >= 2 * MiB, 30_000);
  host.process.kill('SIGKILL');
  await new Promise((resolve) => host!.process.once('exit', resolve));
  client.close();

  const queuePath = join(dataDir, 'uploads', 'queue.json');
  const text = readFileSync(queuePath, 'utf8');
  writeFileSync(queuePath, text.slice(0, text.indexOf('"session"', text.indexOf('in-flight.mp4'))));
  const sessionsBefore = await sessionCount(dataDir);

  host = await startWebHost({ dataDir });
  client = await connectContract(host);
  const notices = (await client.call('app.notices')).map((notice) => notice.message).join('\n');
  expect(notices).toMatch(/upload queue file could not be fully read/);
  expect(notices).toMatch(/"in-flight\.mp4"/);
  expect(host.output()).toMatch(/Notice: The upload queue file could not be fully read/);

  const restored = (await client.call('uploads.list')).uploads;
  expect(restored.find((upload) => upload.id === smallId)).toMatchObject({ state: 'done' });
  expect(restored.find((upload) => upload.id === largeId)).toMatchObject({
    state: 'paused',
    fileName: 'in-flight.mp4',
  });

  const done = client.waitForEvent('uploads.progress', (p) => p.id === largeId && p.state === 'done', 60_000);
  await client.call('uploads.resume', { id: largeId });
  await done;
  const finished = (await client.call('uploads.list')).uploads.find((upload) => upload.id === largeId)!;
  const media = (await (
    await fetch(`${demoEmulatorUrl(host)}/_emulator/v1/videos/${finished.videoId}/media`, { headers: demoControl })
  ).json()) as { size: number; sha256: string };
  expect(media).toEqual(expect.objectContaining({ size: 16 * MiB, sha256: await sha256OfFile(large) }));
  // The session of the in-flight upload was kept: resuming opened none.
  expect(await sessionCount(dataDir)).toBe(sessionsBefore);
  client.close();
});

/** Upload sessions the demo emulator has opened, read from its state (its process is not running at every step). */
async function sessionCount(dataDir: string): Promise<number> {
  for (const entry of await readdir(dataDir, { recursive: true })) {
    if (String(entry).endsWith('upload-sessions.json')) {
      return (JSON.parse(readFileSync(join(dataDir, String(entry)), 'utf8')) as { sessions: unknown[] }).sessions
        .length;
    }
  }
  return 0;
}
