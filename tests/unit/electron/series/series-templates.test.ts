// Applying a template through the real upload service (fake upload host and attachment platform): twelve episodes
// numbered in name order with their thumbnails and captions from the folder, publish slots on 18:00 Berlin across
// the spring switch and clear of times already planned, what is missing said per file, limits checked after
// filling, and the episode counter reserved, used and given back as the queue changes.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagingArea } from '../../../../electron/files/staging-area';
import { SeriesTemplates } from '../../../../electron/series/series-templates';
import { TemplatesFile } from '../../../../electron/series/templates-file';
import type { UploadService } from '../../../../electron/uploads/upload-service';
import type { QueueChange } from '../../../../shared/uploads/upload-view';
import { emptyDraft, type TemplateDraft } from '../../../../shared/series/template';
import { writePng } from '../../../support/attachment-fixture';
import { writeVideo } from '../../../support/video-fixture';
import { useAttachmentRig } from '../uploads/attachment-service';
import { noticeMessage } from '../../../../electron/kernel/feature';

const rig = useAttachmentRig();
const NOW = Date.parse('2027-03-01T09:00:00Z');
const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';

const showDraft = (patch: Partial<TemplateDraft> = {}): TemplateDraft => ({
  ...emptyDraft('Europe/Berlin'),
  name: 'Show',
  title: 'Episode {n}: {file_spaced}',
  description: 'Previously: {previous.title}',
  slots: { kind: 'weekly', zone: 'Europe/Berlin', days: [1, 3, 5], times: ['18:00'] },
  slotsFrom: '2027-03-15',
  hold: true,
  ...patch,
});

async function setUp(notices: string[] = []) {
  const { service, staging } = await rig.newService();
  const file = new TemplatesFile(rig.dataDir, (words) => notices.push(noticeMessage(words).message));
  const series = new SeriesTemplates({ file, uploads: service, staging, channelId: () => 'UCchannel', now: () => NOW });
  return { service, series, file };
}

async function writeEpisode(number: number, extras: { thumbnail?: boolean; caption?: boolean } = {}): Promise<string> {
  const name = `Show_S01E${String(number).padStart(2, '0')}`;
  const video = await writeVideo(rig.dir, `${name}.mp4`, 2000);
  if (extras.thumbnail ?? true) await writePng(rig.dir, `${name}.png`);
  if (extras.caption ?? true) await writeFile(join(rig.dir, `${name}.en.srt`), SRT);
  return video.path;
}

const change = (service: UploadService, removed: string[] = []): QueueChange => ({
  revision: 1,
  upserts: service.snapshot().uploads.map((upload, index) => ({ index, upload })),
  removed,
  total: service.snapshot().uploads.length,
  settings: service.getSettings(),
});

