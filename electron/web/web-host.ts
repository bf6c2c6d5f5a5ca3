// Browser mode (`npm run web`): the same services as the desktop app under plain Node, the renderer served on
// 127.0.0.1 and the contract carried over a WebSocket.
// First, before any module reads the clock: DESK_TEST_NOW moves it for tests.
import '../common/test-clock-from-env';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Conf from 'conf';
import { CliError, parseCliArgs } from '../app/cli-args';
import { servicesFromCli } from '../app/cli-services';
import { createDesk } from '../app/composition-root';
import { createExternalLinkPolicy, createLinkOpener } from '../app/external-links';
import { createKeyFileCipher } from '../auth/key-file-cipher';
import { startWebServer } from './web-server';

declare const __APP_VERSION__: string;

const here = dirname(fileURLToPath(import.meta.url));

function defaultDataDir(): string {
  const base =
    process.env.XDG_CONFIG_HOME ??
    join(homedir(), process.platform === 'darwin' ? 'Library/Application Support' : '.config');
  return join(base, 'Channel Desk (browser mode)');
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  const dataDir = resolve(options.dataDir ?? defaultDataDir());
  const services = await servicesFromCli(options);
  const desk = createDesk({
    kind: 'web',
    version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
    dataDir,
    openCipher: () => createKeyFileCipher(join(dataDir, 'secret.key')),
    openSettingsFile: (settings) => new Conf(settings),
    // Browser mode cannot reach the user's system browser; the page itself opens links it is sent, the same
    // links the desktop app would open.
    openExternal: createLinkOpener(
      createExternalLinkPolicy(() => desk.accounts.services().oauthAuthorizeUrl),
      (url) => desk.events.emit('app.openUrl', { url }),
    ),
    ...(options.emulatorPort === undefined ? {} : { demoEmulatorPort: options.emulatorPort }),
    demoConformance: options.checkConformance,
    demoBigChannel: options.demoSize === 'large',
    ...(options.controlSecret === undefined ? {} : { demoControlSecret: options.controlSecret }),
    ...(services ? { services } : {}),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  await desk.start();
  if (options.demo && !desk.accounts.get()) {
    process.stdout.write('Starting the demo workspace…\n');
    await desk.accounts.startDemo();
  }
  const server = await startWebServer({ desk, rendererDir: join(here, '..', 'renderer'), port: options.port ?? 0 });
  process.stdout.write(`Channel Desk (browser mode) data: ${dataDir}\n`);
  process.stdout.write(`Channel Desk is ready: ${server.url}\n`);

  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    void Promise.all([server.close(), desk.stop()]).finally(() => process.exit(0));
  };
  // `on`, not `once`: conf's writer (atomically) hooks these signals too and raises the signal again from its own
  // handler; with no listener of ours left, that second signal would end the process before the desk has stopped.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof CliError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof CliError ? 2 : 1);
});
