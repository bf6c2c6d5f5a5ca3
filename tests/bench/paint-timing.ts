// Paint timings taken inside a Chromium page, shared by the moderation benchmarks: the peer (100 plain list items
// appended and painted) and the Comments screen opened from the sidebar to its first row painted, each from its start
// to the frame after.
import type { Page } from '@playwright/test';

export function plainListPaintMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const list = document.createElement('ul');
        for (let n = 0; n < 100; n += 1) {
          const item = document.createElement('li');
          item.textContent = `Comment ${n}: a plain row of text, as long as a short comment is.`;
          list.append(item);
        }
        document.body.append(list);
        requestAnimationFrame(() =>
          setTimeout(() => {
            list.remove();
            resolve(performance.now() - start);
          }, 0),
        );
      }),
  );
}

export function commentsFirstRowPaintMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="comment-row"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const button = [...document.querySelectorAll('nav button')].find((node) => node.textContent === 'Comments');
        (button as HTMLButtonElement).click();
      }),
  );
}

/**
 * The page's used JS heap in bytes after a full collection, so that what is counted is what the page keeps, not
 * garbage not yet collected (Chromium started with --enable-precise-memory-info and --js-flags=--expose-gc; without
 * the flag, the heap as it stands).
 */
export function pageHeap(page: Page): Promise<number> {
  return page.evaluate(() => {
    (globalThis as unknown as { gc?: () => void }).gc?.();
    return (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
  });
}
