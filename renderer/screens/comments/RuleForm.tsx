// A new rule: its name, the decision it suggests and one condition of the kind chosen (a rule of several conditions
// comes in through an imported file). Patterns are checked with the same RE2 engine that runs them.
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { decisions, type Decision } from '../../../shared/comments/comment-view';
import { patternProblem } from '../../../shared/comments/rules/conditions';
import type { CommentRule, Condition, ConditionKind } from '../../../shared/comments/rules/rule-set';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import type { Failure } from '../../desk/failure';
import { SUGGESTION_VERBS } from './rule-labels';
import { RULES } from './comment-rules-messages';

const KINDS: ReadonlyArray<{ kind: ConditionKind; label: MessageDescriptor; input?: MessageDescriptor }> = [
  { kind: 'words', label: RULES.kindWords, input: RULES.kindWordsInput },
  { kind: 'regex', label: RULES.kindRegex, input: RULES.kindRegexInput },
  { kind: 'links', label: RULES.kindLinks, input: RULES.kindLinksInput },
  { kind: 'wave', label: RULES.kindWave, input: RULES.kindWaveInput },
  { kind: 'blockList', label: RULES.kindBlockList },
  { kind: 'shouting', label: RULES.kindShouting },
  { kind: 'image', label: RULES.kindImage },
  { kind: 'newAuthor', label: RULES.kindNewAuthor, input: RULES.kindNewAuthorInput },
];

const list = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function conditionOf(kind: ConditionKind, value: string, intl: IntlShape): Condition | string {
  const say = intl.formatMessage;
  switch (kind) {
    case 'words':
      return list(value).length > 0 ? { kind, words: list(value) } : say(RULES.needWord);
    case 'regex':
      if (value.trim() === '') return say(RULES.needPattern);
      return patternProblem(value) ?? { kind, pattern: value };
    case 'links':
      return { kind, allow: list(value) };
    case 'wave': {
      const authors = Number(value || '3');
      if (!Number.isInteger(authors) || authors < 2 || authors > 1000) return say(RULES.authorsRange);
      return { kind, minAuthors: authors, windowMinutes: 60 * 24, similarity: 0.6 };
    }
    case 'blockList':
    case 'image':
      return { kind };
    case 'shouting':
      return { kind, capitals: 0.8, emoji: 0.6, minLength: 12 };
    case 'newAuthor': {
      const days = Number(value || '7');
      if (!Number.isInteger(days) || days < 1 || days > 3650) return say(RULES.daysRange);
      return { kind, maxAgeDays: days, noUploads: true };
    }
  }
}

export function RuleForm({ onAdd }: { readonly onAdd: (rule: CommentRule) => Promise<Failure | undefined> }) {
  const intl = useIntl();
  const say = intl.formatMessage;
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
    const condition = conditionOf(kind, value, intl);
    setProblem(typeof condition === 'string' ? condition : undefined);
    setNameProblem(name.trim() === '' ? say(RULES.nameMissing) : undefined);
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
    <form className="cm-rule-form" aria-label={say(RULES.form)} onSubmit={(event) => void submit(event)}>
      <Field label={say(RULES.name)} problems={nameProblem}>
        {(a11y) => <input {...a11y} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <Field label={say(RULES.catches)}>
        {(a11y) => (
          <select {...a11y} value={kind} onChange={(event) => setKind(event.target.value as ConditionKind)}>
            {KINDS.map((entry) => (
              <option key={entry.kind} value={entry.kind}>
                {say(entry.label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input ? (
        <Field label={say(input)} problems={problem}>
          {(a11y) => (
            <input {...a11y} value={value} maxLength={1000} onChange={(event) => setValue(event.target.value)} />
          )}
        </Field>
      ) : problem ? (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <Field label={say(RULES.suggests)}>
        {(a11y) => (
          <select {...a11y} value={decision} onChange={(event) => setDecision(event.target.value as Decision)}>
            {decisions.map((entry) => (
              <option key={entry} value={entry}>
                {say(SUGGESTION_VERBS[entry])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {refused ? <FailureLine failure={refused} className="error" testId="rule-refused" /> : null}
      <button type="submit">{say(RULES.addTheRule)}</button>
    </form>
  );
}
