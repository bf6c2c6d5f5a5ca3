// The held queue at 100,000 (issue 34). Two measures:
// - In Chromium: opening the Comments screen with 10,000 and then 100,000 comments held, to the first comments
//   painted, beside the least any client does for it (the peer): the same first page of 100 held comments read
//   straight from the platform (one HTTP request, its JSON parsed) plus 100 plain list items painted in the page; the
//   ratio is then what the app adds (the host's hop, its checks, React); the page's JS heap at first paint and
//   after End has walked 30 pages down the queue, at both sizes (bounded: the same at 10,000 and 100,000).
// - In Node, the same window code the store uses (page-window.ts): its heap after every page of 10,000 and of 100,000
//   comments has been read, beside the peer of keeping every comment read (what the store did before the window).
// Prints figures; asserts nothing.
//   npx tsx tests/bench/held-queue.ts      (after `npm run build`)
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import type { CommentView } from '../../shared/comments/comment-view';
import { emptyWindow, withPage, type PageWindow } from '../../renderer/screens/comments/page-window';
import { demoEmulatorUrl } from '../e2e/support/contract-client';
import { demoGrant, readDemoChannel } from '../e2e/support/demo-workspace';
import { startWebHost } from '../e2e/support/web-host';
import { control, FIRST_PAINT_TARGET_RATIO } from './moderation-session';
import { commentsFirstRowPaintMs, pageHeap, plainListPaintMs } from './paint-timing';
import { formatPeerComparison } from './peer-ratio';

/** The window's heap at 100,000 over keeping every comment: a window is a few pages, whatever the queue's size. */
export const WINDOW_HEAP_TARGET_RATIO = 0.1;
const PAGES_WALKED = 30;
const MB = 1024 * 1024;

export interface PaintAt {
  readonly held: number;
  readonly firstPaintMs: number;
  readonly plainPaintMs: number;
  /** The same first page read straight from the platform, median of 5. */
  readonly directReadMs: number;
  readonly heapAtFirstPaintMB: number;
  readonly heapAfterWalkMB: number;
  readonly rowsKnown: string;
}

export interface WindowMemory {
  readonly rows: number;
  readonly windowMB: number;
  readonly everyCommentMB: number;
}

export interface HeldQueueFigures {
  readonly paints: readonly PaintAt[];
  readonly memory: readonly WindowMemory[];
}

function comment(row: number): CommentView {
  return {
    id: `Ugz${row.toString(36).padStart(22, '0')}`,
    authorName: `@viewer-${row % 997}`,
    authorChannelId: `UC${row.toString(36).padStart(22, '0')}`,
    text: `Held comment ${row}: loved the part about the light meter, where can I find the lens you used? https://example.com/${row}`,
    publishedAt: new Date(Date.UTC(2026, 11, 1) - row * 1000).toISOString(),
    likeCount: 0,
    moderationStatus: 'heldForReview',
    mine: false,
    videoId: `v${row % 14}`,
    videoTitle: `Video ${row % 14}`,
  };
}

const gc: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

function heapAfter(build: () => unknown): { bytes: number; keep: unknown } {
  gc();
  const before = process.memoryUsage().heapUsed;
  const keep = build();
  gc();
  return { bytes: process.memoryUsage().heapUsed - before, keep };
}

function windowOver(rows: number): PageWindow {
  let window = emptyWindow;
  for (let page = 0; page * 100 < rows; page += 1) {
    const comments = Array.from({ length: Math.min(100, rows - page * 100) }, (_, n) => comment(page * 100 + n));
    window = withPage(
      window,
      page,
      comments,
      (page + 1) * 100 < rows ? `token-${page + 1}-${'x'.repeat(40)}` : undefined,
    );
  }
  return window;
}

export function measureWindowMemory(rows: number): WindowMemory {
  const windowed = heapAfter(() => windowOver(rows));
  const every = heapAfter(() => Array.from({ length: rows }, (_, row) => comment(row)));
  return {
    rows,
    windowMB: Math.round((windowed.bytes / MB) * 100) / 100,
    everyCommentMB: Math.round((every.bytes / MB) * 100) / 100,
  };
}

