// The one window, locked down per Electron's security checklist: sandboxed, context-isolated, no Node, the
// renderer served from our own privileged scheme with a strict CSP, no new windows, no navigation away, no
// webviews, no permissions, and links handed to the external-link policy instead of opened in the app.
import type { App, BrowserWindowConstructorOptions, Session, WebContents } from 'electron';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://desk`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Opens a link outside the app if the external-link policy allows it, else rejects. */
type LinkOpener = (url: string) => Promise<void>;

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
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}

function isAppUrl(url: string): boolean {
  return url.startsWith(`${APP_ORIGIN}/`);
}

/**
 * Guards every web contents the app ever creates, not only the window's: the checklist's pattern, so a contents
 * added later (or one we did not expect) cannot open windows, navigate away or attach a webview.
 */
export function guardAllWebContents(app: Pick<App, 'on'>, openLink: LinkOpener): void {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, openLink));
}

export function guardWebContents(contents: WebContents, openLink: LinkOpener): void {
  // A refused link is dropped, as a browser drops a blocked pop-up.
  const openOutside = (url: string): void => void openLink(url).catch(() => undefined);
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openOutside(url);
  });
  // will-navigate covers only the main frame; a subframe must not leave the app either.
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame && !isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/**
 * The renderer needs no permission at all (files arrive by drop or the file picker, which need none). Chromium
 * asks twice: a check (e.g. navigator.permissions.query, device APIs) and a request; both are refused, and so is
 * every device (HID, serial, USB) a page could otherwise be granted without asking.
 */
export function guardSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
