// The app's captions service against the emulator in conformance mode, wired as the desk wires it: a staged SRT file
// becomes a track listed with its language, name and draft state; publishing, downloading as WebVTT and SRT (converted
// by the platform) and deleting work; the platform's own refusals (a second track of the same language and name,
// another channel's track) reach the caller as errors that say what happened.
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptionsService } from '../../../electron/captions/captions-service';
import { StagingArea } from '../../../electron/files/staging-area';
import { ImageUploadClient } from '../../../electron/platform/image-upload-client';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let staging: StagingArea;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  staging = new StagingArea(join(fx.dataDir, 'desk'), { freeBytes: () => Promise.resolve(1e12) });
});
afterAll(async () => {
  await fx.close();
});

const service = () =>
  createCaptionsService({
    dataApi: () => fx.dataApiClient(),
    uploads: () => new ImageUploadClient(() => fx.info.uploadBaseUrl, fx.tokens),
    staging,
    acceptsPaths: false,
  });

async function stage(name: string, text: string): Promise<{ kind: 'staged'; stagingId: string }> {
  const bytes = Buffer.from(text);
  const { id } = await staging.create({ name, size: bytes.length, type: '' });
  await staging.append(id, 0, Readable.from([bytes]));
  return { kind: 'staged', stagingId: id };
}

const SRT = '1\n00:00:01,000 --> 00:00:03,000\nBienvenue au studio.\n\n2\n00:00:04,000 --> 00:00:06,500\nC’est ici.\n';

describe('captions service against the emulator', () => {
  it('adds, lists, publishes, downloads and deletes a track', async () => {
    const captions = service();
    const before = await captions.list('dQd3moVid01');
    expect(before.map((track) => [track.language, track.isDraft])).toEqual([
      ['en', false],
      ['de', true],
    ]);

    const added = await captions.insert({
      videoId: 'dQd3moVid01',
      source: await stage('studio.fr.srt', SRT),
      language: 'fr',
      name: 'Français',
      isDraft: true,
    });
    expect(added).toMatchObject({ videoId: 'dQd3moVid01', language: 'fr', name: 'Français', isDraft: true });
    expect(added.status).toBe('serving');
    expect((await captions.list('dQd3moVid01')).map((track) => track.id)).toContain(added.id);

    expect((await captions.setDraft(added.id, false)).isDraft).toBe(false);
    const listed = await captions.list('dQd3moVid01');
    expect(listed.find((track) => track.id === added.id)?.isDraft).toBe(false);

    const vtt = await captions.download(added.id, 'vtt');
    expect(vtt.text).toMatch(/^WEBVTT/);
    expect(vtt.text).toContain('00:00:04.000 --> 00:00:06.500\nC’est ici.');
    const srt = await captions.download(added.id, 'srt');
    expect(srt.text).toContain('00:00:01,000 --> 00:00:03,000\nBienvenue au studio.');

    await captions.delete(added.id);
    expect((await captions.list('dQd3moVid01')).map((track) => track.id)).not.toContain(added.id);
  });

  it('passes on the platform’s refusal of a second track with the same language and name', async () => {
    await expect(
      service().insert({
        videoId: 'dQd3moVid01',
        source: await stage('again.srt', SRT),
        language: 'en',
        name: 'English',
        isDraft: false,
      }),
    ).rejects.toMatchObject({
      code: 'caption-exists',
      message: expect.stringContaining('already has a caption track with the given snippet.language and snippet.name'),
    });
  });

  it('says the track was not found after it is gone', async () => {
    await expect(service().setDraft('AUieDaNoSuchTrack', true)).rejects.toMatchObject({ code: 'not-found' });
  });
});
