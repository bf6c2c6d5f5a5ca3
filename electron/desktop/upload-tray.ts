// The tray icon while the window is hidden and uploads go on: show the window again, pause every upload, or quit.
// It exists only while the window is hidden (a click or Show brings the window back and removes it).
import type { Menu as MenuType, NativeImage, Tray as TrayType } from 'electron';

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
    this.tray.setToolTip('Channel Desk: uploading');
    this.tray.setContextMenu(
      this.electron.Menu.buildFromTemplate([
        { label: 'Show Channel Desk', click: () => this.actions.show() },
        { label: 'Pause All Uploads', click: () => void this.actions.pauseAll() },
        { type: 'separator' },
        { label: 'Quit Channel Desk', click: () => this.actions.quit() },
      ]),
    );
    // Windows and Linux: a click on the icon brings the window back (macOS opens the menu instead).
    this.tray.on('click', () => this.actions.show());
    return true;
  }

  remove(): void {
    this.tray?.destroy();
    this.tray = undefined;
  }
}
