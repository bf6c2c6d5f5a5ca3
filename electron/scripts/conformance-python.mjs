// `npm run conformance:python [-- --discovery <youtube-v3.discovery.json>]`: the platform's Python client
// (google-api-python-client) against the emulator, as an independent client of revision 20260924's additions
// (tests/conformance/python/youtube_conformance.py). Not part of `npm test`: the project's setup does not install
// Python. Starts the emulator's CLI in conformance mode on a free port with a fresh data dir and control secret, runs
// the script, stops the emulator, and exits with the script's code. The discovery document is the one named, else
// the client's own static cache when it holds revision 20260924 (google-api-python-client 2.201 or later).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REVISION = '20260924';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCRIPT = join(root, 'tests/conformance/python/youtube_conformance.py');
const INSTALL =
  'install Python 3 and google-api-python-client (Debian: apt-get install python3-googleapi; elsewhere: pip install google-api-python-client)';
const READY = /Emulator listening on (http:\/\/127\.0\.0\.1:\d+)\n/;
// Prints where the client's static discovery cache would hold the document (2.x), or nothing.
const PROBE =
  'import os, googleapiclient, httplib2\n' +
  "p = os.path.join(os.path.dirname(googleapiclient.__file__), 'discovery_cache', 'documents', 'youtube.v3.json')\n" +
  "print(p if os.path.exists(p) else '')";

function fail(message) {
  process.stderr.write(`conformance:python: ${message}\n`);
  process.exit(1);
}

/** The first Python that has the client: $PYTHON, python3 on the PATH, then Debian's own (/usr/bin/python3). */
function findPython() {
  const candidates = [...new Set([process.env.PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean))];
  let anyPython = false;
  for (const python of candidates) {
    const probe = spawnSync(python, ['-c', PROBE], { encoding: 'utf8' });
    if (probe.error) continue;
    anyPython = true;
    if (probe.status === 0) return { python, cached: probe.stdout.trim() };
  }
  fail(anyPython ? `no python3 here has googleapiclient: ${INSTALL}` : `python3 not found: ${INSTALL}`);
}

function revisionOf(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8')).revision;
  } catch {
    return undefined;
  }
}

let values;
try {
  ({ values } = parseArgs({ options: { discovery: { type: 'string' } }, strict: true }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { python, cached } = findPython();
const discovery = values.discovery ?? process.env.DISCOVERY_DOCUMENT ?? (cached === '' ? undefined : cached);
if (discovery === undefined)
  fail(
    `no discovery document: pass --discovery <youtube-v3.discovery.json> of revision ${REVISION}, or use google-api-python-client 2.201 or later (its static cache holds it)`,
  );
if (!existsSync(discovery)) fail(`no discovery document at ${discovery}`);
if (revisionOf(discovery) !== REVISION)
  fail(`${discovery} is revision ${revisionOf(discovery) ?? 'unknown'}, not ${REVISION}`);

const dataDir = mkdtempSync(join(tmpdir(), 'conformance-python-'));
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
    '--check-conformance',
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
  process.stdout.write(`Python client (${python}) against the emulator at ${baseUrl}, discovery ${discovery}\n`);
  const run = spawn(python, [SCRIPT], {
    stdio: 'inherit',
    env: {
      ...process.env,
      EMULATOR_URL: baseUrl,
      EMULATOR_CONTROL_SECRET: secret,
      DISCOVERY_DOCUMENT: resolve(discovery),
    },
  });
  const [status] = await once(run, 'exit');
  code = status ?? 1;
} catch (error) {
  process.stderr.write(`conformance:python: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await stop();
}
process.exit(code);
