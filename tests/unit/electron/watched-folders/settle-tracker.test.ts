import { describe, expect, it } from 'vitest';
import { SettleTracker, type FileSize, type SettleClock } from '../../../../electron/watched-folders/settle-tracker';

/** A clock only the test moves; timers run when it passes their time, each followed by the promises they start. */
class FakeClock implements SettleClock {
  private at = 0;
  private timers = new Map<number, { due: number; run: () => void }>();
  private nextId = 1;
  now = (): number => this.at;
  setTimer = (run: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.timers.set(id, { due: this.at + ms, run });
    return id;
  };
  clearTimer = (timer: unknown): void => {
    this.timers.delete(timer as number);
  };
  async advance(ms: number): Promise<void> {
    const end = this.at + ms;
    for (;;) {
      await settlePromises();
      const due = [...this.timers.entries()].filter(([, t]) => t.due <= end).sort((a, b) => a[1].due - b[1].due)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.at = Math.max(this.at, due[1].due);
      due[1].run();
    }
    this.at = end;
    await settlePromises();
  }
}

async function settlePromises(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

function setup(settleMs = 1000) {
  const clock = new FakeClock();
  const files = new Map<string, FileSize>();
  const settled: { path: string; seen: FileSize; at: number }[] = [];
  const failing = new Set<string>();
  const tracker = new SettleTracker({
    settleMs,
    clock,
    stat: (path) => {
      if (failing.has(path)) return Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' }));
      return Promise.resolve(files.get(path));
    },
    onSettled: (path, seen) => settled.push({ path, seen, at: clock.now() }),
  });
  const write = (path: string, size: number): void => {
    files.set(path, { size, mtimeMs: clock.now() });
    tracker.noteActivity(path);
  };
  return { clock, files, settled, tracker, write, failing };
}

describe('SettleTracker', () => {
  it('settles a file once its size and mtime have not changed for the settle time', async () => {
    const { clock, settled, write } = setup(1000);
    write('/w/a.mp4', 100);
    await clock.advance(999);
    expect(settled).toEqual([]);
    await clock.advance(1);
    expect(settled).toEqual([{ path: '/w/a.mp4', seen: { size: 100, mtimeMs: 0 }, at: 1000 }]);
  });

  it('never settles a file that keeps growing, and settles it once, after the last write', async () => {
    const { clock, settled, write } = setup(1000);
    for (let piece = 1; piece <= 10; piece += 1) {
      write('/w/growing.mp4', piece * 1000);
      await clock.advance(600);
      expect(settled).toEqual([]);
    }
    await clock.advance(1000);
    expect(settled).toHaveLength(1);
    expect(settled[0]!.seen.size).toBe(10_000);
    await clock.advance(10_000);
    expect(settled).toHaveLength(1);
  });

  it('costs one look per settle time however many change events a copy reports', async () => {
    const { clock, settled, files, tracker } = setup(1000);
    let looks = 0;
    const counting = new SettleTracker({
      settleMs: 1000,
      clock,
      stat: (path) => {
        looks += 1;
        return Promise.resolve(files.get(path));
      },
      onSettled: (path, seen) => settled.push({ path, seen, at: clock.now() }),
    });
    tracker.stop();
    for (let write = 0; write < 1000; write += 1) {
      files.set('/w/fast.mp4', { size: write + 1, mtimeMs: clock.now() });
      counting.noteActivity('/w/fast.mp4');
      await clock.advance(2);
    }
    // 2 s of writes: the first look, then one a second, then the settling one.
    expect(looks).toBeLessThanOrEqual(4);
    await clock.advance(2000);
    expect(settled.map((each) => each.seen.size)).toEqual([1000]);
  });

  it('notices growth without any watcher event (the timers look again)', async () => {
    const { clock, settled, files, write } = setup(1000);
    write('/w/quiet.mp4', 10);
    await clock.advance(500);
    // Written to with no event reported: the next look sees the change and starts the wait again.
    files.set('/w/quiet.mp4', { size: 20, mtimeMs: clock.now() });
    await clock.advance(600);
    expect(settled).toEqual([]);
    await clock.advance(1000);
    expect(settled.map((each) => each.seen.size)).toEqual([20]);
  });

  it('counts a change of mtime alone (a file rewritten to the same size)', async () => {
    const { clock, settled, files, write } = setup(1000);
    write('/w/same-size.mp4', 10);
    await clock.advance(900);
    files.set('/w/same-size.mp4', { size: 10, mtimeMs: 900 });
    await clock.advance(200);
    expect(settled).toEqual([]);
    await clock.advance(1000);
    expect(settled).toHaveLength(1);
  });

  it('forgets a file that disappears, and a file it was told to forget', async () => {
    const { clock, settled, files, tracker, write } = setup(1000);
    write('/w/moved.mp4', 10);
    write('/w/forgotten.mp4', 10);
    expect(tracker.pending).toBe(2);
    files.delete('/w/moved.mp4');
    tracker.forget('/w/forgotten.mp4');
    await clock.advance(5000);
    expect(settled).toEqual([]);
    expect(tracker.pending).toBe(0);
  });

  it('keeps waiting while a file cannot be looked at, then settles it', async () => {
    const { clock, settled, failing, write } = setup(1000);
    failing.add('/w/locked.mp4');
    write('/w/locked.mp4', 10);
    await clock.advance(5000);
    expect(settled).toEqual([]);
    failing.delete('/w/locked.mp4');
    await clock.advance(2500);
    expect(settled).toHaveLength(1);
  });

  it('counts the files waiting under a folder, and forgets them with it', async () => {
    const { clock, settled, tracker, write } = setup(1000);
    write('/w/a/1.mp4', 1);
    write('/w/a/sub/2.mp4', 1);
    write('/w/ab/3.mp4', 1);
    expect(tracker.pendingUnder('/w/a', '/')).toBe(2);
    tracker.forgetUnder('/w/a', '/');
    await clock.advance(2000);
    expect(settled.map((each) => each.path)).toEqual(['/w/ab/3.mp4']);
  });

  it('takes hundreds of files at once, each settled once', async () => {
    const { clock, settled, write } = setup(1000);
    for (let index = 0; index < 300; index += 1) write(`/w/${index}.mp4`, index + 1);
    await clock.advance(1000);
    expect(settled).toHaveLength(300);
    expect(new Set(settled.map((each) => each.path)).size).toBe(300);
  });

  it('does nothing once stopped', async () => {
    const { clock, settled, tracker, write } = setup(1000);
    write('/w/a.mp4', 1);
    tracker.stop();
    write('/w/b.mp4', 1);
    await clock.advance(5000);
    expect(settled).toEqual([]);
  });
});
