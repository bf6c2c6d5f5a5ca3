import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxFileStore, type OutboxStorage } from '../../../../electron/comments/outbox-file';
import type { OutboxFile } from '../../../../electron/comments/outbox-record';
import { COMMENT_NOTICES } from '../../../../electron/comments/comments-messages';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { DEFAULT_COMMENT_SETTINGS } from '../../../../shared/comments/comment-view';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { sayLine } from '../../../../shared/i18n/saved-line';
import { makeTempDir, removeDir } from '../../../support/video-fixture';
import { FakeClock, FakeModerationApi, makeOutbox } from './outbox-fakes';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir('desk-outbox-');
});
afterEach(async () => {
  await removeDir(dataDir);
});

const held = (ids: readonly string[]) => ids.map((id) => ({ id, from: 'heldForReview' as const }));
const range = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

async function readOutboxFile(path: string): Promise<OutboxFile> {
  return JSON.parse(await readFile(path, 'utf8')) as OutboxFile;
}

describe('ModerationOutbox', () => {
  it('sends nothing inside the undo window, then batches of at most 50 ids per (status, banAuthor)', async () => {
    const clock = new FakeClock();
    const api = new FakeModerationApi();
    const { outbox } = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await outbox.start();
    await outbox.decide('publish', held(range('p', 120)));
    await outbox.decide('reject', held(range('r', 3)));
    await outbox.decide('ban', held(range('b', 2)));
    await outbox.decide('hold', [{ id: 'h0', from: 'published' }]);

    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs - 1);
    await outbox.whenIdle();
    expect(api.calls).toEqual([]);

    clock.advance(1);
    await outbox.whenIdle();
    const summary = api.calls.map((call) => `${call.status}${call.banAuthor ? '+ban' : ''}:${call.ids.length}`);
    expect(summary.sort()).toEqual(
      ['published:50', 'published:50', 'published:20', 'rejected:3', 'rejected+ban:2', 'heldForReview:1'].sort(),
    );
    expect(new Set(api.calls.flatMap((call) => call.ids)).size).toBe(126);
    expect((await readOutboxFile(new OutboxFileStore(dataDir).path)).records).toEqual([]);
  });

  it('takes a decision back inside the undo window without any call', async () => {
    const clock = new FakeClock();
    const api = new FakeModerationApi();
    const { outbox, events } = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await outbox.start();
    const kept = await outbox.decide('publish', held(['keep']));
    const taken = await outbox.decide('reject', held(['take-1', 'take-2']));
    clock.advance(4000);
    const result = await outbox.undo(taken.groupId);
    expect(result.undone.map((view) => view.commentId).sort()).toEqual(['take-1', 'take-2']);
    expect(result.tooLate).toEqual([]);
    expect(events.filter((view) => view.state === 'undone').map((view) => view.from)).toEqual([
      'heldForReview',
      'heldForReview',
    ]);

    clock.advance(60_000);
    await outbox.whenIdle();
    expect(api.calls).toEqual([{ ids: ['keep'], status: 'published', banAuthor: false }]);
    // Once sent, undo has nothing left to take back and says so.
    expect(await outbox.undo(kept.groupId)).toEqual({ undone: [], tooLate: ['keep'] });
  });

  it('answers decide only once the decision is on disk, and refuses it when the disk refuses', async () => {
    const clock = new FakeClock();
    const saved: OutboxFile[] = [];
    let release: (() => void) | undefined;
    let failNext = false;
    const storage: OutboxStorage = {
      load: () => Promise.resolve({ records: [], settings: DEFAULT_COMMENT_SETTINGS }),
      save: (contents) => {
        if (failNext) return Promise.reject(new Error('ENOSPC: no space left on device'));
        return new Promise<void>((resolve) => {
          release = () => {
            saved.push(structuredClone(contents));
            resolve();
          };
        });
      },
    };
    const { outbox } = makeOutbox(storage, new FakeModerationApi(), clock);
    await outbox.start();
    let answered = false;
    const deciding = outbox.decide('publish', held(['c1'])).then(() => {
      answered = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release!();
    await deciding;
    expect(answered).toBe(true);
    expect(saved.at(-1)?.records.map((record) => record.commentId)).toEqual(['c1']);

    failNext = true;
    await expect(outbox.decide('reject', held(['c2']))).rejects.toMatchObject({ code: 'decision-not-saved' });
    expect(outbox.snapshot().decisions.map((view) => view.commentId)).toEqual(['c1']);
  });

  it('sends what was pending at a restart exactly once', async () => {
    const clock = new FakeClock();
    const firstApi = new FakeModerationApi();
    const first = makeOutbox(new OutboxFileStore(dataDir), firstApi, clock);
    await first.outbox.start();
    await first.outbox.decide('publish', held(['a', 'b']));
    await first.outbox.decide('ban', held(['c']));
    // The app closes before the window ends.
    await first.outbox.stop();
    expect(firstApi.calls).toEqual([]);

    const api = new FakeModerationApi();
    const second = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await second.outbox.start();
    expect(second.events.map((view) => view.state)).toEqual(['waiting', 'waiting', 'waiting']);
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await second.outbox.whenIdle();
    await second.outbox.stop();
    expect(api.calls).toEqual([
      { ids: ['a', 'b'], status: 'published', banAuthor: false },
      { ids: ['c'], status: 'rejected', banAuthor: true },
    ]);

    const thirdApi = new FakeModerationApi();
    const third = makeOutbox(new OutboxFileStore(dataDir), thirdApi, clock);
    await third.outbox.start();
    clock.advance(60_000);
    await third.outbox.whenIdle();
    expect(thirdApi.calls).toEqual([]);
  });

  it('re-sends a batch that was in flight when the app died, at once and once', async () => {
    const clock = new FakeClock();
    const store = new OutboxFileStore(dataDir);
    const hanging = new FakeModerationApi();
    const requestStarted = new Promise<void>((resolve) => {
      hanging.answer = () => {
        resolve();
        return new Promise<void>(() => undefined);
      };
    });
    const first = makeOutbox(store, hanging, clock);
    await first.outbox.start();
    await first.outbox.decide('reject', held(['x', 'y']));
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await requestStarted;
    // The crash: the process is gone with the request unanswered; only the file remains.
    const onDisk = await readOutboxFile(store.path);
    expect(onDisk.records.map((record) => [record.commentId, record.state])).toEqual([
      ['x', 'sending'],
      ['y', 'sending'],
    ]);
    expect(onDisk.records[0]?.batchId).toBeDefined();

    const api = new FakeModerationApi();
    const second = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await second.outbox.start();
    clock.advance(0);
    await second.outbox.whenIdle();
    expect(api.calls).toEqual([{ ids: ['x', 'y'], status: 'rejected', banAuthor: false }]);
    expect((await readOutboxFile(store.path)).records).toEqual([]);
  });

  it('rolls back only the refused decision of a batch, naming the comment', async () => {
    const clock = new FakeClock();
    const api = new FakeModerationApi();
    api.answer = (call) => {
      if (call.ids.includes('gone')) throw new DeskError('not-found', 'The comment was not found.', { status: 404 });
    };
    const { outbox, events, notices, lines } = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await outbox.start();
    await outbox.decide('publish', [
      { id: 'ok-1', from: 'likelySpam' },
      { id: 'gone', from: 'likelySpam', label: 'by Ana: “first!”' },
      { id: 'ok-2', from: 'likelySpam' },
    ]);
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await outbox.whenIdle();
    expect(api.calls.map((call) => call.ids)).toEqual([['ok-1', 'gone', 'ok-2'], ['ok-1'], ['gone'], ['ok-2']]);
    const finals = events.filter((view) => ['sent', 'refused'].includes(view.state));
    expect(finals.map((view) => [view.commentId, view.state])).toEqual([
      ['ok-1', 'sent'],
      ['gone', 'refused'],
      ['ok-2', 'sent'],
    ]);
    expect(finals.find((view) => view.state === 'refused')).toMatchObject({ from: 'likelySpam' });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('by Ana: “first!”');
    expect(notices[0]).toContain('Likely spam');
    // Said again in German, the queue's name with it; the creator's label stays as it was written.
    const german = sayLine(intlFor('de'), lines[0], '');
    expect(german).toContain('by Ana: “first!”');
    expect(german).toContain(intlFor('de').formatMessage(COMMENT_NOTICES.likelySpam));
    expect(german).not.toContain('Likely spam');
    expect(outbox.snapshot().decisions).toEqual([]);
  });

  it('keeps decisions through a passing failure and retries them after the backoff', async () => {
    const clock = new FakeClock();
    const api = new FakeModerationApi();
    let failures = 2;
    api.answer = () => {
      if (failures-- > 0) throw new DeskError('network', 'Could not reach the video platform.');
    };
    const { outbox, events } = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await outbox.start();
    await outbox.decide('publish', held(['n1']));
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await outbox.whenIdle();
    expect(api.calls).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ state: 'retrying', attempts: 1 });
    // First retry after at most 2 s (the base), the second after at most 4 s.
    clock.advance(1998);
    await outbox.whenIdle();
    expect(api.calls).toHaveLength(1);
    clock.advance(2);
    await outbox.whenIdle();
    expect(api.calls).toHaveLength(2);
    clock.advance(4000);
    await outbox.whenIdle();
    expect(api.calls).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ state: 'sent', commentId: 'n1' });
  });

  it('replaces a waiting decision on the same comment, keeping the status to restore', async () => {
    const clock = new FakeClock();
    const api = new FakeModerationApi();
    const { outbox } = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await outbox.start();
    await outbox.decide('publish', [{ id: 'c', from: 'heldForReview' }]);
    await outbox.decide('reject', [{ id: 'c', from: 'published' }]);
    expect(outbox.snapshot().decisions).toMatchObject([{ commentId: 'c', decision: 'reject', from: 'heldForReview' }]);
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await outbox.whenIdle();
    expect(api.calls).toEqual([{ ids: ['c'], status: 'rejected', banAuthor: false }]);
  });

  it('keeps the undo window setting across a restart', async () => {
    const clock = new FakeClock();
    const api = new FakeModerationApi();
    const first = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await first.outbox.start();
    await first.outbox.setSettings({ undoWindowMs: 60_000 });
    await first.outbox.stop();
    const second = makeOutbox(new OutboxFileStore(dataDir), api, clock);
    await second.outbox.start();
    await second.outbox.decide('publish', held(['late']));
    clock.advance(59_999);
    await second.outbox.whenIdle();
    expect(api.calls).toEqual([]);
    clock.advance(1);
    await second.outbox.whenIdle();
    expect(api.calls).toHaveLength(1);
  });

  it('salvages the readable decisions of a torn file, moves it aside and sends them', async () => {
    const clock = new FakeClock();
    const store = new OutboxFileStore(dataDir);
    const record = (id: string) => ({
      decisionId: `d-${id}`,
      groupId: 'g',
      commentId: id,
      decision: 'publish',
      from: 'heldForReview',
      decidedAt: 1,
      sendAt: 2,
      attempts: 0,
      state: 'waiting',
    });
    const whole = JSON.stringify(
      { version: 1, settings: { undoWindowMs: 5000 }, records: [record('s1'), record('s2'), record('s3')] },
      null,
      1,
    );
    const torn = whole.slice(0, whole.lastIndexOf('"commentId"'));
    await mkdir(dirname(store.path), { recursive: true });
    await writeFile(store.path, torn);

    const api = new FakeModerationApi();
    const { outbox, notices, lines } = makeOutbox(store, api, clock);
    await outbox.start();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/1 could not be read.*2 were recovered/s);
    // Kept as a line, its nested sentence too: the page says the whole notice in its language.
    expect(sayLine(intlFor('de'), lines[0], '')).toMatch(/1 konnte nicht gelesen werden.*2 wurden wiederhergestellt/s);
    const files = await readdir(dirname(store.path));
    expect(files.some((name) => name.startsWith('outbox.json.corrupt-'))).toBe(true);
    expect((await readOutboxFile(store.path)).records.map((kept) => kept.commentId)).toEqual(['s1', 's2']);
    clock.advance(0);
    await outbox.whenIdle();
    expect(api.calls).toEqual([{ ids: ['s1', 's2'], status: 'published', banAuthor: false }]);
  });
});

