// What the main process says itself, in the catalogue: the menu bar's own items, the help links, the tray icon's
// menu and the question on closing the window while uploads run. The menus' standard items (Undo, Copy, Quit…) are
// Electron's roles, which carry the system's own words.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const MENU = untyped(
  defineMessages({
    file: { id: 'menu.file', defaultMessage: 'File', description: 'Menu bar: the File menu (macOS; no access key)' },
    fileKeyed: {
      id: 'menu.file.keyed',
      defaultMessage: '&File',
      description: 'Menu bar on Windows and Linux: the File menu; & marks the Alt access key',
    },
    edit: { id: 'menu.edit', defaultMessage: 'Edit', description: 'Menu bar: the Edit menu (macOS)' },
    editKeyed: {
      id: 'menu.edit.keyed',
      defaultMessage: '&Edit',
      description: 'Windows/Linux Edit menu; & = access key',
    },
    view: { id: 'menu.view', defaultMessage: 'View', description: 'Menu bar: the View menu (macOS)' },
    viewKeyed: {
      id: 'menu.view.keyed',
      defaultMessage: '&View',
      description: 'Windows/Linux View menu; & = access key',
    },
    window: { id: 'menu.window', defaultMessage: 'Window', description: 'Menu bar: the Window menu (macOS)' },
    windowKeyed: {
      id: 'menu.window.keyed',
      defaultMessage: '&Window',
      description: 'Windows/Linux Window menu; & = access key',
    },
    help: { id: 'menu.help', defaultMessage: 'Help', description: 'Menu bar: the Help menu (macOS)' },
    helpKeyed: {
      id: 'menu.help.keyed',
      defaultMessage: '&Help',
      description: 'Windows/Linux Help menu; & = access key',
    },
    addVideos: {
      id: 'menu.addVideos',
      defaultMessage: 'Add Videos…',
      description: 'File menu: choose video files to queue for upload',
    },
    exit: { id: 'menu.exit', defaultMessage: 'Exit', description: 'File menu on Windows and Linux: quit the app' },
    helpUploading: {
      id: 'menu.help.uploading',
      defaultMessage: 'Uploading videos (YouTube Help)',
      description: "Help menu: opens YouTube Help's page on uploading videos",
    },
    helpDataApi: {
      id: 'menu.help.dataApi',
      defaultMessage: 'YouTube Data API reference',
      description: 'Help menu: opens the YouTube Data API reference (developer documentation)',
    },
    helpResumable: {
      id: 'menu.help.resumable',
      defaultMessage: 'Resumable uploads',
      description: "Help menu: opens the developer guide to the platform's resumable upload protocol",
    },
    helpRulesets: {
      id: 'menu.help.rulesets',
      defaultMessage: 'Rulesets API',
      description:
        'Help menu: opens the Cloudflare Rulesets API documentation (name of an API, usually not translated)',
    },
  }),
);

export const TRAY = untyped(
  defineMessages({
    tooltip: {
      id: 'tray.tooltip',
      defaultMessage: '{app}: uploading',
      description: "Tray icon's tooltip while the window is hidden and uploads go on; app is the product name",
    },
    show: { id: 'tray.show', defaultMessage: 'Show {app}', description: 'Tray menu: bring the window back' },
    pauseAll: { id: 'tray.pauseAll', defaultMessage: 'Pause All Uploads', description: 'Tray menu' },
    quit: { id: 'tray.quit', defaultMessage: 'Quit {app}', description: 'Tray menu: quit the app' },
  }),
);

export const CLOSE = untyped(
  defineMessages({
    title: {
      id: 'close.title',
      defaultMessage: 'Uploads are running',
      description: 'Dialog on closing the window while uploads run: its window title (shown on Windows and Linux)',
    },
    running: {
      id: 'close.running',
      defaultMessage: '{count, plural, one {An upload is still running.} other {# uploads are still running.}}',
      description: 'Dialog on closing the window while uploads run: its message',
    },
    detailTray: {
      id: 'close.detail.tray',
      defaultMessage:
        'Keep uploading with the window closed ({app} stays in the tray), or pause every upload and quit: paused uploads continue from where they stopped when you resume them.',
      description: "The closing dialog's explanation where the system has a tray",
    },
    detailNoTray: {
      id: 'close.detail.noTray',
      defaultMessage:
        'Pause every upload and quit? Paused uploads continue from where they stopped when you resume them.',
      description: "The closing dialog's explanation where the system has no tray",
    },
    keepInTray: { id: 'close.keepInTray', defaultMessage: 'Keep uploading in the tray', description: 'Dialog button' },
    stopAndQuit: { id: 'close.stopAndQuit', defaultMessage: 'Stop uploads and quit', description: 'Dialog button' },
    cancel: { id: 'close.cancel', defaultMessage: 'Cancel', description: 'Dialog button: keep the window open' },
    dontAskAgain: {
      id: 'close.dontAskAgain',
      defaultMessage: "Don't ask again",
      description: "Dialog checkbox: remember this answer (the Uploads screen's setting changes it back)",
    },
  }),
);

export const DIALOGS = untyped(
  defineMessages({
    addVideosTitle: {
      id: 'dialog.addVideos.title',
      defaultMessage: 'Add videos',
      description: "Title of the system's file dialog that picks video files to queue for upload",
    },
    videosFilter: {
      id: 'dialog.filter.videos',
      defaultMessage: 'Videos',
      description: "File dialog's type filter: video files",
    },
    allFilesFilter: {
      id: 'dialog.filter.allFiles',
      defaultMessage: 'All files',
      description: "File dialog's type filter: any file",
    },
    startFailedTitle: {
      id: 'dialog.startFailed.title',
      defaultMessage: '{app} could not start',
      description:
        "Title of the system's error box when the desktop app cannot start, before any window (the reason follows, e.g. the keychain is locked); app is the product name",
    },
    watchFolderTitle: {
      id: 'dialog.watchFolder.title',
      defaultMessage: 'Choose a folder to watch',
      description:
        "Title of the system's folder dialog: the folder whose new video files are queued for upload automatically",
    },
  }),
);
