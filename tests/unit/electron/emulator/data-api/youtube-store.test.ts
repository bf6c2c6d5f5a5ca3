// An unverified channel's upload over 15 minutes is taken, then rejected in processing for its length, as the
// platform does; a verified channel's is processed, and a short one is processed whatever the verification. The
// long-uploads status the studio control sets decides over the verification.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyChannelStudioSettings } from '../../../../../electron/emulator/control/studio-settings';
import { DEMO_CHANNEL_ID } from '../../../../../electron/emulator/data-api/demo-seed';
import { UNVERIFIED_MAX_SECONDS, YoutubeStore } from '../../../../../electron/emulator/data-api/youtube-store';

let dataDir: string;
let now = Date.UTC(2026, 10, 25, 12);
let store: YoutubeStore;
const PROCESSING_MS = 5_000;
/** The emulator guesses a length from the size at 8 Mbit/s. */
const bytesFor = (seconds: number) => (seconds * 8_000_000) / 8;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'youtube-store-'));
  store = await YoutubeStore.open({
    dataDir,
    now: () => now,
    baseUrl: () => 'http://127.0.0.1:1',
    processingMs: PROCESSING_MS,
  });
});
afterEach(async () => {
  await store.flush();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(videoId: string, seconds: number) {
  store.insertUploadedVideo({
    videoId,
    channelId: DEMO_CHANNEL_ID,
    resource: { snippet: { title: videoId } },
    media: { size: bytesFor(seconds), sha256: '0'.repeat(64), path: 'none', mimeType: 'video/mp4' },
  });
  now += PROCESSING_MS;
  return (store.projectVideo({ id: videoId }, ['status']) as { status: Record<string, unknown> }).status;
}

describe('long uploads and verification', () => {
  it('rejects an unverified channel’s upload over 15 minutes for its length, once processed', () => {
    store.useChannelVerification(() => false);
    expect(upload('lOngVid0001', UNVERIFIED_MAX_SECONDS + 60)).toMatchObject({
      uploadStatus: 'rejected',
      rejectionReason: 'length',
    });
    const short = upload('sHortVid001', UNVERIFIED_MAX_SECONDS);
    expect(short.uploadStatus).toBe('processed');
    expect(short).not.toHaveProperty('rejectionReason');
  });

  it('processes a verified channel’s long upload', () => {
    store.useChannelVerification(() => true);
    expect(upload('lOngVid0002', UNVERIFIED_MAX_SECONDS * 4).uploadStatus).toBe('processed');
  });

  it('follows the long-uploads status the studio control sets, over the verification', () => {
    const studio = (longUploadsStatus: 'allowed' | 'eligible' | 'disallowed') =>
      store.change((state) => applyChannelStudioSettings(state, DEMO_CHANNEL_ID, { longUploadsStatus }));
    store.useChannelVerification(() => true);
    studio('disallowed');
    expect(upload('lOngVid0003', UNVERIFIED_MAX_SECONDS + 60)).toMatchObject({
      uploadStatus: 'rejected',
      rejectionReason: 'length',
    });
    store.useChannelVerification(() => false);
    studio('allowed');
    expect(upload('lOngVid0004', UNVERIFIED_MAX_SECONDS + 60).uploadStatus).toBe('processed');
  });
});
