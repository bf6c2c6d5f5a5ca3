// Caption tracks as attachment steps of an upload, driven through the upload service with a fake platform: added
// after the thumbnail and playlists, each on disk before the next; a stop before or after an insert landed finishes
// with exactly one track (an insert in doubt is checked first); a refusal shows why and retries alone; a file that
// is no caption file is refused before it is queued; a staged file lives until its track is added; a queue file of
// the version before captions still loads and runs.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { UploadService } from '../../../../electron/uploads/upload-service';
import { writePng } from '../../../support/attachment-fixture';
import { persistedSteps, stepStates, useAttachmentRig, writeOldQueueFile } from './attachment-service';
import { writeVideo } from '../../../support/video-fixture';

const rig = useAttachmentRig();
const { newService, stop } = rig;

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHola\n';

async function writeCaption(name: string, text = SRT): Promise<string> {
  const path = join(rig.dir, name);
  await writeFile(path, text);
  return path;
}

async function enqueueWithCaption(service: UploadService, language = 'es') {
  const video = await writeVideo(rig.dir, 'clip.mp4', 1000);
  const result = await service.enqueue([
    {
      source: { kind: 'path', path: video.path },
      attachments: {
        playlists: [{ id: 'PLfirst01', title: 'First' }],
        caption: {
          source: { kind: 'path', path: await writeCaption('clip.es.srt') },
          language,
          name: 'Español',
          isDraft: true,
        },
      },
    },
  ]);
  expect(result.refused).toEqual([]);
  return result.accepted[0]!.id;
}

