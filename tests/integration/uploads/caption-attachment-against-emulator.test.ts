// A caption file as an attachment of an upload, against the emulator in conformance mode through the app's own
// platform code (caption intake, upload client, Data API client): after the transfer the track is on the new video
// as the official client then lists it, with the language, name and draft state chosen; an
// insert whose answer was lost is found on the platform at the Retry instead of being sent twice, and the video is
// never sent again.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useUploadServiceSuite } from '../support/upload-service-suite';
import { writeVideo } from '../../support/video-fixture';

const suite = useUploadServiceSuite('caption-attach-it-');
const { startService } = suite;

const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nGuten Tag.\n\n00:00:02.500 --> 00:00:04.000\nWillkommen.\n';

describe('a caption attachment against the emulator', () => {
  it('adds the track to the new video once it is uploaded', async () => {
    const started = await startService();
    const video = await writeVideo(suite.workDir, 'greeting.mp4', 300_000);
    const captionPath = join(suite.workDir, 'greeting.de.vtt');
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

    const listed = await suite.api.captions.list({ part: ['snippet'], videoId: view.videoId! });
    expect(listed.data.items?.map((item) => item.snippet)).toEqual([
      expect.objectContaining({ language: 'de', name: 'Deutsch', isDraft: true, status: 'serving' }),
    ]);
    const download = await suite.api.captions.download(
      { id: listed.data.items![0]!.id!, tfmt: 'srt' },
      { responseType: 'text' },
    );
    expect(String(download.data)).toContain('00:00:02,500 --> 00:00:04,000\nWillkommen.');
  });

  it('checks an insert whose answer was lost before sending it again, and never re-sends the video', async () => {
    const started = await startService();
    const video = await writeVideo(suite.workDir, 'lost.mp4', 300_000);
    const captionPath = join(suite.workDir, 'lost.de.vtt');
    await writeFile(captionPath, VTT);
    // The platform adds the track, but the connection drops before its answer arrives.
    await suite.fx.controlOk('POST', '/_emulator/v1/faults', {
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
      (await suite.api.captions.list({ part: ['snippet'], videoId })).data.items?.map((item) => item.snippet?.name);
    expect(await tracks()).toEqual(['Deutsch']);

    const uploadsBefore = (await suite.fx.controlOk('GET', '/_emulator/v1/uploads')) as unknown;
    await started.retryStep(id, 'caption:de');
    await started.whenIdle();
    expect(started.view(id).steps?.[0]?.state).toBe('done');
    // Found on the platform: not inserted twice (a second insert would have been refused as a duplicate anyway).
    expect(await tracks()).toEqual(['Deutsch']);
    expect(await suite.fx.controlOk('GET', '/_emulator/v1/uploads')).toEqual(uploadsBefore);
  });
});
