// `npm start`: build, then run the desktop app with the arguments given after `--`. Electron's binary is fetched
// on first run; where that cannot happen (no network), say so in one line and point to browser mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = spawnSync(process.execPath, [join(root, 'electron/scripts/build.mjs'), '--quiet'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const unavailable =
  'Electron could not be downloaded on this machine; run `npm run web` to use Channel Desk in your browser.';

// The binary is fetched on first run. Its downloader prints a stack trace when offline; keep that out of the way
// and say what to do in one line.
if (!existsSync(join(electronDir, 'path.txt')) && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
  console.log("Fetching Electron's binary (first run only)…");
  const fetched = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (fetched.status !== 0) {
    console.error(unavailable);
    process.exit(1);
  }
}

let electronPath;
try {
  electronPath = require('electron');
} catch {
  console.error(unavailable);
  process.exit(1);
}

const child = spawn(electronPath, [join(root, 'dist/electron/main.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
