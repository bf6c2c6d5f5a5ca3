// The desktop app's composition root: lifecycle, one window, wiring. Business logic lives in the services.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, Notification, protocol, safeStorage, session, shell } from 'electron';
import ElectronStore from 'electron-store';
import { CliError, parseCliArgs, type CliOptions } from '../app/cli-args';
import { servicesFromCli } from '../app/cli-services';
import { createDesk, type Desk } from '../app/desk';
import { createExternalLinkPolicy, createLinkOpener } from '../app/external-links';
import { createSafeStorageCipher } from './safe-storage-cipher';
import { serveRendererFile } from './app-protocol';
import { createDesktopNotifier } from './desktop-notifier';
import { createTaskbarProgress } from './taskbar-progress';
import { bindIpc } from './ipc';
import { APP_ENTRY_URL, APP_SCHEME, guardAllWebContents, guardSession, secureWindowOptions } from './window';

declare const __APP_VERSION__: string;

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'renderer');
const preloadPath = join(here, 'preload.cjs');

function readOptions(): CliOptions {
  try {
    return parseCliArgs(process.argv.slice(1));
  } catch (error) {
    console.error(error instanceof CliError ? error.message : error);
    return process.exit(2);
  }
}
const options = readOptions();
if (options.dataDir) app.setPath('userData', options.dataDir);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

// Every renderer sandboxed, whatever its own webPreferences say.
app.enableSandbox();

if (!app.requestSingleInstanceLock()) app.quit();

let mainWindow: BrowserWindow | undefined;
let desk: Desk | undefined;

// One door for every link that leaves the app: the contract call, the consent page, window.open and navigation.
// The authorize origin is read from the endpoints in force each time, so a change of settings applies at once.
const openLink = createLinkOpener(
  createExternalLinkPolicy(() => desk?.accounts.services().oauthAuthorizeUrl),
  (url) => shell.openExternal(url),
);
guardAllWebContents(app, openLink);

async function boot(): Promise<void> {
  guardSession(session.defaultSession);
  protocol.handle(APP_SCHEME, (request) => serveRendererFile(rendererDir, request));
  const services = await servicesFromCli(options).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return app.exit(2) as never;
  });
  desk = createDesk({
    kind: 'electron',
    version: __APP_VERSION__,
    dataDir: app.getPath('userData'),
    cipher: createSafeStorageCipher(safeStorage, process.platform),
    openSettingsFile: (settings) => new ElectronStore(settings),
    log: (line) => console.log(line),
    ...(services ? { services } : {}),
    openExternal: openLink,
    notify: createDesktopNotifier(Notification, () => {
      if (mainWindow?.isMinimized()) mainWindow.restore();
      mainWindow?.focus();
    }),
    showProgress: createTaskbarProgress(() => mainWindow, app.dock),
    demoConformance: options.checkConformance,
    ...(options.controlSecret === undefined ? {} : { demoControlSecret: options.controlSecret }),
    ...(options.port === undefined && options.emulatorPort === undefined
      ? {}
      : { demoEmulatorPort: options.emulatorPort ?? options.port }),
  });
  bindIpc(ipcMain, desk.router, desk.events, () => mainWindow);

  mainWindow = new BrowserWindow(secureWindowOptions(preloadPath));
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  await mainWindow.loadURL(APP_ENTRY_URL);

  await desk.start();
  if (options.demo && !desk.accounts.get()) {
    await desk.accounts.startDemo().catch((error: unknown) => console.error('demo workspace failed to start', error));
  }
}

app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
});
app.on('window-all-closed', () => app.quit());
app.on('before-quit', () => {
  void desk?.stop();
});
app.whenReady().then(boot, (error: unknown) => {
  console.error(error);
  app.exit(1);
});
