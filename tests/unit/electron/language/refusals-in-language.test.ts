// The main process's refusals and notices of sign-in, watched folders, channel sections and comment moderation are
// said in the language in force (electron/language/say.ts): German or Japanese once the saying locale is set, English
// again once it is reset.
import { afterEach, describe, expect, it } from 'vitest';
import { parseClientSecretJson } from '../../../../electron/auth/client-secret';
import { explainSectionRefusal } from '../../../../electron/channel-sections/section-refusals';
import { toCommentView } from '../../../../electron/comments/comment-resources';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { setSayingLocale } from '../../../../electron/language/say';
import { tooManyEntries } from '../../../../electron/watched-folders/folder-watch';

function messageOf(act: () => unknown): string {
  try {
    act();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

const sectionLimit = new DeskError('invalid-input', 'platform words', { reason: 'maxChannelSectionExceeded' });

describe('main-process refusals in the language in force', () => {
  afterEach(() => setSayingLocale('en'));

  it('says them in English while no language is set', () => {
    expect(messageOf(() => parseClientSecretJson('{'))).toBe(
      'That file is not JSON. Choose the client_secret….json file downloaded from the cloud console.',
    );
    expect(tooManyEntries('/videos', 1)).toMatch(/^\/videos holds more than 1 file or folder,/);
  });

  it('says them in German', () => {
    setSayingLocale('de');
    expect(messageOf(() => parseClientSecretJson('{'))).toBe(
      'Diese Datei ist kein JSON. Wähle die client_secret….json-Datei, die du aus der Cloud Console heruntergeladen hast.',
    );
    expect(messageOf(() => parseClientSecretJson('{"web":{}}'))).toContain('„Webanwendung“');
    expect(tooManyEntries('/videos', 1)).toMatch(/^\/videos enthält mehr als 1 Datei oder Ordner /);
    expect(tooManyEntries('/videos', 2000)).toContain('mehr als 2.000 Dateien und Ordner');
    expect((explainSectionRefusal(sectionLimit) as Error).message).toContain('die 10 erlaubten Abschnitte');
  });

  it('says them in Japanese, and the words standing for missing data too', () => {
    setSayingLocale('ja');
    expect(messageOf(() => parseClientSecretJson('{'))).toMatch(/^そのファイルは JSON ではありません。/);
    expect((explainSectionRefusal(sectionLimit) as Error).message).toMatch(/^プラットフォームが拒否しました/);
    expect(toCommentView({ id: 'c1', snippet: {} }, undefined).authorName).toBe('不明な投稿者');
  });

  it('goes back to English once reset', () => {
    setSayingLocale('de');
    setSayingLocale('en');
    expect(messageOf(() => parseClientSecretJson('{'))).toMatch(/^That file is not JSON\./);
  });
});
