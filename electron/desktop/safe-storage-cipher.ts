// The desktop app's SecretCipher: Electron's safeStorage, backed by the OS keychain (Keychain, DPAPI, libsecret or
// kwallet). On Linux without a keyring Electron falls back to `basic_text`, a hard-coded key: we say so.
// Made once the language is known (the host's openCipher), so its refusal is said in the creator's language; its
// warning is the catalogue's message, said where it is shown.
import type { SafeStorage } from 'electron';
import { ACCOUNT_NOTICES } from '../auth/auth-messages';
import type { SecretCipher } from '../auth/secret-cipher';
import { say } from '../language/say';

export function createSafeStorageCipher(safeStorage: SafeStorage, platform: NodeJS.Platform): SecretCipher {
  if (!safeStorage.isEncryptionAvailable()) {
    throw new Error(say(ACCOUNT_NOTICES.keychainUnavailable));
  }
  const backend = platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'os-keychain';
  const weak = backend === 'basic_text' || backend === 'unknown';
  return {
    backend,
    ...(weak ? { warning: ACCOUNT_NOTICES.noKeyring } : {}),
    encrypt: (plaintext) => safeStorage.encryptString(plaintext).toString('base64'),
    decrypt: (ciphertext) => safeStorage.decryptString(Buffer.from(ciphertext, 'base64')),
  };
}
