// Comments with an attached image (snippet.imageUrl, 2026-09-30) through the app's own comments service, from the
// emulator in conformance mode: listed with the URL the platform gives (its image host) and the emulator's copy to
// load, the copy served as an image, and the starter rule "Comment with an image" matching them and no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommentsService } from '../../../electron/comments/create-comments';
import type { CommentsService } from '../../../electron/comments/comments-service';
import type { CommentView } from '../../../shared/comments/comment-view';
import { suggest } from '../../../shared/comments/rules/evaluate';
import { STARTER_RULES, type RuleSet } from '../../../shared/comments/rules/rule-set';
import type { AccountView } from '../../../shared/ipc/accounts';
import { makeTempDir, removeDir } from '../../support/video-fixture';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let service: CommentsService;
let dataDir: string;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  dataDir = await makeTempDir('desk-image-comments-');
  const account: AccountView = {
    kind: 'demo',
    channel: { id: fx.info.demo.channelId, title: 'Demo Creator' },
    scopes: [],
    clientId: 'demo',
  };
  const api = fx.dataApiClient();
  service = createCommentsService({
    dataDir,
    dataApi: () => api,
    account: () => account,
    dataApiBaseUrl: () => fx.info.dataApiBaseUrl,
    events: { emit: () => undefined },
  });
});
afterAll(async () => {
  await service.outbox.stop();
  await fx.close();
  await removeDir(dataDir);
});

async function wholeQueue(queue: 'heldForReview' | 'published'): Promise<CommentView[]> {
  const all: CommentView[] = [];
  let pageToken: string | undefined;
  do {
    const page = await service.listThreads({ queue, ...(pageToken ? { pageToken } : {}) });
    all.push(...page.comments);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return all;
}

const imageRule = STARTER_RULES.find((rule) => rule.id === 'image-comments')!;
const rules: RuleSet = { version: 1, rules: [{ ...imageRule, enabled: true }], blockList: [], allowList: [] };

describe('image comments through the app', () => {
  it("lists a held comment's image on the platform's host, to be loaded from the emulator's copy", async () => {
    const held = await wholeQueue('heldForReview');
    const withImage = held.filter((comment) => comment.imageUrl !== undefined);
    expect(withImage.length).toBeGreaterThan(2);
    expect(withImage.length).toBeLessThan(held.length);
    for (const comment of withImage) {
      expect(comment.imageUrl).toMatch(/^https:\/\/yt3\.ggpht\.com\/comment-images\/.+\.(png|gif)$/);
      expect(comment.imageSrc).toBe(
        `${fx.baseUrl}/_emulator/v1/image-host/yt3.ggpht.com${new URL(comment.imageUrl!).pathname}`,
      );
    }
    const still = withImage.find((comment) => comment.imageUrl!.endsWith('.png'))!;
    const served = await fetch(still.imageSrc!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const animated = withImage.find((comment) => comment.imageUrl!.endsWith('.gif'))!;
    expect((await fetch(animated.imageSrc!)).headers.get('content-type')).toBe('image/gif');
  });

  it('is matched by the "has an image" rule, which holds the published ones and leaves the rest alone', async () => {
    const published = await wholeQueue('published');
    const suggestions = suggest(rules, published, { now: Date.now() });
    const withImage = published.filter((comment) => comment.imageUrl !== undefined).map((comment) => comment.id);
    expect(withImage.length).toBeGreaterThan(0);
    expect([...suggestions.keys()].sort()).toEqual([...withImage].sort());
    expect([...suggestions.values()].every((one) => one.decision === 'hold' && one.why === 'image')).toBe(true);
  });

  it('carries an image attached elsewhere as it is, and a reply’s image through comments.list', async () => {
    const held = await wholeQueue('heldForReview');
    const plain = held.find((comment) => comment.imageUrl === undefined && comment.parentId === undefined)!;
    await fx.controlOk('PUT', `/_emulator/v1/comments/${plain.id}/image`, {
      imageUrl: 'https://images.example.net/cat.png',
    });
    const again = (await wholeQueue('heldForReview')).find((comment) => comment.id === plain.id)!;
    expect(again).toMatchObject({
      imageUrl: 'https://images.example.net/cat.png',
      imageSrc: 'https://images.example.net/cat.png',
    });
    expect(suggest(rules, [{ ...again, moderationStatus: 'published' }], { now: 0 }).has(plain.id)).toBe(true);

    const threads = (await fx.api(
      `/commentThreads?part=snippet&allThreadsRelatedToChannelId=${fx.info.demo.channelId}&moderationStatus=published&maxResults=100`,
      await fx.token(),
    )) as { body: { items: Array<{ id: string; snippet: { totalReplyCount: number } }> } };
    const parent = threads.body.items.find((thread) => thread.snippet.totalReplyCount > 0)!;
    const replies = await service.listReplies(parent.id);
    const reply = replies.comments[0]!;
    await fx.controlOk('PUT', `/_emulator/v1/comments/${reply.id}/image`, { imageUrl: '/comment-images/reply.png' });
    const listed = (await service.listReplies(parent.id)).comments.find((comment) => comment.id === reply.id);
    expect(listed?.imageUrl).toBe('https://yt3.ggpht.com/comment-images/reply.png');
    await fx.controlOk('PUT', `/_emulator/v1/comments/${reply.id}/image`, { imageUrl: null });
    expect((await service.listReplies(parent.id)).comments.find((c) => c.id === reply.id)?.imageUrl).toBeUndefined();
  });

  it('refuses an image request that is neither a path nor an https URL', async () => {
    const held = await wholeQueue('heldForReview');
    const answer = await fx.json('PUT', `/_emulator/v1/comments/${held[0]!.id}/image`, {
      imageUrl: 'javascript:alert(1)',
    });
    expect(answer.status).toBe(400);
  });

  it('held every answer to the generated schemas (runs last)', async () => {
    expect((await fx.conformance()).violations).toEqual([]);
  });
});
