// What differs between the two hosts (the Electron main process and browser mode's Node server). Everything else
// is built once, by createDesk, from these capabilities.
import type { ServiceSettings } from '../../shared/ipc/app';
import type { DeskNotification } from '../../shared/notifications/notification-kinds';
import type { OverallProgress } from '../../shared/uploads/overall-progress';
import type { SecretCipher } from '../auth/secret-cipher';
import type { PowerPort } from '../power/power-port';
import type { KeyValueFileFactory } from '../kernel/settings-store';

export interface HostCapabilities {
  readonly kind: 'electron' | 'web';
  readonly version: string;
  readonly dataDir: string;
  /**
   * Builds how secrets are encrypted: called once the language is known, so that a refusal it throws (no keychain, a
   * damaged key file) is said in the creator's language.
   */
  readonly openCipher: () => SecretCipher;
  readonly openSettingsFile: KeyValueFileFactory;
  /** Opens a link outside the app if the external-link policy allows it, else rejects with a DeskError. */
  openExternal(url: string): Promise<void>;
  /** Service endpoints for this run, from the command line (`--services`, `--emulator`); else the settings file's. */
  readonly services?: ServiceSettings;
  /** A port for the embedded demo emulator, from the command line. */
  readonly demoEmulatorPort?: number;
  /** The embedded demo emulator's control secret, from the command line; else it makes one, kept in this process. */
  readonly demoControlSecret?: string;
  /**
   * The demo emulator holds every answer to the discovery document's schema and answers a violation with a 500 that
   * names it, so the end-to-end tests catch a body the real service would never send.
   */
  readonly demoConformance?: boolean;
  /** The demo channel seeded with the big channel's videos (`--demo-size large`). */
  readonly demoBigChannel?: boolean;
  /** Where the host reports lines worth a terminal (the demo emulator's URL). */
  readonly log?: (line: string) => void;
  /** Shows a notification itself (the desktop app); browser mode's page does it from `notifications.show`. */
  readonly notify?: (notification: DeskNotification) => void;
  /** Shows the queue's progress on the taskbar / dock (the desktop app); browser mode's page puts it in its title. */
  readonly showProgress?: (progress: OverallProgress) => void;
  /**
   * Asks the user for a folder with the system's folder dialog (the desktop app); undefined when cancelled. Browser
   * mode has none: a page never names a folder on this computer.
   */
  readonly pickFolder?: (title: string) => Promise<string | undefined>;
  /** The system's preferred languages, most preferred first (the desktop app's); else the runtime's locale. */
  readonly preferredLanguages?: () => readonly string[];
  /** Keeps the computer awake while uploads run, quits or sleeps when the queue is done (the desktop app). */
  readonly power?: PowerPort;
  /** First look at a new video's processing, and the backoff's base (ms); the demo and tests shorten it. */
  readonly followBaseMs?: number;
}
