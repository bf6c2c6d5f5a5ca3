// The app's comments client and moderation outbox against the emulator (in this process, its clock held by the
// test): lists in each queue, replies written, edited and deleted, decisions batched by 50 and counted at the
// emulator, a refusal rolled back, and a 5xx retried until the decision lands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadToQueueItems } from '../../../electron/comments/comment-resources';
import { CommentsClient } from '../../../electron/comments/comments-client';
import { ModerationOutbox } from '../../../electron/comments/moderation-outbox';
import { OutboxFileStore } from '../../../electron/comments/outbox-file';
import type { DecisionView } from '../../../shared/comments/comment-view';
import { makeTempDir, removeDir } from '../../support/video-fixture';
import { FakeClock } from '../../unit/electron/comments/outbox-fakes';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { noticeMessage } from '../../../electron/kernel/feature';

/** The demo's other channel's one video (electron/emulator/data-api/demo-seed.ts): not ours to moderate. */
const OTHER_CHANNEL_VIDEO = 'oTh3rVid001';

let fx: EmulatorHarness;
let client: CommentsClient;
let channelId: string;
let dataDir: string;

beforeAll(async () => {
  fx = await startEmulatorHarness({ time: Date.parse('2026-06-01T12:00:00Z') });
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  channelId = fx.info.demo.channelId;
  const api = fx.dataApiClient();
  client = new CommentsClient(() => api);
  dataDir = await makeTempDir('desk-comments-');
});
afterAll(async () => {
  await fx.close();
  await removeDir(dataDir);
});

async function trueStatus(id: string): Promise<string> {
  return ((await fx.controlOk('GET', `/_emulator/v1/comments/${id}`)) as { moderationStatus: string }).moderationStatus;
}

async function moderationCalls(): Promise<Array<{ ids: string[]; moderationStatus: string; status: number }>> {
  const answer = (await fx.controlOk('GET', '/_emulator/v1/comments/calls?method=comments.setModerationStatus')) as {
    calls: Array<{ ids: string[]; moderationStatus: string; status: number }>;
  };
  return answer.calls;
}

function outboxWith(clock: FakeClock, views: DecisionView[], notices: string[]): ModerationOutbox {
  return new ModerationOutbox({
    storage: new OutboxFileStore(dataDir),
    api: client,
    clock,
    emit: (changed) => views.push(...changed),
    notice: (words) => notices.push(noticeMessage(words).message),
    random: () => 0.999_999,
    log: (message, error) => console.error(message, error),
  });
}

describe('comments client against the emulator', () => {
  it('lists the demo channel in each queue, as plain text, 100 at most a page', async () => {
    for (const queue of ['heldForReview', 'likelySpam', 'published'] as const) {
      const page = await client.listThreads({ queue, channelId });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(100);
      const views = page.items.flatMap((thread) => threadToQueueItems(thread, queue, channelId));
      expect(views.length).toBeGreaterThanOrEqual(page.items.length);
      expect(views.every((view) => view.moderationStatus === queue)).toBe(true);
      expect(views.every((view) => view.authorName.length > 0 && view.videoId)).toBe(true);
    }
  });

  it('replies, edits and deletes its own reply', async () => {
    const thread = (await client.listThreads({ queue: 'published', channelId })).items[0]!;
    const reply = await client.reply(thread.id, 'Thanks for watching!');
    expect(reply.snippet?.parentId).toBe(thread.id);
    expect(reply.snippet?.authorChannelId?.value).toBe(channelId);
    const edited = await client.edit(reply.id, 'Thanks for watching, and for the kind words!');
    expect(edited.snippet?.textOriginal).toBe('Thanks for watching, and for the kind words!');
    const replies = await client.listReplies(thread.id);
    expect(replies.items.some((item) => item.id === reply.id)).toBe(true);
    await client.remove(reply.id);
    const after = await client.listReplies(thread.id);
    expect(after.items.some((item) => item.id === reply.id)).toBe(false);
  });

  it('sends 120 approvals in 3 calls, a refused decision alone is rolled back, a 503 is retried', async () => {
    const seeded = (await fx.controlOk('POST', '/_emulator/v1/comments/seed', {
      count: 120,
      moderationStatus: 'heldForReview',
    })) as { ids: string[] };
    await fx.controlOk('DELETE', '/_emulator/v1/comments/calls');
    const clock = new FakeClock();
    const views: DecisionView[] = [];
    const notices: string[] = [];
    const outbox = outboxWith(clock, views, notices);
    await outbox.start();
    await outbox.decide(
      'publish',
      seeded.ids.map((id) => ({ id, from: 'heldForReview' as const })),
    );
    clock.advance(5000);
    await outbox.whenIdle();
    const calls = await moderationCalls();
    expect(calls.map((call) => call.ids.length)).toEqual([50, 50, 20]);
    expect(calls.every((call) => call.status === 204 && call.moderationStatus === 'published')).toBe(true);
    expect(await trueStatus(seeded.ids[0]!)).toBe('published');
    expect(await trueStatus(seeded.ids[119]!)).toBe('published');

    // Another channel's comment: the platform refuses the moderator, so the decision comes back.
    const other = (await fx.controlOk('POST', '/_emulator/v1/comments/seed', {
      count: 1,
      moderationStatus: 'heldForReview',
      videoId: OTHER_CHANNEL_VIDEO,
    })) as { ids: string[] };
    await outbox.decide('reject', [{ id: other.ids[0]!, from: 'heldForReview', label: 'by a stranger' }]);
    clock.advance(5000);
    await outbox.whenIdle();
    expect(views.at(-1)).toMatchObject({ commentId: other.ids[0], state: 'refused', from: 'heldForReview' });
    expect(notices.at(-1)).toContain('by a stranger');
    expect(await trueStatus(other.ids[0]!)).toBe('heldForReview');

    await fx.controlOk('POST', '/_emulator/v1/comments/faults', {
      method: 'comments.setModerationStatus',
      status: 503,
    });
    await outbox.decide('reject', [{ id: seeded.ids[0]!, from: 'published' }]);
    clock.advance(5000);
    await outbox.whenIdle();
    expect(views.at(-1)).toMatchObject({ state: 'retrying', attempts: 1 });
    clock.advance(2000);
    await outbox.whenIdle();
    expect(views.at(-1)).toMatchObject({ state: 'sent', commentId: seeded.ids[0] });
    expect(await trueStatus(seeded.ids[0]!)).toBe('rejected');
    await outbox.stop();
  });
});
