// commentThreads.list and commentThreads.insert driven by the platform's official client (@googleapis/youtube):
// the filters and their refusals, the owner-only queues, pages, order, search, text formats, the replies part, the
// demo channel's comments, and every body held to the discovery schema.
import type { youtube_v3 } from '@googleapis/youtube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from '../support/sdk-refusal';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { schemaProblems } from '../support/schema-problems';

let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;
let other: youtube_v3.Youtube;
let keyed: youtube_v3.Youtube;
let channelId: string;

beforeAll(async () => {
  // After the demo's comments were written, so that new ones are the newest.
  fx = await startEmulatorHarness({ time: Date.parse('2026-06-01T12:00:00Z') });
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  channelId = fx.info.demo.channelId;
  owner = fx.youtube(await fx.token());
  other = fx.youtube(await fx.token({ channelId: fx.info.demo.otherChannelId }));
  keyed = fx.youtube();
});
afterAll(async () => {
  await fx.close();
});

/** Every thread of a query, page by page, each page held to the schema. */
async function allThreads(
  client: youtube_v3.Youtube,
  params: youtube_v3.Params$Resource$Commentthreads$List,
): Promise<youtube_v3.Schema$CommentThread[]> {
  const threads: youtube_v3.Schema$CommentThread[] = [];
  let pageToken: string | undefined;
  do {
    const page = await client.commentThreads.list({ ...params, ...(pageToken ? { pageToken } : {}) });
    expect(schemaProblems(page.data, 'CommentThreadListResponse')).toEqual([]);
    threads.push(...(page.data.items ?? []));
    pageToken = page.data.nextPageToken ?? undefined;
  } while (pageToken);
  return threads;
}

const statusOf = (thread: youtube_v3.Schema$CommentThread) =>
  thread.snippet?.topLevelComment?.snippet?.moderationStatus;
const textOf = (thread: youtube_v3.Schema$CommentThread) =>
  thread.snippet?.topLevelComment?.snippet?.textOriginal ?? '';
