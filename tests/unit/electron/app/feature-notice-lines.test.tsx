// A feature's own notice (here the notification settings file, found damaged while the desk is built) is kept with
// its line: `app.notices` keeps what the `app.notice` event carried, so both carry it, valid by the contract, and the
// page's notice region says it in the page's language although the desk worded it in English.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createDesk, type Desk } from '../../../../electron/app/composition-root';
import { createKeyFileCipher } from '../../../../electron/auth/key-file-cipher';
import { setSayingLocale } from '../../../../electron/language/say';
import { NoticeRegionView } from '../../../../renderer/app/NoticeRegion';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { appEvents, startupNoticeSchema } from '../../../../shared/ipc/app';
import { NOTIFICATION_SETTINGS_NOTICES } from '../../../../shared/notifications/notification-messages';
import { setTextLocale } from '../../../../shared/text/text-locale';
import { inLanguage } from '../../../support/intl';

const desks: Desk[] = [];
const dirs: string[] = [];

// The unit tests share one module graph per worker: the language set here must not follow the files after it.
afterEach(async () => {
  for (const desk of desks.splice(0)) await desk.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  setSayingLocale('en');
  setTextLocale(undefined);
});

function englishDesk(dir: string): Desk {
  const desk = createDesk(
    {
      kind: 'electron',
      version: '0.0.0',
      dataDir: dir,
      preferredLanguages: () => ['en-US'],
      openCipher: () => createKeyFileCipher(join(dir, 'secret.key')),
      openSettingsFile: (options) => new Conf(options),
      openExternal: () => Promise.resolve(),
    },
    () => undefined,
  );
  desks.push(desk);
  return desk;
}

async function startNotices(desk: Desk): Promise<unknown[]> {
  const result = await desk.router.dispatch('app.notices', undefined);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as unknown[];
}

describe("a feature's notice", () => {
  it('is kept as a line: valid by the contract, said in German by the page though raised in English', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-feature-notice-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'notifications.json'), '{"uploadDone": ');
    const desk = englishDesk(dir);

    const notices = await startNotices(desk);
    const damaged = notices
      .map((notice) => startupNoticeSchema.parse(notice))
      .find((notice) => notice.line?.id === NOTIFICATION_SETTINGS_NOTICES.damaged.id);
    expect(damaged, 'the notification settings notice is among the start notices, with its line').toBeDefined();
    expect(damaged!.message).toMatch(/notifications\.json\.corrupt-/);
    const movedTo = damaged!.line!.values?.['movedTo'];
    expect(typeof movedTo).toBe('string');
    expect(appEvents['app.notice'].safeParse({ level: 'warning', ...damaged }).success).toBe(true);

    const german = intlFor('de').formatMessage(NOTIFICATION_SETTINGS_NOTICES.damaged, { movedTo: movedTo as string });
    expect(german).not.toBe(damaged!.message);
    const html = renderToStaticMarkup(
      inLanguage(
        <NoticeRegionView notices={[{ id: 1, level: 'warning', ...damaged! }]} onDismiss={() => undefined} />,
        'de',
      ),
    );
    expect(html).toContain(german.replaceAll('&', '&amp;').replaceAll('"', '&quot;'));
    expect(html).not.toContain(damaged!.message.replaceAll('&', '&amp;').replaceAll('"', '&quot;'));
  });
});
