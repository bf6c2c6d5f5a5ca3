// `npm run web`: build, then run browser mode with the arguments given after `--`. The host stops with this command
// (host-process.mjs): a SIGINT or SIGTERM here, or the shell above it gone, stops it too.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runHostProcess } from './host-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, [join(root, 'electron/scripts/build.mjs'), '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
runHostProcess(join(root, 'dist/electron/web-host.js'), args);
