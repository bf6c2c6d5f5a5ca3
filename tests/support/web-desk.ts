// A browser-mode desk over a data dir of the test's own, its key file beside its settings, with the host's link door
// (what shows the consent page) and where its notices go given by the test: how suites drive the desk end to end.
import { join } from 'node:path';
import Conf from 'conf';
import { createDesk, type Desk } from '../../electron/app/composition-root';
import { createKeyFileCipher } from '../../electron/auth/key-file-cipher';
import type { ServiceSettings } from '../../shared/ipc/app';
import { chooseSendAsNo } from './unanswered-choice';

/**
 * The desk's creator has chosen to send uploads without an altered content answer as "no" (what a suite that is not
 * about that question needs), unless the data dir holds another choice already.
 */
export function openWebDesk(
  dataDir: string,
  openExternal: (url: string) => Promise<void>,
  options: { readonly services?: ServiceSettings; readonly log?: (message: string) => void } = {},
): Desk {
  const desk = createDesk(
    {
      kind: 'web',
      version: '0.0.0',
      dataDir,
      openCipher: () => createKeyFileCipher(join(dataDir, 'secret.key')),
      openSettingsFile: (options) => new Conf(options),
      openExternal,
      ...(options.services ? { services: options.services } : {}),
    },
    options.log ?? (() => undefined),
  );
  chooseSendAsNo(desk);
  return desk;
}