const quotaUsed = async () => (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;

describe('commentThreads.list', () => {
  it("gives the owner the channel's held comments, newest first, in the discovery schema", async () => {
    const page = await owner.commentThreads.list({
      part: ['snippet', 'replies'],
      allThreadsRelatedToChannelId: channelId,
      moderationStatus: 'heldForReview',
      maxResults: 50,
    });
    expect(page.status).toBe(200);
    expect(schemaProblems(page.data, 'CommentThreadListResponse')).toEqual([]);
    expect(page.data.kind).toBe('youtube#commentThreadListResponse');
    expect(page.data.items).toHaveLength(50);
    expect(page.data.pageInfo).toEqual({ totalResults: 50, resultsPerPage: 50 });
    expect(page.data.nextPageToken).toEqual(expect.any(String));
    for (const thread of page.data.items ?? []) {
      const held =
        statusOf(thread) === 'heldForReview' ||
        (thread.replies?.comments ?? []).some((reply) => reply.snippet?.moderationStatus === 'heldForReview');
      expect(held).toBe(true);
      if (statusOf(thread) !== 'published') expect(thread.snippet?.isPublic).toBe(false);
    }
    const times = (page.data.items ?? []).map((thread) => thread.snippet?.topLevelComment?.snippet?.publishedAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('serves each author an image and a channel link', async () => {
    const page = await owner.commentThreads.list({ part: ['snippet'], videoId: 'dQd3moVid02', maxResults: 5 });
    const snippet = page.data.items?.[0]?.snippet?.topLevelComment?.snippet;
    expect(snippet?.authorDisplayName).toMatch(/^@/);
    expect(snippet?.authorChannelId?.value).toMatch(/^UC[\w-]{22}$/);
    expect(snippet?.authorChannelUrl).toBe(`http://www.youtube.com/${snippet?.authorDisplayName}`);
    const image = await fetch(snippet?.authorProfileImageUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('keeps the held and spam queues, and the moderation status, to the owner', async () => {
    for (const moderationStatus of ['heldForReview', 'likelySpam']) {
      const mine = await owner.commentThreads.list({
        part: ['snippet'],
        allThreadsRelatedToChannelId: channelId,
        moderationStatus,
      });
      expect(mine.data.items?.length).toBeGreaterThan(0);
      for (const client of [other, keyed]) {
        expect(
          await refusalOf(
            client.commentThreads.list({
              part: ['snippet'],
              allThreadsRelatedToChannelId: channelId,
              moderationStatus,
            }),
          ),
        ).toEqual({ status: 403, reason: 'forbidden', domain: 'youtube.commentThread' });
      }
    }
    const published = await keyed.commentThreads.list({ part: ['snippet'], videoId: 'dQd3moVid01' });
    expect(published.data.items?.length).toBeGreaterThan(0);
    expect(published.data.items?.every((thread) => statusOf(thread) === undefined)).toBe(true);
    const asOwner = await owner.commentThreads.list({ part: ['snippet'], videoId: 'dQd3moVid01' });
    expect(asOwner.data.items?.every((thread) => statusOf(thread) === 'published')).toBe(true);
  });

  it('takes exactly one filter', async () => {
    expect(await refusalOf(owner.commentThreads.list({ part: ['snippet'] }))).toMatchObject({
      status: 400,
      reason: 'missingRequiredParameter',
    });
    expect(
      await refusalOf(
        owner.commentThreads.list({
          part: ['snippet'],
          videoId: 'dQd3moVid01',
          allThreadsRelatedToChannelId: channelId,
        }),
      ),
    ).toMatchObject({ status: 400, reason: 'incompatibleParameters' });
    const [first] = (await owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid01' })).data.items ?? [];
    expect(
      await refusalOf(
        owner.commentThreads.list({ part: ['snippet'], id: [first?.id ?? ''], moderationStatus: 'heldForReview' }),
      ),
    ).toMatchObject({ status: 400, reason: 'incompatibleParameters' });
    expect(await refusalOf(owner.commentThreads.list({ part: ['snippet'], videoId: 'noSuchVideo' }))).toMatchObject({
      status: 404,
      reason: 'videoNotFound',
    });
    expect(
      await refusalOf(owner.commentThreads.list({ part: ['snippet'], allThreadsRelatedToChannelId: 'UCnobody' })),
    ).toMatchObject({ status: 404, reason: 'channelNotFound' });
    expect(
      await refusalOf(owner.commentThreads.list({ part: ['snippet', 'statistics'], videoId: 'dQd3moVid01' })),
    ).toMatchObject({ status: 400, reason: 'unknownPart' });
  });

  it('takes maxResults from 1 to 100, 20 by default', async () => {
    const params = { part: ['id'], allThreadsRelatedToChannelId: channelId, moderationStatus: 'heldForReview' };
    for (const maxResults of [0, 101]) {
      expect(await refusalOf(owner.commentThreads.list({ ...params, maxResults }))).toMatchObject({
        status: 400,
        reason: 'invalidValue',
      });
    }
    const first20 = (await owner.commentThreads.list(params)).data.items ?? [];
    expect(first20).toHaveLength(20);
    const first100 = (await owner.commentThreads.list({ ...params, maxResults: 100 })).data.items ?? [];
    expect(first100).toHaveLength(100);
    expect(first100.slice(0, 20)).toEqual(first20);
  });

  it('pages through a video newest first, each thread once, with tokens bound to their query', async () => {
    const counts = await fx.controlOk('GET', '/_emulator/v1/comments/counts?videoId=dQd3moVid03');
    const threads = await allThreads(owner, { part: ['snippet'], videoId: 'dQd3moVid03', maxResults: 7 });
    expect(threads.length).toBe(counts.topLevel.published);
    expect(new Set(threads.map((thread) => thread.id)).size).toBe(threads.length);
    const keys = threads.map((thread) => `${thread.snippet?.topLevelComment?.snippet?.publishedAt}|${thread.id}`);
    expect([...keys].sort().reverse()).toEqual(keys);

    const first = await owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid03', maxResults: 7 });
    const token = first.data.nextPageToken ?? '';
    expect(
      await refusalOf(owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid01', pageToken: token })),
    ).toMatchObject({ status: 400, reason: 'invalidPageToken' });
    expect(
      await refusalOf(owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid03', pageToken: 'not-a-token' })),
    ).toMatchObject({ status: 400, reason: 'invalidPageToken' });
  });

  it('orders by relevance: likes and replies first', async () => {
    const threads = await allThreads(owner, {
      part: ['snippet'],
      allThreadsRelatedToChannelId: channelId,
      order: 'relevance',
      maxResults: 100,
    });
    const scores = threads.map(
      (thread) =>
        (thread.snippet?.topLevelComment?.snippet?.likeCount ?? 0) + 5 * (thread.snippet?.totalReplyCount ?? 0),
    );
    expect(scores.length).toBeGreaterThan(100);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores[0]).toBeGreaterThan(scores[scores.length - 1] ?? 0);
  });

  it('searches the text of threads and their replies', async () => {
    const found = await allThreads(owner, {
      part: ['snippet', 'replies'],
      allThreadsRelatedToChannelId: channelId,
      searchTerms: 'FOAM board',
    });
    expect(found.length).toBeGreaterThan(0);
    for (const thread of found) {
      const replies = await owner.comments.list({ part: ['snippet'], parentId: thread.id ?? '', maxResults: 100 });
      const texts = [textOf(thread), ...(replies.data.items ?? []).map((reply) => reply.snippet?.textOriginal)];
      expect(texts.some((text) => /foam/i.test(text ?? '') && /board/i.test(text ?? ''))).toBe(true);
    }
    const none = await owner.commentThreads.list({
      part: ['snippet'],
      allThreadsRelatedToChannelId: channelId,
      searchTerms: 'zebra-unicorn-nowhere',
    });
    expect(none.data.items).toEqual([]);
    expect(none.data.nextPageToken).toBeUndefined();
  });

  it('renders html (escaped, links, line breaks) or plain text', async () => {
    const text = 'Look: <b>bold</b> & "quoted"\nsecond line https://example.com/a?b=1&c=2.';
    const inserted = await other.commentThreads.insert({
      part: ['snippet'],
      requestBody: { snippet: { videoId: 'dQd3moVid01', topLevelComment: { snippet: { textOriginal: text } } } },
    });
    const id = inserted.data.id ?? '';
    const html = await owner.commentThreads.list({ part: ['snippet'], id: [id] });
    expect(html.data.items?.[0]?.snippet?.topLevelComment?.snippet?.textDisplay).toBe(
      'Look: &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;<br>second line ' +
        '<a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>.',
    );
    const plain = await owner.commentThreads.list({ part: ['snippet'], id: [id], textFormat: 'plainText' });
    expect(plain.data.items?.[0]?.snippet?.topLevelComment?.snippet?.textDisplay).toBe(text);
    expect(plain.data.items?.[0]?.snippet?.topLevelComment?.snippet?.textOriginal).toBe(text);
  });

  it('shows at most five replies in a thread; comments.list gives them all', async () => {
    const threads = await allThreads(owner, {
      part: ['snippet', 'replies'],
      allThreadsRelatedToChannelId: channelId,
      maxResults: 100,
    });
    const big = threads.find((thread) => (thread.snippet?.totalReplyCount ?? 0) > 5);
    const small = threads.find((thread) => (thread.snippet?.totalReplyCount ?? 0) === 2);
    const lonely = threads.find((thread) => thread.snippet?.totalReplyCount === 0);
    expect(big?.replies?.comments).toHaveLength(5);
    expect(small?.replies?.comments).toHaveLength(2);
    expect(lonely?.replies).toBeUndefined();
    for (const reply of big?.replies?.comments ?? []) expect(reply.snippet?.parentId).toBe(big?.id);
    const all = await owner.comments.list({ part: ['snippet'], parentId: big?.id ?? '', maxResults: 100 });
    expect(schemaProblems(all.data, 'CommentListResponse')).toEqual([]);
    expect(all.data.items?.filter((reply) => reply.snippet?.moderationStatus === 'published')).toHaveLength(
      big?.snippet?.totalReplyCount ?? -1,
    );
  });

  it('lists threads by id (without their moderation status) and leaves out what the caller may not see', async () => {
    const held = await owner.commentThreads.list({
      part: ['snippet'],
      allThreadsRelatedToChannelId: channelId,
      moderationStatus: 'heldForReview',
      maxResults: 2,
    });
    const published = await owner.commentThreads.list({ part: ['snippet'], videoId: 'dQd3moVid02', maxResults: 1 });
    const ids = [...(held.data.items ?? []), ...(published.data.items ?? [])].map((thread) => thread.id ?? '');
    const byOwner = await owner.commentThreads.list({ part: ['snippet'], id: [...ids, 'UgNoSuchThread0000004AaABAg'] });
    expect(schemaProblems(byOwner.data, 'CommentThreadListResponse')).toEqual([]);
    expect(byOwner.data.items?.map((thread) => thread.id).sort()).toEqual([...ids].sort());
    expect(byOwner.data.items?.every((thread) => statusOf(thread) === undefined)).toBe(true);
    const byOther = await other.commentThreads.list({ part: ['snippet'], id: ids });
    expect(byOther.data.items?.map((thread) => thread.id)).toEqual([ids[2]]);
  });

  it('starts the demo with comments worth moderating: many authors, links, emoji, right-to-left and long ones', async () => {
    const threads = (
      await Promise.all(
        ['published', 'heldForReview', 'likelySpam'].map((moderationStatus) =>
          allThreads(owner, {
            part: ['snippet', 'replies'],
            allThreadsRelatedToChannelId: channelId,
            moderationStatus,
            maxResults: 100,
          }),
        ),
      )
    ).flat();
    const texts = threads.map(textOf);
    expect(new Set(threads.map((thread) => thread.id)).size).toBeGreaterThanOrEqual(250);
    expect(
      new Set(threads.map((thread) => thread.snippet?.topLevelComment?.snippet?.authorDisplayName)).size,
    ).toBeGreaterThan(40);
    expect(new Set(threads.map((thread) => thread.snippet?.videoId)).size).toBe(6);
    expect(texts.some((text) => /[\u0600-\u06ff]/.test(text))).toBe(true);
    expect(texts.some((text) => /[\u0590-\u05ff]/.test(text))).toBe(true);
    expect(texts.some((text) => /\p{Extended_Pictographic}/u.test(text))).toBe(true);
    expect(texts.some((text) => /https?:\/\//.test(text))).toBe(true);
    expect(texts.some((text) => text.length > 600)).toBe(true);
    expect(
      threads.some(
        (thread) => statusOf(thread) === 'likelySpam' && /telegram|click here|sub4sub/i.test(textOf(thread)),
      ),
    ).toBe(true);
    expect(
      threads.some((thread) =>
        (thread.replies?.comments ?? []).some((reply) => reply.snippet?.authorChannelId?.value === channelId),
      ),
    ).toBe(true);
    const counts = await fx.controlOk('GET', '/_emulator/v1/comments/counts');
    expect(counts.topLevel.rejected).toBeGreaterThan(0);
  });
});

describe('commentThreads.insert', () => {
  it('adds a top-level comment for 50 units, newest in the video’s list', async () => {
    await fx.advance(60_000);
    const before = await quotaUsed();
    const inserted = await other.commentThreads.insert({
      part: ['snippet'],
      requestBody: {
        snippet: { videoId: 'dQd3moVid02', topLevelComment: { snippet: { textOriginal: 'Great tips 👏 مرحبا' } } },
      },
    });
    expect(await quotaUsed()).toBe(before + 50);
    expect(inserted.status).toBe(200);
    expect(schemaProblems(inserted.data, 'CommentThread')).toEqual([]);
    expect(inserted.data.snippet).toMatchObject({
      channelId,
      videoId: 'dQd3moVid02',
      canReply: true,
      totalReplyCount: 0,
      isPublic: true,
      topLevelComment: {
        id: inserted.data.id,
        snippet: {
          authorDisplayName: '@anothercreator',
          authorChannelId: { value: fx.info.demo.otherChannelId },
          textOriginal: 'Great tips 👏 مرحبا',
          likeCount: 0,
          publishedAt: new Date(fx.now()).toISOString().replace('.000Z', 'Z'),
        },
      },
    });
    expect(inserted.data.snippet?.topLevelComment?.snippet?.moderationStatus).toBeUndefined();
    const usedBeforeList = await quotaUsed();
    const newest = await keyed.commentThreads.list({ part: ['snippet'], videoId: 'dQd3moVid02', maxResults: 1 });
    expect(await quotaUsed()).toBe(usedBeforeList + 1);
    expect(newest.data.items?.[0]?.id).toBe(inserted.data.id);
    expect(inserted.data.id).toMatch(/^Ug[\w-]{17}4AaABAg$/);
  });

  it('refuses empty and over-long text, unknown videos, a missing target and API keys', async () => {
    const body = (textOriginal: string, videoId: string | null = 'dQd3moVid02') => ({
      part: ['snippet'],
      requestBody: { snippet: { ...(videoId ? { videoId } : {}), topLevelComment: { snippet: { textOriginal } } } },
    });
    expect(await refusalOf(other.commentThreads.insert(body('   ')))).toEqual({
      status: 400,
      reason: 'commentTextRequired',
      domain: 'youtube.commentThread',
    });
    expect(await refusalOf(other.commentThreads.insert(body('x'.repeat(10_001))))).toMatchObject({
      status: 400,
      reason: 'commentTextTooLong',
    });
    expect((await other.commentThreads.insert(body('🙂'.repeat(10_000)))).status).toBe(200);
    expect(await refusalOf(other.commentThreads.insert(body('hello', 'noSuchVideo')))).toMatchObject({
      status: 404,
      reason: 'videoNotFound',
    });
    expect(await refusalOf(other.commentThreads.insert(body('hello', null)))).toMatchObject({
      status: 400,
      reason: 'channelOrVideoIdMissing',
    });
    expect(await refusalOf(keyed.commentThreads.insert(body('hello')))).toMatchObject({
      status: 401,
      reason: 'required',
    });
    // Someone else's private video does not exist for the caller.
    expect(await refusalOf(other.commentThreads.insert(body('hello', 'dQd3moVid05')))).toMatchObject({
      status: 404,
      reason: 'videoNotFound',
    });
  });
});
