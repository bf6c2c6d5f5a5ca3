// The template editor's refusals in German and Japanese: the schema's English messages are the contract's, the
// editor says each one from the catalogue.
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../../../shared/series/template';
import { draftFromForm, formOf } from '../../../../../renderer/screens/series/template-form';
import { intlFor } from '../../../../../shared/i18n/catalogue';

const base = { ...emptyDraft('Europe/Berlin'), name: 'Show', title: 'Episode {n}: {file_spaced}' };

function problemsIn(locale: 'de' | 'ja') {
  const form = {
    ...formOf(base),
    name: ' ',
    title: '',
    recordingDate: '2027-02-29',
    slotsFrom: '15.03.2027',
    language: 'en',
    translations: [
      { language: 'de', title: '', description: '' },
      { language: 'fr', title: 'Épisode {nn}', description: '' },
    ],
  };
  return draftFromForm(form, intlFor(locale)).problems;
}

describe('the template form in German and Japanese', () => {
  it('says each refusal in German', () => {
    const problems = problemsIn('de');
    expect(problems?.name).toEqual(['Gib der Vorlage einen Namen.']);
    expect(problems?.title).toEqual(['Ein Titel ist erforderlich.']);
    expect(problems?.recordingDate).toEqual(['Diesen Tag gibt es nicht.']);
    expect(problems?.slotsFrom).toEqual(['Schreib das Datum als JJJJ-MM-TT.']);
    expect(problems?.translations).toContain(
      'Deutsch: Gib der Übersetzung einen Titel oder eine Beschreibung oder entferne sie.',
    );
    expect(problems?.translations).toContain(
      'Titel (Französisch): Bei Zeichen 9: {nn} ist kein Platzhalter; verwende einen von {file}, {file_spaced}, {n}, {date}, {publish_date}, {previous.title}, {previous.description} (schreib {{ für eine geschweifte Klammer).',
    );
  });

  it('says each refusal in Japanese', () => {
    const problems = problemsIn('ja');
    expect(problems?.name).toEqual(['テンプレートに名前を付けてください。']);
    expect(problems?.recordingDate).toEqual(['その日付は存在しません。']);
    expect(problemsIn('ja')?.translations?.[0]).toMatch(
      /^フランス語のタイトル: 9 文字目: \{nn\} はプレースホルダではありません。/,
    );
    expect(problems?.translations).toContain('ドイツ語: 翻訳にタイトルか説明を入力するか、翻訳を削除してください。');
  });

  it('says a name over the bound with its number, in German', () => {
    const { problems } = draftFromForm({ ...formOf(base), name: 'x'.repeat(81) }, intlFor('de'));
    expect(problems?.name).toEqual(['Ein Name hat höchstens 80 Zeichen.']);
  });

  it('says a bad language code and a text over the bound in German, not in zod’s English', () => {
    const form = {
      ...formOf(base),
      language: 'Englisch',
      description: 'x'.repeat(20_001),
      translations: [{ language: 'xx yy', title: 'Eins', description: '' }],
    };
    const { problems } = draftFromForm(form, intlFor('de'));
    expect(problems?.language).toEqual(['Eine Sprache ist ein Code wie de, pt-PT oder es-419.']);
    expect(problems?.description).toEqual(['Hier sind höchstens 20.000 Zeichen möglich.']);
    expect(problems?.translations).toContain('„xx yy“ ist kein Sprachcode wie de, pt-PT oder es-419; entferne ihn.');
  });

  it("says too many tags, a category not in the list, a counter's number out of bounds and an unknown zone", () => {
    const form = {
      ...formOf(base),
      tags: Array.from({ length: 101 }, (_, n) => `tag${n}`).join(', '),
      categoryId: 'Gaming',
      start: '2000000',
      step: '5000',
      zone: 'Mars/Olympus',
    };
    const german = draftFromForm(form, intlFor('de')).problems;
    expect(german?.tags).toEqual(['Eine Vorlage hat höchstens 100 Tags; entferne einige.']);
    expect(german?.categoryId).toEqual(['Wähle eine Kategorie aus der Liste.']);
    expect(german?.start).toEqual(['Gib eine ganze Zahl von 0 bis 1.000.000 an.']);
    expect(german?.step).toEqual(['Gib eine ganze Zahl von 1 bis 1.000 an.']);
    expect(german?.zone).toEqual(['Diese Zeitzone kennt dieser Computer nicht (z. B. Europe/Berlin).']);
    const japanese = draftFromForm(form, intlFor('ja')).problems;
    expect(japanese?.tags).toEqual(['テンプレートのタグは 100 個までです。いくつか削除してください。']);
    expect(japanese?.start).toEqual(['0～1,000,000 の整数を入力してください。']);
    expect(japanese?.zone).toEqual(['このパソコンが認識できないタイムゾーンです（例: Asia/Tokyo）。']);
  });

  it("says a counter's number once when the form refused it already", () => {
    const { problems } = draftFromForm({ ...formOf(base), start: 'eins', step: '0' }, intlFor('de'));
    expect(problems?.start).toEqual(['Gib eine ganze Zahl ab 0 an.']);
    expect(problems?.step).toHaveLength(1);
  });
});
