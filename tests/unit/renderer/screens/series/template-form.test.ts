import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../../../shared/series/template';
import { draftFromForm, formOf, previewRows } from '../../../../../renderer/screens/series/template-form';
import { intlFor } from '../../../../../shared/i18n/catalogue';

const english = intlFor('en');

const base = { ...emptyDraft('Europe/Berlin'), name: 'Show', title: 'Episode {n}: {file_spaced}' };

describe('the template form', () => {
  it('reads back the template it was made from', () => {
    const draft = {
      ...base,
      tags: ['a', '{file}'],
      madeForKids: false,
      slots: { kind: 'weekly' as const, zone: 'Europe/Berlin', days: [1, 3, 5], times: ['18:00'] },
      slotsFrom: '2027-03-15',
    };
    expect(draftFromForm(formOf(draft), english)).toEqual({ draft });
  });

  it('says each problem on its field: placeholders with their position, numbers, the schedule', () => {
    const form = { ...formOf(base), title: 'Ep {nn}', step: '0', padding: 'x', scheduled: true };
    const { problems } = draftFromForm({ ...form, slots: { ...form.slots, times: '25:00' } }, english);
    expect(problems?.title?.[0]).toContain('At character 4');
    expect(problems?.step).toEqual(['Give a whole number, 1 or more.']);
    expect(problems?.padding).toEqual(['Give a number of digits from 0 to 9.']);
    expect(problems?.slots).toEqual(['The schedule is not complete; see its fields.']);
  });

  it('previews the first files numbered from the counter, on their slots, with the limits checked', () => {
    const draft = {
      ...base,
      title: '{previous.title} / Episode {n}: {file_spaced}',
      slots: { kind: 'weekly' as const, zone: 'Europe/Berlin', days: [1], times: ['18:00'] },
      slotsFrom: '2027-03-22',
    };
    const rows = previewRows(
      draft,
      ['Show_S01E04.mp4', 'Show_S01E05.mp4'],
      4,
      Date.parse('2027-03-01T00:00:00Z'),
      'Ep 3',
      'en',
    );
    expect(rows.map((row) => [row.title, row.publishAt])).toEqual([
      ['Ep 3 / Episode 4: Show S01E04', 'Mon 22 Mar, 18:00 CET'],
      ['Ep 3 / Episode 4: Show S01E04 / Episode 5: Show S01E05', 'Mon 29 Mar, 18:00 CEST'],
    ]);
    const long = previewRows({ ...base, title: '{file}'.repeat(30) }, ['abcd.mp4'], 1, 0, undefined, 'en-GB');
    expect(long[0]!.problems[0]).toContain('at most 100');
  });
});

describe('the template form’s upload-only fields', () => {
  it('reads back the languages, switches and recording day, and names a bad one on its field', () => {
    const draft = {
      ...base,
      language: 'es-419',
      audioLanguage: 'es',
      publicStats: true,
      notifySubscribers: false,
      recordingDate: '2027-01-31',
    };
    expect(draftFromForm(formOf(draft), english)).toEqual({ draft });
    const { problems } = draftFromForm({ ...formOf(base), language: 'Spanish', recordingDate: '2027-02-29' }, english);
    expect(problems?.language?.[0]).toMatch(/code such as/);
    expect(problems?.recordingDate).toEqual(['There is no such day.']);
  });
});

describe('the template form’s altered or synthetic content answer', () => {
  it('reads back yes and no, and leaves a template that does not answer without an answer', () => {
    for (const syntheticMedia of [true, false]) {
      const draft = { ...base, syntheticMedia };
      expect(draftFromForm(formOf(draft), english)).toEqual({ draft });
    }
    expect(formOf(base).syntheticMedia).toBe('');
    const unanswered = draftFromForm(formOf(base), english).draft;
    // Absent, not false: "not answered" is never sent as "no".
    expect(unanswered).toBeDefined();
    expect(unanswered && 'syntheticMedia' in unanswered).toBe(false);
  });

  it('takes an answer back: a template answered yes and then "not answered" saves with no answer', () => {
    const form = { ...formOf({ ...base, syntheticMedia: true }), syntheticMedia: '' as const };
    const { draft } = draftFromForm(form, english);
    expect(draft).toEqual(base);
    expect(draftFromForm({ ...formOf(base), syntheticMedia: 'yes' }, english).draft?.syntheticMedia).toBe(true);
  });
});

describe('the template form’s translations', () => {
  const translated = {
    ...base,
    language: 'en',
    localizations: { de: { title: 'Folge {n}: {file_spaced}', description: 'Folge {n}' } },
  };

  it('reads back the translations and previews their filled titles by language name', () => {
    expect(formOf(translated).translations).toEqual([
      { language: 'de', title: 'Folge {n}: {file_spaced}', description: 'Folge {n}' },
    ]);
    expect(draftFromForm(formOf(translated), english)).toEqual({ draft: translated });
    const rows = previewRows(translated, ['Show_S01E02.mp4'], 2, 0, undefined, 'en-GB');
    expect(rows[0]!.translations).toEqual([{ language: 'German', title: 'Folge 2: Show S01E02' }]);
  });

  it('writes the slots, the language names and its own problems in the language in force', () => {
    const scheduled = {
      ...translated,
      slots: { kind: 'weekly' as const, zone: 'Europe/Berlin', days: [1], times: ['18:00'] },
      slotsFrom: '2027-03-22',
    };
    const [row] = previewRows(scheduled, ['Show_S01E02.mp4'], 2, Date.parse('2027-03-01T00:00:00Z'), undefined, 'de');
    expect(row!.publishAt).toBe('Mo 22 Mär, 18:00 MEZ');
    expect(row!.translations).toEqual([{ language: 'Deutsch', title: 'Folge 2: Show S01E02' }]);
    const { problems } = draftFromForm({ ...formOf(translated), step: '0' }, intlFor('de'));
    expect(problems?.step).toEqual(['Gib eine ganze Zahl ab 1 an.']);
  });

  it('says on the translations what is wrong, naming the language and the text', () => {
    const form = formOf(translated);
    expect(draftFromForm({ ...form, language: '' }, english).problems?.translations?.[0]).toMatch(
      /^Translations need the language of the default title and description/,
    );
    expect(draftFromForm({ ...form, language: 'de' }, english).problems?.translations?.[0]).toMatch(
      /^German is the language of the default title and description/,
    );
    const badPlaceholder = { ...form, translations: [{ language: 'de', title: 'Folge {x}', description: '' }] };
    expect(draftFromForm(badPlaceholder, english).problems?.translations?.[0]).toMatch(
      /^German title: At character 7: \{x\} is not a placeholder/,
    );
    const long = { ...translated, localizations: { de: { title: 'Folge {n} ' + 'x'.repeat(100), description: '' } } };
    expect(previewRows(long, ['a.mp4'], 1, 0, undefined, 'en-GB')[0]!.problems).toContain(
      'German title: The title has 108 characters; at most 100 are allowed.',
    );
  });
});
