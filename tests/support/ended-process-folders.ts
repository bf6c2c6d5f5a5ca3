// Temporary folders named `<prefix><pid>-…` by a test process: one whose process ended before its teardown (killed,
// interrupted, ended by its pool without an exit event) is removed by the next run.
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function sweepFoldersOfEndedProcesses(prefix: string): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(new RegExp(`^${prefix}(\\d+)-`).exec(name)?.[1]);
    if (!Number.isInteger(pid) || alive(pid)) continue;
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** Whether a process of that id runs (EPERM: it does, another user's). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
