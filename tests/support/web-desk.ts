// A browser-mode desk over a data dir of the test's own, its key file beside its settings, with the host's link door
// (what shows the consent page) and where its notices go given by the test: how suites drive the desk end to end.
import { join } from 'node:path';
import Conf from 'conf';
import { createDesk, type Desk } from '../../electron/app/desk';
import { createKeyFileCipher } from '../../electron/auth/key-file-cipher';
import type { ServiceSettings } from '../../shared/ipc/app';

export function openWebDesk(
  dataDir: string,
  openExternal: (url: string) => Promise<void>,
  options: { readonly services?: ServiceSettings; readonly log?: (message: string) => void } = {},
): Desk {
  return createDesk(
    {
      kind: 'web',
      version: '0.0.0',
      dataDir,
      cipher: createKeyFileCipher(join(dataDir, 'secret.key')),
      openSettingsFile: (options) => new Conf(options),
      openExternal,
      ...(options.services ? { services: options.services } : {}),
    },
    options.log ?? (() => undefined),
  );
}
