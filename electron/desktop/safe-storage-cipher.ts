// The desktop app's SecretCipher: Electron's safeStorage, backed by the OS keychain (Keychain, DPAPI, libsecret or
// kwallet). On Linux without a keyring Electron falls back to `basic_text`, a hard-coded key: we say so.
import type { SafeStorage } from 'electron';
import type { SecretCipher } from '../auth/secret-cipher';

export function createSafeStorageCipher(safeStorage: SafeStorage, platform: NodeJS.Platform): SecretCipher {
  if (!safeStorage.isEncryptionAvailable()) {
    throw new Error('The system keychain is not available, so Channel Desk cannot store sign-in tokens safely.');
  }
  const backend = platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'os-keychain';
  const weak = backend === 'basic_text' || backend === 'unknown';
  return {
    backend,
    ...(weak
      ? {
          warning:
            'No system keyring was found (GNOME Keyring or KWallet), so tokens are encrypted with a fixed key. ' +
            'Install and unlock a keyring, then sign in again.',
        }
      : {}),
    encrypt: (plaintext) => safeStorage.encryptString(plaintext).toString('base64'),
    decrypt: (ciphertext) => safeStorage.decryptString(Buffer.from(ciphertext, 'base64')),
  };
}
