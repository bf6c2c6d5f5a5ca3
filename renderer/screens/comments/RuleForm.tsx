// A new rule: its name, the decision it suggests and one condition of the kind chosen (a rule of several conditions
// comes in through an imported file). Patterns are checked with the same RE2 engine that runs them.
import { useState, type FormEvent } from 'react';
import { decisions, type Decision } from '../../../shared/comments/comment-view';
import { patternProblem } from '../../../shared/comments/rules/conditions';
import type { CommentRule, Condition, ConditionKind } from '../../../shared/comments/rules/rule-set';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import type { Failure } from '../../desk/failure';
import { SUGGESTION_VERBS } from './rule-labels';

const KINDS: ReadonlyArray<{ kind: ConditionKind; label: string; input?: string }> = [
  { kind: 'words', label: 'Words or phrases', input: 'Words or phrases, separated by commas' },
  { kind: 'regex', label: 'Pattern (RE2)', input: 'Pattern' },
  { kind: 'links', label: 'Links', input: 'Allowed sites, separated by commas (empty: any link)' },
  { kind: 'wave', label: 'Wave of the same text', input: 'Fewest authors' },
  { kind: 'blockList', label: 'Author on the block list' },
  { kind: 'shouting', label: 'Mostly capitals or emoji' },
  { kind: 'image', label: 'Has an image' },
  {
    kind: 'newAuthor',
    label: 'New author channel (after a look-up)',
    input: 'Channel younger than this many days, or without uploads',
  },
];

const list = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function conditionOf(kind: ConditionKind, value: string): Condition | string {
  switch (kind) {
    case 'words':
      return list(value).length > 0 ? { kind, words: list(value) } : 'Give at least one word or phrase.';
    case 'regex':
      if (value.trim() === '') return 'Give a pattern.';
      return patternProblem(value) ?? { kind, pattern: value };
    case 'links':
      return { kind, allow: list(value) };
    case 'wave': {
      const authors = Number(value || '3');
      if (!Number.isInteger(authors) || authors < 2 || authors > 1000)
        return 'Give a number of authors from 2 to 1000.';
      return { kind, minAuthors: authors, windowMinutes: 60 * 24, similarity: 0.6 };
    }
    case 'blockList':
    case 'image':
      return { kind };
    case 'shouting':
      return { kind, capitals: 0.8, emoji: 0.6, minLength: 12 };
    case 'newAuthor': {
      const days = Number(value || '7');
      if (!Number.isInteger(days) || days < 1 || days > 3650) return 'Give a number of days from 1 to 3650.';
      return { kind, maxAgeDays: days, noUploads: true };
    }
  }
}

export function RuleForm({ onAdd }: { readonly onAdd: (rule: CommentRule) => Promise<Failure | undefined> }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ConditionKind>('words');
  const [decision, setDecision] = useState<Decision>('reject');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [nameProblem, setNameProblem] = useState<string>();
  const [refused, setRefused] = useState<Failure>();
  const input = KINDS.find((entry) => entry.kind === kind)?.input;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const condition = conditionOf(kind, value);
    setProblem(typeof condition === 'string' ? condition : undefined);
    setNameProblem(name.trim() === '' ? 'Give the rule a name: it is what the badge says.' : undefined);
    setRefused(undefined);
    if (typeof condition === 'string' || name.trim() === '') return;
    const refusal = await onAdd({
      id: `rule-${Date.now().toString(36)}`,
      name: name.trim(),
      enabled: false,
      decision,
      conditions: [condition],
    });
    setRefused(refusal);
    if (!refusal) {
      setName('');
      setValue('');
    }
  };
  return (
    <form className="cm-rule-form" aria-label="New rule" onSubmit={(event) => void submit(event)}>
      <Field label="Name" problems={nameProblem}>
        {(a11y) => <input {...a11y} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <Field label="Catches">
        {(a11y) => (
          <select {...a11y} value={kind} onChange={(event) => setKind(event.target.value as ConditionKind)}>
            {KINDS.map((entry) => (
              <option key={entry.kind} value={entry.kind}>
                {entry.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input ? (
        <Field label={input} problems={problem}>
          {(a11y) => (
            <input {...a11y} value={value} maxLength={1000} onChange={(event) => setValue(event.target.value)} />
          )}
        </Field>
      ) : problem ? (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <Field label="Suggests">
        {(a11y) => (
          <select {...a11y} value={decision} onChange={(event) => setDecision(event.target.value as Decision)}>
            {decisions.map((entry) => (
              <option key={entry} value={entry}>
                {SUGGESTION_VERBS[entry]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {refused ? <FailureLine failure={refused} className="error" testId="rule-refused" /> : null}
      <button type="submit">Add the rule (off until you switch it on)</button>
    </form>
  );
}
