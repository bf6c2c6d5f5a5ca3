// The emulator's processing after an upload: "uploaded" with progress for the delay the test control sets, then
// processed, or failed / rejected with the reason the control chose; every answer held to the discovery schema.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { youtube } from '@googleapis/youtube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let token: string;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  token = await fx.token();
});
afterAll(() => fx.close());

async function upload(title: string): Promise<string> {
  const inserted = await youtube('v3').videos.insert(
    {
      part: ['snippet', 'status'],
      requestBody: { snippet: { title }, status: { privacyStatus: 'private' } },
      media: { mimeType: 'video/mp4', body: Readable.from([randomBytes(20_000)]) },
    },
    { rootUrl: `${fx.baseUrl}/`, headers: { authorization: `Bearer ${token}` } },
  );
  return inserted.data.id!;
}

async function processing(id: string) {
  const reply = await fx.api(`/videos?part=status,processingDetails&id=${id}`, token);
  expect(reply.status).toBe(200);
  return reply.body.items[0] as { status: Record<string, unknown>; processingDetails: Record<string, unknown> };
}

describe('processing control', () => {
  it('keeps a new video "uploaded" with progress for the delay set, then processed', async () => {
    expect(await fx.controlOk('PUT', '/_emulator/v1/processing', { delayMs: 60_000 })).toEqual({ delayMs: 60_000 });
    const id = await upload('Slow to process');
    await fx.advance(15_000);
    const early = await processing(id);
    expect(early.status.uploadStatus).toBe('uploaded');
    expect(early.processingDetails).toEqual({
      processingStatus: 'processing',
      processingProgress: { partsTotal: '1000', partsProcessed: '250', timeLeftMs: '45000' },
    });
    await fx.advance(45_000);
    expect((await processing(id)).status.uploadStatus).toBe('processed');
    expect((await processing(id)).processingDetails.processingStatus).toBe('succeeded');
  });

  it('fails or rejects one video with the platform reason chosen, and can undo it', async () => {
    await fx.controlOk('PUT', '/_emulator/v1/processing', { delayMs: 1_000 });
    const failed = await upload('Broken codec');
    const rejected = await upload('Seen before');
    await fx.controlOk('PUT', `/_emulator/v1/videos/${failed}/processing`, {
      uploadStatus: 'failed',
      failureReason: 'codec',
    });
    await fx.controlOk('PUT', `/_emulator/v1/videos/${rejected}/processing`, {
      uploadStatus: 'rejected',
      rejectionReason: 'duplicate',
    });
    // Before the delay ends, both still read "uploaded": the ending shows once processing is over.
    expect((await processing(failed)).status.uploadStatus).toBe('uploaded');
    await fx.advance(1_000);
    expect((await processing(failed)).status).toMatchObject({ uploadStatus: 'failed', failureReason: 'codec' });
    expect((await processing(failed)).processingDetails).toMatchObject({
      processingStatus: 'failed',
      processingFailureReason: 'transcodeFailed',
    });
    expect((await processing(rejected)).status).toMatchObject({
      uploadStatus: 'rejected',
      rejectionReason: 'duplicate',
    });
    expect((await processing(rejected)).processingDetails.processingStatus).toBe('terminated');

    await fx.controlOk('PUT', `/_emulator/v1/videos/${rejected}/processing`, { uploadStatus: 'processed' });
    expect((await processing(rejected)).status).not.toHaveProperty('rejectionReason');
    expect((await fx.conformance()).violations).toEqual([]);
  });

  it('refuses a reason the platform does not have, a delay out of range and an unknown video', async () => {
    const id = await upload('Any');
    const bad = await fx.json('PUT', `/_emulator/v1/videos/${id}/processing`, {
      uploadStatus: 'rejected',
      rejectionReason: 'boring',
    });
    expect(bad.status).toBe(400);
    expect((await fx.json('PUT', '/_emulator/v1/processing', { delayMs: -1 })).status).toBe(400);
    const missing = await fx.json('PUT', '/_emulator/v1/videos/nope/processing', { uploadStatus: 'processed' });
    expect(missing.status).toBe(404);
  });
});
