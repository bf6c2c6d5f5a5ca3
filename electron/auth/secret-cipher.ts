// Secrets are encrypted at rest by whatever the host offers. Electron has safeStorage (the OS keychain); browser
// mode runs under plain Node and has no keychain, so it uses a key file readable only by the user.
import type { MessageDescriptor } from 'react-intl';

export interface SecretCipher {
  /** A short name of the backend, shown on the Accounts screen (e.g. `keychain`, `gnome_libsecret`, `key-file`). */
  readonly backend: string;
  /**
   * Set when the protection is weak, in words the user can act on: the catalogue's message, said when it is shown
   * (the cipher is made at start, and the language may change while the app runs).
   */
  readonly warning?: MessageDescriptor;
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
}
