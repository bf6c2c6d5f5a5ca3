// The calendar's service over a scripted Data API and a queue in memory: a video's move reads it and sends its whole
// status part, private, with the new time (the platform schedules only private videos) and a refusal leaves what the
// calendar knows unchanged; an upload's move and "spread these" change only uploads that have not started, skip the
// slots other entries hold, and refuse a time gone by before anything is sent.
import { describe, expect, it } from 'vitest';
import { CalendarService, type CalendarQueue } from '../../../../electron/calendar/calendar-service';
import { ScheduledVideos } from '../../../../electron/calendar/scheduled-videos';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { LibraryService } from '../../../../electron/library/library-service';
import { toDeskError } from '../../../../electron/platform/data-api-errors';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';
import { nextFreeSlots, type SlotRule } from '../../../../shared/series/publish-slots';
import { SLOT_LEAD_MS } from '../../../../shared/series/slot-lead';
import { SlotPicker } from '../../../../shared/series/slot-picker';
import { PUBLISH_TIME_PASSED } from '../../../../shared/uploads/publish-time-passed';
import type { VideoMetadata } from '../../../../shared/uploads/video-metadata';
import type { UploadView } from '../../../../shared/uploads/upload-view';
import { scriptedDataApi } from '../../support/scripted-data-api';

const NOW = Date.parse('2026-03-25T10:00:00Z');
const DAY = 86_400_000;
const SCHEDULED_AT = new Date(NOW + 2 * DAY).toISOString();

function videoResource(id: string, status: object) {
  return {
    id,
    snippet: {
      publishedAt: '2026-01-05T15:00:00Z',
      title: `Video ${id}`,
      description: 'About it',
      tags: ['one'],
      categoryId: '22',
      thumbnails: {},
    },
    status: {
      privacyStatus: 'private',
      license: 'creativeCommon',
      embeddable: false,
      publicStatsViewable: false,
      selfDeclaredMadeForKids: true,
      uploadStatus: 'processed',
      ...status,
    },
  };
}

function upload(id: string, options: { publishAt?: string; started?: boolean; state?: UploadView['state'] } = {}) {
  return {
    id,
    fileName: `${id}.mp4`,
    sourceKind: 'staged',
    totalBytes: 1,
    mimeType: 'video/mp4',
    metadata: {
      snippet: { title: `Upload ${id}`, tags: ['kept'] },
      status: { privacyStatus: 'public', ...(options.publishAt ? { publishAt: options.publishAt } : {}) },
    },
    state: options.state ?? (options.started ? 'uploading' : 'paused'),
    bytesConfirmed: 0,
    canEditMetadata: !options.started,
    createdAt: NOW - DAY,
  } as UploadView;
}

class MemoryQueue implements CalendarQueue {
  readonly updates: Array<{ id: string; metadata: VideoMetadata }> = [];
  constructor(readonly uploads: UploadView[]) {}
  snapshot() {
    return { uploads: this.uploads };
  }
  view(id: string): UploadView {
    const found = this.uploads.find((view) => view.id === id);
    if (!found) throw new DeskError('upload-not-found', `No upload ${id}.`);
    return found;
  }
  async updateMetadata(id: string, metadata: VideoMetadata): Promise<UploadView> {
    const view = this.view(id);
    if (!view.canEditMetadata) throw new DeskError('metadata-locked', 'Started.');
    this.updates.push({ id, metadata });
    const updated = { ...view, metadata } as UploadView;
    this.uploads.splice(this.uploads.indexOf(view), 1, updated);
    return updated;
  }
}

function setup(uploads: UploadView[] = [], answer?: (request: DataApiRequest) => unknown) {
  const api = scriptedDataApi(
    answer ??
      ((request) => {
        if (request.path === '/playlistItems') return { items: [{ contentDetails: { videoId: 'vidScheduled' } }] };
        if (request.method === 'PUT')
          return { id: 'vidScheduled', status: (request.body as { status: object }).status };
        return { items: [videoResource('vidScheduled', { publishAt: SCHEDULED_AT })] };
      }),
  );
  const deps = { dataApi: () => api.client, uploadsPlaylistId: async () => 'UUchannel', now: () => NOW };
  const queue = new MemoryQueue(uploads);
  const service = new CalendarService({
    scheduled: new ScheduledVideos(deps),
    library: new LibraryService(deps),
    queue,
    now: () => NOW,
  });
  return { service, api, queue };
}

