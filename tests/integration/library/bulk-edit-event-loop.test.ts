// A find and replace over many long descriptions never holds browser mode's host (issue 38): "\pL{999}x" over 25
// descriptions of 20,000 characters held every HTTP request and WebSocket call for 25–32 s, because the edit ran
// for every video on the main thread. The compiler now refuses that pattern; the costliest patterns it lets through
// run on a thread of their own while another connection's calls are answered at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { bulkValuesOf } from '../../../shared/bulk/bulk-preview';
import { libraryVideo } from '../../unit/support/library-video';
import { call, openContractSocket, startWebFixture, type WebFixture } from '../support/web-fixture';

/** A call from another connection waits at most this long (the old host answered after seconds). */
const ANSWER_BOUND_MS = 500;

let fixture: WebFixture;
let editor: WebSocket;
let bystander: WebSocket;

beforeAll(async () => {
  fixture = await startWebFixture();
  editor = await openContractSocket(fixture);
  bystander = await openContractSocket(fixture);
  expect(await call(editor, 1, 'accounts.startDemo')).toMatchObject({ ok: true });
}, 60_000);

afterAll(async () => {
  editor.close();
  bystander.close();
  await fixture.stop();
});

/** 25 videos whose descriptions are 20,000 letters: every start position keeps the pattern's threads alive. */
function videos(count: number) {
  return Array.from({ length: count }, (_, n) => {
    const id = `bulkLong${String(n).padStart(3, '0')}`;
    const seen = bulkValuesOf({ ...libraryVideo(id), description: 'a'.repeat(20_000) });
    return { id, seen };
  });
}

function replace(find: string) {
  return { kind: 'replace', fields: ['description'], find, replace: '', regex: true, matchCase: false } as const;
}

/** Times calls from the bystander's connection (WebSocket and HTTP) until `done` settles; gives the slowest. */
async function slowestAnswerWhile(done: Promise<unknown>): Promise<{ slowestMs: number; calls: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowestMs = 0;
  let calls = 0;
  for (let id = 100; !finished; id += 1) {
    const started = performance.now();
    expect(await call(bystander, id, 'app.info')).toMatchObject({ ok: true });
    expect((await fetch(`${fixture.origin}/`)).status).toBeLessThan(500);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { slowestMs, calls };
}

describe('a bulk find and replace over long descriptions', () => {
  it('refuses the issue’s pattern at once, naming the repetition', async () => {
    const answer = await call(editor, 2, 'bulk.start', { operation: replace('\\pL{999}x'), videos: videos(25) });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: expect.stringMatching(/^The pattern repeats “\\pL” 999 times/) },
    });
  });

  it(
    'works out the costliest allowed pattern off the event loop: the host answers another connection meanwhile',
    {
      timeout: 120_000,
    },
    async () => {
      const started = call(editor, 3, 'bulk.start', { operation: replace('\\pL{240}x'), videos: videos(25) });
      const { slowestMs, calls } = await slowestAnswerWhile(started);
      expect(await started).toMatchObject({ ok: true, value: { kind: 'edit' } });
      expect(slowestMs).toBeLessThan(ANSWER_BOUND_MS);
      // The work took long enough for the bystander to ask several times.
      expect(calls).toBeGreaterThan(3);
    },
  );
});