describe('caption steps', () => {
  it('adds the track after the playlists, once, with its language, name and draft state', async () => {
    const { service } = await newService();
    const id = await enqueueWithCaption(service);
    expect(stepStates(service.view(id))).toEqual(['playlist:PLfirst01 pending', 'caption:es pending']);
    expect(service.view(id).steps?.[1]?.label).toBe('clip.es.srt (es, “Español”, draft)');
    await service.whenIdle();
    const view = service.view(id);
    expect(stepStates(view)).toEqual(['playlist:PLfirst01 done', 'caption:es done']);
    expect(rig.platform.calls).toEqual([`insert PLfirst01 ${view.videoId}`, `caption es ${view.videoId}`]);
    expect(rig.platform.captions.get(view.videoId!)?.[0]?.track).toMatchObject({
      language: 'es',
      name: 'Español',
      isDraft: true,
      fileName: 'clip.es.srt',
    });
  });

  for (const mode of ['hold-before', 'hold-after'] as const) {
    it(`finishes with exactly one track after a stop ${mode === 'hold-before' ? 'before' : 'after'} the insert landed`, async () => {
      const first = await newService();
      rig.platform.next('caption:es', mode);
      const id = await enqueueWithCaption(first.service);
      await rig.platform.whenHeld('caption:es');
      expect((await persistedSteps(rig)).find((step) => step.kind === 'caption')?.sentAt).toEqual(expect.any(Number));
      await stop(first.service);

      const second = await newService();
      await second.service.whenIdle();
      const view = second.service.view(id);
      expect(stepStates(view)).toEqual(['playlist:PLfirst01 done', 'caption:es done']);
      expect(rig.platform.calls.filter((call) => call.startsWith('has-caption'))).toHaveLength(1);
      expect(rig.platform.captions.get(view.videoId!)).toHaveLength(1);
      expect(rig.platform.calls.filter((call) => call.startsWith('caption'))).toHaveLength(
        mode === 'hold-before' ? 2 : 1,
      );
      expect(rig.host.requests.filter((request) => request.kind === 'start')).toHaveLength(1);
    });
  }

  it('shows a refusal with its reason, keeps the other steps, and retries only the caption', async () => {
    const { service } = await newService();
    rig.platform.next(
      'caption:es',
      new DeskError(
        'caption-exists',
        'The specified video already has a caption track with the given language and name.',
        {
          reason: 'captionExists',
        },
      ),
    );
    const id = await enqueueWithCaption(service);
    await service.whenIdle();
    const failed = service.view(id).steps?.[1];
    expect(failed).toMatchObject({
      id: 'caption:es',
      state: 'failed',
      error: { code: 'caption-exists', reason: 'captionExists' },
    });
    expect(failed?.error?.message).toMatch(/^The es captions were not added: .*Choose them again with another name/);
    expect(service.view(id).steps?.[0]?.state).toBe('done');
    await service.retryStep(id, 'caption:es');
    await service.whenIdle();
    expect(stepStates(service.view(id))).toEqual(['playlist:PLfirst01 done', 'caption:es done']);
    expect(rig.platform.insertsOf('PLfirst01', service.view(id).videoId!)).toBe(1);
  });

  it('refuses a file that is no caption file before queuing it, and keeps the video and its other attachments', async () => {
    const { service } = await newService();
    const video = await writeVideo(rig.dir, 'clip.mp4', 1000);
    const bad = await writeCaption('broken.srt', '1\n00:00:05,000 --> 00:00:01,000\nBackwards\n');
    const result = await service.enqueue(
      [
        {
          source: { kind: 'path', path: video.path },
          attachments: {
            thumbnail: { kind: 'path', path: await writePng(rig.dir, 'cover.png') },
            caption: { source: { kind: 'path', path: bad }, language: 'en', name: '', isDraft: false },
          },
        },
      ],
      // Held, as the Uploads screen queues new videos for review: the steps can still change.
      { hold: true },
    );
    expect(result.refused).toEqual([
      { name: 'broken.srt', reason: expect.stringContaining('Cue 1 (line 1) of the SRT file ends before it starts') },
    ]);
    const id = result.accepted[0]!.id;
    expect(stepStates(result.accepted[0]!)).toEqual(['thumbnail pending']);
    await expect(
      service.setAttachments(id, {
        caption: { source: { kind: 'path', path: bad }, language: 'en', name: '', isDraft: false },
      }),
    ).rejects.toMatchObject({ code: 'invalid-caption' });
    await service.setAttachments(id, {
      caption: {
        source: { kind: 'path', path: await writeCaption('ok.srt') },
        language: 'en',
        name: '',
        isDraft: false,
      },
    });
    await service.setAttachments(id, {
      caption: {
        source: { kind: 'path', path: await writeCaption('ok2.srt') },
        language: 'fr',
        name: '',
        isDraft: false,
      },
    });
    await service.setAttachments(id, { removeCaption: 'en' });
    expect(stepStates(service.view(id))).toEqual(['thumbnail pending', 'caption:fr pending']);
    await service.resume(id);
    await service.whenIdle();
    expect(stepStates(service.view(id))).toEqual(['thumbnail done', 'caption:fr done']);
    await expect(service.setAttachments(id, { removeCaption: 'fr' })).rejects.toMatchObject({
      code: 'invalid-caption',
      message: expect.stringContaining('already on the video'),
    });
  });

  it('keeps a staged caption file until its track is added, then reclaims it', async () => {
    const { service, staging } = await newService();
    const { id: stagingId } = await staging.create({ name: 'talk.srt', size: SRT.length, type: '' });
    await staging.append(stagingId, 0, Readable.from([Buffer.from(SRT)]));
    rig.platform.next('caption:en', 'hold-before');
    const video = await writeVideo(rig.dir, 'clip.mp4', 1000);
    await service.enqueue([
      {
        source: { kind: 'path', path: video.path },
        attachments: { caption: { source: { kind: 'staged', stagingId }, language: 'en', name: '', isDraft: false } },
      },
    ]);
    await rig.platform.whenHeld('caption:en');
    expect(service.usesStagedFile(stagingId)).toBe(true);
    await stop(service);

    const second = await newService();
    await second.service.whenIdle();
    expect(second.service.snapshot().uploads[0]?.steps?.[0]?.state).toBe('done');
    expect(second.service.usesStagedFile(stagingId)).toBe(false);
    expect((await readdir(staging.folder)).filter((name) => name.startsWith(stagingId))).toEqual([]);
  });

  it('loads a queue file of the version before captions and finishes its steps', async () => {
    await writeOldQueueFile(rig, [
      { kind: 'playlist', playlistId: 'PLfirst01', title: 'First', state: 'done', doneAt: 3 },
      { kind: 'playlist', playlistId: 'PLsecond02', title: 'Second', state: 'pending' },
    ]);
    const { service } = await newService();
    await service.whenIdle();
    expect(stepStates(service.view('oldupload1'))).toEqual(['playlist:PLfirst01 done', 'playlist:PLsecond02 done']);
    expect(rig.platform.calls).toEqual(['insert PLsecond02 video-old']);
  });
});
