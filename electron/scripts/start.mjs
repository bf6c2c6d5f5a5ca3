// `npm start`: build, then run the desktop app with the arguments given after `--`. Electron's binary is fetched
// on first run; where that cannot happen (no network), say so in one line and point to browser mode.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = spawnSync(process.execPath, [join(root, 'electron/scripts/build.mjs'), '--quiet'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

let electronPath;
try {
  // Resolving the package downloads the binary when it is missing (and prints its own progress).
  electronPath = createRequire(import.meta.url)('electron');
} catch {
  console.error('Electron could not be downloaded on this machine; run `npm run web` to use Channel Desk in your browser.');
  process.exit(1);
}

const child = spawn(electronPath, [join(root, 'dist/electron/main.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