describe('CalendarService.entries', () => {
  it('joins the scheduled videos and the queue’s planned uploads in the span, and lists the unplanned', async () => {
    const later = new Date(NOW + 3 * DAY).toISOString();
    const { service } = setup([
      upload('up-planned', { publishAt: later }),
      upload('up-sending', { publishAt: later, started: true }),
      upload('up-failed', { publishAt: later, state: 'failed' }),
      upload('up-bare'),
    ]);
    const answer = await service.entries({ from: NOW, until: NOW + 7 * DAY });
    expect(answer.entries.map((entry) => [entry.kind, entry.id, entry.state, entry.movable])).toEqual([
      ['video', 'vidScheduled', 'scheduled', true],
      ['upload', 'up-planned', 'queued', true],
      ['upload', 'up-sending', 'uploading', false],
    ]);
    expect(answer.unplanned).toEqual([{ id: 'up-bare', title: 'Upload up-bare' }]);
    expect(answer.unplannedTotal).toBe(1);
    expect(answer.library).toMatchObject({ videosRead: 1, complete: true, units: 2 });
    expect((await service.entries({ from: NOW + 3 * DAY + 1, until: NOW + 7 * DAY })).entries).toEqual([]);
  });
});

describe('CalendarService.reschedule', () => {
  it('reads the video and sends its whole status part, private, with the new publish time', async () => {
    const { service, api } = setup();
    await service.entries({ from: NOW, until: NOW + 7 * DAY });
    const to = new Date(NOW + 4 * DAY).toISOString();
    const moved = await service.reschedule({ kind: 'video', id: 'vidScheduled', publishAt: to });
    expect(moved).toMatchObject({ kind: 'video', id: 'vidScheduled', at: Date.parse(to), state: 'scheduled' });
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.params).toEqual({ part: 'status' });
    expect(put.body).toEqual({
      id: 'vidScheduled',
      status: {
        privacyStatus: 'private',
        license: 'creativeCommon',
        embeddable: false,
        publicStatsViewable: false,
        selfDeclaredMadeForKids: true,
        publishAt: to,
      },
    });
    // The kept scan knows the new time without a new read (which would still answer the old one here).
    const before = api.requests.length;
    expect((await service.entries({ from: NOW, until: NOW + 7 * DAY })).entries[0]!.at).toBe(Date.parse(to));
    expect(api.requests.length).toBe(before);
  });

  it('makes a public video private to schedule it', async () => {
    const { service, api } = setup([], (request) =>
      request.method === 'PUT'
        ? { id: 'vidPublic00', status: (request.body as { status: object }).status }
        : { items: [videoResource('vidPublic00', { privacyStatus: 'public' })] },
    );
    await service.reschedule({ kind: 'video', id: 'vidPublic00', publishAt: new Date(NOW + DAY).toISOString() });
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect((put.body as { status: { privacyStatus: string } }).status.privacyStatus).toBe('private');
  });

  it('passes the platform’s refusal on with its reason and leaves the kept scan as it was', async () => {
    const { service } = setup([], (request) => {
      if (request.path === '/playlistItems') return { items: [{ contentDetails: { videoId: 'vidScheduled' } }] };
      if (request.method === 'PUT') {
        throw toDeskError(400, {
          error: {
            code: 400,
            message: 'The request metadata specifies an invalid scheduled publishing time.',
            errors: [{ reason: 'invalidPublishAt', domain: 'youtube.video', message: 'x' }],
          },
        });
      }
      return { items: [videoResource('vidScheduled', { publishAt: SCHEDULED_AT })] };
    });
    await service.entries({ from: NOW, until: NOW + 7 * DAY });
    await expect(
      service.reschedule({ kind: 'video', id: 'vidScheduled', publishAt: new Date(NOW + 4 * DAY).toISOString() }),
    ).rejects.toMatchObject({
      code: 'rejected',
      message: expect.stringContaining('invalid scheduled publishing time'),
    });
    expect((await service.entries({ from: NOW, until: NOW + 7 * DAY })).entries[0]!.at).toBe(Date.parse(SCHEDULED_AT));
  });

  it('moves an upload that has not started by its details (private, the new time, the rest kept), no quota', async () => {
    const { service, api, queue } = setup([upload('up-1', { publishAt: SCHEDULED_AT })]);
    const to = new Date(NOW + 5 * DAY).toISOString();
    const moved = await service.reschedule({ kind: 'upload', id: 'up-1', publishAt: to });
    expect(moved).toMatchObject({ kind: 'upload', id: 'up-1', at: Date.parse(to), state: 'queued' });
    expect(queue.updates).toEqual([
      {
        id: 'up-1',
        metadata: {
          snippet: { title: 'Upload up-1', tags: ['kept'] },
          status: { privacyStatus: 'private', publishAt: to },
        },
      },
    ]);
    expect(api.requests).toEqual([]);
  });

  it('refuses an upload’s time gone by, and one that has started, changing nothing', async () => {
    const { service, queue } = setup([upload('up-1', { publishAt: SCHEDULED_AT }), upload('up-2', { started: true })]);
    await expect(
      service.reschedule({ kind: 'upload', id: 'up-1', publishAt: new Date(NOW - 60_000).toISOString() }),
    ).rejects.toMatchObject({ code: 'invalid-input', message: PUBLISH_TIME_PASSED });
    await expect(
      service.reschedule({ kind: 'upload', id: 'up-2', publishAt: new Date(NOW + DAY).toISOString() }),
    ).rejects.toMatchObject({ code: 'metadata-locked' });
    expect(queue.updates).toEqual([]);
  });
});

