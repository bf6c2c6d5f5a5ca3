// A language picked from the platform's list (i18nLanguages.list): the upload form's language and audio language, and
// a template's. Until the list is read, or when it cannot be, the code can still be typed, so nothing waits on it.
import type { LanguageChoice } from '../../shared/bulk/bulk-job';
import type { Failure } from '../desk/failure';
import { FailureLine } from './FailureLine';
import { Field } from './Field';
import { DETAILS } from './components-messages';
import { useWords } from './words';

/** The platform's languages as the screen has them: the component itself reads no store. */
export interface LanguageChoices {
  readonly languages: readonly LanguageChoice[] | undefined;
  readonly failure: Failure | undefined;
  readonly retry: () => void;
}

export function LanguageSelect({
  label,
  value,
  onChange,
  problems,
  help,
  emptyLabel,
  choices: { languages, failure, retry },
}: {
  readonly label: string;
  /** A language code, '' for none. */
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly problems?: string | readonly string[] | undefined;
  readonly help?: string;
  readonly emptyLabel: string;
  readonly choices: LanguageChoices;
}) {
  const say = useWords().formatMessage;
  const known = languages?.some((choice) => choice.code === value) ?? false;
  return (
    <>
      <Field
        label={label}
        problems={problems}
        help={languages ? help : `${help ?? ''} ${say(DETAILS.typeCode)}`.trim()}
      >
        {(a11y) =>
          languages ? (
            <select {...a11y} value={value} onChange={(event) => onChange(event.target.value)}>
              <option value="">{emptyLabel}</option>
              {value !== '' && !known && <option value={value}>{value}</option>}
              {languages.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {say(DETAILS.languageOption, { name: choice.name, code: choice.code })}
                </option>
              ))}
            </select>
          ) : (
            <input {...a11y} value={value} maxLength={35} onChange={(event) => onChange(event.target.value.trim())} />
          )
        }
      </Field>
      {failure && (
        <FailureLine
          failure={{ ...failure, message: say(DETAILS.languagesFailed, { reason: failure.message }) }}
          onRetry={retry}
          retryLabel={say(DETAILS.languagesRetry)}
        />
      )}
    </>
  );
}
