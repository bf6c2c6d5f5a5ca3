// The rulesets API token, kept only in the encrypted vault, together with the service address it was verified
// against: a token is never sent to another address than the one that accepted it (a changed setting, or the
// demo emulator versus the real service).
import { z } from 'zod';
import type { SecretVault } from '../auth/secret-vault';

// The name earlier versions stored it under: renaming it would lose a creator's saved token.
const VAULT_NAME = 'ratelimits.apiToken';

const storedSchema = z.object({
  token: z.string().min(1),
  apiBaseUrl: z.string().min(1),
  tokenId: z.string().optional(),
  verifiedAt: z.string().optional(),
});
export type StoredApiToken = z.output<typeof storedSchema>;

export interface ApiTokenStore {
  read(): StoredApiToken | undefined;
  write(entry: StoredApiToken): void;
  remove(): void;
}

export function createApiTokenStore(vault: SecretVault): ApiTokenStore {
  return {
    read() {
      const raw = vault.get(VAULT_NAME);
      if (raw === undefined) return undefined;
      try {
        const parsed = storedSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(entry) {
      vault.set(VAULT_NAME, JSON.stringify(entry));
    },
    remove() {
      vault.delete(VAULT_NAME);
    },
  };
}

/** What the screen may show of a token: its last four characters. */
export function maskToken(token: string): string {
  return `••••${token.slice(-4)}`;
}
