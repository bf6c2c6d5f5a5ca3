// The service refuses a reply the platform would refuse after charging for it (to a held or spam comment), before any
// call; "Publish and reply" publishes first, once, and the reply then goes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommentsClient } from '../../../../electron/comments/comments-client';
import { CommentsService } from '../../../../electron/comments/comments-service';
import { KnownStatuses } from '../../../../electron/comments/known-statuses';
import { OutboxFileStore } from '../../../../electron/comments/outbox-file';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { DataApiClient } from '../../../../electron/platform/data-api-client';
import type { ModerationStatus } from '../../../../shared/comments/comment-view';
import { makeTempDir, removeDir } from '../../../support/video-fixture';
import { FakeClock, makeOutbox } from './outbox-fakes';

const CHANNEL = 'UCmine';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir('desk-comments-service-');
});
afterEach(async () => {
  await removeDir(dataDir);
});

const thread = (id: string, status: ModerationStatus) => ({
  id,
  snippet: {
    videoId: 'vid1',
    topLevelComment: {
      id,
      snippet: { authorDisplayName: 'Ana', textOriginal: 'hello', moderationStatus: status, publishedAt: '' },
    },
  },
});

/** A platform that lists the given threads and records every call that would cost quota. */
function fakePlatform(threads: ReturnType<typeof thread>[]) {
  const calls: string[] = [];
  const client = {
    listThreads: async () => ({ items: threads }),
    listReplies: async () => ({ items: [] }),
    reply: async (parentId: string, text: string) => {
      calls.push(`reply ${parentId}`);
      return { id: `${parentId}.r1`, snippet: { parentId, textOriginal: text, authorChannelId: { value: CHANNEL } } };
    },
    setModerationStatus: async (ids: readonly string[], status: string) => {
      calls.push(`${status} ${ids.join(',')}`);
    },
  };
  return { calls, client: client as unknown as CommentsClient };
}

async function serviceOver(threads: ReturnType<typeof thread>[]) {
  const platform = fakePlatform(threads);
  const statuses = new KnownStatuses();
  const clock = new FakeClock();
  const { outbox } = makeOutbox(new OutboxFileStore(dataDir), platform.client, clock);
  await outbox.start();
  const service = new CommentsService(
    {
      dataApi: () => ({}) as DataApiClient,
      account: () => ({ channel: { id: CHANNEL } }) as never,
      client: platform.client,
      statuses,
    },
    outbox,
  );
  await service.listThreads({ queue: 'heldForReview' });
  return { service, outbox, statuses, clock, calls: platform.calls, client: platform.client };
}

describe('CommentsService replies', () => {
  it('refuses a reply to a held or spam comment before any call, naming the way out', async () => {
    const { service, calls } = await serviceOver([thread('held1', 'heldForReview'), thread('spam1', 'likelySpam')]);
    await expect(service.reply('held1', 'thanks')).rejects.toMatchObject({
      code: 'not-allowed',
      message: expect.stringContaining('held for review') as unknown,
    });
    await expect(service.reply('spam1', 'thanks')).rejects.toThrow(/Publish it first/);
    expect(calls).toEqual([]);
  });

  it('publishes then replies, and a published comment takes a reply without another publish', async () => {
    const { service, calls } = await serviceOver([thread('held1', 'heldForReview'), thread('pub1', 'published')]);
    await service.publish('held1');
    const made = await service.reply('held1', 'thanks');
    expect(made.mine).toBe(true);
    await service.publish('pub1');
    await service.reply('pub1', 'hi');
    expect(calls).toEqual(['published held1', 'reply held1', 'reply pub1']);
  });

  it('does not publish around a decision still waiting in the outbox, nor a rejected comment', async () => {
    const { service, outbox, calls } = await serviceOver([thread('held1', 'heldForReview')]);
    await outbox.decide('reject', [{ id: 'held1', from: 'heldForReview' }]);
    await expect(service.publish('held1')).rejects.toThrow(/not been sent yet/);
    expect(calls).toEqual([]);
  });

  it('counts a decision the outbox has sent: a held comment approved since the list takes a reply', async () => {
    const { service, statuses, calls } = await serviceOver([thread('held1', 'heldForReview')]);
    statuses.noteDecisions([
      {
        decisionId: 'd1',
        groupId: 'g1',
        commentId: 'held1',
        decision: 'publish',
        from: 'heldForReview',
        state: 'sent',
        sendAt: 0,
        attempts: 1,
      },
    ]);
    await service.reply('held1', 'thanks');
    expect(calls).toEqual(['reply held1']);
    statuses.noteDecisions([
      {
        ...{
          decisionId: 'd2',
          groupId: 'g2',
          commentId: 'held1',
          decision: 'reject' as const,
          from: 'published' as const,
          sendAt: 0,
          attempts: 1,
        },
        state: 'sent',
      },
    ]);
    await expect(service.publish('held1')).rejects.toThrow(/rejected/);
  });
});

describe('CommentsService, a comment held since it was listed', () => {
  it("says the platform's refusal in the creator's words, and refuses the next reply before any call", async () => {
    const { service, calls, client } = await serviceOver([thread('pub1', 'published')]);
    // Held on the platform's own site after the list was read.
    client.reply = () => {
      calls.push('reply pub1');
      return Promise.reject(
        new DeskError('rejected', 'The specified parent comment is private.', {
          status: 400,
          reason: 'parentCommentIsPrivate',
        }),
      );
    };
    await expect(service.reply('pub1', 'thanks')).rejects.toThrow(
      /^This comment is held for review, so the platform refused the reply \(and charged for it\)/,
    );
    await expect(service.reply('pub1', 'thanks')).rejects.toThrow(/would refuse a reply/);
    expect(calls).toEqual(['reply pub1']);
  });
});

describe('KnownStatuses', () => {
  it('forgets the oldest beyond its bound', () => {
    const statuses = new KnownStatuses(2);
    statuses.note('a', 'heldForReview');
    statuses.note('b', 'heldForReview');
    statuses.note('c', 'published');
    expect([statuses.get('a'), statuses.get('b'), statuses.get('c')]).toEqual([
      undefined,
      'heldForReview',
      'published',
    ]);
  });
});
