// `npm run web`'s host lives no longer than the command that started it (electron/scripts/host-process.mjs): a
// SIGTERM to the command stops the host, and so does the command being orphaned by a shell that died of a signal it
// did not pass on. A stand-in host (a Node process that prints its pid and waits) takes web-host.js's place.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const core = fileURLToPath(new URL('../../../electron/scripts/host-process.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'desk-host-process-'));
const fakeHost = join(dir, 'fake-host.mjs');
writeFileSync(
  fakeHost,
  `console.log('host pid ' + process.pid);
const code = Number(process.argv[2] ?? NaN);
if (Number.isInteger(code)) setTimeout(() => process.exit(code), 50);
else setInterval(() => undefined, 1000);`,
);
/** The command: runs the stand-in host through the core, as web.mjs runs web-host.js. */
const runner = `import(${JSON.stringify(core)}).then((m) => m.runHostProcess(${JSON.stringify(fakeHost)}, process.argv.slice(1)));`;

const started: ChildProcess[] = [];
let hostPids: number[] = [];

afterEach(() => {
  for (const pid of hostPids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.length = 0;
  hostPids = [];
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function startNode(args: string[]): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  return child;
}

/** The first pid printed as "<what> pid N" on the child's output. */
function printedPid(child: ChildProcess, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      const match = new RegExp(`${what} pid (\\d+)`).exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', () => reject(new Error(`exited before printing its ${what} pid:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/** Waits (bounded) for a process to be gone; answers whether it went. */
async function gone(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

describe('the host of npm run web', () => {
  it('stops when the command gets SIGTERM, and the command exits with it', async () => {
    const command = startNode(['--input-type=module', '-e', runner]);
    const host = await printedPid(command, 'host');
    hostPids.push(host);
    expect(alive(host)).toBe(true);
    command.kill('SIGTERM');
    expect(await exited(command)).toBe(0);
    expect(await gone(host)).toBe(true);
  });

  it('stops when the shell above the command dies of a signal without passing it on', async () => {
    // The "shell": a parent that starts the command and is then killed outright, orphaning it.
    const shell = startNode([
      '--input-type=module',
      '-e',
      `import { spawn } from 'node:child_process';
       spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(runner)}], { stdio: 'inherit' });
       setInterval(() => undefined, 1000);`,
    ]);
    const host = await printedPid(shell, 'host');
    hostPids.push(host);
    shell.kill('SIGKILL');
    await exited(shell);
    expect(await gone(host)).toBe(true);
  });

  it("exits with the host's own exit code when the host stops by itself", async () => {
    const command = startNode(['--input-type=module', '-e', runner, '3']);
    expect(await exited(command)).toBe(3);
  });
});
