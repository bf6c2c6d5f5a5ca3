// The Translations section reads no store: each translation's inputs are labelled with its language's name, a
// problem shows beside the field it is about, and the languages offered to add leave out the default one and those
// already translated.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LanguageChoices } from '../../../../renderer/components/LanguageSelect';
import { TranslationsFields } from '../../../../renderer/components/TranslationsFields';

const choices: LanguageChoices = {
  languages: [
    { code: 'de', name: 'German' },
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'French' },
  ],
  failure: undefined,
  retry: () => undefined,
};

describe('TranslationsFields', () => {
  it('labels each translation’s title and description by language and offers only the languages left', () => {
    const html = renderToStaticMarkup(
      <TranslationsFields
        rows={[{ language: 'de', title: 'Folge {n}', description: '' }]}
        defaultLanguage="en"
        choices={choices}
        help="Other languages."
        problems={['German title: At character 7: {x} is not a placeholder']}
        onChange={() => undefined}
      />,
    );
    expect(html).toMatch(/<label for="[^"]+">German title<\/label>/);
    expect(html).toMatch(/<label for="[^"]+">German description<\/label>/);
    expect(html).toContain('value="Folge {n}"');
    expect(html).toContain('Remove the German translation');
    expect(html).toContain('<option value="fr">French (fr)</option>');
    expect(html).not.toContain('<option value="de">');
    expect(html).not.toContain('<option value="en">');
    expect(html).toContain('German title: At character 7');
  });

  it('says a problem beside the field it is about, marking only that field invalid', () => {
    const html = renderToStaticMarkup(
      <TranslationsFields
        rows={[
          { language: 'de', title: 'a<b', description: '' },
          { language: 'fr', title: 'Un', description: '' },
        ]}
        defaultLanguage="en"
        choices={{ ...choices, languages: undefined }}
        help="Other languages."
        problems={[]}
        fieldProblems={{ de: { title: 'The title may not contain "<" or ">".' } }}
        onChange={() => undefined}
      />,
    );
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-invalid="true"[^>]*value="a&lt;b"/);
    expect(html).toContain('The title may not contain');
    // Without the platform's list a code is typed.
    expect(html).toContain('Type a code such as de, fr or pt-BR.');
  });
});
