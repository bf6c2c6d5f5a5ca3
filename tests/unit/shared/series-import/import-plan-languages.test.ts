// The sheet import's row problems in the creator's language: the readers' own words from the catalogue, plurals and
// selects as ICU writes them, and the sheet's keywords (yes, public…) left as the sheet must hold them.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { guessMapping } from '../../../../shared/series-import/column-mapping';
import { readCsvSheet } from '../../../../shared/series-import/csv-sheet';
import { planImport, type ImportContext } from '../../../../shared/series-import/import-plan';
import { readPublishTime } from '../../../../shared/series-import/publish-time';
import { readSheet } from '../../../../shared/series-import/read-sheet';

const context: ImportContext = {
  categories: [{ id: '27', title: 'Education' }],
  playlists: [{ id: 'PLtutorials01', title: 'Tutorials' }],
  timeZone: 'Europe/Berlin',
  now: Date.parse('2026-05-01T10:00:00Z'),
};
const files = [{ name: 'clip.mp4' }, { name: 'clip.mov' }, { name: 'show.mp4' }];

function problems(text: string, locale: 'de' | 'ja') {
  const read = readCsvSheet(text);
  if (!read.ok) throw new Error(read.message);
  const plan = planImport(read.sheet, guessMapping(read.sheet.headers), { ...context, intl: intlFor(locale) }, files);
  return plan.problems.map((problem) => [problem.row, problem.column, problem.message]);
}

describe('the sheet import in German and Japanese', () => {
  const sheet = [
    'file,privacy,playlists,made for kids,title (de),language',
    'clip,hidden,Tutorials,,,',
    'show.mp4,public,Nope,maybe,Eins,',
    'SHOW,,,,,',
  ].join('\n');

  it('says each row problem in German, with the row named as German counts it', () => {
    expect(problems(sheet, 'de')).toEqual([
      ['Zeile 2', 'file', '„clip“ passt zu 2 Dateien (clip.mp4, clip.mov); schreib den Namen mit Dateiendung.'],
      ['Zeile 2', 'privacy', '„hidden“ ist keine Sichtbarkeit: Schreib public, unlisted oder private.'],
      ['Zeile 3', 'made for kids', '„maybe“ ist weder yes noch no.'],
      ['Zeile 3', 'playlists', 'Keine Playlist heißt „Nope“.'],
      [
        'Zeile 3',
        'language',
        'Übersetzungen brauchen die Sprache des Standardtitels und der Standardbeschreibung: Fülle in dieser Zeile die Spalte „language“ aus oder entferne die Übersetzungen.',
      ],
      ['Zeile 4', 'file', 'show.mp4 wird bereits von Zeile 3 importiert.'],
    ]);
  });

  it('says the same problems in Japanese', () => {
    const said = problems(sheet, 'ja');
    expect(said[0]).toEqual([
      '2 行目',
      'file',
      '「clip」に当てはまるファイルが 2 個あります（clip.mp4, clip.mov）。拡張子を付けて名前を入力してください。',
    ]);
    expect(said[3]).toEqual(['3 行目', 'playlists', '「Nope」という名前の再生リストはありません。']);
    expect(said[5]).toEqual(['4 行目', 'file', 'show.mp4 はすでに 3 行目でインポートされます。']);
  });

  it('says a publish time the clocks skip in German and Japanese, English when no language is given', () => {
    const skipped = (locale?: 'de' | 'ja') =>
      readPublishTime('2030-03-31 02:30', 'Europe/Berlin', locale && intlFor(locale));
    expect(skipped('de')).toEqual({
      ok: false,
      message:
        '2030-03-31 02:30 gibt es in Europe/Berlin nicht: Bei Beginn der Sommerzeit wird diese Stunde übersprungen.',
    });
    expect(skipped('ja')).toMatchObject({ message: expect.stringContaining('夏時間の開始時') });
    expect(skipped()).toMatchObject({ message: expect.stringContaining('the clocks skip that hour') });
  });

  it('says why a sheet cannot be read in German and Japanese, plurals and row numbers as each writes them', () => {
    const wide = 'file,title\nclip.mp4,A,B\n';
    expect(readSheet('s.csv', wide, intlFor('de'))).toEqual({
      ok: false,
      message:
        'Zeile 2 hat 3 Zellen, aber die Kopfzeile nennt 2 Spalten; wurde die Tabelle mit einem anderen Trennzeichen gespeichert?',
    });
    expect(readSheet('s.csv', 'file\n', intlFor('ja'))).toEqual({
      ok: false,
      message: 'シートにはヘッダー行がありますが、その下に動画の行がありません。',
    });
    expect(readSheet('s.json', JSON.stringify([{ file: 'a.mp4' }, 3]), intlFor('de'))).toEqual({
      ok: false,
      message: 'Element 2 ist kein Objekt; jedes Element nennt die Datei und die Details eines Videos.',
    });
    expect(readSheet('s.csv', wide)).toMatchObject({ message: expect.stringContaining('has 3 cells') });
  });
});
