// The data dir and its sensitive folders are the user's alone, against real folders in a temp dir.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { describe, expect, it } from 'vitest';
import { createDesk } from '../../../../electron/app/composition-root';
import { preparePrivateDataDir, SENSITIVE_SUBFOLDERS } from '../../../../electron/app/private-data-dir';
import { createKeyFileCipher } from '../../../../electron/auth/key-file-cipher';

const posix = process.platform !== 'win32';
const modeOf = (path: string): number => statSync(path).mode & 0o777;

function expectPrivate(dataDir: string): void {
  for (const folder of [dataDir, ...SENSITIVE_SUBFOLDERS.map((name) => join(dataDir, name))]) {
    expect(existsSync(folder), folder).toBe(true);
    // Windows has no modes to check; there the folders only need to exist.
    if (posix) expect(modeOf(folder).toString(8), folder).toBe('700');
  }
}

describe('private data dir', () => {
  it('creates the data dir and its sensitive folders 0700', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'desk-private-')), 'nested', 'data');
    preparePrivateDataDir(dataDir);
    expectPrivate(dataDir);
  });

  it('tightens folders an earlier run or the user left open', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'desk-private-'));
    mkdirSync(join(dataDir, 'uploads'));
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'uploads'), 0o777);
    preparePrivateDataDir(dataDir);
    expectPrivate(dataDir);
  });

  it('is what createDesk does first, even after browser mode wrote its key file into a new folder', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'desk-private-')), 'data');
    // A key-file cipher made before the desk (as versions before the host's openCipher did) creates the folder with
    // the default mode.
    const cipher = createKeyFileCipher(join(dataDir, 'secret.key'));
    const desk = createDesk({
      kind: 'web',
      version: '0.0.0',
      dataDir,
      openCipher: () => cipher,
      openSettingsFile: (options) => new Conf(options),
      openExternal: async () => undefined,
    });
    expectPrivate(dataDir);
    await desk.stop();
  });
});
