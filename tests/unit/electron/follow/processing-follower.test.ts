// The follower against a fake Data API: batching, backoff, the ends, errors and a restart.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProcessingView } from '../../../../shared/follow/processing';
import { FOLLOWED_FILE } from '../../../../electron/follow/followed-file';
import { IDS_PER_CALL, ProcessingFollower } from '../../../../electron/follow/processing-follower';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { DataApiClient, DataApiRequest } from '../../../../electron/platform/data-api-client';

type Status = { uploadStatus: string; failureReason?: string; rejectionReason?: string };

let dataDir: string;
let now: number;
let statuses: Map<string, Status>;
let requests: DataApiRequest[];
let failWith: Error | undefined;

const api = {
  request: vi.fn(async (request: DataApiRequest) => {
    requests.push(request);
    if (failWith) throw failWith;
    const ids = String(request.params?.id).split(',');
    return {
      items: ids
        .filter((id) => statuses.has(id))
        .map((id) => ({
          id,
          status: statuses.get(id),
          processingDetails: { processingProgress: { partsTotal: '1000', partsProcessed: '250', timeLeftMs: '60000' } },
        })),
    };
  }),
} as unknown as DataApiClient;

function follower(events: { changed: ProcessingView[]; settled: ProcessingView[] }) {
  return new ProcessingFollower({
    dataDir,
    dataApi: () => api,
    channelId: () => 'UC1',
    changed: (view) => events.changed.push(view),
    settled: (view) => events.settled.push(view),
    notice: () => undefined,
    log: () => undefined,
    now: () => now,
    baseMs: 1_000,
    capMs: 8_000,
  });
}

const events = () => ({ changed: [] as ProcessingView[], settled: [] as ProcessingView[] });

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'follow-'));
  now = 1_000_000;
  statuses = new Map();
  requests = [];
  failWith = undefined;
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('ProcessingFollower', () => {
  it('looks at up to 50 videos per videos.list call, asking for status and processingDetails', async () => {
    const heard = events();
    const subject = follower(heard);
    await subject.start();
    for (let index = 0; index < 120; index += 1) {
      statuses.set(`v${index}`, { uploadStatus: 'uploaded' });
      subject.follow({ videoId: `v${index}`, uploadId: `u${index}`, title: `Clip ${index}` });
    }
    now += 1_000;
    await subject.lookNow();
    expect(requests.map((request) => String(request.params?.id).split(',').length)).toEqual([IDS_PER_CALL, 50, 20]);
    expect(requests[0]!.params?.part).toBe('status,processingDetails');
    expect(subject.list().find((view) => view.videoId === 'v3')).toMatchObject({
      state: 'uploaded',
      fraction: 0.25,
      timeLeftMs: 60_000,
    });
    await subject.stop();
  });

  it('backs off between looks and stops at the end, telling it once', async () => {
    const heard = events();
    const subject = follower(heard);
    await subject.start();
    statuses.set('v1', { uploadStatus: 'uploaded' });
    subject.follow({ videoId: 'v1', uploadId: 'u1', title: 'Trip' });
    const nextCheck = () => subject.list()[0]!.nextCheckAt! - now;
    now += 1_000;
    await subject.lookNow();
    expect(nextCheck()).toBe(2_000);
    now += 2_000;
    await subject.lookNow();
    expect(nextCheck()).toBe(4_000);
    statuses.set('v1', { uploadStatus: 'rejected', rejectionReason: 'duplicate' });
    now += 4_000;
    await subject.lookNow();
    expect(subject.list()[0]).toMatchObject({ state: 'rejected', reason: 'duplicate' });
    expect(subject.list()[0]!.nextCheckAt).toBeUndefined();
    expect(heard.settled).toHaveLength(1);
    requests = [];
    now += 100_000;
    await subject.lookNow();
    expect(requests).toEqual([]);
    await subject.stop();
  });

  it('survives a restart: the followed videos are saved beside the queue and looked at again', async () => {
    const first = follower(events());
    await first.start();
    subjectFollows(first, 'v1', { uploadStatus: 'uploaded' });
    await first.stop();
    expect(JSON.parse(readFileSync(join(dataDir, FOLLOWED_FILE), 'utf8')).videos).toHaveLength(1);

    const heard = events();
    const second = follower(heard);
    await second.start();
    statuses.set('v1', { uploadStatus: 'processed' });
    now += 1_000;
    await second.lookNow();
    expect(second.list()[0]).toMatchObject({ videoId: 'v1', uploadId: 'u-v1', state: 'processed' });
    expect(heard.settled.map((view) => view.state)).toEqual(['processed']);
    await second.stop();
  });

  it('calls a video missing only after it was absent from several answers', async () => {
    const subject = follower(events());
    await subject.start();
    subject.follow({ videoId: 'gone', uploadId: 'u', title: 'Gone' });
    for (let look = 0; look < 3; look += 1) {
      expect(subject.list()[0]!.state).toBe('uploaded');
      now += 10_000;
      await subject.lookNow();
    }
    expect(subject.list()[0]!.state).toBe('missing');
    await subject.stop();
  });

  it('waits for the quota reset after quotaExceeded, and stops until a new sign-in when the sign-in is over', async () => {
    const subject = follower(events());
    await subject.start();
    subjectFollows(subject, 'v1', { uploadStatus: 'uploaded' });
    failWith = new DeskError('quota-exceeded', 'Quota used up.');
    now += 1_000;
    await subject.lookNow();
    expect(subject.list()[0]!.nextCheckAt! - now).toBeGreaterThan(60_000);

    failWith = new DeskError('reconnect-required', 'Sign in again.');
    subject.accountChanged();
    await subject.lookNow();
    requests = [];
    await subject.lookNow();
    expect(requests).toEqual([]);
    failWith = undefined;
    statuses.set('v1', { uploadStatus: 'processed' });
    subject.accountChanged();
    await subject.lookNow();
    expect(subject.list()[0]!.state).toBe('processed');
    await subject.stop();
  });
});