/** The held queue's first page as the app asks for it, read straight from the platform: median of 5, in ms. */
async function directFirstPageMs(emulator: string): Promise<number> {
  const channel = await readDemoChannel<{ items: Array<{ id: string }> }>(emulator, '/channels?part=id&mine=true');
  const grant = await demoGrant(emulator);
  const query = new URLSearchParams({
    part: 'snippet,replies',
    allThreadsRelatedToChannelId: channel.items[0]!.id,
    moderationStatus: 'heldForReview',
    maxResults: '100',
    textFormat: 'plainText',
  });
  const times: number[] = [];
  for (let n = 0; n < 5; n += 1) {
    const start = performance.now();
    const answer = await fetch(`${grant.dataApiBaseUrl}/commentThreads?${query}`, { headers: grant.auth });
    if (!answer.ok) throw new Error(`held comments, first page: ${answer.status} ${await answer.text()}`);
    const body = (await answer.json()) as { items: unknown[] };
    times.push(performance.now() - start);
    if (body.items.length === 0) throw new Error('held comments, first page: empty');
  }
  return times.sort((a, b) => a - b)[2]!;
}

async function measurePaints(): Promise<PaintAt[]> {
  const host = await startWebHost({ args: ['--demo'] });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  const paints: PaintAt[] = [];
  try {
    const emulator = demoEmulatorUrl(host);
    await control(emulator, 'PUT', '/quota', { limit: 1_000_000 });
    for (const [held, add, seed] of [
      [10_000, 10_000, 1],
      [100_000, 90_000, 2],
    ] as const) {
      await control(emulator, 'PUT', '/comments/seed-held', { count: add, seed });
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(host.url);
      await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Comments' }).waitFor();
      const directReadMs = await directFirstPageMs(emulator);
      const plainPaintMs = await plainListPaintMs(page);
      const firstPaintMs = await commentsFirstRowPaintMs(page);
      const heapAtFirstPaint = await pageHeap(page);
      const list = page.getByTestId('comment-list');
      await list.focus();
      const tab = page.getByTestId('queue-heldForReview');
      for (let walked = 0; walked < PAGES_WALKED * 5; walked += 1) {
        await page.keyboard.press('End');
        await page.waitForTimeout(100);
      }
      const heapAfterWalk = await pageHeap(page);
      paints.push({
        held,
        firstPaintMs: Math.round(firstPaintMs),
        plainPaintMs: Math.round(plainPaintMs * 10) / 10,
        directReadMs: Math.round(directReadMs * 10) / 10,
        heapAtFirstPaintMB: Math.round(heapAtFirstPaint / MB),
        heapAfterWalkMB: Math.round(heapAfterWalk / MB),
        rowsKnown: ((await tab.textContent()) ?? '').replace(/\D+/, ' ').trim(),
      });
      await page.close();
    }
  } finally {
    await browser.close();
    await host.stop();
  }
  return paints;
}

export async function runHeldQueueBenchmark(): Promise<HeldQueueFigures> {
  const memory = [measureWindowMemory(10_000), measureWindowMemory(100_000)];
  return { paints: await measurePaints(), memory };
}

export function formatHeldQueueResult(figures: HeldQueueFigures): string[] {
  const lines = ['Held comments at 100,000: browser mode in Chromium (1280×800), and the store’s window in Node'];
  for (const paint of figures.paints) {
    lines.push(
      `  ${formatPeerComparison({
        label: `${paint.held.toLocaleString('en')} held: opening the queue to the first comments painted`,
        own: paint.firstPaintMs,
        peer: `the first page read straight from the platform (${paint.directReadMs} ms) and 100 plain items painted (${paint.plainPaintMs} ms)`,
        peerValue: Math.round((paint.directReadMs + paint.plainPaintMs) * 10) / 10,
        unit: 'ms',
        target: FIRST_PAINT_TARGET_RATIO,
        lessIsBetter: true,
      })} (absolute target < 300 ms: ${paint.firstPaintMs < 300 ? 'met' : 'NOT met'})`,
      `  ${paint.held.toLocaleString('en')} held: page JS heap ${paint.heapAtFirstPaintMB} MB at first paint, ${paint.heapAfterWalkMB} MB after End walked the queue (tab: ${paint.rowsKnown})`,
    );
  }
  for (const memory of figures.memory)
    lines.push(
      `  ${formatPeerComparison({
        label: `the store's window after all ${memory.rows.toLocaleString('en')} read, Node heap`,
        own: memory.windowMB,
        peer: 'every comment kept',
        peerValue: memory.everyCommentMB,
        unit: 'MB',
        target: WINDOW_HEAP_TARGET_RATIO,
        lessIsBetter: true,
      })}`,
    );
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runHeldQueueBenchmark()
    .then((figures) => {
      for (const line of formatHeldQueueResult(figures)) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
