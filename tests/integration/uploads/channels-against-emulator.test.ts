// Uploads for two channels at once (issue 21): each record keeps its channel, each upload carries that channel's token
// and no other's (so the video lands on it), the concurrency setting holds per channel so the two run side by side,
// and an upload saved without a channel (by an older version) is held for the creator to assign one, never sent to the
// chosen channel.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIPS_CHANNEL_ID } from '../../../electron/emulator/data-api/demo-seed';
import { StagingArea } from '../../../electron/files/staging-area';
import type { AccessTokenProvider } from '../../../electron/platform/access-token-provider';
import { createUploadService, type UploadService } from '../../../electron/uploads/upload-service';
import { videoBytes } from '../../support/video-fixture';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { sentAsNo } from '../../support/unanswered-choice';

let fx: EmulatorHarness;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'channels-it-'));
  fx = await startEmulatorHarness();
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
});
afterAll(async () => {
  await fx.close();
});

/** A channel's tokens, minted for it by the test control; every token handed out is remembered with its channel. */
const handedOut: Array<[string, string]> = [];
function tokensOf(channelId: string): AccessTokenProvider {
  let token: string | undefined;
  const mint = async () => {
    token = (await fx.controlOk('POST', '/_emulator/v1/tokens', { channelId })).access_token as string;
    return token;
  };
  return {
    getAccessToken: async () => {
      const current = token ?? (await mint());
      handedOut.push([channelId, current]);
      return current;
    },
    refreshAfterRejection: async () => mint(),
  };
}

/** Every progress event (id and state), in order. */
const progress: Array<{ id: string; state: string }> = [];

async function service(dataDir: string, chosen: () => string | undefined): Promise<UploadService> {
  const providers = new Map<string, AccessTokenProvider>();
  const created = createUploadService({
    dataDir,
    tokens: {
      getAccessToken: () => Promise.reject(new Error('the chosen channel must not send')),
      refreshAfterRejection: () => Promise.reject(new Error('no')),
    },
    endpoints: () => fx.info,
    staging: new StagingArea(dataDir),
    settings: {
      chunkSize: 256 * 1024,
      concurrency: 1,
      retryBaseMs: 20,
      retryCapMs: 200,
    },
    unansweredChoice: sentAsNo(),
    events: {
      emit: (name, payload) => {
        if (name === 'uploads.progress') progress.push(payload as { id: string; state: string });
      },
    },
    progressIntervalMs: 0,
    log: () => undefined,
    channels: {
      chosen,
      signedIn: (id) => [fx.info.demo.channelId, DEMO_CLIPS_CHANNEL_ID].includes(id),
      tokensFor: (id) => {
        let provider = providers.get(id);
        if (!provider) providers.set(id, (provider = tokensOf(id)));
        return provider;
      },
      observerFor: () => ({ called: () => undefined }),
    },
  });
  await created.start();
  return created;
}

async function videoFile(name: string): Promise<string> {
  const path = join(workDir, name);
  await writeFile(path, videoBytes(600 * 1024));
  return path;
}

const metadata = (title: string) => ({ snippet: { title }, status: { privacyStatus: 'private' as const } });

