// The attachment steps of an upload, driven through the upload service with a fake platform: their order, that
// each outcome is on disk before the next step starts, a stop (a crash, for the queue file) in every position,
// failures that keep the other steps and retry alone, the staged image's lifetime, and old queue files.
import { appendFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { setSayingLocale } from '../../../../../electron/language/say';
import { toDeskError } from '../../../../../electron/platform/data-api-errors';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { sayKeptError } from '../../../../../shared/i18n/saved-line';
import { DeskError } from '../../../../../electron/ipc/desk-error';
import type { UploadService } from '../../../../../electron/uploads/upload-service';
import { pngBytes, writePng } from '../../../../support/attachment-fixture';
import { persistedSteps, stepStates, useAttachmentRig, writeOldQueueFile } from '../attachment-service';
import { writeVideo } from '../../../../support/video-fixture';

const rig = useAttachmentRig();
const { newService, stop } = rig;
afterEach(() => setSayingLocale('en'));

const PLAYLISTS = [
  { id: 'PLfirst01', title: 'First' },
  { id: 'PLsecond02', title: 'Second' },
];

async function enqueueWithAttachments(service: UploadService, playlists = PLAYLISTS) {
  const video = await writeVideo(rig.dir, 'clip.mp4', 1000);
  const image = await writePng(rig.dir, 'cover.png');
  const result = await service.enqueue([
    {
      source: { kind: 'path', path: video.path },
      attachments: { thumbnail: { kind: 'path', path: image }, playlists },
    },
  ]);
  expect(result.refused).toEqual([]);
  return { id: result.accepted[0]!.id, image };
}

describe('attachment steps: order and persistence', () => {
  it('after the transfer, sets the thumbnail then adds the video to each playlist, once each', async () => {
    const { service } = await newService();
    const upload = await enqueueWithAttachments(service);
    expect(stepStates(service.view(upload.id))).toEqual([
      'thumbnail pending',
      'playlist:PLfirst01 pending',
      'playlist:PLsecond02 pending',
    ]);
    await service.whenIdle();
    const view = service.view(upload.id);
    expect(view.state).toBe('done');
    expect(stepStates(view)).toEqual(['thumbnail done', 'playlist:PLfirst01 done', 'playlist:PLsecond02 done']);
    expect(rig.platform.calls).toEqual([
      `thumbnail ${view.videoId}`,
      `insert PLfirst01 ${view.videoId}`,
      `insert PLsecond02 ${view.videoId}`,
    ]);
    expect(rig.platform.thumbnails.get(view.videoId!)).toEqual([upload.image]);
    expect((await persistedSteps(rig)).map((step) => step.state)).toEqual(['done', 'done', 'done']);
    // The video went once.
    expect(rig.host.requests.filter((request) => request.kind === 'start')).toHaveLength(1);
  });

  it('has each step on disk as done before the next one is sent', async () => {
    const { service } = await newService();
    rig.platform.next('insert:PLsecond02', 'hold-before');
    await enqueueWithAttachments(service);
    await rig.platform.whenHeld('insert:PLsecond02');
    expect((await persistedSteps(rig)).map((step) => step.state)).toEqual(['done', 'done', 'pending']);
    // The insert in flight was marked as sent before it left, so a restart checks before sending it again.
    expect((await persistedSteps(rig))[2]?.sentAt).toEqual(expect.any(Number));
  });
});

describe('attachment steps: a stop in every position', () => {
  const positions = [
    { name: 'during the thumbnail', key: 'thumbnail', mode: 'hold-before' as const },
    { name: 'after the thumbnail was set, before its answer', key: 'thumbnail', mode: 'hold-after' as const },
    { name: 'before the first insert landed', key: 'insert:PLfirst01', mode: 'hold-before' as const },
    { name: 'after the first insert landed, before its answer', key: 'insert:PLfirst01', mode: 'hold-after' as const },
    { name: 'after the last insert landed, before its answer', key: 'insert:PLsecond02', mode: 'hold-after' as const },
  ];
  for (const position of positions) {
    it(`finishes every step exactly once after a restart ${position.name}`, async () => {
      const first = await newService();
      rig.platform.next(position.key, position.mode);
      const upload = await enqueueWithAttachments(first.service);
      await rig.platform.whenHeld(position.key);
      await stop(first.service);

      const second = await newService();
      await second.service.whenIdle();
      const view = second.service.view(upload.id);
      expect(stepStates(view)).toEqual(['thumbnail done', 'playlist:PLfirst01 done', 'playlist:PLsecond02 done']);
      expect(rig.platform.playlists.get('PLfirst01')).toEqual([view.videoId]);
      expect(rig.platform.playlists.get('PLsecond02')).toEqual([view.videoId]);
      // The thumbnail may be set twice when the stop came while it was in flight (the same image: no harm).
      const thumbnailCalls = rig.platform.calls.filter((call) => call.startsWith('thumbnail')).length;
      expect(thumbnailCalls).toBe(position.key === 'thumbnail' ? 2 : 1);
      expect(rig.host.requests.filter((request) => request.kind === 'start')).toHaveLength(1);
    });
  }
});

describe('attachment steps: failures', () => {
  it('keeps going past a refused step, shows why, and retries only that step', async () => {
    const { service } = await newService();
    rig.platform.next(
      'thumbnail',
      new DeskError(
        'not-allowed',
        'The authenticated user doesnt have permissions to upload and set custom video thumbnails.',
        {
          status: 403,
          reason: 'forbidden',
        },
      ),
    );
    rig.platform.next(
      'insert:PLfirst01',
      new DeskError('not-found', 'Playlist not found.', { status: 404, reason: 'playlistNotFound' }),
    );
    const upload = await enqueueWithAttachments(service);
    await service.whenIdle();
    let view = service.view(upload.id);
    expect(view.state).toBe('done');
    expect(stepStates(view)).toEqual(['thumbnail failed', 'playlist:PLfirst01 failed', 'playlist:PLsecond02 done']);
    expect(view.steps?.[0]?.error).toMatchObject({ code: 'not-allowed', reason: 'forbidden' });
    expect(view.steps?.[0]?.error?.message).toMatch(/verified channel/);
    expect(view.steps?.[1]?.error).toMatchObject({ code: 'not-found', reason: 'playlistNotFound' });
    expect(view.steps?.[1]?.error?.message).toMatch(/"First" was not found/);

    const callsBefore = rig.platform.calls.length;
    await service.retryStep(upload.id, 'thumbnail');
    await service.whenIdle();
    view = service.view(upload.id);
    expect(stepStates(view)).toEqual(['thumbnail done', 'playlist:PLfirst01 failed', 'playlist:PLsecond02 done']);
    expect(rig.platform.calls.slice(callsBefore)).toEqual([`thumbnail ${view.videoId}`]);
    expect(view.state).toBe('done');
    expect(rig.host.requests.filter((request) => request.kind === 'start')).toHaveLength(1);
    await expect(service.retryStep(upload.id, 'playlist:PLsecond02')).rejects.toMatchObject({ code: 'not-failed' });
    // A done upload with a failed step is not "finished": clearing the list keeps it.
    await service.clearFinished();
    expect(service.snapshot().uploads.map((entry) => entry.id)).toEqual([upload.id]);
  });

  it("keeps the refusal's line inside the step's failure: written in English, read in German", async () => {
    setSayingLocale('en');
    const { service } = await newService();
    rig.platform.next(
      'thumbnail',
      toDeskError(429, { error: { message: 'Too many requests.', errors: [{ reason: 'rateLimitExceeded' }] } }),
    );
    const upload = await enqueueWithAttachments(service, []);
    await service.whenIdle();
    const error = service.view(upload.id).steps?.[0]?.error;
    expect(error?.message).toBe(
      'The thumbnail was not set: Too many requests. The platform asks to slow down. Try again in a minute. Retry sends it again.',
    );
    // As the page receives it, said in German: the platform's own words as it said them, ours in German.
    const said = sayKeptError(intlFor('de'), JSON.parse(JSON.stringify(error)) as NonNullable<typeof error>);
    expect(said).toBe(
      'Das Thumbnail wurde nicht festgelegt: Too many requests. Die Plattform bittet darum, langsamer zu machen. Versuche es in einer Minute erneut. „Wiederholen“ sendet es erneut.',
    );
  });

  it('waits for the quota when it runs out, keeping every step to do, and finishes them after a restart', async () => {
    const first = await newService();
    rig.platform.next(
      'thumbnail',
      new DeskError('quota-exceeded', 'The request cannot be completed because you have exceeded your quota.', {
        status: 403,
        reason: 'quotaExceeded',
      }),
    );
    const upload = await enqueueWithAttachments(first.service);
    await first.service.whenIdle();
    const waiting = first.service.view(upload.id);
    expect(stepStates(waiting)).toEqual([
      'thumbnail pending',
      'playlist:PLfirst01 pending',
      'playlist:PLsecond02 pending',
    ]);
    expect(waiting.steps?.[0]?.error).toMatchObject({ code: 'quota-exceeded' });
    expect(waiting.steps?.[0]?.error?.message).toMatch(
      /^The project's daily quota units are used up; this step is done when they reset at midnight Pacific time/,
    );
    // Nothing else was tried: every other call would be refused too.
    expect(rig.platform.calls).toEqual([`thumbnail ${waiting.videoId}`]);
    await stop(first.service);

    const second = await newService();
    await second.service.whenIdle();
    const view = second.service.view(upload.id);
    expect(stepStates(view)).toEqual(['thumbnail done', 'playlist:PLfirst01 done', 'playlist:PLsecond02 done']);
    expect(view.steps?.[0]?.error).toBeUndefined();
    expect(rig.platform.insertsOf('PLfirst01', view.videoId!)).toBe(1);
  });

  it('checks the playlist before retrying an insert whose answer was lost', async () => {
    const { service } = await newService();
    // The insert landed but the connection broke before the answer: the step fails, the video is in the playlist.
    rig.platform.next('insert:PLfirst01', 'hold-after');
    const upload = await enqueueWithAttachments(service, [PLAYLISTS[0]!]);
    await rig.platform.whenHeld('insert:PLfirst01');
    await stop(service);
    const second = await newService();
    await second.service.whenIdle();
    expect(rig.platform.calls.filter((call) => call.startsWith('check'))).toHaveLength(1);
    expect(rig.platform.insertsOf('PLfirst01', second.service.view(upload.id).videoId!)).toBe(1);
  });

  it('refuses to send a thumbnail that changed after it was chosen, and a new choice replaces it', async () => {
    const second = await newService();
    const video = await writeVideo(rig.dir, 'other.mp4', 1000);
    const image = await writePng(rig.dir, 'other.png');
    rig.host.next('start', { kind: 'hang' });
    const queued = await second.service.enqueue([
      { source: { kind: 'path', path: video.path }, attachments: { thumbnail: { kind: 'path', path: image } } },
    ]);
    const id = queued.accepted[0]!.id;
    await appendFile(image, Buffer.from('changed'));
    await second.service.pause(id);
    await second.service.resume(id);
    await second.service.whenIdle();
    const view = second.service.view(id);
    expect(view.state).toBe('done');
    expect(view.steps?.[0]).toMatchObject({ state: 'failed', error: { code: 'file-changed' } });
    await second.service.setAttachments(id, { thumbnail: { kind: 'path', path: await writePng(rig.dir, 'new.png') } });
    await second.service.whenIdle();
    expect(second.service.view(id).steps?.[0]).toMatchObject({ label: 'new.png', state: 'done' });
  });
});

describe('attachment steps: what is accepted', () => {
  it('refuses an image that is no thumbnail, says why, and still queues the video', async () => {
    const { service } = await newService();
    const video = await writeVideo(rig.dir, 'clip.mp4', 1000);
    const notImage = join(rig.dir, 'notes.png');
    await writeFile(notImage, 'hello, not an image');
    const narrow = await writePng(rig.dir, 'narrow.png', 320, 180);
    const result = await service.enqueue([
      {
        source: { kind: 'path', path: video.path },
        attachments: { thumbnail: { kind: 'path', path: notImage }, playlists: [PLAYLISTS[0]!] },
      },
    ]);
    expect(result.accepted).toHaveLength(1);
    expect(result.refused).toEqual([{ name: 'notes.png', reason: expect.stringMatching(/not a PNG or JPEG image/) }]);
    expect(stepStates(result.accepted[0]!)).toEqual(['playlist:PLfirst01 pending']);
    await expect(
      service.setAttachments(result.accepted[0]!.id, { thumbnail: { kind: 'path', path: narrow } }),
    ).rejects.toMatchObject({ code: 'invalid-image', message: expect.stringMatching(/at least 640 px wide/) });
    const big = join(rig.dir, 'big.png');
    await writeFile(big, Buffer.concat([pngBytes(1280, 720), Buffer.alloc(50 * 1024 * 1024)]));
    await expect(
      service.setAttachments(result.accepted[0]!.id, { thumbnail: { kind: 'path', path: big } }),
    ).rejects.toMatchObject({ code: 'invalid-image', message: expect.stringMatching(/may be at most 50 MiB/) });
  });

  it('keeps a staged image while its step is to do and reclaims it once the thumbnail is set', async () => {
    const { service, staging } = await newService();
    const bytes = pngBytes(1280, 720);
    const { id: stagingId } = await staging.create({ name: 'cover.png', size: bytes.length, type: 'image/png' });
    await staging.append(stagingId, 0, Readable.from([bytes]));
    rig.platform.next('thumbnail', 'hold-before');
    const video = await writeVideo(rig.dir, 'clip.mp4', 1000);
    await service.enqueue([
      { source: { kind: 'path', path: video.path }, attachments: { thumbnail: { kind: 'staged', stagingId } } },
    ]);
    await rig.platform.whenHeld('thumbnail');
    expect(service.usesStagedFile(stagingId)).toBe(true);
    await expect(staging.discard(stagingId)).rejects.toMatchObject({ code: 'in-use' });
    await stop(service);

    // A restart neither reclaims it as stale nor takes it for a lost video.
    const second = await newService();
    await second.service.whenIdle();
    expect(second.service.snapshot().uploads).toHaveLength(1);
    expect(second.service.snapshot().uploads[0]?.steps?.[0]?.state).toBe('done');
    expect(second.service.usesStagedFile(stagingId)).toBe(false);
    expect((await readdir(staging.folder)).filter((name) => name.startsWith(stagingId))).toEqual([]);
  });

  it('keeps the steps of a record restored from a damaged queue file, done ones not sent again', async () => {
    const first = await newService();
    rig.platform.next('insert:PLsecond02', 'hold-before');
    const upload = await enqueueWithAttachments(first.service);
    await rig.platform.whenHeld('insert:PLsecond02');
    await stop(first.service);
    // Another program broke the record's metadata: the salvage keeps what finishes the upload, steps included.
    const path = rig.queueFilePath();
    const file = JSON.parse(await readFile(path, 'utf8')) as { uploads: Array<Record<string, unknown>> };
    file.uploads[0]!.metadata = 'damaged';
    await writeFile(path, JSON.stringify(file));

    const second = await newService();
    await second.service.whenIdle();
    const view = second.service.view(upload.id);
    expect(stepStates(view)).toEqual(['thumbnail done', 'playlist:PLfirst01 done', 'playlist:PLsecond02 done']);
    expect(rig.platform.calls.filter((call) => call.startsWith('thumbnail'))).toHaveLength(1);
    expect(rig.platform.insertsOf('PLfirst01', view.videoId!)).toBe(1);
    // The insert in flight at the stop never landed: it was sent again, and the playlist holds the video once.
    expect(rig.platform.playlists.get('PLsecond02')).toEqual([view.videoId]);
  });

  it('loads a queue file written before attachments existed', async () => {
    await writeOldQueueFile(rig);
    const { service } = await newService();
    await service.whenIdle();
    const view = service.view('oldupload1');
    expect(view).toMatchObject({ state: 'done', videoId: 'video-old' });
    expect(view.steps).toBeUndefined();
    expect(rig.platform.calls).toEqual([]);
  });
});
