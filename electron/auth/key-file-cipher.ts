// Browser mode's SecretCipher: AES-256-GCM with a random key kept in the data dir with mode 0600. It protects
// secrets from casual reads of the secrets file and from backups that skip the key, not from the user's own account.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SecretCipher } from './secret-cipher';
import { say } from '../language/say';
import { ACCOUNT_NOTICES } from './auth-messages';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function loadOrCreateKey(keyPath: string): Buffer {
  if (existsSync(keyPath)) {
    const key = Buffer.from(readFileSync(keyPath, 'utf8').trim(), 'base64');
    if (key.length === KEY_BYTES) return key;
    throw new Error(say(ACCOUNT_NOTICES.keyFileDamaged, { keyPath }));
  }
  mkdirSync(dirname(keyPath), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(keyPath, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(keyPath, 0o600);
  return key;
}

export function createKeyFileCipher(keyPath: string): SecretCipher {
  const key = loadOrCreateKey(keyPath);
  return {
    backend: 'key-file',
    warning: ACCOUNT_NOTICES.keyFileWarning,
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(ciphertext) {
      const raw = Buffer.from(ciphertext, 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('secret is truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
