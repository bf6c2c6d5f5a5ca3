// A template's translations: a language added from the platform's list, its title and description written with the
// same placeholders as the default ones, and removed again. The default language is left out of the list (its texts
// are the default ones), and the section says when the template has no language yet, as the platform refuses
// translations without one.
import { useState } from 'react';
import { languageName } from '../../../shared/text/language-name';
import { Field } from '../../components/Field';
import type { LanguageChoices } from '../../components/LanguageSelect';
import type { TranslationRow } from './template-form';

export function TemplateTranslations({
  rows,
  defaultLanguage,
  choices,
  problems,
  onChange,
}: {
  readonly rows: readonly TranslationRow[];
  /** The template's language, '' when not set. */
  readonly defaultLanguage: string;
  readonly choices: LanguageChoices;
  readonly problems: readonly string[] | undefined;
  readonly onChange: (rows: readonly TranslationRow[]) => void;
}) {
  const [adding, setAdding] = useState('');
  const taken = new Set([defaultLanguage, ...rows.map((row) => row.language)]);
  const offered = (choices.languages ?? []).filter((choice) => !taken.has(choice.code));
  const typed = adding.trim();
  const canAdd = typed !== '' && !taken.has(typed);
  const change = (index: number, patch: Partial<TranslationRow>): void =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="series-fieldset" aria-describedby="series-translations-help">
      <legend>Translations</legend>
      <p id="series-translations-help" className="muted">
        The title and description in other languages, with the same placeholders ({'{previous.title}'} writes the
        previous upload&apos;s default title). They need the Language above: the platform takes translations only beside
        the language of the default texts.
      </p>
      {problems?.map((problem) => (
        <p key={problem} className="error field-problem" role="alert">
          {problem}
        </p>
      ))}
      {rows.map((row, index) => {
        const name = languageName(row.language);
        return (
          <fieldset key={row.language} className="series-fieldset" data-testid="series-translation">
            <legend>
              {name} ({row.language})
            </legend>
            <Field label={`${name} title`} help="Placeholders work as in the title (see Placeholders above).">
              {(a11y) => (
                <input {...a11y} value={row.title} onChange={(event) => change(index, { title: event.target.value })} />
              )}
            </Field>
            <Field label={`${name} description`}>
              {(a11y) => (
                <textarea
                  {...a11y}
                  rows={3}
                  value={row.description}
                  onChange={(event) => change(index, { description: event.target.value })}
                />
              )}
            </Field>
            <div className="row">
              <button type="button" className="small" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                Remove the {name} translation
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="row series-counter">
        <Field label="Add a translation" help={choices.languages ? undefined : 'Type a code such as de, fr or pt-BR.'}>
          {(a11y) =>
            choices.languages ? (
              <select {...a11y} value={adding} onChange={(event) => setAdding(event.target.value)}>
                <option value="">Choose a language</option>
                {offered.map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {choice.name} ({choice.code})
                  </option>
                ))}
              </select>
            ) : (
              <input {...a11y} value={adding} maxLength={35} onChange={(event) => setAdding(event.target.value)} />
            )
          }
        </Field>
        <button
          type="button"
          className="small"
          disabled={!canAdd}
          onClick={() => {
            onChange([...rows, { language: typed, title: '', description: '' }]);
            setAdding('');
          }}
        >
          Add translation
        </button>
      </div>
    </fieldset>
  );
}