function subjectFollows(subject: ProcessingFollower, videoId: string, status: Status): void {
  statuses.set(videoId, status);
  subject.follow({ videoId, uploadId: `u-${videoId}`, title: videoId });
}

describe('ProcessingFollower with several channels signed in', () => {
  it("looks at each channel's videos with that channel's client, and goes on past a channel whose sign-in ended", async () => {
    const asked: Array<[string, string]> = [];
    const clientOf = (channelId: string) =>
      ({
        request: async (request: DataApiRequest) => {
          asked.push([channelId, String(request.params?.id)]);
          if (channelId === 'UCdead') throw new DeskError('reconnect-required', 'Sign in again.');
          return (api.request as (r: DataApiRequest) => Promise<unknown>)(request);
        },
      }) as unknown as DataApiClient;
    const heard = events();
    const subject = new ProcessingFollower({
      dataDir,
      dataApi: () => {
        throw new Error("the chosen channel's client must not look at another channel's videos");
      },
      channelId: () => 'UCmain',
      dataApiFor: clientOf,
      signedIn: (id) => id !== 'UCgone',
      changed: (view) => heard.changed.push(view),
      settled: (view) => heard.settled.push(view),
      notice: () => undefined,
      log: () => undefined,
      now: () => now,
      baseMs: 1_000,
      capMs: 8_000,
    });
    await subject.start();
    statuses.set('m1', { uploadStatus: 'processed' });
    statuses.set('c1', { uploadStatus: 'processed' });
    subject.follow({ videoId: 'd1', uploadId: 'u0', title: 'Dead', channelId: 'UCdead' });
    subject.follow({ videoId: 'm1', uploadId: 'u1', title: 'Main' });
    subject.follow({ videoId: 'c1', uploadId: 'u2', title: 'Clips', channelId: 'UCclips' });
    subject.follow({ videoId: 'g1', uploadId: 'u3', title: 'Gone', channelId: 'UCgone' });
    now += 1_000;
    await subject.lookNow();
    expect(asked).toEqual([
      ['UCdead', 'd1'],
      ['UCmain', 'm1'],
      ['UCclips', 'c1'],
    ]);
    expect(heard.settled.map((view) => view.videoId).sort()).toEqual(['c1', 'm1']);
    await subject.stop();
  });
});
