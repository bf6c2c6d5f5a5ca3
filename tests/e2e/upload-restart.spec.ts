// The promise of the upload engine, tested on the real process: browser mode is killed hard (SIGKILL, no chance to
// flush or say goodbye) in the middle of an upload, started again on the same data dir, and the upload continues
// from the byte the server confirmed and completes with exactly the file's bytes, as one video.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl, sha256OfFile, stageFile } from './support/contract-client';
import { demoUploads } from './support/demo-workspace';
import { demoControl, startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const MiB = 1024 * 1024;

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

test('an upload survives SIGKILL of the app and completes from the server offset', async () => {
  test.setTimeout(180_000);
  const workDir = mkdtempSync(join(tmpdir(), 'desk-restart-'));
  const dataDir = join(workDir, 'data');
  const file = join(workDir, 'long-take.mp4');
  writeFileSync(file, videoBytes(48 * MiB));
  const expectedSha = await sha256OfFile(file);

  host = await startWebHost({ dataDir, args: ['--demo'] });
  let client = await connectContract(host);
  // Small chunks: many requests, so the kill lands between two confirmed offsets.
  await client.call('uploads.setSettings', { chunkSize: 256 * 1024 });
  const stagingId = await stageFile(host, file, 'long-take.mp4', 'video/mp4');
  const partway = client.waitForEvent('uploads.progress', (p) => p.bytesConfirmed >= 4 * MiB);
  const { accepted } = await client.call('uploads.enqueue', {
    files: [
      {
        source: { kind: 'staged', stagingId },
        metadata: { snippet: { title: 'Long take' }, status: { privacyStatus: 'private' } },
      },
    ],
  });
  expect(accepted).toHaveLength(1);
  const uploadId = accepted[0]!.id;
  const before = await partway;
  expect(before.bytesConfirmed).toBeLessThan(before.totalBytes);

  host.process.kill('SIGKILL');
  await new Promise((resolve) => host!.process.once('exit', resolve));
  client.close();

  host = await startWebHost({ dataDir });
  client = await connectContract(host);
  const emulator = demoEmulatorUrl(host);
  const done = client.waitForEvent('uploads.progress', (p) => p.id === uploadId && p.state === 'done', 120_000);
  // The first word from the restarted engine about this upload: it starts where the server left off, not at 0.
  const snapshot = await client.call('uploads.list');
  const resumed = snapshot.uploads.find((upload) => upload.id === uploadId);
  expect(resumed, 'the upload is still in the queue after the kill').toBeDefined();
  if (resumed!.state !== 'done') {
    expect(resumed!.bytesConfirmed).toBeGreaterThan(0);
    await done;
  }
  const finished = (await client.call('uploads.list')).uploads.find((upload) => upload.id === uploadId)!;
  expect(finished.state).toBe('done');
  expect(finished.videoId).toMatch(/^[\w-]{11}$/);

  const media = (await (
    await fetch(`${emulator}/_emulator/v1/videos/${finished.videoId}/media`, { headers: demoControl })
  ).json()) as {
    size: number;
    sha256: string;
  };
  expect(media).toMatchObject({ size: 48 * MiB, sha256: expectedSha });
  expect(await uploadedTitles(emulator)).toEqual(expect.arrayContaining(['Long take']));
  expect((await uploadedTitles(emulator)).filter((title) => title === 'Long take')).toHaveLength(1);
  client.close();
});

/** Titles in the demo channel's uploads playlist, read through the Data API as any client would. */
async function uploadedTitles(emulator: string): Promise<string[]> {
  return (await demoUploads(emulator)).map((upload) => upload.title);
}
