// What the desk says while it starts, before its language is known (the language is one of the settings): a damaged
// settings file, a keyring that is missing or locked, a damaged key file. Each comes out in the creator's language,
// the one chosen in the settings or else the system's, never in English because it was found first. Electron's
// safeStorage is replaced by a fake.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import { createDesk, type Desk } from '../../../../electron/app/composition-root';
import type { HostCapabilities } from '../../../../electron/app/host';
import { createKeyFileCipher } from '../../../../electron/auth/key-file-cipher';
import { createSafeStorageCipher } from '../../../../electron/desktop/safe-storage-cipher';
import { setSayingLocale } from '../../../../electron/language/say';
import { realServiceSettings } from '../../../../electron/kernel/settings-store';
import { setTextLocale } from '../../../../shared/text/text-locale';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { sayLine } from '../../../../shared/i18n/saved-line';
import { startupNoticeSchema } from '../../../../shared/ipc/app';

const desks: Desk[] = [];
const dirs: string[] = [];

// The unit tests share one module graph per worker: the language set here must not follow the files after it.
afterEach(async () => {
  for (const desk of desks.splice(0)) await desk.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  setSayingLocale('en');
  setTextLocale(undefined);
});

function dataDir(settings?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'desk-startup-'));
  dirs.push(dir);
  if (settings !== undefined) writeFileSync(join(dir, 'settings.json'), settings);
  return dir;
}

function safeStorage(backend: string, available = true) {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (text: string) => Buffer.from(`enc:${text}`),
    decryptString: (buffer: Buffer) => buffer.toString().slice(4),
  } as never;
}

function openDesk(
  dir: string,
  system: readonly string[],
  openCipher?: HostCapabilities['openCipher'],
  kind: HostCapabilities['kind'] = 'electron',
): Desk {
  const desk = createDesk(
    {
      kind,
      version: '0.0.0',
      dataDir: dir,
      preferredLanguages: () => system,
      openCipher: openCipher ?? (() => createKeyFileCipher(join(dir, 'secret.key'))),
      openSettingsFile: (options) => new Conf(options),
      openExternal: async () => undefined,
    },
    () => undefined,
  );
  desks.push(desk);
  return desk;
}

async function call(desk: Desk, name: string, payload?: unknown): Promise<unknown> {
  const result = await desk.router.dispatch(name, payload);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('what the desk says before its language is known', () => {
  it("says an unreadable settings file in the system's German", async () => {
    const dir = dataDir('{"language": "ja", ');
    const notices = (await call(openDesk(dir, ['de-DE']), 'app.notices')) as { message: string }[];
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toMatch(
      /^Die Einstellungen waren nicht lesbar und wurden zurückgesetzt; die alte Datei liegt jetzt unter .*settings\.json\.corrupt-\d+\.$/,
    );
  });

  it('says refused services and invalid settings in the German chosen in that very file', async () => {
    const services = { ...realServiceSettings, dataApiBaseUrl: 'http://listener.example/youtube/v3' };
    const dir = dataDir(JSON.stringify({ language: 'de', services, account: { kind: 'hacker' } }));
    const desk = openDesk(dir, ['en-US']);
    expect(((await call(desk, 'app.notices')) as { message: string }[]).map((notice) => notice.message)).toEqual([
      'Die Dienstadressen in der Einstellungsdatei wurden abgelehnt (http://listener.example/youtube/v3): Sie müssen https verwenden, ohne Nutzernamen oder Passwort (unverschlüsseltes http nur auf 127.0.0.1, für den Emulator). Stattdessen werden die echten Dienste verwendet.',
      'Einige Einstellungen waren ungültig und wurden auf ihre Standardwerte zurückgesetzt.',
    ]);
    // The choice outlived the reset of the rest.
    expect(await call(desk, 'language.get')).toBe('de');
  });

  it('says the missing keyring in German, and in Japanese once the creator switches', async () => {
    const desk = openDesk(dataDir(), ['de-DE'], () => createSafeStorageCipher(safeStorage('basic_text'), 'linux'));
    const info = (await call(desk, 'app.info')) as { secretStorage: { backend: string; warning?: string } };
    expect(info.secretStorage).toEqual({
      backend: 'basic_text',
      warning:
        'Es wurde kein Schlüsselbund des Systems gefunden (GNOME Keyring oder KWallet), daher werden Tokens mit einem festen Schlüssel verschlüsselt. Installiere und entsperre einen Schlüsselbund und melde dich dann erneut an.',
    });
    await call(desk, 'language.set', 'ja');
    const again = (await call(desk, 'app.info')) as typeof info;
    expect(again.secretStorage.warning).toMatch(
      /^システムのキーリング（GNOME Keyring または KWallet）が見つからないため/,
    );
  });

  it('refuses to start without a keychain, or with a damaged key file, in German', () => {
    const locked = dataDir();
    expect(() =>
      openDesk(locked, ['de-CH'], () => createSafeStorageCipher(safeStorage('gnome_libsecret', false), 'linux')),
    ).toThrow(
      'Der Schlüsselbund des Systems ist nicht verfügbar, daher kann Channel Desk Anmeldetokens nicht sicher speichern. Entsperre den Schlüsselbund deines Systems und starte Channel Desk dann erneut.',
    );
    const damaged = dataDir(JSON.stringify({ language: 'de' }));
    writeFileSync(join(damaged, 'secret.key'), 'short');
    expect(() => openDesk(damaged, ['en-US'])).toThrow(/^Die Schlüsseldatei .*secret\.key ist beschädigt\./);
  });

  it("keeps each start notice's line: browser mode's page says them in its language, not the host's", async () => {
    // Browser mode's host knows only its own locale (English here) until the page reports the reader's languages.
    const dir = dataDir('{"language": ');
    writeFileSync(join(dir, 'secrets.json'), '{ broken');
    const desk = openDesk(dir, ['en-US'], undefined, 'web');
    const notices = startupNoticeSchema.array().parse(await call(desk, 'app.notices'));
    expect(notices.map((notice) => notice.message)).toEqual([
      expect.stringMatching(/^Settings were unreadable/),
      expect.stringMatching(/damaged/),
    ]);
    const japanese = intlFor('ja');
    for (const notice of notices) {
      expect(notice.line).toBeDefined();
      const said = sayLine(japanese, notice.line, notice.message);
      expect(said).not.toBe(notice.message);
      expect(said).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});
