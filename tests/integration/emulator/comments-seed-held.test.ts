// The big channel's held queue: 100,000 held comments seeded in one call, answered with counts (not ids), the same
// comments for the same seed, and paged 100 at a time like any other queue.
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness | undefined;
afterEach(async () => {
  await fx?.close();
  fx = undefined;
});

async function firstHeldPage(harness: EmulatorHarness): Promise<{ ids: string[]; next: string | undefined }> {
  const client = harness.youtube(await harness.token());
  const answer = await client.commentThreads.list({
    part: ['snippet'],
    allThreadsRelatedToChannelId: 'UCDemoCreatorChannel0001',
    moderationStatus: 'heldForReview',
    maxResults: 100,
  });
  return {
    ids: (answer.data.items ?? []).map((thread) => thread.id ?? ''),
    next: answer.data.nextPageToken ?? undefined,
  };
}

describe('PUT /_emulator/v1/comments/seed-held', () => {
  it('seeds 100,000 held comments in one call and answers counts, not ids', async () => {
    fx = await startEmulatorHarness({ time: Date.parse('2026-06-01T12:00:00Z') });
    const seeded = await fx.controlOk('PUT', '/_emulator/v1/comments/seed-held', { count: 100_000 });
    expect(seeded.added).toBe(100_000);
    expect(seeded.heldOnChannel).toBeGreaterThanOrEqual(100_000);
    expect(seeded).not.toHaveProperty('ids');
    const page = await firstHeldPage(fx);
    expect(page.ids).toHaveLength(100);
    expect(page.next).toBeDefined();
  });

  it('seeds the same comments for the same seed', async () => {
    const pages: string[][] = [];
    for (let run = 0; run < 2; run += 1) {
      const harness = await startEmulatorHarness({ time: Date.parse('2026-06-01T12:00:00Z') });
      await harness.controlOk('PUT', '/_emulator/v1/comments/seed-held', { count: 500, seed: 7 });
      pages.push((await firstHeldPage(harness)).ids);
      await harness.close();
    }
    expect(pages[0]).toHaveLength(100);
    expect(pages[1]).toEqual(pages[0]);
  });

  it('refuses a count over 100,000 and leaves the queue as it was', async () => {
    fx = await startEmulatorHarness({ time: Date.parse('2026-06-01T12:00:00Z') });
    const before = await fx.controlOk('GET', '/_emulator/v1/comments/counts');
    const refused = await fx.json('PUT', '/_emulator/v1/comments/seed-held', { count: 100_001 });
    expect(refused.status).toBe(400);
    expect(await fx.controlOk('GET', '/_emulator/v1/comments/counts')).toEqual(before);
  });
});
