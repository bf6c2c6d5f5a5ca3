// comments.setModerationStatus, comments.markAsSpam, and the reply methods (comments.list / insert / update /
// delete) driven by the official client: statuses move threads between the lists, a rejected comment leaves them,
// a banned author's later comments arrive rejected, every refusal has the platform's reason and changes nothing,
// each call costs its quota and is counted by the test control.
import type { youtube_v3 } from '@googleapis/youtube';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusalOf } from '../support/sdk-refusal';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { schemaProblems } from '../support/schema-problems';

let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;
let other: youtube_v3.Youtube;
let channelId: string;

beforeAll(async () => {
  fx = await startEmulatorHarness({ time: Date.parse('2026-06-01T12:00:00Z') });
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  channelId = fx.info.demo.channelId;
  owner = fx.youtube(await fx.token());
  other = fx.youtube(await fx.token({ channelId: fx.info.demo.otherChannelId }));
});
afterAll(async () => {
  await fx.close();
});
beforeEach(async () => {
  await fx.controlOk('DELETE', '/_emulator/v1/comments/calls');
});

async function seedHeld(count: number, videoId = 'dQd3moVid01'): Promise<string[]> {
  const seeded = await fx.controlOk('POST', '/_emulator/v1/comments/seed', {
    count,
    moderationStatus: 'heldForReview',
    videoId,
  });
  expect(seeded.added).toBe(count);
  return seeded.ids as string[];
}

const trueStatus = async (id: string) =>
  (await fx.controlOk('GET', `/_emulator/v1/comments/${encodeURIComponent(id)}`)).moderationStatus as string;