describe('uploads for two channels', () => {
  it("each upload goes with its own channel's token and lands there; the two run side by side", async () => {
    const dataDir = await mkdtemp(join(workDir, 'desk-'));
    const uploads = await service(dataDir, () => fx.info.demo.channelId);
    // Both held first, so they start together when resumed.
    const main = await uploads.enqueue(
      [{ source: { kind: 'path', path: await videoFile('main.mp4') }, metadata: metadata('For the main channel') }],
      { hold: true },
    );
    const clips = await uploads.enqueue(
      [{ source: { kind: 'path', path: await videoFile('clips.mp4') }, metadata: metadata('For the clips channel') }],
      { hold: true, channelId: DEMO_CLIPS_CHANNEL_ID },
    );
    expect(main.accepted[0]?.channelId).toBe(fx.info.demo.channelId);
    expect(clips.accepted[0]?.channelId).toBe(DEMO_CLIPS_CHANNEL_ID);
    progress.length = 0;
    await uploads.resumeAll();
    await uploads.whenIdle();
    // Both ran at once although the concurrency setting is 1 (it holds per channel): each was sending before the
    // first one was done.
    const firstDone = progress.findIndex((event) => event.state === 'done');
    const sendingBefore = new Set(
      progress
        .slice(0, firstDone)
        .filter((event) => event.state === 'uploading')
        .map((event) => event.id),
    );
    expect(firstDone).toBeGreaterThan(0);
    expect(sendingBefore).toEqual(new Set([main.accepted[0]?.id, clips.accepted[0]?.id]));
    // No token of one channel was handed to the other's upload.
    expect(new Set(handedOut.map(([channel]) => channel))).toEqual(
      new Set([fx.info.demo.channelId, DEMO_CLIPS_CHANNEL_ID]),
    );
    const done = uploads.snapshot().uploads;
    expect(done.map((upload) => upload.state)).toEqual(['done', 'done']);
    const videos = (await fx.json('GET', '/_emulator/v1/videos')).body.videos as Array<{
      id: string;
      channelId: string;
    }>;
    expect(videos.find((video) => video.id === done[0]?.videoId)?.channelId).toBe(fx.info.demo.channelId);
    expect(videos.find((video) => video.id === done[1]?.videoId)?.channelId).toBe(DEMO_CLIPS_CHANNEL_ID);
    await uploads.stop();
  });

  it('refuses a channel that is not signed in', async () => {
    const uploads = await service(await mkdtemp(join(workDir, 'desk-')), () => fx.info.demo.channelId);
    await expect(
      uploads.enqueue([{ source: { kind: 'path', path: await videoFile('x.mp4') } }], { channelId: 'UCnobody' }),
    ).rejects.toMatchObject({ code: 'not-signed-in' });
    await uploads.stop();
  });

  it('holds an upload saved without a channel until the creator assigns one, and never sends it before', async () => {
    const dataDir = await mkdtemp(join(workDir, 'desk-'));
    const before = await service(dataDir, () => undefined);
    const [queued] = (
      await before.enqueue(
        [{ source: { kind: 'path', path: await videoFile('old.mp4') }, metadata: metadata('Old') }],
        {
          hold: true,
        },
      )
    ).accepted;
    expect(queued?.channelId).toBeUndefined();
    await before.stop();
    const id = queued!.id;

    const after = await service(dataDir, () => DEMO_CLIPS_CHANNEL_ID);
    expect(after.view(id)).toMatchObject({ state: 'paused', channelUnknown: true });
    expect(after.view(id).channelId).toBeUndefined();
    expect(after.view(id).notice).toMatch(/without its channel: choose the channel it goes to/);
    // Neither Resume nor Resume all sends it to the chosen channel, nor to any.
    await expect(after.resume(id)).rejects.toMatchObject({ code: 'no-channel' });
    await after.resumeAll();
    await after.whenIdle();
    expect(after.view(id).state).toBe('paused');
    expect(progress.filter((event) => event.id === id)).toEqual([]);
    await expect(after.assignChannel(id, 'UCnobody')).rejects.toMatchObject({ code: 'not-signed-in' });

    const assigned = await after.assignChannel(id, fx.info.demo.channelId);
    expect(assigned).toMatchObject({ state: 'paused', channelId: fx.info.demo.channelId });
    expect(assigned.channelUnknown).toBeUndefined();
    expect(assigned.notice).toBeUndefined();
    await expect(after.assignChannel(id, DEMO_CLIPS_CHANNEL_ID)).rejects.toMatchObject({ code: 'invalid-input' });
    await after.resume(id);
    await after.whenIdle();
    expect(after.view(id).state).toBe('done');
    // Sent with the assigned channel's token only.
    const videoId = after.view(id).videoId!;
    const videos = (await fx.json('GET', '/_emulator/v1/videos')).body.videos as Array<{
      id: string;
      channelId: string;
    }>;
    expect(videos.find((video) => video.id === videoId)?.channelId).toBe(fx.info.demo.channelId);
    await after.stop();
  });
});