describe('ModerationOutbox with accounts', () => {
  it('sends a decision only while the channel it was made for is signed in, and says why others wait', async () => {
    const clock = new FakeClock();
    const api = new FakeModerationApi();
    let channel: string | undefined = 'UC-first';
    const { outbox, notices } = makeOutbox(new OutboxFileStore(dataDir), api, clock, () => channel);
    await outbox.start();
    await outbox.decide('publish', held(['first-1', 'first-2']));
    channel = 'UC-second';
    outbox.channelChanged();
    await outbox.decide('reject', held(['second-1']));
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await outbox.whenIdle();
    expect(api.calls).toEqual([{ ids: ['second-1'], status: 'rejected', banAuthor: false }]);
    expect(notices).toEqual([
      '2 moderation decisions made for another channel will be sent when you sign in to that channel again.',
    ]);

    channel = undefined;
    outbox.channelChanged();
    channel = 'UC-first';
    outbox.channelChanged();
    clock.advance(0);
    await outbox.whenIdle();
    expect(api.calls.slice(1)).toEqual([{ ids: ['first-1', 'first-2'], status: 'published', banAuthor: false }]);
    expect(notices).toHaveLength(1);
    expect((await readOutboxFile(new OutboxFileStore(dataDir).path)).records).toEqual([]);
  });

  it('keeps the channel of each decision across a restart, and sends those of an older file with any channel', async () => {
    const storage = new OutboxFileStore(dataDir);
    const clock = new FakeClock();
    const first = makeOutbox(storage, new FakeModerationApi(), clock, () => 'UC-first');
    await first.outbox.start();
    await first.outbox.decide('publish', held(['mine']));
    await first.outbox.stop();
    const file = await readOutboxFile(storage.path);
    expect(file.records.map((record) => record.channelId)).toEqual(['UC-first']);
    // An older version wrote no channel: such a decision goes with whichever channel is signed in.
    file.records.push({ ...file.records[0]!, decisionId: 'old', commentId: 'legacy', channelId: undefined });
    await writeFile(storage.path, JSON.stringify(file));

    const api = new FakeModerationApi();
    const second = makeOutbox(storage, api, clock, () => 'UC-other');
    await second.outbox.start();
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await second.outbox.whenIdle();
    expect(api.calls.flatMap((call) => call.ids)).toEqual(['legacy']);
    expect(second.notices).toEqual([
      '1 moderation decision made for another channel will be sent when you sign in to that channel again.',
    ]);
  });
});

