// What a counter is kept per. cf.colo.id is always part of it (the service requires it), so it is shown checked
// and fixed; the rest are switches, plus named headers, cookies and query arguments.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { quoteString } from '../../../shared/rules/index';
import type { FormProblem } from '../../../shared/rate-limits/rule-form';
import { ProblemList } from '../../components/Field';
import { PER } from './rate-limits-messages';
import { CHARACTERISTIC_KEYS } from './rule-words';

/** Between a check box and its words: no word to translate. */
const SPACE = ' ';
const DATA_CENTRE = 'cf.colo.id';
const NAME_EXAMPLE = 'x-api-key';

const SIMPLE: readonly string[] = [
  'ip.src',
  'cf.unique_visitor_id',
  'http.host',
  'http.request.uri.path',
  'ip.src.country',
  'ip.src.asnum',
];

const KEYED: readonly string[] = ['http.request.headers', 'http.request.cookies', 'http.request.uri.args'];

export interface CharacteristicsFieldProps {
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly problems: readonly FormProblem[];
  readonly show: boolean;
}

export function CharacteristicsField({ value, onChange, problems, show }: CharacteristicsFieldProps) {
  const id = useId();
  const say = useIntl().formatMessage;
  const [kind, setKind] = useState(KEYED[0]!);
  const [name, setName] = useState('');
  const simple = new Set(SIMPLE);
  const keyed = value.filter((c) => !simple.has(c));
  const toggle = (field: string, on: boolean): void => {
    const rest = value.filter((c) => c !== field);
    // Client IP and visitor ID exclude each other: picking one drops the other instead of leaving an error.
    const exclusive =
      field === 'ip.src' ? 'cf.unique_visitor_id' : field === 'cf.unique_visitor_id' ? 'ip.src' : undefined;
    onChange(on ? [...rest.filter((c) => c !== exclusive), field] : rest);
  };
  const add = (): void => {
    const trimmed = name.trim();
    if (!trimmed) return;
    // Header names are case-insensitive and the service wants them lowercase.
    const key = kind === 'http.request.headers' ? trimmed.toLowerCase() : trimmed;
    const text = `${kind}[${quoteString(key)}]`;
    if (!value.includes(text)) onChange([...value, text]);
    setName('');
  };
  const visible = show ? [...new Set(problems.map((problem) => problem.message))] : [];

  return (
    <fieldset className="choice rl-characteristics" aria-describedby={`${id}-problems`}>
      <legend>{say(PER.legend)}</legend>
      <label className="check">
        <input type="checkbox" checked disabled />
        {SPACE}
        {say(PER.dataCentre, { field: <code key="field">{DATA_CENTRE}</code> })}
      </label>
      {SIMPLE.map((field) => (
        <label key={field} className="check">
          <input
            type="checkbox"
            checked={value.includes(field)}
            onChange={(event) => toggle(field, event.target.checked)}
          />
          {SPACE}
          {say(PER.withField, {
            name: say(PER.simple, { field: CHARACTERISTIC_KEYS[field] }),
            field: <code key="field">{field}</code>,
          })}
        </label>
      ))}
      {keyed.length > 0 && (
        <ul className="rl-keyed" aria-label={say(PER.named)}>
          {keyed.map((c) => (
            <li key={c}>
              <code>{c}</code>
              {SPACE}
              <button
                type="button"
                className="small"
                aria-label={say(PER.removeName, { characteristic: c })}
                onClick={() => onChange(value.filter((v) => v !== c))}
              >
                {say(PER.remove)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row rl-add-keyed">
        <label htmlFor={`${id}-kind`} className="visually-hidden">
          {say(PER.kind)}
        </label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value)}>
          {KEYED.map((field) => (
            <option key={field} value={field}>
              {say(PER.keyed, { field: CHARACTERISTIC_KEYS[field] })}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-name`} className="visually-hidden">
          {say(PER.name)}
        </label>
        <input
          id={`${id}-name`}
          placeholder={say(PER.namePlaceholder, { example: NAME_EXAMPLE })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" onClick={add} disabled={name.trim() === ''}>
          {say(PER.add)}
        </button>
      </div>
      <ProblemList id={`${id}-problems`} problems={visible} />
    </fieldset>
  );
}
