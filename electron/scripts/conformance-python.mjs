// `npm run conformance:python [-- --discovery <youtube-v3.discovery.json>]`: the platform's Python client
// (google-api-python-client) against the emulator, as an independent client of revision 20260924's additions
// (tests/conformance/python/youtube_conformance.py). Not part of `npm test`: the project's setup does not install
// Python. Starts the emulator's CLI in conformance mode on a free port with a fresh data dir and control secret, runs
// the script, stops the emulator, and exits with the script's code. The discovery document is the one named, else
// the client's own static cache when it holds revision 20260924 (google-api-python-client 2.201 or later).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { failWith, findPython, root, runAgainstEmulator } from './conformance-emulator.mjs';

const REVISION = '20260924';
const NAME = 'conformance:python';
const SCRIPT = join(root, 'tests/conformance/python/youtube_conformance.py');
const INSTALL =
  'install Python 3 and google-api-python-client (Debian: apt-get install python3-googleapi; elsewhere: pip install google-api-python-client)';
// Prints where the client's static discovery cache would hold the document (2.x), or nothing.
const PROBE =
  'import os, googleapiclient, httplib2\n' +
  "p = os.path.join(os.path.dirname(googleapiclient.__file__), 'discovery_cache', 'documents', 'youtube.v3.json')\n" +
  "print(p if os.path.exists(p) else '')";
const fail = failWith(NAME);

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
const { python, found: cached } = findPython({ probe: PROBE, module: 'googleapiclient', install: INSTALL, fail });
const discovery = values.discovery ?? process.env.DISCOVERY_DOCUMENT ?? (cached === '' ? undefined : cached);
if (discovery === undefined)
  fail(
    `no discovery document: pass --discovery <youtube-v3.discovery.json> of revision ${REVISION}, or use google-api-python-client 2.201 or later (its static cache holds it)`,
  );
if (!existsSync(discovery)) fail(`no discovery document at ${discovery}`);
if (revisionOf(discovery) !== REVISION)
  fail(`${discovery} is revision ${revisionOf(discovery) ?? 'unknown'}, not ${REVISION}`);

await runAgainstEmulator({
  name: NAME,
  python,
  script: SCRIPT,
  emulatorArgs: ['--check-conformance'],
  env: { DISCOVERY_DOCUMENT: resolve(discovery) },
  banner: (baseUrl) => `Python client (${python}) against the emulator at ${baseUrl}, discovery ${discovery}`,
});
