// The spam-wave seed control: N new authors, nearly the same text disguised with look-alike letters and invisible
// characters, a link each, listed by the Data API like any other comment; and the app's wave rule finds them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggest } from '../../../shared/comments/rules/evaluate';
import { normalise } from '../../../shared/comments/rules/normalise';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;

beforeAll(async () => {
  fx = await startEmulatorHarness({ time: Date.parse('2026-06-01T12:00:00Z') });
});
afterAll(async () => {
  await fx.close();
});

describe('spam-wave control', () => {
  it('adds N disguised copies from N authors, which the wave rule groups', async () => {
    const wave = await fx.controlOk('POST', '/_emulator/v1/comments/spam-wave', {
      authors: 40,
      text: 'Claim your prize today, contact the winners desk',
      link: 'prize-desk.example/claim',
      videoId: 'dQd3moVid02',
      seed: 7,
    });
    expect(wave.added).toBe(40);
    const ids = wave.ids as string[];
    const owner = fx.youtube(await fx.token());
    const answer = await owner.commentThreads.list({
      part: ['snippet'],
      videoId: 'dQd3moVid02',
      moderationStatus: 'heldForReview',
      maxResults: 100,
    });
    const listed = (answer.data.items ?? []).filter((thread) => ids.includes(thread.id ?? ''));
    expect(listed.length).toBe(40);
    const comments = listed.map((thread) => {
      const snippet = thread.snippet!.topLevelComment!.snippet!;
      return {
        id: thread.id!,
        text: snippet.textOriginal!,
        authorName: snippet.authorDisplayName!,
        authorChannelId: snippet.authorChannelId!.value!,
        publishedAt: snippet.publishedAt!,
      };
    });
    expect(new Set(comments.map((comment) => comment.authorChannelId)).size).toBe(40);
    // Disguised: the copies differ as written, and most hold a letter from another script.
    expect(new Set(comments.map((comment) => comment.text)).size).toBeGreaterThan(30);
    expect(comments.filter((comment) => /[\u0400-\u04FF\u0370-\u03FF]/u.test(comment.text)).length).toBeGreaterThan(30);
    expect(comments.every((comment) => normalise(comment.text).includes('prize-desk.example/claim'))).toBe(true);
    const found = suggest(
      {
        version: 1,
        rules: [
          {
            id: 'w',
            name: 'Wave',
            enabled: true,
            decision: 'reject',
            conditions: [{ kind: 'wave', minAuthors: 5, windowMinutes: 60, similarity: 0.6 }],
          },
        ],
        blockList: [],
        allowList: [],
      },
      comments,
      { now: Date.parse('2026-06-01T12:00:00Z') },
    );
    expect(found.size).toBe(40);
  });

  it('refuses a wave of one author', async () => {
    const answer = await fx.json('POST', '/_emulator/v1/comments/spam-wave', { authors: 1 });
    expect(answer.status).toBe(400);
  });
});
