// A caption file as an attachment of an upload, against the emulator in conformance mode through the app's own
// platform code (caption intake, upload client, Data API client): after the transfer the track is on the new video
// as the official client then lists it, with the language, name and draft state chosen; an
// insert whose answer was lost is found on the platform at the Retry instead of being sent twice, and the video is
// never sent again.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../electron/files/staging-area';
import { createUploadService, type UploadService } from '../../../electron/uploads/upload-service';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { writeVideo } from '../../unit/electron/uploads/video-fixture';

let fx: EmulatorHarness;
let api: youtube_v3.Youtube;
let workDir: string;
let service: UploadService | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'caption-attach-it-'));
  fx = await startEmulatorHarness();
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: await fx.token(), expiry_date: Date.now() + 3_600_000 });
  api = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
});
afterAll(async () => {
  await fx.close();
});
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

async function startService(): Promise<UploadService> {
  const dataDir = await mkdtemp(join(workDir, 'desk-'));
  let token = await fx.token();
  service = createUploadService({
    dataDir,
    tokens: { getAccessToken: async () => token, refreshAfterRejection: async () => (token = await fx.token()) },
    endpoints: () => fx.info,
    staging: new StagingArea(dataDir),
    events: { emit: () => undefined },
    log: () => undefined,
  });
  await service.start();
  return service;
}

const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nGuten Tag.\n\n00:00:02.500 --> 00:00:04.000\nWillkommen.\n';

describe('a caption attachment against the emulator', () => {
  it('adds the track to the new video once it is uploaded', async () => {
    const started = await startService();
    const video = await writeVideo(workDir, 'greeting.mp4', 300_000);
    const captionPath = join(workDir, 'greeting.de.vtt');
    await writeFile(captionPath, VTT);
    const result = await started.enqueue([
      {
        source: { kind: 'path', path: video.path },
        attachments: {
          caption: { source: { kind: 'path', path: captionPath }, language: 'de', name: 'Deutsch', isDraft: true },
        },
      },
    ]);
    expect(result.refused).toEqual([]);
    const id = result.accepted[0]!.id;
    await started.whenIdle();
    const view = started.view(id);
    expect(view.state).toBe('done');
    expect(view.steps?.map((step) => [step.id, step.state])).toEqual([['caption:de', 'done']]);

    const listed = await api.captions.list({ part: ['snippet'], videoId: view.videoId! });
    expect(listed.data.items?.map((item) => item.snippet)).toEqual([
      expect.objectContaining({ language: 'de', name: 'Deutsch', isDraft: true, status: 'serving' }),
    ]);
    const download = await api.captions.download(
      { id: listed.data.items![0]!.id!, tfmt: 'srt' },
      { responseType: 'text' },
    );
    expect(String(download.data)).toContain('00:00:02,500 --> 00:00:04,000\nWillkommen.');
  });

  it('checks an insert whose answer was lost before sending it again, and never re-sends the video', async () => {
    const started = await startService();
    const video = await writeVideo(workDir, 'lost.mp4', 300_000);
    const captionPath = join(workDir, 'lost.de.vtt');
    await writeFile(captionPath, VTT);
    // The platform adds the track, but the connection drops before its answer arrives.
    await fx.controlOk('POST', '/_emulator/v1/faults', {
      kind: 'dropConnection',
      when: 'after',
      method: 'captions.insert',
      times: 1,
    });
    const queued = await started.enqueue([
      {
        source: { kind: 'path', path: video.path },
        attachments: {
          caption: { source: { kind: 'path', path: captionPath }, language: 'de', name: 'Deutsch', isDraft: false },
        },
      },
    ]);
    const id = queued.accepted[0]!.id;
    await started.whenIdle();
    const failed = started.view(id).steps?.[0];
    expect(failed).toMatchObject({ id: 'caption:de', state: 'failed', error: { code: 'network' } });
    expect(failed?.error?.message).toMatch(
      /^The de captions \(lost\.de\.vtt\) were not added: .*Retry sends them again\.$/,
    );
    const videoId = started.view(id).videoId!;
    const tracks = async () =>
      (await api.captions.list({ part: ['snippet'], videoId })).data.items?.map((item) => item.snippet?.name);
    expect(await tracks()).toEqual(['Deutsch']);

    const uploadsBefore = (await fx.controlOk('GET', '/_emulator/v1/uploads')) as unknown;
    await started.retryStep(id, 'caption:de');
    await started.whenIdle();
    expect(started.view(id).steps?.[0]?.state).toBe('done');
    // Found on the platform: not inserted twice (a second insert would have been refused as a duplicate anyway).
    expect(await tracks()).toEqual(['Deutsch']);
    expect(await fx.controlOk('GET', '/_emulator/v1/uploads')).toEqual(uploadsBefore);
  });
});
