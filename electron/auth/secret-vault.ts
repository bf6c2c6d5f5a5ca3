// Named secrets (OAuth tokens, API tokens, the OAuth client) encrypted one by one into <dataDir>/secrets.json.
// Only the main process ever constructs this; nothing here is reachable from the contract.
import { join } from 'node:path';
import type { MessageDescriptor } from 'react-intl';
import { readJsonOrQuarantineSync, writeJsonAtomicSync } from '../common/atomic-json';
import { keepWords, type KeptWords } from '../language/say-line';
import type { SavedLine } from '../../shared/i18n/saved-line';
import { ACCOUNT_NOTICES } from './auth-messages';
import type { SecretCipher } from './secret-cipher';

export interface SecretVault {
  readonly backend: string;
  /** The cipher's warning, to say in the language in force where it is shown. */
  readonly warning?: MessageDescriptor;
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  delete(name: string): void;
}

export function createSecretVault(
  dataDir: string,
  cipher: SecretCipher,
  /** A problem's words now, and its line, said again where it is shown (the page's language may differ). */
  onProblem: (message: string, line: SavedLine) => void,
): SecretVault {
  const tell = (words: KeptWords): void => onProblem(words.text, words.line);
  const path = join(dataDir, 'secrets.json');
  const read = readJsonOrQuarantineSync(path);
  let entries: Record<string, string> = {};
  if (read.kind === 'ok' && read.value && typeof read.value === 'object' && !Array.isArray(read.value)) {
    entries = Object.fromEntries(
      Object.entries(read.value as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } else if (read.kind === 'corrupt') {
    tell(keepWords(ACCOUNT_NOTICES.savedSignInDamaged, { movedTo: read.movedTo }));
  }

  return {
    backend: cipher.backend,
    ...(cipher.warning ? { warning: cipher.warning } : {}),
    get(name) {
      const sealed = entries[name];
      if (sealed === undefined) return undefined;
      try {
        return cipher.decrypt(sealed);
      } catch {
        // A secret sealed by another key (a copied data folder, a reset keychain) is useless: drop it so the user is
        // asked to sign in again rather than failing on every call.
        delete entries[name];
        writeJsonAtomicSync(path, entries);
        tell(keepWords(ACCOUNT_NOTICES.savedSignInUnreadable));
        return undefined;
      }
    },
    set(name, value) {
      entries = { ...entries, [name]: cipher.encrypt(value) };
      writeJsonAtomicSync(path, entries);
    },
    delete(name) {
      if (!(name in entries)) return;
      const { [name]: _removed, ...rest } = entries;
      entries = rest;
      writeJsonAtomicSync(path, entries);
    },
  };
}
