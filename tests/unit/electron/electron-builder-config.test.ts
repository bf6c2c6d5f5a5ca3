// The packaging config, read and validated by electron-builder's own loader (what `npm run dist` uses), so the fuses
// asserted here are the ones it will flip, under names its schema knows.
import { resolve } from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';
import { VIDEO_EXTENSIONS } from '../../../shared/uploads/video-extensions';

const root = resolve(__dirname, '../../..');

// electron-builder's loader and schema validator load lazily and take seconds on a busy machine: a ceiling, not a target.
describe('electron-builder.yml', { timeout: 30_000 }, () => {
  it('is valid for electron-builder and sets the Electron fuses', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    await validateConfiguration(config, new DebugLogger(false));
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true);
  });

  it('has a validator that would notice a misspelt fuse', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    await expect(
      validateConfiguration({ ...config, electronFuses: { runAsnode: false } as never }, new DebugLogger(false)),
    ).rejects.toThrow(/electronFuses/);
  });

  it('associates the video formats the platform accepts with the app, the list the Add Videos dialog filters by', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    const associations = [config.fileAssociations ?? []].flat();
    expect(associations.flatMap((association) => [association.ext].flat())).toEqual([...VIDEO_EXTENSIONS]);
    expect(associations.every((association) => association.role === 'Viewer')).toBe(true);
  });
});
