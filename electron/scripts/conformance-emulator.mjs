// What the Python conformance scripts share: finding a Python that has the client, and running a script against a
// fresh emulator (a free port, a throwaway data dir, a random control secret) that is stopped after it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY = /Emulator listening on (http:\/\/127\.0\.0\.1:\d+)\n/;

/** Says what went wrong, prefixed with the script's name, and exits 1. */
export function failWith(name) {
  return (message) => {
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(1);
  };
}

/**
 * The first Python whose `probe` (a program) succeeds: $PYTHON, python3 on the PATH, then Debian's own
 * (/usr/bin/python3). Its printed line comes back as `found`; when none does, `fail` says how to install.
 */
export function findPython({ probe, module, install, fail }) {
  const candidates = [...new Set([process.env.PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean))];
  let anyPython = false;
  for (const python of candidates) {
    const answer = spawnSync(python, ['-c', probe], { encoding: 'utf8' });
    if (answer.error) continue;
    anyPython = true;
    if (answer.status === 0) return { python, found: answer.stdout.trim() };
  }
  fail(anyPython ? `no python3 here has ${module}: ${install}` : `python3 not found: ${install}`);
}

/**
 * Starts the emulator, runs `python script` with EMULATOR_URL, EMULATOR_CONTROL_SECRET and `env`, stops the
 * emulator and exits with the script's code. `banner(baseUrl)` is printed first.
 */
export async function runAgainstEmulator({ name, python, script, emulatorArgs = [], env = {}, banner }) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name.replace(/\W+/g, '-')}-`));
  const secret = randomBytes(24).toString('hex');
  const emulator = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/emulator/cli.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      ...emulatorArgs,
      '--control-secret',
      secret,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = once(emulator, 'exit');
  let output = '';
  emulator.stderr.on('data', (part) => (output += part));
  const stop = async () => {
    if (emulator.exitCode === null && emulator.signalCode === null) emulator.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  let code = 1;
  try {
    const baseUrl = await new Promise((resolveUrl, reject) => {
      const timer = setTimeout(() => reject(new Error(`the emulator did not start within 60 s:\n${output}`)), 60_000);
      emulator.stdout.on('data', (part) => {
        output += part;
        const found = READY.exec(output);
        if (found) {
          clearTimeout(timer);
          resolveUrl(found[1]);
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the emulator exited before it listened:\n${output}`));
      });
    });
    process.stdout.write(`${banner(baseUrl)}\n`);
    const run = spawn(python, [script], {
      stdio: 'inherit',
      env: { ...process.env, EMULATOR_URL: baseUrl, EMULATOR_CONTROL_SECRET: secret, ...env },
    });
    const [status] = await once(run, 'exit');
    code = status ?? 1;
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
  } finally {
    await stop();
  }
  process.exit(code);
}
