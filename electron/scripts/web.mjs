// `npm run web`: build, then run browser mode with the arguments given after `--`.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, [join(root, 'electron/scripts/build.mjs'), '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const child = spawn(process.execPath, [join(root, 'dist/electron/web-host.js'), ...args], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
