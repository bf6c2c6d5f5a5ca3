// What a counter is kept per. cf.colo.id is always part of it (the service requires it), so it is shown checked
// and fixed; the rest are switches, plus named headers, cookies and query arguments.
import { useId, useState } from 'react';
import { quoteString } from '../../../shared/rules/index';
import type { FormProblem } from '../../../shared/ratelimits/rule-form';
import { ProblemList } from '../../components/Field';

const SIMPLE: ReadonlyArray<readonly [string, string]> = [
  ['ip.src', 'Client IP address'],
  ['cf.unique_visitor_id', 'Visitor ID'],
  ['http.host', 'Host name'],
  ['http.request.uri.path', 'URI path'],
  ['ip.src.country', 'Country'],
  ['ip.src.asnum', 'AS number'],
];

const KEYED: ReadonlyArray<readonly [string, string]> = [
  ['http.request.headers', 'Header'],
  ['http.request.cookies', 'Cookie'],
  ['http.request.uri.args', 'Query argument'],
];

export interface CharacteristicsFieldProps {
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly problems: readonly FormProblem[];
  readonly show: boolean;
}

export function CharacteristicsField({ value, onChange, problems, show }: CharacteristicsFieldProps) {
  const id = useId();
  const [kind, setKind] = useState(KEYED[0]![0]);
  const [name, setName] = useState('');
  const simple = new Set(SIMPLE.map(([field]) => field));
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
      <legend>Count requests per</legend>
      <label className="check">
        <input type="checkbox" checked disabled /> Data centre (<code>cf.colo.id</code>, always)
      </label>
      {SIMPLE.map(([field, label]) => (
        <label key={field} className="check">
          <input
            type="checkbox"
            checked={value.includes(field)}
            onChange={(event) => toggle(field, event.target.checked)}
          />{' '}
          {label} (<code>{field}</code>)
        </label>
      ))}
      {keyed.length > 0 && (
        <ul className="rl-keyed" aria-label="Named characteristics">
          {keyed.map((c) => (
            <li key={c}>
              <code>{c}</code>{' '}
              <button
                type="button"
                className="small"
                aria-label={`Remove ${c}`}
                onClick={() => onChange(value.filter((v) => v !== c))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row rl-add-keyed">
        <label htmlFor={`${id}-kind`} className="visually-hidden">
          Kind of named characteristic
        </label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value)}>
          {KEYED.map(([field, label]) => (
            <option key={field} value={field}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-name`} className="visually-hidden">
          Name
        </label>
        <input
          id={`${id}-name`}
          placeholder="e.g. x-api-key"
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
          Add
        </button>
      </div>
      <ProblemList id={`${id}-problems`} problems={visible} />
    </fieldset>
  );
}
