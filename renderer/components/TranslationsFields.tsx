// Translations of a title and description: a language added from the platform's list, its title and description
// typed, and removed again (a template's, with placeholders; a queued upload's, as sent). The default language is
// left out of the list, as its texts are the default ones. The screen hands in the languages and the problems: this
// component reads no store.
import { useId, useState, type ReactNode } from 'react';
import { languageName } from '../../shared/text/language-name';
import { Field } from './Field';
import type { LanguageChoices } from './LanguageSelect';
import type { TranslationRow } from './translation-rows';
import { DETAILS, TRANSLATIONS } from './components-messages';
import { useWords } from './words';

/** What the platform would refuse in one translation, said beside its field. */
export interface TranslationFieldProblems {
  readonly title?: string;
  readonly description?: string;
}

export function TranslationsFields({
  rows,
  defaultLanguage,
  choices,
  help,
  titleHelp,
  problems,
  fieldProblems,
  onChange,
}: {
  readonly rows: readonly TranslationRow[];
  /** The language of the default texts, '' when not set. */
  readonly defaultLanguage: string;
  readonly choices: LanguageChoices;
  /** Under the legend: what translations are here and what they need. */
  readonly help: ReactNode;
  /** Beside each translated title. */
  readonly titleHelp?: string;
  /** The translations' problems as a whole (no default language; a row's, where the screen has no field for it). */
  readonly problems: readonly string[] | undefined;
  /** By language. */
  readonly fieldProblems?: Readonly<Record<string, TranslationFieldProblems>>;
  readonly onChange: (rows: readonly TranslationRow[]) => void;
}) {
  const say = useWords().formatMessage;
  const helpId = useId();
  const [adding, setAdding] = useState('');
  const taken = new Set([defaultLanguage, ...rows.map((row) => row.language)]);
  const offered = (choices.languages ?? []).filter((choice) => !taken.has(choice.code));
  const typed = adding.trim();
  const canAdd = typed !== '' && !taken.has(typed);
  const change = (index: number, patch: Partial<TranslationRow>): void =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="framed-fieldset" aria-describedby={helpId} data-testid="translations">
      <legend>{say(TRANSLATIONS.legend)}</legend>
      <p id={helpId} className="muted">
        {help}
      </p>
      {problems?.map((problem) => (
        <p key={problem} className="error field-problem" role="alert">
          {problem}
        </p>
      ))}
      {rows.map((row, index) => {
        const name = languageName(row.language);
        const trouble = fieldProblems?.[row.language];
        return (
          <fieldset key={row.language} className="framed-fieldset" data-testid="translation">
            <legend>{say(TRANSLATIONS.rowLegend, { name, code: row.language })}</legend>
            <Field label={say(TRANSLATIONS.title, { name })} help={titleHelp} problems={trouble?.title}>
              {(a11y) => (
                <input
                  {...a11y}
                  dir="auto"
                  value={row.title}
                  onChange={(event) => change(index, { title: event.target.value })}
                />
              )}
            </Field>
            <Field label={say(TRANSLATIONS.description, { name })} problems={trouble?.description}>
              {(a11y) => (
                <textarea
                  {...a11y}
                  dir="auto"
                  rows={3}
                  value={row.description}
                  onChange={(event) => change(index, { description: event.target.value })}
                />
              )}
            </Field>
            <div className="row">
              <button type="button" className="small" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                {say(TRANSLATIONS.remove, { name })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="row translations-add">
        <Field label={say(TRANSLATIONS.add)} help={choices.languages ? undefined : say(TRANSLATIONS.typeCode)}>
          {(a11y) =>
            choices.languages ? (
              <select {...a11y} value={adding} onChange={(event) => setAdding(event.target.value)}>
                <option value="">{say(TRANSLATIONS.chooseLanguage)}</option>
                {offered.map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {say(DETAILS.languageOption, { name: choice.name, code: choice.code })}
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
          {say(TRANSLATIONS.addButton)}
        </button>
      </div>
    </fieldset>
  );
}
