// Starts browser mode (the built app, as `npm run web` runs it) on a fresh data dir and reads its printed URL.
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { emulatorControlHeaders } from '../../../shared/platform/emulator-control';
import { connectContract, type ContractClient } from './contract-client';
import { hostClockEnv } from './test-clock';

/**
 * The demo emulator's control secret for every host started here (`--control-secret`; the app would otherwise make
 * one and keep it to itself), and the headers that open its test control.
 */
export const DEMO_CONTROL_SECRET = randomBytes(24).toString('base64url');
export const demoControl = emulatorControlHeaders(DEMO_CONTROL_SECRET);

export interface WebHost {
  readonly url: string;
  readonly origin: string;
  readonly token: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  readonly output: () => string;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A data dir without settings starts with the creator's choice to send uploads without an altered content answer
 * as "no" (shared/uploads/synthetic-media.ts), as the specs not about that question need; `unchosen: true` leaves
 * it unmade (such uploads are held). Settings already there are left as they are.
 */
export async function startWebHost(
  options: {
    args?: string[];
    dataDir?: string;
    unchosen?: boolean;
    env?: Record<string, string>;
    /** Off only where no spec reads the answers (the run's prepared data dirs, support/large-demo-seed.ts). */
    checkConformance?: boolean;
  } = {},
): Promise<WebHost> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'desk-e2e-'));
  const settingsFile = join(dataDir, 'settings.json');
  if (!options.unchosen && !existsSync(settingsFile)) {
    // A spec may name a data dir the app has not made yet (a restart test's): made private, as the app makes it.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(settingsFile, JSON.stringify({ unansweredSyntheticMedia: 'no' }));
  }
  // --check-conformance: every answer of the demo emulator is held to the discovery schema, so a body the real
  // service would never send fails the spec that received it.
  const child = spawn(
    process.execPath,
    [
      join(root, 'dist/electron/web-host.js'),
      '--port',
      '0',
      '--data-dir',
      dataDir,
      ...(options.checkConformance === false ? [] : ['--check-conformance']),
      '--control-secret',
      DEMO_CONTROL_SECRET,
      ...(options.args ?? []),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // At the test's moment and in its zone when its project fixes them (test-clock.ts); a host shared by a worker's
      // tests is given its project's (support/hosts.ts).
      env: { ...process.env, ...(options.env ?? hostClockEnv()) },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`browser mode did not start:\n${output}`)), 30_000);
    const check = (): void => {
      const match = /ready: (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => reject(new Error(`browser mode exited with ${code}:\n${output}`)));
  });
  const parsed = new URL(url);
  // Connected once the host object exists; its stop() closes it.
  const watching: { client?: ContractClient } = {};
  const host: WebHost = {
    url,
    origin: parsed.origin,
    token: parsed.searchParams.get('token')!,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      await new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        // A host that does not exit on SIGTERM is said loudly but does not hang the suite (seen once under load).
        const hung = setTimeout(() => {
          console.warn(`browser mode did not exit 20 s after SIGTERM; killing it. Its output:\n${output}`);
          child.kill('SIGKILL');
        }, 20_000);
        child.once('exit', () => {
          clearTimeout(hung);
          done();
        });
        child.kill('SIGTERM');
      });
      // Every event of the test's flow reached the watcher too: one that broke its schema fails the test here.
      watching.client?.close();
    },
  };
  // The host forwards event payloads unchecked; a client of its own, beside the page's, holds them to the contract.
  watching.client = await connectContract(host);
  return host;
}
