// Comments at scale and over time: 10,000 seeded comments paged through with the official client, pages that stay
// exact while their comments are moderated, and the comments' state (statuses, bans, the call log) kept across a
// restart of the emulator process, with a damaged state file set aside for the demo's comments.
import type { youtube_v3 } from '@googleapis/youtube';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { schemaProblems } from '../support/schema-problems';

const STATE = 'comments-state.json';
let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;

beforeAll(async () => {
  fx = await startEmulatorHarness({ time: Date.parse('2026-06-01T12:00:00Z') });
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  owner = fx.youtube(await fx.token());
});
afterAll(async () => {
  await fx.close();
});

async function heldIds(client: youtube_v3.Youtube, videoId: string, pages = Infinity): Promise<string[]> {
  const ids: string[] = [];
  let pageToken: string | undefined;
  let page = 0;
  do {
    const answer = await client.commentThreads.list({
      part: ['snippet'],
      videoId,
      moderationStatus: 'heldForReview',
      maxResults: 100,
      ...(pageToken ? { pageToken } : {}),
    });
    if (page % 10 === 0) expect(schemaProblems(answer.data, 'CommentThreadListResponse')).toEqual([]);
    ids.push(...(answer.data.items ?? []).map((thread) => thread.id ?? ''));
    pageToken = answer.data.nextPageToken ?? undefined;
    page += 1;
  } while (pageToken && page < pages);
  return ids;
}

