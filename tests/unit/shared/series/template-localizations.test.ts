import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  seriesTemplateSchema,
  templateDraftSchema,
  type TemplateDraft,
} from '../../../../shared/series/template';
import { fillTemplate } from '../../../../shared/series/template-fill';

const now = Date.parse('2027-03-01T10:00:00Z');
const draft = (patch: Partial<TemplateDraft>): TemplateDraft => ({
  ...emptyDraft('Europe/Berlin'),
  name: 'Show',
  title: 'Episode {n}: {file_spaced}',
  language: 'en',
  ...patch,
});
const context = { fileName: 'Show_S01E07.mp4', n: 7, now, previous: { title: 'Episode 6', description: 'Six' } };

describe('a template’s translations', () => {
  it('are filled per language by the same filler as the default texts', () => {
    const filled = fillTemplate(
      draft({
        localizations: {
          de: { title: 'Folge {n:02}: {file_spaced}', description: 'Am {date:dd.MM.yyyy}. Zuvor: {previous.title}' },
          fr: { title: 'Épisode {n}', description: '' },
        },
      }),
      context,
    );
    expect(filled.problems).toEqual({});
    expect(filled.metadata.localizations).toEqual({
      de: { title: 'Folge 07: Show S01E07', description: 'Am 01.03.2027. Zuvor: Episode 6' },
      fr: { title: 'Épisode 7', description: '' },
    });
  });

  it('are left out when the template has none', () => {
    expect(fillTemplate(draft({}), context).metadata).not.toHaveProperty('localizations');
  });

  it('are held to the platform’s limits once filled, the language named', () => {
    const longTitle = fillTemplate(
      draft({ localizations: { de: { title: 'Folge {n}: ' + 'x'.repeat(95), description: '' } } }),
      context,
    );
    expect(longTitle.problems.localizations).toBe(
      'German title: The title has 104 characters; at most 100 are allowed.',
    );
    // 2,501 two-byte letters: 5,002 bytes, over the 5,000 a description may take.
    const longDescription = fillTemplate(
      draft({ localizations: { de: { title: 'Folge {n}', description: 'ä'.repeat(2_501) } } }),
      context,
    );
    expect(longDescription.problems.localizations).toMatch(/^German description: The description takes 5002 bytes/);
    const empty = fillTemplate(draft({ localizations: { de: { title: '{previous.title}', description: '' } } }), {
      ...context,
      previous: undefined,
    });
    expect(empty.problems.localizations).toBe('German: the translation fills to nothing; give it a title.');
  });

  it('are refused without a default language, or in the default language, by the editor’s schema and the fill', () => {
    const withoutLanguage = draft({
      language: undefined,
      localizations: { de: { title: 'Folge {n}', description: '' } },
    });
    const parsed = templateDraftSchema.safeParse(withoutLanguage);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['localizations'],
      message:
        'Translations need the language of the default title and description: choose it under Language, or remove the translations.',
    });
    expect(fillTemplate(withoutLanguage, context).problems.localizations).toMatch(/^Translations need the language/);

    const inDefault = draft({ language: 'de', localizations: { de: { title: 'Folge {n}', description: '' } } });
    expect(templateDraftSchema.safeParse(inDefault).error?.issues[0]?.message).toBe(
      'German is the language of the default title and description; remove the German translation or choose another Language.',
    );
    expect(fillTemplate(inDefault, context).problems.localizations).toMatch(/^German is the language/);
  });

  it('refuse a placeholder problem and an empty translation with the place named; stored templates without them load', () => {
    const unknown = templateDraftSchema.safeParse(
      draft({ localizations: { de: { title: 'Folge {x}', description: '' } } }),
    );
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['localizations', 'de', 'title'] });
    expect(unknown.error?.issues[0]?.message).toMatch(/^At character 7: \{x\} is not a placeholder/);
    const blank = templateDraftSchema.safeParse(draft({ localizations: { de: { title: ' ', description: '' } } }));
    expect(blank.error?.issues[0]?.message).toBe(
      'German: give the translation a title or a description, or remove it.',
    );
    const tooMany = Object.fromEntries(
      Array.from({ length: 101 }, (_, index) => [
        `x${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`,
        { title: 'T', description: '' },
      ]),
    );
    expect(templateDraftSchema.safeParse(draft({ localizations: tooMany })).success).toBe(false);

    const { localizations: _none, ...stored } = { ...draft({}), id: 'tpl_stored_before', localizations: undefined };
    expect(seriesTemplateSchema.safeParse(stored).success).toBe(true);
  });
});
