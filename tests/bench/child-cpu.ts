// A peer program run beside a benchmark, and the CPU seconds it took (user + system, its own children included) as
// its shell counts them: the shell's `times` after the program ends. Machines of one kind differ by a third in CPU
// seconds; a peer measured in the same run, on the same machine under the same load, makes a ratio that does not.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

export interface PeerRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly cpuSeconds: number;
}

/** `times` prints the shell's and then its children's user and system time, e.g. `0m1.234s 0m0.056s`. */
export function childrenCpuSeconds(timesOutput: string): number {
  const lines = timesOutput.trim().split('\n');
  const children = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines.at(-1)?.trim() ?? '');
  if (!children) throw new Error(`unexpected output of the shell's times: ${timesOutput}`);
  const [, userMin, userSec, systemMin, systemSec] = children.map(Number);
  return userMin! * 60 + userSec! + systemMin! * 60 + systemSec!;
}

// The shell's own lines are told from the program's by a marker on the line before them.
const MARK = '--- times ---';

/** Runs `command` with `args` (no shell parsing of them) and reports what it printed and the CPU it took. */
export async function runPeer(command: string, args: readonly string[]): Promise<PeerRun> {
  const child = spawn('sh', ['-c', `"$0" "$@"; s=$?; echo '${MARK}' >&2; times >&2; exit $s`, command, ...args]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (part: Buffer) => (stdout += part.toString()));
  child.stderr.on('data', (part: Buffer) => (stderr += part.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  const at = stderr.lastIndexOf(MARK);
  if (at === -1) throw new Error(`${command} ended without its CPU time (exit ${code}): ${stderr}`);
  return { code, stdout, stderr: stderr.slice(0, at), cpuSeconds: childrenCpuSeconds(stderr.slice(at + MARK.length)) };
}