describe('10,000 comments', () => {
  it('are seeded in one call and paged through, each once, newest first', async () => {
    const seeded = await fx.controlOk('POST', '/_emulator/v1/comments/seed', {
      count: 10_000,
      moderationStatus: 'heldForReview',
      videoId: 'dQd3moVid06',
    });
    expect(seeded.added).toBe(10_000);
    const listed = await heldIds(owner, 'dQd3moVid06');
    expect(new Set(listed).size).toBe(listed.length);
    const seededIds = seeded.ids as string[];
    // The seed's newest comment is "now", after every demo comment: the seed comes first, newest first.
    expect(listed.slice(0, 10_000)).toEqual([...seededIds].reverse());
    expect(listed.length).toBeGreaterThan(10_000);
  });

  it('keeps pages exact while the comments of earlier pages are moderated', async () => {
    const before = await heldIds(owner, 'dQd3moVid06', 3);
    expect(before).toHaveLength(300);
    const first = await owner.commentThreads.list({
      part: ['id'],
      videoId: 'dQd3moVid06',
      moderationStatus: 'heldForReview',
      maxResults: 100,
    });
    const page1 = (first.data.items ?? []).map((thread) => thread.id ?? '');
    expect(page1).toEqual(before.slice(0, 100));
    for (const batch of [page1.slice(0, 50), page1.slice(50)]) {
      await owner.comments.setModerationStatus({ id: batch, moderationStatus: 'published' });
    }
    const second = await owner.commentThreads.list({
      part: ['id'],
      videoId: 'dQd3moVid06',
      moderationStatus: 'heldForReview',
      maxResults: 100,
      pageToken: first.data.nextPageToken ?? '',
    });
    expect((second.data.items ?? []).map((thread) => thread.id)).toEqual(before.slice(100, 200));
    const fresh = await heldIds(owner, 'dQd3moVid06', 1);
    expect(fresh).toEqual(before.slice(100, 200));
  });

  it('refuses seed requests it cannot honour, saying why', async () => {
    for (const body of [
      { count: 0 },
      { count: 100_001 },
      { count: 5, moderationStatus: 'spam' },
      { count: 5, extra: 1 },
    ]) {
      const answer = await fx.json('POST', '/_emulator/v1/comments/seed', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/invalid seed request/);
    }
    const unknown = await fx.json('POST', '/_emulator/v1/comments/seed', { count: 1, videoId: 'noSuchVideo' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('no video with id noSuchVideo');
  });
});

describe('the comments state across restarts', () => {
  it('keeps statuses, new comments, bans and the call log when the emulator process restarts', async () => {
    const proc = await startEmulatorHarness({ mode: 'process' });
    try {
      await proc.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
      const demoCounts = await proc.controlOk('GET', '/_emulator/v1/comments/counts');
      const seeded = (
        await proc.controlOk('POST', '/_emulator/v1/comments/seed', { count: 2_000, videoId: 'dQd3moVid02' })
      ).ids as string[];
      const client = proc.youtube(await proc.token());
      const other = proc.youtube(await proc.token({ channelId: proc.info.demo.otherChannelId }));
      await client.comments.setModerationStatus({ id: seeded.slice(0, 50), moderationStatus: 'published' });
      const spam = await other.commentThreads.insert({
        part: ['snippet'],
        requestBody: { snippet: { videoId: 'dQd3moVid02', topLevelComment: { snippet: { textOriginal: 'spam!!' } } } },
      });
      await client.comments.setModerationStatus({
        id: [spam.data.id ?? ''],
        moderationStatus: 'rejected',
        banAuthor: true,
      });
      const counts = await proc.controlOk('GET', '/_emulator/v1/comments/counts');
      expect(counts.topLevel.heldForReview).toBe(demoCounts.topLevel.heldForReview + 1_950);

      await proc.restart();

      expect(await proc.controlOk('GET', '/_emulator/v1/comments/counts')).toEqual(counts);
      expect((await proc.controlOk('GET', `/_emulator/v1/comments/${seeded[0]}`)).moderationStatus).toBe('published');
      expect((await proc.controlOk('GET', `/_emulator/v1/comments/${seeded[1999]}`)).moderationStatus).toBe(
        'heldForReview',
      );
      expect((await proc.controlOk('GET', `/_emulator/v1/comments/${spam.data.id}`)).moderationStatus).toBe('rejected');
      expect((await proc.controlOk('GET', '/_emulator/v1/comments/bans')).bans).toEqual({
        [proc.info.demo.channelId]: [proc.info.demo.otherChannelId],
      });
      const calls = await proc.controlOk('GET', '/_emulator/v1/comments/calls?method=comments.setModerationStatus');
      expect(calls.count).toBe(2);
      const after = proc.youtube(await proc.token());
      const listed = await heldIds(after, 'dQd3moVid02');
      expect(listed).toEqual(expect.arrayContaining(seeded.slice(50)));
      expect(listed).not.toContain(seeded[0]);
    } finally {
      await proc.close();
    }
  });

  it('sets a damaged state file aside and starts from the demo comments, the same ones every time', async () => {
    const first = await startEmulatorHarness();
    const dataDir = first.dataDir;
    const demo = await first.controlOk('GET', '/_emulator/v1/comments/counts');
    const queue = `/commentThreads?part=snippet&allThreadsRelatedToChannelId=${first.info.demo.channelId}&moderationStatus=heldForReview&maxResults=100`;
    const demoQueue = (await first.api(queue, await first.token())).body;
    await first.controlOk('POST', '/_emulator/v1/comments/seed', { count: 10 });
    await first.stop();
    await writeFile(join(dataDir, STATE), '{"version":1,"comments":[{"id":');
    await first.start();
    try {
      expect(await first.controlOk('GET', '/_emulator/v1/comments/counts')).toEqual(demo);
      const again = (await first.api(queue, await first.token())).body;
      expect(again.items).toHaveLength(100);
      // The same comments; only the emulator's address in the image URLs (a new port) differs.
      const facts = (body: { items: youtube_v3.Schema$CommentThread[] }) =>
        body.items.map((thread) => {
          // snippet.imageUrl (2026-09-30) is newer than the official client's typings.
          const snippet: youtube_v3.Schema$CommentSnippet & { imageUrl?: string } =
            thread.snippet?.topLevelComment?.snippet ?? {};
          const { authorProfileImageUrl: _url, imageUrl, ...rest } = snippet;
          return [thread.id, { ...rest, imagePath: imageUrl === undefined ? undefined : new URL(imageUrl).pathname }];
        });
      expect(facts(again)).toEqual(facts(demoQueue));
      expect((await readdir(dataDir)).some((name) => name.startsWith(`${STATE}.corrupt-`))).toBe(true);
    } finally {
      await first.close();
    }
  });
});
