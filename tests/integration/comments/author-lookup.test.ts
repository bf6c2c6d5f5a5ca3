// The look-up behind the "new author" condition against the emulator: channels.list answers for comment authors
// (a spam wave's fresh "@user-…" accounts: days old, no uploads; the demo's regular commenters: older, with uploads),
// 50 ids a call, each id asked once a session, and the rule then catches the wave and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadToQueueItems } from '../../../electron/comments/comment-resources';
import { AuthorLookups } from '../../../electron/comments/author-lookup';
import { CommentsClient } from '../../../electron/comments/comments-client';
import { suggest } from '../../../shared/comments/rules/evaluate';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 86_400_000;

let fx: EmulatorHarness;

beforeAll(async () => {
  fx = await startEmulatorHarness({ time: NOW });
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
});
afterAll(async () => {
  await fx.close();
});

describe('author channel look-up', () => {
  it("lists comment authors' channels and lets a new-author rule catch a fresh wave alone", async () => {
    const wave = await fx.controlOk('POST', '/_emulator/v1/comments/spam-wave', { authors: 60, seed: 11 });
    const waveIds = new Set(wave.ids as string[]);
    const api = fx.dataApiClient();
    const client = new CommentsClient(() => api);
    const threads = await client.listThreads({ queue: 'heldForReview', channelId: fx.info.demo.channelId });
    const comments = (threads.items ?? []).flatMap((thread) =>
      threadToQueueItems(thread, 'heldForReview', fx.info.demo.channelId),
    );
    let more = threads.nextPageToken;
    while (more) {
      const page = await client.listThreads({
        queue: 'heldForReview',
        channelId: fx.info.demo.channelId,
        pageToken: more,
      });
      comments.push(
        ...(page.items ?? []).flatMap((thread) => threadToQueueItems(thread, 'heldForReview', fx.info.demo.channelId)),
      );
      more = page.nextPageToken;
    }
    const ids = [...new Set(comments.flatMap((comment) => comment.authorChannelId ?? []))];
    expect(ids.length).toBeGreaterThan(60);

    const lookups = new AuthorLookups();
    const first = await lookups.lookUp(api, ids);
    expect(first.calls).toBe(Math.ceil(ids.length / 50));
    expect(first.missing).toEqual([]);
    expect(first.authors.length).toBe(ids.length);
    const again = await lookups.lookUp(api, ids);
    expect(again.calls).toBe(0);
    expect(again.authors).toEqual(first.authors);

    const authors = new Map(first.authors.map(({ id, ...facts }) => [id, facts]));
    const caught = suggest(
      {
        version: 1,
        rules: [
          {
            id: 'new',
            name: 'New author',
            enabled: true,
            decision: 'reject',
            conditions: [{ kind: 'newAuthor', maxAgeDays: 7, noUploads: true }],
          },
        ],
        blockList: [],
        allowList: [],
      },
      comments,
      { now: NOW, authors },
    );
    const waveComments = comments.filter((comment) => waveIds.has(comment.id));
    expect(waveComments.length).toBe(60);
    // The new wave and the demo's own (14 fresh accounts on its third video): every fresh account, no regular.
    const fresh = comments.filter((comment) => comment.authorName.startsWith('@user-'));
    expect(fresh.length).toBe(60 + 14);
    expect(new Set(caught.keys())).toEqual(new Set(fresh.map((comment) => comment.id)));
    for (const comment of waveComments) {
      const facts = authors.get(comment.authorChannelId!)!;
      expect(facts.videoCount).toBe(0);
      expect(NOW - facts.createdAt).toBeLessThanOrEqual(5 * DAY);
    }
  });

  it('leaves out ids that name no channel, and remembers them', async () => {
    const api = fx.dataApiClient();
    const lookups = new AuthorLookups();
    const answer = await lookups.lookUp(api, ['UCnobodyHasThisChannel01', fx.info.demo.channelId]);
    expect(answer.missing).toEqual(['UCnobodyHasThisChannel01']);
    expect(answer.authors.map((author) => author.id)).toEqual([fx.info.demo.channelId]);
    expect((await lookups.lookUp(api, ['UCnobodyHasThisChannel01'])).calls).toBe(0);
  });
});
