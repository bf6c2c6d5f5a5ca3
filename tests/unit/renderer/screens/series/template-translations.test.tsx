// The Translations section reads no store: each translation's inputs are labelled with its language's name, and
// the languages offered to add leave out the template's own and those already translated.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LanguageChoices } from '../../../../../renderer/components/LanguageSelect';
import { TemplateTranslations } from '../../../../../renderer/screens/series/TemplateTranslations';

const choices: LanguageChoices = {
  languages: [
    { code: 'de', name: 'German' },
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'French' },
  ],
  failure: undefined,
  retry: () => undefined,
};

describe('TemplateTranslations', () => {
  it('labels each translation’s title and description by language and offers only the languages left', () => {
    const html = renderToStaticMarkup(
      <TemplateTranslations
        rows={[{ language: 'de', title: 'Folge {n}', description: '' }]}
        defaultLanguage="en"
        choices={choices}
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
});
