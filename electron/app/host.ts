// What differs between the two hosts (the Electron main process and browser mode's Node server). Everything else
// is built once, by createDesk, from these capabilities.
import type { SecretCipher } from '../auth/secret-cipher';
import type { KeyValueFileFactory } from './settings-store';

export interface HostCapabilities {
  readonly kind: 'electron' | 'web';
  readonly version: string;
  readonly dataDir: string;
  readonly cipher: SecretCipher;
  readonly openSettingsFile: KeyValueFileFactory;
  /** Opens a link outside the app if the external-link policy allows it, else rejects with a DeskError. */
  openExternal(url: string): Promise<void>;
  /** A port for the embedded demo emulator, from the command line. */
  readonly demoEmulatorPort?: number;
  /** Where the host reports lines worth a terminal (the demo emulator's URL). */
  readonly log?: (line: string) => void;
}
