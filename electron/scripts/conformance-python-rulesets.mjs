// `npm run conformance:python-rulesets`: python-cloudflare (the CloudFlare module, 2.x) against the emulator's
// rulesets API, as an independent client of its versions and of a restore
// (tests/conformance/python/rulesets_conformance.py). Not part of `npm test`: the project's setup does not install
// Python. Starts the emulator's CLI on a free port with a fresh data dir and control secret, runs the script, stops
// the emulator, and exits with the script's code.
import { join } from 'node:path';
import { failWith, findPython, root, runAgainstEmulator } from './conformance-emulator.mjs';

const NAME = 'conformance:python-rulesets';
const fail = failWith(NAME);
if (process.argv.length > 2) fail(`takes no arguments, not ${process.argv.slice(2).join(' ')}`);
const { python, found: version } = findPython({
  probe: 'import CloudFlare\nprint(CloudFlare.__version__)',
  module: 'the CloudFlare module',
  install:
    'install Python 3 and python-cloudflare 2.x (Debian: apt-get install python3-cloudflare; elsewhere: pip install "cloudflare<3")',
  fail,
});
await runAgainstEmulator({
  name: NAME,
  python,
  script: join(root, 'tests/conformance/python/rulesets_conformance.py'),
  banner: (baseUrl) => `python-cloudflare ${version} (${python}) against the emulator at ${baseUrl}`,
});
