// The queue's side of the calendar: an upload with a publish time is an entry while it waits (movable) or sends (not),
// a finished one is its video, shown only when it finished after the Library's scan (which could not list it yet);
// failed and cancelled ones are left out; uploads without a time are listed as unplanned, bounded.
import { describe, expect, it } from 'vitest';
import { queuedEntries, queuedEntryOf, unplannedUploads } from '../../../../electron/calendar/queued-entries';
import { scheduledEntryOf } from '../../../../electron/calendar/scheduled-videos';
import { libraryVideo } from '../../support/library-video';
import { MAX_UNPLANNED_LISTED } from '../../../../shared/calendar/calendar-entry';
import type { UploadView } from '../../../../shared/uploads/upload-view';

const AT = '2030-01-31T18:00:00Z';

function view(id: string, patch: Partial<UploadView> = {}, publishAt: string | null = AT): UploadView {
  const made: UploadView = {
    id,
    fileName: `${id}.mp4`,
    sourceKind: 'staged',
    totalBytes: 1,
    mimeType: 'video/mp4',
    metadata: {
      snippet: { title: '' },
      status: { privacyStatus: 'private', ...(publishAt ? { publishAt } : {}) },
    },
    state: 'queued',
    bytesConfirmed: 0,
    canEditMetadata: true,
    createdAt: 0,
    ...patch,
  };
  return made;
}

describe('queuedEntries', () => {
  it('maps each state, names an untitled upload by its file, and shows a finished one only after the scan', () => {
    const entries = queuedEntries(
      [
        view('waiting'),
        view('sending', { state: 'uploading', canEditMetadata: false }),
        view('failed', { state: 'failed' }),
        view('cancelled', { state: 'cancelled' }),
        view('done-before', { state: 'done', canEditMetadata: false, videoId: 'vidBefore00', finishedAt: 100 }),
        view('done-after', { state: 'done', canEditMetadata: false, videoId: 'vidAfter000', finishedAt: 300 }),
        view('garbled', {}, 'not a time'),
        view('no-time', {}, null),
      ],
      200,
    );
    expect(entries).toEqual([
      { kind: 'upload', id: 'waiting', title: 'waiting.mp4', at: Date.parse(AT), state: 'queued', movable: true },
      { kind: 'upload', id: 'sending', title: 'sending.mp4', at: Date.parse(AT), state: 'uploading', movable: false },
      {
        kind: 'video',
        id: 'vidAfter000',
        title: 'done-after.mp4',
        at: Date.parse(AT),
        state: 'scheduled',
        movable: true,
      },
    ]);
  });
});

describe('unplannedUploads', () => {
  it('lists the uploads that can still take a time and have none, at most the bound, counting all', () => {
    const uploads = [
      view('planned'),
      view('sending', { state: 'uploading', canEditMetadata: false }, null),
      ...Array.from({ length: MAX_UNPLANNED_LISTED + 5 }, (_, index) => view(`bare-${index}`, {}, null)),
    ];
    const { listed, total } = unplannedUploads(uploads);
    expect(total).toBe(MAX_UNPLANNED_LISTED + 5);
    expect(listed).toHaveLength(MAX_UNPLANNED_LISTED);
    expect(listed[0]).toEqual({ id: 'bare-0', title: 'bare-0.mp4' });
  });
});

describe('the altered content answer on a calendar entry', () => {
  it("carries an upload's or a video's answer, and none while unanswered", () => {
    const answered = view('answered', {
      metadata: {
        snippet: { title: 't' },
        status: { privacyStatus: 'private', publishAt: AT, containsSyntheticMedia: false },
      },
    });
    expect(queuedEntryOf(answered)?.containsSyntheticMedia).toBe(false);
    expect(queuedEntryOf(view('unanswered'))).not.toHaveProperty('containsSyntheticMedia');
    const video = libraryVideo('aaaaaaaaaa1', {
      privacyStatus: 'private',
      publishAt: AT,
      containsSyntheticMedia: true,
    });
    expect(scheduledEntryOf(video).containsSyntheticMedia).toBe(true);
    expect(scheduledEntryOf(libraryVideo('aaaaaaaaaa2', { publishAt: AT }))).not.toHaveProperty(
      'containsSyntheticMedia',
    );
  });
});