describe('applying a template', () => {
  it('numbers twelve episodes in name order, attaches their files and spreads them on the slots across the DST switch', async () => {
    const { series } = await setUp();
    const { template } = await series.save(undefined, showDraft());
    const paths: string[] = [];
    for (const number of [10, 2, 1, 3, 4, 5, 6, 7, 8, 9, 11, 12]) paths.push(await writeEpisode(number));
    const result = await series.enqueue(
      template.id,
      paths.map((path) => ({ kind: 'path', path })),
    );
    expect(result.refused).toEqual([]);
    expect(result.notes).toEqual([]);
    expect(result.accepted.map((upload) => upload.metadata.snippet.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Episode ${index + 1}: Show S01E${String(index + 1).padStart(2, '0')}`),
    );
    expect(result.accepted[1]!.metadata.snippet.description).toBe('Previously: Episode 1: Show S01E01');
    expect(result.accepted.map((upload) => upload.metadata.status.publishAt)).toEqual([
      '2027-03-15T17:00:00Z',
      '2027-03-17T17:00:00Z',
      '2027-03-19T17:00:00Z',
      '2027-03-22T17:00:00Z',
      '2027-03-24T17:00:00Z',
      '2027-03-26T17:00:00Z',
      // Berlin is on summer time from 28 March: still 18:00 there.
      '2027-03-29T16:00:00Z',
      '2027-03-31T16:00:00Z',
      '2027-04-02T16:00:00Z',
      '2027-04-05T16:00:00Z',
      '2027-04-07T16:00:00Z',
      '2027-04-09T16:00:00Z',
    ]);
    expect(result.accepted.every((upload) => upload.metadata.status.privacyStatus === 'private')).toBe(true);
    expect(result.accepted.every((upload) => upload.state === 'paused')).toBe(true);
    expect(result.accepted[0]!.steps?.map((step) => step.id)).toEqual(['thumbnail', 'caption:en']);
    expect((await series.list())[0]!.counter).toEqual({ next: 13, reserved: 12, used: 0 });
  });

  it('takes every caption language, and says per file what is missing', async () => {
    const { series } = await setUp();
    const { template } = await series.save(undefined, showDraft({ slots: null }));
    const first = await writeEpisode(1);
    await writeFile(join(rig.dir, 'Show_S01E01.de.vtt'), 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHallo\n');
    const second = await writeEpisode(2, { thumbnail: false, caption: false });
    const result = await series.enqueue(template.id, [
      { kind: 'path', path: first },
      { kind: 'path', path: second },
    ]);
    expect(result.accepted[0]!.steps?.map((step) => step.id).sort()).toEqual(['caption:de', 'caption:en', 'thumbnail']);
    expect(result.accepted[1]!.steps ?? []).toEqual([]);
    expect(result.notes).toEqual([
      {
        name: 'Show_S01E02.mp4',
        missing: [
          'no thumbnail Show_S01E02.jpg or Show_S01E02.png beside it',
          'no captions Show_S01E02.<language>.srt or .vtt beside it',
        ],
      },
    ]);
  });

  it('keeps clear of publish times already planned in the queue', async () => {
    const { service, series } = await setUp();
    const planned = await writeVideo(rig.dir, 'planned.mp4', 2000);
    await service.enqueue(
      [
        {
          source: { kind: 'path', path: planned.path },
          metadata: {
            snippet: { title: 'Planned' },
            status: { privacyStatus: 'private', publishAt: '2027-03-15T17:00:00Z' },
          },
        },
      ],
      { hold: true },
    );
    const { template } = await series.save(undefined, showDraft());
    const result = await series.enqueue(template.id, [{ kind: 'path', path: await writeEpisode(1) }]);
    expect(result.accepted[0]!.metadata.status.publishAt).toBe('2027-03-17T17:00:00Z');
  });

  it('refuses a file whose filled details break a platform limit, naming it, and queues the others', async () => {
    const { series } = await setUp();
    const { template } = await series.save(
      undefined,
      showDraft({ title: '{file}{file}{file}{file}{file}{file}{file}', slots: null }),
    );
    const long = await writeVideo(rig.dir, 'A_rather_long_episode_name.mp4', 2000);
    const short = await writeVideo(rig.dir, 'b.mp4', 2000);
    const result = await series.enqueue(template.id, [
      { kind: 'path', path: long.path },
      { kind: 'path', path: short.path },
    ]);
    expect(result.accepted.map((upload) => upload.fileName)).toEqual(['b.mp4']);
    expect(result.refused).toEqual([
      {
        name: 'A_rather_long_episode_name.mp4',
        reason: expect.stringContaining('The title has 182 characters; at most 100'),
      },
    ]);
    // The refused file took no number; nor does a file that is no video.
    expect(result.accepted[0]!.metadata.snippet.title).toBe('bbbbbbb');
    expect((await series.list())[0]!.counter.next).toBe(2);
    await writeFile(join(rig.dir, 'notes.mp4'), 'not a video at all');
    const next = await series.enqueue(template.id, [
      { kind: 'path', path: join(rig.dir, 'notes.mp4') },
      { kind: 'path', path: (await writeVideo(rig.dir, 'c.mp4', 2000)).path },
    ]);
    expect(next.refused.map((file) => file.name)).toEqual(['notes.mp4']);
    expect((await series.list())[0]!.counter).toMatchObject({ next: 3, reserved: 2 });
  });
});

describe('the episode counter', () => {
  it('is used by uploads that start and given back by those removed before, from the end only', async () => {
    const { service, series } = await setUp();
    const { template } = await series.save(undefined, showDraft({ slots: null }));
    const paths = [await writeEpisode(1), await writeEpisode(2), await writeEpisode(3)];
    const { accepted } = await series.enqueue(
      template.id,
      paths.map((path) => ({ kind: 'path', path })),
    );
    const [first, second, third] = accepted.map((upload) => upload.id) as [string, string, string];
    // The first one uploads (against the fake host): its number is used.
    await service.resume(first);
    await service.whenIdle();
    await series.onQueueChange(change(service));
    expect((await series.list())[0]!.counter).toEqual({ next: 4, reserved: 2, used: 1 });
    // The last one is removed before it started: 3 comes back.
    await service.cancel(third);
    await service.remove(third);
    await series.onQueueChange(change(service, [third]));
    expect((await series.list())[0]!.counter).toEqual({ next: 3, reserved: 1, used: 1 });
    const again = await series.enqueue(template.id, [{ kind: 'path', path: paths[2]! }]);
    expect(again.accepted[0]!.metadata.snippet.title).toBe('Episode 3: Show S01E03');
    // One from the middle leaves a gap: episode 3 already carries its number.
    await service.cancel(second);
    await series.onQueueChange(change(service));
    expect((await series.list())[0]!.counter).toEqual({ next: 4, reserved: 1, used: 1 });
  });

  it('is brought in line with the queue after a restart (an upload that started while no one listened)', async () => {
    const { service, series } = await setUp();
    const { template } = await series.save(undefined, showDraft({ slots: null }));
    const { accepted } = await series.enqueue(template.id, [{ kind: 'path', path: await writeEpisode(1) }]);
    await service.resume(accepted[0]!.id);
    await service.whenIdle();
    // A new file reader, as after a restart: it knows only what was written.
    const reread = new SeriesTemplates({
      file: new TemplatesFile(rig.dataDir),
      uploads: service,
      staging: new StagingArea(rig.dataDir),
      channelId: () => 'UCchannel',
      now: () => NOW,
    });
    await reread.reconcile();
    expect((await reread.list())[0]!.counter).toEqual({ next: 2, reserved: 0, used: 1 });
  });

  it('sets a damaged templates file aside and says so', async () => {
    const notices: string[] = [];
    await mkdir(join(rig.dataDir, 'series'), { recursive: true });
    await writeFile(join(rig.dataDir, 'series', 'templates.json'), '{"version":1,');
    const { series } = await setUp(notices);
    expect(await series.list()).toEqual([]);
    expect(notices[0]).toContain('damaged');
    expect(
      (await readdir(join(rig.dataDir, 'series'))).some((name) => name.startsWith('templates.json.corrupt-')),
    ).toBe(true);
    await series.save(undefined, showDraft());
    const saved = JSON.parse(await readFile(join(rig.dataDir, 'series', 'templates.json'), 'utf8')) as {
      version: number;
    };
    expect(saved.version).toBe(1);
  });
});
