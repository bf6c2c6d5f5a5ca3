// The emulator as its own process, started the way a developer starts it (`npm run emulator`'s CLI, its source
// bundled), so that the integration tests exercise what runs: the CLI, the server, and the state it writes to its
// data dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sweepFoldersOfEndedProcesses } from '../../support/ended-process-folders';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = 'electron/emulator/cli.ts';
// The CLI prints its address and its control secret in one write.
const READY = /Emulator listening on (http:\/\/127\.0\.0\.1:(\d+))\n[^]*?Control secret: (\S+)\n/;

export interface EmulatorProcess {
  readonly baseUrl: string;
  readonly port: number;
  /** The secret the CLI printed (or was given with --control-secret): the test control's key. */
  readonly controlSecret: string;
  /** SIGTERM, then waits for the exit (the emulator writes its state first). Resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no chance to write anything. */
  kill(): Promise<void>;
  output(): string;
}

let bundled: Promise<string> | undefined;
const BUNDLE_DIR_PREFIX = 'desk-emulator-cli-';

/**
 * The CLI's source as one file with its packages, bundled once per test process by esbuild (the transform that
 * `npm run emulator`'s tsx makes file by file), as browser mode's host is built: a process then starts in ~0.3 CPU-s
 * instead of ~1.2 under tsx, and these suites start some thirty. Native packages stay outside, found through a link
 * to the checkout's node_modules beside the file; `require` is given to the CommonJS ones bundled in ESM. No source
 * map: reading it cost each start a sixth more.
 */
function cliBundle(): Promise<string> {
  bundled ??= (async () => {
    sweepFoldersOfEndedProcesses(BUNDLE_DIR_PREFIX);
    const dir = mkdtempSync(join(tmpdir(), `${BUNDLE_DIR_PREFIX}${process.pid}-`));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    await build({
      // The caption thread's worker is an entry of its own, beside the bundle, as in dist/electron.
      entryPoints: {
        cli: join(ROOT, CLI),
        'caption-parse-worker': join(ROOT, 'electron/common/captions/caption-parse-worker.ts'),
      },
      outdir: dir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: ['sharp', 'fsevents'],
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'warning',
    });
    return join(dir, 'cli.js');
  })();
  return bundled;
}

/** The CLI's command line: its source as `npm run emulator` runs it, bundled (cliBundle). */
async function cliArgs(args: readonly string[]): Promise<string[]> {
  return [await cliBundle(), ...args];
}

/** Runs the CLI to its end (for flags it must refuse); resolves with its exit code and everything it printed. */
export async function runEmulatorCli(args: readonly string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, await cliArgs(args), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (part: Buffer) => (output += part.toString('utf8')));
  child.stderr?.on('data', (part: Buffer) => (output += part.toString('utf8')));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

export async function startEmulatorProcess(options: {
  dataDir: string;
  port?: number;
  args?: readonly string[];
}): Promise<EmulatorProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    await cliArgs(['--port', String(options.port ?? 0), '--data-dir', options.dataDir, ...(options.args ?? [])]),
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (part: Buffer) => (output += part.toString('utf8')));
  child.stderr?.on('data', (part: Buffer) => (output += part.toString('utf8')));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the emulator did not start within 30 s:\n${output}`)), 30_000);
    const check = () => {
      const found = READY.exec(output);
      if (found) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve(found);
      }
    };
    child.stdout?.on('data', check);
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`the emulator exited with ${code} before it listened:\n${output}`));
    });
  });

  return {
    baseUrl: match[1] as string,
    port: Number(match[2]),
    controlSecret: match[3] as string,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = await exited;
      return code;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    output: () => output,
  };
}
