// An expression input checked as the user types by the rules language's own parser. A mistake is shown the way
// the service reports it: the line, and carets under the offending position, in a monospace block.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FormProblem } from '../../../shared/rate-limits/rule-form';
import { EDITOR } from './rate-limits-messages';

export interface ExpressionFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly problems: readonly FormProblem[];
  readonly help: string;
  /** Problems are shown once the user has typed here (or tried to save). */
  readonly showProblems: boolean;
  readonly onBlur?: () => void;
  readonly placeholder?: string;
  readonly testId: string;
}

export function ExpressionField(props: ExpressionFieldProps) {
  const { label, value, onChange, problems, help, placeholder, testId, showProblems, onBlur } = props;
  const id = useId();
  const say = useIntl().formatMessage;
  const problem = showProblems ? problems[0] : undefined;
  return (
    <div className="field rl-expression">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="rl-code"
        rows={3}
        spellCheck={false}
        translate="no"
        autoCapitalize="off"
        autoCorrect="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help ${id}-status`}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-help`} className="muted field-help">
        {help}
      </p>
      <div id={`${id}-status`} aria-live="polite" data-testid={`${testId}-status`}>
        {problem?.syntax ? (
          <>
            <pre className="rl-syntax" data-testid={`${testId}-error`}>
              {problem.syntax.text}
            </pre>
            {problem.syntax.hint && <p className="rl-hint">{problem.syntax.hint}</p>}
          </>
        ) : problem ? (
          <p className="error" data-testid={`${testId}-error`}>
            {problem.message}
          </p>
        ) : value.trim() !== '' && problems.length === 0 ? (
          <p className="ok">{say(EDITOR.valid)}</p>
        ) : null}
      </div>
    </div>
  );
}
