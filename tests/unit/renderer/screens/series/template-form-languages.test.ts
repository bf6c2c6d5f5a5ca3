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
});