const quotaUsed = async () => (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;

async function listedIds(moderationStatus: string, videoId = 'dQd3moVid01'): Promise<Set<string>> {
  const ids = new Set<string>();
  let pageToken: string | undefined;
  do {
    const page = await owner.commentThreads.list({
      part: ['id'],
      videoId,
      moderationStatus,
      maxResults: 100,
      ...(pageToken ? { pageToken } : {}),
    });
    for (const thread of page.data.items ?? []) ids.add(thread.id ?? '');
    pageToken = page.data.nextPageToken ?? undefined;
  } while (pageToken);
  return ids;
}

describe('comments.setModerationStatus', () => {
  it('publishes held comments for 50 units: they leave the held queue and join the public list', async () => {
    const ids = await seedHeld(3);
    expect([...(await listedIds('heldForReview'))]).toEqual(expect.arrayContaining(ids));
    const before = await quotaUsed();
    const answer = await owner.comments.setModerationStatus({ id: ids, moderationStatus: 'published' });
    expect(answer.status).toBe(204);
    expect(answer.data).toBe('');
    expect(await quotaUsed()).toBe(before + 50);
    for (const id of ids) expect(await trueStatus(id)).toBe('published');
    const held = await listedIds('heldForReview');
    expect(ids.filter((id) => held.has(id))).toEqual([]);
    const seenByOthers = await other.commentThreads.list({ part: ['snippet'], id: ids });
    expect(seenByOthers.data.items?.map((thread) => thread.id).sort()).toEqual([...ids].sort());
    const calls = await fx.controlOk('GET', '/_emulator/v1/comments/calls?method=comments.setModerationStatus');
    expect(calls.count).toBe(1);
    expect(calls.calls[0]).toMatchObject({ ids, moderationStatus: 'published', banAuthor: false, status: 204 });
  });

  it('rejects: the comment leaves every list, and cannot be published again', async () => {
    const [id = ''] = await seedHeld(1);
    await owner.comments.setModerationStatus({ id: [id], moderationStatus: 'rejected' });
    expect(await trueStatus(id)).toBe('rejected');
    for (const status of ['heldForReview', 'published', 'likelySpam'])
      expect((await listedIds(status)).has(id)).toBe(false);
    expect((await owner.commentThreads.list({ part: ['id'], id: [id] })).data.items).toEqual([]);
    expect((await owner.comments.list({ part: ['id'], id: [id] })).data.items).toEqual([]);
    expect(await refusalOf(owner.comments.setModerationStatus({ id: [id], moderationStatus: 'published' }))).toEqual({
      status: 400,
      reason: 'processingFailure',
      domain: 'youtube.comment',
    });
    expect(await trueStatus(id)).toBe('rejected');
    // Held again is allowed: the moderator may reconsider.
    await owner.comments.setModerationStatus({ id: [id], moderationStatus: 'heldForReview' });
    expect((await listedIds('heldForReview')).has(id)).toBe(true);
  });

  it('takes 1 to 50 ids: 51 is refused and nothing changes', async () => {
    const ids = await seedHeld(51);
    expect(
      await refusalOf(owner.comments.setModerationStatus({ id: ids, moderationStatus: 'published' })),
    ).toMatchObject({
      status: 400,
      reason: 'invalidValue',
    });
    expect(await trueStatus(ids[0] ?? '')).toBe('heldForReview');
    expect(await trueStatus(ids[50] ?? '')).toBe('heldForReview');
    expect(
      (await owner.comments.setModerationStatus({ id: ids.slice(0, 50), moderationStatus: 'published' })).status,
    ).toBe(204);
    expect(await trueStatus(ids[49] ?? '')).toBe('published');
    expect(await trueStatus(ids[50] ?? '')).toBe('heldForReview');
    const calls = await fx.controlOk('GET', '/_emulator/v1/comments/calls');
    expect(calls.calls.map((call: { status: number }) => call.status)).toEqual([400, 204]);
  });

  it('refuses banAuthor without rejected, likelySpam, and a missing status', async () => {
    const [id = ''] = await seedHeld(1);
    expect(
      await refusalOf(owner.comments.setModerationStatus({ id: [id], moderationStatus: 'published', banAuthor: true })),
    ).toEqual({ status: 400, reason: 'banWithoutReject', domain: 'youtube.comment' });
    expect(
      await refusalOf(owner.comments.setModerationStatus({ id: [id], moderationStatus: 'likelySpam' })),
    ).toMatchObject({
      status: 400,
      reason: 'invalidValue',
    });
    const missing = await fx.json(
      'POST',
      `/youtube/v3/comments/setModerationStatus?id=${id}`,
      undefined,
      await fx.token(),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors[0]).toMatchObject({ reason: 'required', location: 'moderationStatus' });
    expect(await trueStatus(id)).toBe('heldForReview');
    expect((await fx.controlOk('GET', '/_emulator/v1/comments/bans')).bans).toEqual({});
  });

  it("refuses someone else's comments (403) and unknown ids (404), all or nothing", async () => {
    const ids = await seedHeld(2);
    expect(await refusalOf(other.comments.setModerationStatus({ id: ids, moderationStatus: 'rejected' }))).toEqual({
      status: 403,
      reason: 'forbidden',
      domain: 'youtube.comment',
    });
    expect(
      await refusalOf(
        owner.comments.setModerationStatus({
          id: [...ids, 'UgNoSuchComment00004AaABAg'],
          moderationStatus: 'published',
        }),
      ),
    ).toMatchObject({ status: 404, reason: 'commentNotFound' });
    for (const id of ids) expect(await trueStatus(id)).toBe('heldForReview');
    const calls = await fx.controlOk('GET', '/_emulator/v1/comments/calls');
    expect(calls.calls.map((call: { status: number; reason: string }) => [call.status, call.reason])).toEqual([
      [403, 'forbidden'],
      [404, 'commentNotFound'],
    ]);
  });

  it('bans an author: their later comments on the channel arrive rejected and are never listed', async () => {
    const post = (textOriginal: string) =>
      other.commentThreads.insert({
        part: ['snippet'],
        requestBody: { snippet: { videoId: 'dQd3moVid02', topLevelComment: { snippet: { textOriginal } } } },
      });
    const first = await post('buy my course!!!');
    await owner.comments.setModerationStatus({
      id: [first.data.id ?? ''],
      moderationStatus: 'rejected',
      banAuthor: true,
    });
    expect((await fx.controlOk('GET', '/_emulator/v1/comments/bans')).bans).toEqual({
      [channelId]: [fx.info.demo.otherChannelId],
    });
    const later = await post('you cannot stop me');
    expect(later.status).toBe(200);
    expect(later.data.snippet?.topLevelComment?.snippet?.textOriginal).toBe('you cannot stop me');
    // The author is not told.
    expect(later.data.snippet).toMatchObject({ isPublic: true, canReply: true });
    expect(await trueStatus(later.data.id ?? '')).toBe('rejected');
    for (const status of ['published', 'heldForReview', 'likelySpam'])
      expect((await listedIds(status, 'dQd3moVid02')).has(later.data.id ?? '')).toBe(false);
    // Replies too.
    const [published] =
      (await owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid03', maxResults: 1 })).data.items ?? [];
    const reply = await other.comments.insert({
      part: ['snippet'],
      requestBody: { snippet: { parentId: published?.id ?? '', textOriginal: 'still here' } },
    });
    expect(await trueStatus(reply.data.id ?? '')).toBe('rejected');
    expect(
      (await owner.comments.list({ part: ['id'], parentId: published?.id ?? '', maxResults: 100 })).data.items?.some(
        (item) => item.id === reply.data.id,
      ),
    ).toBe(false);
  });

  it('moves a thread into the held queue while one of its replies waits there', async () => {
    const [thread] =
      (await owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid04', maxResults: 1 })).data.items ?? [];
    const reply = await owner.comments.insert({
      part: ['snippet'],
      requestBody: { snippet: { parentId: thread?.id ?? '', textOriginal: 'a reply to hold' } },
    });
    await owner.comments.setModerationStatus({ id: [reply.data.id ?? ''], moderationStatus: 'heldForReview' });
    const held = await owner.commentThreads.list({
      part: ['snippet', 'replies'],
      videoId: 'dQd3moVid04',
      moderationStatus: 'heldForReview',
      maxResults: 100,
    });
    const listed = held.data.items?.find((item) => item.id === thread?.id);
    const waiting = listed?.replies?.comments?.filter((item) => item.snippet?.moderationStatus === 'heldForReview');
    expect(listed?.replies?.comments?.slice(0, waiting?.length)).toEqual(waiting);
    expect(waiting?.find((item) => item.id === reply.data.id)).toMatchObject({
      id: reply.data.id,
      snippet: { moderationStatus: 'heldForReview', parentId: thread?.id },
    });
    await owner.comments.setModerationStatus({
      id: (waiting ?? []).map((item) => item.id ?? ''),
      moderationStatus: 'published',
    });
    expect((await listedIds('heldForReview', 'dQd3moVid04')).has(thread?.id ?? '')).toBe(false);
  });

  it('answers an armed fault instead of changing anything, once', async () => {
    const [id = ''] = await seedHeld(1);
    await fx.controlOk('POST', '/_emulator/v1/comments/faults', {
      method: 'comments.setModerationStatus',
      status: 503,
      retryAfter: 2,
    });
    const token = await fx.token();
    const path = `/youtube/v3/comments/setModerationStatus?id=${id}&moderationStatus=published`;
    const failed = await fx.json('POST', path, undefined, token);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('2');
    expect(failed.body.error.errors[0].reason).toBe('backendError');
    expect(await trueStatus(id)).toBe('heldForReview');
    expect((await fx.json('POST', path, undefined, token)).status).toBe(204);
    expect(await trueStatus(id)).toBe('published');
  });
});

describe('body-less methods', () => {
  it('ignore the content type a client labels their empty body with', async () => {
    const token = await fx.token();
    const ids = await seedHeld(4);
    const types = ['application/x-www-form-urlencoded', 'application/json', 'application/octet-stream', 'text/plain'];
    for (const [n, type] of types.entries()) {
      const answer = await fetch(
        `${fx.info.dataApiBaseUrl}/comments/setModerationStatus?id=${ids[n]}&moderationStatus=rejected`,
        { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': type } },
      );
      expect([type, answer.status]).toEqual([type, 204]);
      expect(await trueStatus(ids[n] ?? '')).toBe('rejected');
    }
    const [thread] =
      (await owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid01', maxResults: 1 })).data.items ?? [];
    const mine = await owner.comments.insert({
      part: ['snippet'],
      requestBody: { snippet: { parentId: thread?.id ?? '', textOriginal: 'to delete' } },
    });
    const deleted = await fetch(`${fx.info.dataApiBaseUrl}/comments?id=${mine.data.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(deleted.status).toBe(204);
  });
});

describe('comments.markAsSpam', () => {
  it('is no longer supported: refused with operationNotSupported, nothing changes', async () => {
    const [id = ''] = await seedHeld(1);
    const before = await quotaUsed();
    expect(await refusalOf(owner.comments.markAsSpam({ id: [id] }))).toEqual({
      status: 400,
      reason: 'operationNotSupported',
      domain: 'youtube.comment',
    });
    expect(await quotaUsed()).toBe(before + 50);
    expect(await trueStatus(id)).toBe('heldForReview');
    expect(await refusalOf(owner.comments.markAsSpam({ id: ['UgNoSuchComment00004AaABAg'] }))).toMatchObject({
      status: 404,
      reason: 'commentNotFound',
    });
    const calls = await fx.controlOk('GET', '/_emulator/v1/comments/calls?method=comments.markAsSpam');
    expect(calls.count).toBe(2);
  });
});

describe('replies: comments.list, insert, update, delete', () => {
  it("replies to a published thread and lists the reply with the thread's others", async () => {
    const [thread] =
      (await owner.commentThreads.list({ part: ['snippet'], videoId: 'dQd3moVid06', maxResults: 1 })).data.items ?? [];
    const before = thread?.snippet?.totalReplyCount ?? 0;
    const used = await quotaUsed();
    const reply = await owner.comments.insert({
      part: ['snippet'],
      requestBody: { snippet: { parentId: thread?.id ?? '', textOriginal: 'Thanks for watching! 🙏' } },
    });
    expect(await quotaUsed()).toBe(used + 50);
    expect(schemaProblems(reply.data, 'Comment')).toEqual([]);
    expect(reply.data.id).toMatch(new RegExp(`^${thread?.id}\\.[\\w-]{22}$`));
    expect(reply.data.snippet).toMatchObject({
      parentId: thread?.id,
      authorChannelId: { value: channelId },
      authorDisplayName: '@democreator',
      textOriginal: 'Thanks for watching! 🙏',
      moderationStatus: 'published',
    });
    const after = await other.commentThreads.list({ part: ['snippet'], id: [thread?.id ?? ''] });
    expect(after.data.items?.[0]?.snippet?.totalReplyCount).toBe(before + 1);
    const replies = await other.comments.list({ part: ['snippet'], parentId: thread?.id ?? '', maxResults: 100 });
    expect(schemaProblems(replies.data, 'CommentListResponse')).toEqual([]);
    expect(replies.data.items?.at(-1)?.id).toBe(reply.data.id);
    expect(replies.data.items?.every((item) => item.snippet?.moderationStatus === undefined)).toBe(true);
    const byId = await owner.comments.list({ part: ['snippet'], id: [reply.data.id ?? ''], textFormat: 'plainText' });
    expect(byId.data.items?.[0]?.snippet?.textDisplay).toBe('Thanks for watching! 🙏');
  });

  it('pages through the replies of a thread', async () => {
    const [thread] =
      (await owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid05', maxResults: 1 })).data.items ?? [];
    const parentId = thread?.id ?? '';
    for (let n = 0; n < 5; n += 1) {
      await owner.comments.insert({
        part: ['snippet'],
        requestBody: { snippet: { parentId, textOriginal: `reply ${n}` } },
      });
    }
    const all = (await owner.comments.list({ part: ['id'], parentId, maxResults: 100 })).data.items?.map(
      (item) => item.id,
    );
    const paged: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await owner.comments.list({
        part: ['id'],
        parentId,
        maxResults: 2,
        ...(pageToken ? { pageToken } : {}),
      });
      paged.push(...(page.data.items ?? []).map((item) => item.id ?? ''));
      pageToken = page.data.nextPageToken ?? undefined;
    } while (pageToken);
    expect(paged).toEqual(all);
    expect(paged.length).toBeGreaterThanOrEqual(5);
    expect(
      await refusalOf(owner.comments.list({ part: ['id'], parentId: 'UgNoSuchComment00004AaABAg' })),
    ).toMatchObject({
      status: 404,
      reason: 'commentNotFound',
    });
    expect(await refusalOf(owner.comments.list({ part: ['id'], parentId, maxResults: 101 }))).toMatchObject({
      status: 400,
      reason: 'invalidValue',
    });
    expect(await refusalOf(owner.comments.list({ part: ['id'] }))).toMatchObject({
      status: 400,
      reason: 'missingRequiredParameter',
    });
  });

  it('refuses replies without a parent, to unknown, held or nested comments, and empty ones', async () => {
    const [held = ''] = await seedHeld(1);
    const [thread] =
      (await owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid02', maxResults: 1 })).data.items ?? [];
    const first = await owner.comments.insert({
      part: ['snippet'],
      requestBody: { snippet: { parentId: thread?.id ?? '', textOriginal: 'first' } },
    });
    const insert = (parentId: string | undefined, textOriginal = 'hello') =>
      owner.comments.insert({
        part: ['snippet'],
        requestBody: { snippet: { ...(parentId ? { parentId } : {}), textOriginal } },
      });
    expect(await refusalOf(insert(undefined))).toMatchObject({ status: 400, reason: 'parentIdMissing' });
    expect(await refusalOf(insert('UgNoSuchComment00004AaABAg'))).toMatchObject({
      status: 404,
      reason: 'parentCommentNotFound',
    });
    expect(await refusalOf(insert(held))).toMatchObject({ status: 400, reason: 'parentCommentIsPrivate' });
    expect(await refusalOf(insert(first.data.id ?? ''))).toMatchObject({
      status: 400,
      reason: 'operationNotSupported',
    });
    expect(await refusalOf(insert(thread?.id ?? '', ''))).toMatchObject({ status: 400, reason: 'commentTextRequired' });
    expect(await refusalOf(insert(thread?.id ?? '', 'y'.repeat(10_001)))).toMatchObject({
      status: 400,
      reason: 'commentTextTooLong',
    });
  });

  it('updates and deletes only the caller’s own comments', async () => {
    const [thread] =
      (await owner.commentThreads.list({ part: ['id'], videoId: 'dQd3moVid03', maxResults: 1 })).data.items ?? [];
    const mine = await owner.comments.insert({
      part: ['snippet'],
      requestBody: { snippet: { parentId: thread?.id ?? '', textOriginal: 'typo hre' } },
    });
    await fx.advance(60_000);
    const updated = await owner.comments.update({
      part: ['snippet'],
      requestBody: { id: mine.data.id ?? '', snippet: { textOriginal: 'typo here' } },
    });
    expect(schemaProblems(updated.data, 'Comment')).toEqual([]);
    expect(updated.data.snippet?.textOriginal).toBe('typo here');
    expect(Date.parse(updated.data.snippet?.updatedAt ?? '')).toBe(
      Date.parse(mine.data.snippet?.publishedAt ?? '') + 60_000,
    );
    expect((await fx.controlOk('GET', `/_emulator/v1/comments/${mine.data.id}`)).textOriginal).toBe('typo here');

    const theirs = (await owner.comments.list({ part: ['snippet'], id: [thread?.id ?? ''] })).data.items?.[0];
    expect(theirs?.snippet?.authorChannelId?.value).not.toBe(channelId);
    expect(
      await refusalOf(
        owner.comments.update({
          part: ['snippet'],
          requestBody: { id: theirs?.id ?? '', snippet: { textOriginal: 'x' } },
        }),
      ),
    ).toMatchObject({ status: 403, reason: 'forbidden' });
    expect(
      await refusalOf(
        owner.comments.update({
          part: ['snippet'],
          requestBody: { id: 'UgNoSuchComment00004AaABAg', snippet: { textOriginal: 'x' } },
        }),
      ),
    ).toMatchObject({ status: 404, reason: 'commentNotFound' });
    expect(await refusalOf(owner.comments.delete({ id: theirs?.id ?? '' }))).toMatchObject({
      status: 403,
      reason: 'forbidden',
    });
    expect(await refusalOf(owner.comments.delete({ id: 'UgNoSuchComment00004AaABAg' }))).toMatchObject({
      status: 404,
      reason: 'commentNotFound',
    });

    const used = await quotaUsed();
    expect((await owner.comments.delete({ id: mine.data.id ?? '' })).status).toBe(204);
    expect(await quotaUsed()).toBe(used + 50);
    expect((await fx.json('GET', `/_emulator/v1/comments/${mine.data.id}`)).status).toBe(404);
    expect((await fx.controlOk('GET', `/_emulator/v1/comments/${theirs?.id}`)).moderationStatus).toBe('published');
  });
});
