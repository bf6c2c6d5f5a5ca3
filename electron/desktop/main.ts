// The desktop app's composition root: lifecycle, one window, wiring. Business logic lives in the services.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  Notification,
  powerSaveBlocker,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  Tray,
} from 'electron';
import ElectronStore from 'electron-store';
import { CliError, parseCliArgs, type CliOptions } from '../app/cli-args';
import { servicesFromCli } from '../app/cli-services';
import { createDesk, type Desk } from '../app/composition-root';
import { noticeMessage, type NoticeWords } from '../kernel/feature';
import { buildMenuTemplate, type MenuCommand } from './decisions/app-menu';
import { createExternalLinkPolicy, createLinkOpener } from '../app/external-links';
import { filesFromArgv, OpenWithQueue } from './decisions/open-with';
import { countRunning } from '../../shared/uploads/running';
import { VIDEO_EXTENSIONS } from '../../shared/uploads/video-extensions';
import { queueOpenedFiles } from '../uploads/intake/opened-files';
import { guardClose } from './close-guard';
import { toElectronTemplate } from './menu';
import { UploadTray } from './upload-tray';
import { placeWindow, windowStateOf } from './window-placement';
import { createSafeStorageCipher } from './safe-storage-cipher';
import { serveRendererFile } from './app-protocol';
import { createDesktopNotifier } from './desktop-notifier';
import { createDesktopPower } from './desktop-power';
import { createTaskbarProgress } from './taskbar-progress';
import { DIALOGS } from '../language/desktop-messages';
import { say } from '../language/say';
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

// One instance: a second launch hands its files (and its working directory, for relative paths) to the first and
// exits; the first comes to the front. Exited at once, before anything else is set up or any window shown.
const primary = app.requestSingleInstanceLock();
if (!primary) app.exit(0);

let mainWindow: BrowserWindow | undefined;
let desk: Desk | undefined;
let quitting = false;

// Files opened with the app wait here until the queue can take them (macOS's open-file may come before ready).
const openWith = new OpenWithQueue();
const launch = (cwd: string) => ({ cwd, platform: process.platform, defaultApp: process.defaultApp === true });
openWith.add(filesFromArgv(process.argv, launch(process.cwd())));

const tray = new UploadTray(
  { Tray, Menu, nativeImage },
  {
    show: () => showWindow(),
    pauseAll: async () => desk?.uploads.pauseAll(),
    quit: () => void stopAndQuit(),
  },
  () => desk!.language.intl(),
);