describe('ModerationOutbox with several channels signed in', () => {
  it("sends each channel's decisions with that channel's client, whichever is chosen, never mixed in one batch", async () => {
    const clock = new FakeClock();
    const fallback = new FakeModerationApi();
    const perChannel = new Map([
      ['UC-a', new FakeModerationApi()],
      ['UC-b', new FakeModerationApi()],
    ]);
    let chosen = 'UC-a';
    const signedIn = new Set(['UC-a', 'UC-b']);
    const { outbox, notices } = makeOutbox(new OutboxFileStore(dataDir), fallback, clock, () => chosen, {
      signedIn: (id) => signedIn.has(id),
      apiFor: (id) => perChannel.get(id)!,
    });
    await outbox.start();
    await outbox.decide('publish', held(['a-1', 'a-2']));
    chosen = 'UC-b';
    outbox.channelChanged();
    await outbox.decide('publish', held(['b-1']));
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await outbox.whenIdle();
    expect(perChannel.get('UC-a')!.calls).toEqual([{ ids: ['a-1', 'a-2'], status: 'published', banAuthor: false }]);
    expect(perChannel.get('UC-b')!.calls).toEqual([{ ids: ['b-1'], status: 'published', banAuthor: false }]);
    expect(fallback.calls).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('keeps the decisions of a channel that was removed until it is signed in again', async () => {
    const clock = new FakeClock();
    const forA = new FakeModerationApi();
    const forB = new FakeModerationApi();
    const apiFor = (id: string) => (id === 'UC-a' ? forA : forB);
    const signedIn = new Set(['UC-a', 'UC-b']);
    const { outbox } = makeOutbox(new OutboxFileStore(dataDir), new FakeModerationApi(), clock, () => 'UC-b', {
      signedIn: (id) => signedIn.has(id),
      apiFor,
    });
    await outbox.start();
    signedIn.delete('UC-a');
    const file = new OutboxFileStore(dataDir);
    await outbox.decide('reject', held(['b-only']));
    await outbox.stop();
    const saved = await readOutboxFile(file.path);
    // A decision made for UC-a before it was removed: the record names UC-a.
    saved.records.push({ ...saved.records[0]!, decisionId: 'for-a', commentId: 'a-1', channelId: 'UC-a' });
    await writeFile(file.path, JSON.stringify(saved));
    const again = makeOutbox(file, new FakeModerationApi(), clock, () => 'UC-b', {
      signedIn: (id) => signedIn.has(id),
      apiFor,
    });
    await again.outbox.start();
    clock.advance(DEFAULT_COMMENT_SETTINGS.undoWindowMs);
    await again.outbox.whenIdle();
    expect(forB.calls.flatMap((call) => call.ids)).toEqual(['b-only']);
    expect(forA.calls).toEqual([]);
    expect((await readOutboxFile(file.path)).records.map((record) => record.commentId)).toEqual(['a-1']);
    signedIn.add('UC-a');
    again.outbox.channelChanged();
    clock.advance(0);
    await again.outbox.whenIdle();
    expect(forA.calls.flatMap((call) => call.ids)).toEqual(['a-1']);
  });
});
