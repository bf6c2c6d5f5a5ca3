// The feature's wiring over a real event hub: a done upload is followed once, an old one at start is not, and the
// end of processing is told as a notification of its kind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventHub } from '../../../../electron/kernel/event-hub';
import type { FeatureContext } from '../../../../electron/kernel/feature';
import { createFollowFeature } from '../../../../electron/follow/follow-feature';
import type { DataApiClient } from '../../../../electron/platform/data-api-client';
import type { UploadService } from '../../../../electron/uploads/upload-service';
import type { NotificationEvent } from '../../../../shared/notifications/notification-kinds';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../shared/uploads/upload-settings';
import type { UploadView } from '../../../../shared/uploads/upload-view';
import { uploadView } from '../../support/upload-view';

let dataDir: string;
let events: EventHub;
let told: NotificationEvent[];
let status: string;
const requested: string[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'follow-feature-'));
  events = new EventHub();
  told = [];
  status = 'uploaded';
  requested.length = 0;
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function feature(queue: UploadView[]) {
  const api = {
    request: async (request: { params: { id: string } }) => {
      requested.push(request.params.id);
      return { items: request.params.id.split(',').map((id) => ({ id, status: { uploadStatus: status } })) };
    },
  } as unknown as DataApiClient;
  const ctx = {
    dataDir,
    events,
    channel: () => ({ dataApi: api }),
    channelId: () => 'UC1',
    notice: () => undefined,
    log: () => undefined,
  } as unknown as FeatureContext;
  const uploads = {
    snapshot: () => ({ uploads: queue, settings: DEFAULT_UPLOAD_SETTINGS }),
  } as unknown as UploadService;
  return createFollowFeature(ctx, { uploads, tell: (event) => told.push(event) });
}

const done = (id: string, finishedAt: number) =>
  uploadView(id, {
    state: 'done',
    videoId: `vid-${id}`,
    finishedAt,
    metadata: { snippet: { title: `Title ${id}` }, status: { privacyStatus: 'private' } },
  });

describe('follow feature', () => {
  it('follows what finished lately at start, then each upload as it is done, and tells the end', async () => {
    const subject = feature([done('recent', Date.now() - 60_000), done('old', Date.now() - 30 * 86_400_000)]);
    await subject.start();
    expect(subject.follower.list().map((view) => view.videoId)).toEqual(['vid-recent']);

    events.emit('uploads.changed', {
      revision: 2,
      upserts: [
        { index: 0, upload: done('fresh', Date.now()) },
        { index: 1, upload: uploadView('queued-one') },
      ],
      removed: [],
      total: 2,
      settings: DEFAULT_UPLOAD_SETTINGS,
    });
    expect(
      subject.follower
        .list()
        .map((view) => view.videoId)
        .sort(),
    ).toEqual(['vid-fresh', 'vid-recent']);

    status = 'processed';
    await subject.follower.lookNow();
    expect(requested).toHaveLength(1);
    expect(told.map((event) => [event.kind, event.subject]).sort()).toEqual([
      ['processing-done', 'Title fresh'],
      ['processing-done', 'Title recent'],
    ]);
    expect(subject.handlers['follow.list'](undefined)).toHaveLength(2);
    await subject.stop();
  });
});
