// The tray icon while the window is hidden and uploads go on: show the window again, pause every upload, or quit.
// It exists only while the window is hidden (a click or Show brings the window back and removes it).
import type { Menu as MenuType, NativeImage, Tray as TrayType } from 'electron';
import type { IntlShape } from 'react-intl';
import { intlFor } from '../../shared/i18n/catalogue';
import { APP_NAME } from './decisions/close-question';
import { TRAY } from '../language/desktop-messages';

/** 32×32 PNG: a white upload arrow on blue. Drawn here rather than shipped, so no resource path can go missing. */
const ICON_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAaElEQVR42u3XsQ3AIAxEUUZhNObLkqGiiWLFgH0mcF+i9mtAOCX2Ui7X7XHCBqshoQDUcBHxS0ArBPAMCpCCAL5yBWhzAfRmChjNBDDbFMCqva4hAQQQsAQA+iMKfYqhAO4FS6xmR1YB8Quo5GRY7KoAAAAASUVORK5CYII=';

interface TrayActions {
  show(): void;
  pauseAll(): Promise<void>;
  quit(): void;
}

export interface TrayElectron {
  readonly Tray: new (image: NativeImage) => TrayType;
  readonly Menu: Pick<typeof MenuType, 'buildFromTemplate'>;
  readonly nativeImage: { createFromBuffer(buffer: Buffer): NativeImage };
}

export class UploadTray {
  private tray: TrayType | undefined;

  constructor(
    private readonly electron: TrayElectron,
    private readonly actions: TrayActions,
    /** The language in force, read at each (re)labelling. */
    private readonly intl: () => IntlShape = () => intlFor('en'),
  ) {}

  get shown(): boolean {
    return this.tray !== undefined;
  }

  /** Puts the icon up; false when the system has none to offer (the window then is not hidden). */
  show(): boolean {
    if (this.tray) return true;
    try {
      const icon = this.electron.nativeImage.createFromBuffer(Buffer.from(ICON_PNG_BASE64, 'base64'));
      this.tray = new this.electron.Tray(icon);
    } catch {
      return false;
    }
    this.label(this.tray);
    // Windows and Linux: a click on the icon brings the window back (macOS opens the menu instead).
    this.tray.on('click', () => this.actions.show());
    return true;
  }

  /** Says the tooltip and menu again in the language now in force (the language changed while the icon was up). */
  relabel(): void {
    if (this.tray) this.label(this.tray);
  }

  private label(tray: TrayType): void {
    const say = this.intl().formatMessage;
    tray.setToolTip(say(TRAY.tooltip, { app: APP_NAME }));
    tray.setContextMenu(
      this.electron.Menu.buildFromTemplate([
        { label: say(TRAY.show, { app: APP_NAME }), click: () => this.actions.show() },
        { label: say(TRAY.pauseAll), click: () => void this.actions.pauseAll() },
        { type: 'separator' },
        { label: say(TRAY.quit, { app: APP_NAME }), click: () => this.actions.quit() },
      ]),
    );
  }

  remove(): void {
    this.tray?.destroy();
    this.tray = undefined;
  }
}
