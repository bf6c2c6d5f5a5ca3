// The bulk preview's bounds in the page (issue 38): cheap matching stays in place, costly matching goes to a worker
// that a new draft or the time limit ends, so no pattern over any texts freezes the tab.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkOperation } from '../../../../../../shared/bulk/bulk-operation';
import { previewBulkEdit } from '../../../../../../shared/bulk/bulk-preview';
import { IN_PLACE_WORK_LIMIT, previewWork } from '../../../../../../renderer/screens/library/bulk/preview-cost';
import {
  PREVIEW_TIME_LIMIT_MS,
  PreviewThread,
  type PreviewAnswer,
  type PreviewRequest,
  type PreviewWorker,
} from '../../../../../../renderer/screens/library/bulk/preview-thread';
import { libraryVideo } from '../../../../support/library-video';

const replace = (find: string, regex = true): BulkOperation => ({
  kind: 'replace',
  fields: ['title', 'description'],
  find,
  replace: '',
  regex,
  matchCase: false,
});

const longVideos = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    ...libraryVideo(`longVid${String(n).padStart(4, '0')}`),
    description: 'a'.repeat(5_000),
  }));

describe('previewWork', () => {
  it('keeps a realistic pattern over a few long descriptions in place', () => {
    expect(previewWork(longVideos(10), replace('https?://old\\.example/\\S*'))).toBeLessThan(IN_PLACE_WORK_LIMIT);
  });

  it('sends the costliest allowed pattern over many long descriptions to the worker', () => {
    expect(previewWork(longVideos(25), replace('\\pL{240}x'))).toBeGreaterThan(IN_PLACE_WORK_LIMIT);
  });

  it('costs nothing for a refused pattern, which the preview refuses at once in place', () => {
    const videos = longVideos(25);
    expect(previewWork(videos, replace('\\pL{999}x'))).toBe(0);
    expect(previewBulkEdit(videos, replace('\\pL{999}x'), 0)).toEqual({
      problem: expect.stringMatching(/^The pattern repeats “\\pL” 999 times/),
    });
    expect(previewWork(videos, { kind: 'addTags', tags: ['a'] })).toBe(0);
  });
});

class FakeWorker implements PreviewWorker {
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly posted: PreviewRequest[] = [];
  terminated = false;
  postMessage(message: PreviewRequest): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('PreviewThread', () => {
  let workers: FakeWorker[];
  let thread: PreviewThread;
  let answers: PreviewAnswer[];
  const request: PreviewRequest = { videos: [], operation: replace('x'), now: 0 };

  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    answers = [];
    thread = new PreviewThread(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes on the worker’s answer and ends the worker', () => {
    thread.run(request, (answer) => answers.push(answer));
    expect(workers[0]!.posted).toEqual([request]);
    workers[0]!.onmessage!({ data: { problem: 'refused' } });
    expect(answers).toEqual([{ problem: 'refused' }]);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('past its time limit, ends the worker and says what to change', () => {
    thread.run(request, (answer) => answers.push(answer));
    vi.advanceTimersByTime(PREVIEW_TIME_LIMIT_MS);
    expect(workers[0]!.terminated).toBe(true);
    expect(answers).toEqual([
      { problem: 'Previewing this took longer than 15 s: make the pattern simpler, or pick fewer videos.' },
    ]);
    // A late answer of the ended worker is not heard.
    workers[0]!.onmessage!({ data: { problem: 'late' } });
    expect(answers).toHaveLength(1);
  });

  it('a new draft ends the preview under way: only the newest is answered', () => {
    thread.run(request, (answer) => answers.push(answer));
    thread.run({ ...request, operation: replace('y') }, (answer) => answers.push(answer));
    expect(workers[0]!.terminated).toBe(true);
    workers[0]!.onmessage!({ data: { problem: 'stale' } });
    workers[1]!.onmessage!({ data: { problem: 'fresh' } });
    expect(answers).toEqual([{ problem: 'fresh' }]);
    vi.advanceTimersByTime(PREVIEW_TIME_LIMIT_MS);
    expect(answers).toHaveLength(1);
  });

  it('a worker that fails is answered with a refusal, not a preview that never comes', () => {
    thread.run(request, (answer) => answers.push(answer));
    workers[0]!.onerror!(new Error('boom'));
    expect(answers).toEqual([{ problem: 'The preview could not be worked out. Change the pattern to try again.' }]);
  });
});
