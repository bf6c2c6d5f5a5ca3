// The one window, locked down per Electron's security checklist: sandboxed, context-isolated, no Node, the
// renderer served from our own privileged scheme with a strict CSP, no new windows, no navigation away, and
// links opened in the system browser only when they are https.
import type { BrowserWindow as BrowserWindowType, BrowserWindowConstructorOptions, Shell } from 'electron';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://desk`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

export function secureWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: 'Channel Desk',
    show: false,
    webPreferences: {
      preload: preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
}

export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export function guardWindow(window: BrowserWindowType, shell: Pick<Shell, 'openExternal'>): void {
  const contents = window.webContents;
  contents.setWindowOpenHandler(({ url }) => {
    if (isHttpsUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (!url.startsWith(`${APP_ORIGIN}/`)) {
      event.preventDefault();
      if (isHttpsUrl(url)) void shell.openExternal(url);
    }
  });
  contents.on('will-redirect', (event, url) => {
    if (!url.startsWith(`${APP_ORIGIN}/`)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}
