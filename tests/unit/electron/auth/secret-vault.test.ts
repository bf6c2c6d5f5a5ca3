import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createKeyFileCipher } from '../../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../../electron/auth/secret-vault';

const fresh = (): string => mkdtempSync(join(tmpdir(), 'vault-'));

describe('the secret vault', () => {
  it('never writes a secret in clear text and reads it back after a restart', () => {
    const dir = fresh();
    const cipher = createKeyFileCipher(join(dir, 'secret.key'));
    const vault = createSecretVault(dir, cipher, vi.fn());
    vault.set('platform.tokens', '{"refreshToken":"1//very-secret"}');
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).not.toContain('very-secret');
    expect(statSync(join(dir, 'secret.key')).mode & 0o077).toBe(0);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o077).toBe(0);
    const reopened = createSecretVault(dir, createKeyFileCipher(join(dir, 'secret.key')), vi.fn());
    expect(reopened.get('platform.tokens')).toBe('{"refreshToken":"1//very-secret"}');
    reopened.delete('platform.tokens');
    expect(createSecretVault(dir, cipher, vi.fn()).get('platform.tokens')).toBeUndefined();
  });

  it('sets a damaged secrets file aside and says so', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'secrets.json'), '{ broken');
    const onProblem = vi.fn();
    const vault = createSecretVault(dir, createKeyFileCipher(join(dir, 'secret.key')), onProblem);
    expect(vault.get('anything')).toBeUndefined();
    expect(onProblem).toHaveBeenCalledWith(
      expect.stringMatching(/damaged/),
      expect.objectContaining({ id: expect.any(String) }),
    );
  });

  it('drops a secret sealed with another key instead of failing forever', () => {
    const dir = fresh();
    const first = createSecretVault(dir, createKeyFileCipher(join(dir, 'a.key')), vi.fn());
    first.set('platform.tokens', 'x');
    const onProblem = vi.fn();
    const second = createSecretVault(dir, createKeyFileCipher(join(dir, 'b.key')), onProblem);
    expect(second.get('platform.tokens')).toBeUndefined();
    expect(onProblem).toHaveBeenCalledWith(
      expect.stringMatching(/sign in again/),
      expect.objectContaining({ id: expect.any(String) }),
    );
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toEqual({});
  });

  it('detects tampering with a sealed value', () => {
    const dir = fresh();
    const cipher = createKeyFileCipher(join(dir, 'secret.key'));
    const sealed = Buffer.from(cipher.encrypt('hello'), 'base64');
    sealed.writeUInt8((sealed.at(-1) ?? 0) ^ 1, sealed.length - 1);
    expect(() => cipher.decrypt(sealed.toString('base64'))).toThrow();
  });
});
