// The details form's checks where they reach a creator outside the form (a series template filled, the bulk editor's
// preview, a video's translations), said in German and Japanese as a translator wrote them; English when no language
// is given, as the tests that find texts by English expect.
import { describe, expect, it } from 'vitest';
import { refusals, type BulkValues } from '../../../../shared/bulk/bulk-preview';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { localizationsProblem } from '../../../../shared/library/video-texts';
import { emptyDraft, type TemplateDraft } from '../../../../shared/series/template';
import { filledProblemSentence, fillTemplate } from '../../../../shared/series/template-fill';

const german = intlFor('de');
const japanese = intlFor('ja');
const now = Date.parse('2027-03-01T10:00:00Z');
const draft = (patch: Partial<TemplateDraft>): TemplateDraft => ({
  ...emptyDraft('Europe/Berlin'),
  name: 'Show',
  ...patch,
});
const values: BulkValues = {
  title: 'Tour <live>',
  description: '',
  tags: [],
  categoryId: '22',
  privacyStatus: 'public',
  license: 'youtube',
  embeddable: true,
};

describe('a filled template refused in the language given', () => {
  const long = draft({ title: '{file_spaced} '.repeat(2) + 'x'.repeat(90) });
  const context = { fileName: 'Folge_eins.mp4', n: 1, now };

  it('names the file and says the title is too long, in German', () => {
    const filled = fillTemplate(long, { ...context, intl: german });
    expect(filledProblemSentence('Folge_eins.mp4', filled.problems, german)).toBe(
      'Folge_eins.mp4 wurde nicht hinzugefügt. Nach dem Ausfüllen der Vorlage: Der Titel hat 112 Zeichen; erlaubt sind höchstens 100.',
    );
  });

  it('says the same in Japanese, and in English when no language is given', () => {
    const filled = fillTemplate(long, { ...context, intl: japanese });
    expect(filledProblemSentence('Folge_eins.mp4', filled.problems, japanese)).toBe(
      'Folge_eins.mp4 は追加されませんでした。テンプレートを適用した結果: タイトルは 112 文字です。上限は 100 文字です。',
    );
    expect(filledProblemSentence('Folge_eins.mp4', fillTemplate(long, context).problems)).toBe(
      'Folge_eins.mp4 was not added: after filling the template, The title has 112 characters; at most 100 are allowed.',
    );
  });

  it("names a translation's language in the creator's language", () => {
    const translated = draft({
      title: 'Folge {n}',
      language: 'de',
      localizations: { ja: { title: '{file} '.repeat(40), description: '' } },
    });
    expect(fillTemplate(translated, { ...context, intl: german }).problems.localizations).toMatch(
      /^Titel \(Japanisch\): Der Titel hat \d+ Zeichen; erlaubt sind höchstens 100\.$/,
    );
    const repeated = draft({
      title: 'Folge {n}',
      language: 'de',
      localizations: { de: { title: 'x', description: '' } },
    });
    expect(fillTemplate(repeated, { ...context, intl: japanese }).problems.localizations).toBe(
      'ドイツ語は既定のタイトルと説明の言語です。ドイツ語の翻訳を削除するか、「言語」で別の言語を選択してください。',
    );
  });
});

describe('the bulk preview and translations refused in the language given', () => {
  it("says a changed title's refusal in Japanese", () => {
    expect(refusals(values, ['title'], now, japanese)).toEqual({ title: 'タイトルに "<" や ">" は使えません。' });
    expect(refusals(values, ['title'], now)).toEqual({ title: 'The title may not contain "<" or ">".' });
  });

  it('says what is missing in a translation in German', () => {
    expect(localizationsProblem(undefined, { ja: { title: 'x', description: '' } }, german)).toBe(
      'Übersetzungen brauchen die Sprache des Standardtitels und der Standardbeschreibung: Wähle sie aus.',
    );
    expect(localizationsProblem('de', { ja: { title: '', description: '' } }, german)).toBe(
      'ja: Eine Übersetzung braucht einen Titel oder eine Beschreibung.',
    );
  });
});