describe('CalendarService.spread', () => {
  const rule: SlotRule = { kind: 'weekly', zone: 'Europe/Berlin', days: [1, 3, 5], times: ['18:00'] };

  it('gives the uploads, in order, the next free slots, skipping those of the scheduled video and other uploads', async () => {
    // Wednesday 25 March 2026, 11:00 in Berlin: the next slots are Wed 25, Fri 27, Mon 30 (summer time), Wed 1 April.
    const fridaySlot = Date.parse('2026-03-27T17:00:00Z');
    const { service, queue } = setup(
      [
        upload('up-a'),
        upload('up-b'),
        upload('up-other', { publishAt: new Date(fridaySlot).toISOString() }),
        upload('up-c'),
      ],
      (request) => {
        if (request.path === '/playlistItems') return { items: [{ contentDetails: { videoId: 'vidScheduled' } }] };
        return { items: [videoResource('vidScheduled', { publishAt: '2026-03-25T17:00:00Z' })] };
      },
    );
    const result = await service.spread(['up-c', 'up-a', 'up-b'], rule);
    const expected = ['2026-03-30T16:00:00.000Z', '2026-04-01T16:00:00.000Z', '2026-04-03T16:00:00.000Z'];
    expect(result.refused).toEqual([]);
    expect(result.placed.map((placed) => [placed.id, new Date(placed.at).toISOString()])).toEqual([
      ['up-c', expected[0]],
      ['up-a', expected[1]],
      ['up-b', expected[2]],
    ]);
    expect(queue.updates.map((update) => update.metadata.status)).toEqual(
      expected.map((publishAt) => ({ privacyStatus: 'private', publishAt })),
    );
    // The same as the shared rule answers for these taken times.
    expect(
      nextFreeSlots(rule, {
        after: NOW + SLOT_LEAD_MS,
        count: 3,
        taken: [Date.parse('2026-03-25T17:00:00Z'), fridaySlot],
      }).map((at) => new Date(at).toISOString()),
    ).toEqual(expected);
  });

  it('keeps the lead a template drop keeps, so both give the same first slot for the same rule', async () => {
    // Wednesday 11:20 in Berlin is 20 minutes after NOW: inside the half-hour lead, so both skip to the next week.
    const soon: SlotRule = { kind: 'weekly', zone: 'Europe/Berlin', days: [3], times: ['11:20'] };
    const { service } = setup([upload('up-a')], () => ({ items: [] }));
    const result = await service.spread(['up-a'], soon);
    const dropped = new SlotPicker(soon, NOW, null, []).next();
    expect(result.placed.map((placed) => new Date(placed.at).toISOString())).toEqual(['2026-04-01T09:20:00.000Z']);
    expect(result.placed[0]?.at).toBe(dropped);
  });

  it('re-spreads uploads already planned without counting their own old slots as taken', async () => {
    const { service } = setup([upload('up-a', { publishAt: '2026-03-27T17:00:00.000Z' })], () => ({ items: [] }));
    const result = await service.spread(['up-a'], rule);
    expect(result.placed.map((placed) => new Date(placed.at).toISOString())).toEqual(['2026-03-25T17:00:00.000Z']);
  });

  it('refuses uploads that have started or are not in the queue, and places the others', async () => {
    const { service } = setup([upload('up-a'), upload('up-sent', { started: true })], () => ({ items: [] }));
    const result = await service.spread(['up-sent', 'up-gone', 'up-a'], rule);
    expect(result.placed.map((placed) => placed.id)).toEqual(['up-a']);
    expect(result.refused).toEqual([
      { id: 'up-sent', reason: '"up-sent.mp4" has started: its details went to the platform with it.' },
      { id: 'up-gone', reason: 'No upload up-gone.' },
    ]);
  });
});