function showWindow(): void {
  if (!mainWindow) return;
  tray.remove();
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

/** "Stop": every upload paused cleanly (each resumes from the byte the server confirmed), then quit. */
async function stopAndQuit(): Promise<void> {
  await desk?.uploads.pauseAll().catch((error: unknown) => console.error('pausing the uploads failed', error));
  quitting = true;
  app.quit();
}

function notice(level: 'info' | 'warning', words: NoticeWords): void {
  desk?.events.emit('app.notice', { level, ...noticeMessage(words) });
}

function runMenuCommand(command: MenuCommand): void {
  switch (command.kind) {
    case 'addVideos':
      void pickVideos();
      return;
    case 'navigate':
      showWindow();
      desk?.events.emit('desktop.navigate', { screen: command.screen });
      return;
    case 'openLink':
      void openLink(command.url).catch(() => undefined);
      return;
  }
}

async function pickVideos(): Promise<void> {
  if (!mainWindow) return;
  const picked = await dialog.showOpenDialog(mainWindow, {
    title: say(DIALOGS.addVideosTitle),
    properties: ['openFile', 'multiSelections'],
    filters: [
      { name: say(DIALOGS.videosFilter), extensions: [...VIDEO_EXTENSIONS] },
      { name: say(DIALOGS.allFilesFilter), extensions: ['*'] },
    ],
  });
  if (!picked.canceled) openWith.add(picked.filePaths);
}

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
    preferredLanguages: () => app.getPreferredSystemLanguages(),
    openCipher: () => createSafeStorageCipher(safeStorage, process.platform),
    openSettingsFile: (settings) => new ElectronStore(settings),
    log: (line) => console.log(line),
    ...(services ? { services } : {}),
    openExternal: openLink,
    notify: createDesktopNotifier(Notification, () => {
      if (mainWindow?.isMinimized()) mainWindow.restore();
      mainWindow?.focus();
    }),
    showProgress: createTaskbarProgress(() => mainWindow, app.dock),
    power: createDesktopPower({ blocker: powerSaveBlocker, quit: () => void stopAndQuit(), log: console.error }),
    pickFolder: async (title) => {
      if (!mainWindow) return undefined;
      const picked = await dialog.showOpenDialog(mainWindow, {
        title,
        properties: ['openDirectory', 'createDirectory'],
      });
      return picked.canceled ? undefined : picked.filePaths[0];
    },
    demoConformance: options.checkConformance,
    demoBigChannel: options.demoSize === 'large',
    ...(options.controlSecret === undefined ? {} : { demoControlSecret: options.controlSecret }),
    ...(options.port === undefined && options.emulatorPort === undefined
      ? {}
      : { demoEmulatorPort: options.emulatorPort ?? options.port }),
  });
  bindIpc(ipcMain, desk.router, desk.events, () => mainWindow);
  const language = desk.language;
  const setMenu = (): void =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        toElectronTemplate(
          buildMenuTemplate({
            platform: process.platform,
            appName: app.getName(),
            development: !app.isPackaged,
            intl: language.intl(),
          }),
          runMenuCommand,
        ),
      ),
    );
  setMenu();
  // A language chosen in Appearance: the menus and the tray say it at once, as the page does.
  language.onChange(() => {
    setMenu();
    tray.relabel();
  });

  const settings = desk.settings;
  const placed = placeWindow(secureWindowOptions(preloadPath), settings.read().window, screen.getAllDisplays());
  const window = new BrowserWindow(placed.options);
  mainWindow = window;
  window.once('ready-to-show', () => {
    if (placed.maximized) window.maximize();
    window.show();
  });
  // Saved first, whatever the close guard then does with the close.
  window.on('close', () => void settings.update({ window: windowStateOf(window) }));
  guardClose(window, {
    running: () => countRunning(desk?.uploads.snapshot().uploads ?? []),
    preference: () => settings.read().closeAction,
    remember: (closeAction) => void settings.update({ closeAction }),
    trayAvailable: () => true,
    quitting: () => quitting,
    ask: (options) => dialog.showMessageBox(window, options),
    toTray: () => {
      // No tray on this system after all: the window stays, rather than vanish with no way back.
      if (tray.show()) window.hide();
    },
    stopAndQuit,
    intl: () => language.intl(),
  });
  await window.loadURL(APP_ENTRY_URL);

  await desk.start();
  const started = desk;
  openWith.ready((files) => {
    showWindow();
    void queueOpenedFiles(started.uploads, files, notice).catch((error: unknown) =>
      console.error('queueing opened files failed', error),
    );
  });
  if (options.demo && !desk.accounts.get()) {
    await desk.accounts.startDemo().catch((error: unknown) => console.error('demo workspace failed to start', error));
  }
}

app.on('second-instance', (_event, argv, workingDirectory) => {
  showWindow();
  openWith.add(filesFromArgv(argv, launch(workingDirectory)));
});
// macOS: a file opened with the app (Finder, the dock icon), before or after ready.
app.on('open-file', (event, path) => {
  event.preventDefault();
  openWith.add([path]);
});
app.on('window-all-closed', () => app.quit());
app.on('before-quit', () => {
  quitting = true;
  tray.remove();
  void desk?.stop();
});
if (primary)
  app
    .whenReady()
    .then(boot)
    .catch((error: unknown) => {
      console.error(error);
      // A start that fails may have no window yet (the keychain locked): the system's error box is the only way the
      // creator hears why nothing opened. Said in the creator's language once the desk knew it, else in English.
      dialog.showErrorBox(
        say(DIALOGS.startFailedTitle, { app: app.getName() }),
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
    });
