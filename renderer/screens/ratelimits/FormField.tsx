// A labelled input with its help and its problems, wired for screen readers: the input names its description and
// is marked invalid; problems are announced as they appear.
import { useId, type ReactNode } from 'react';
import type { FormProblem } from '../../../shared/ratelimits/rule-form';

export interface FieldA11y {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string;
}

export interface FormFieldProps {
  readonly label: string;
  readonly problems: readonly FormProblem[];
  readonly show: boolean;
  readonly help?: string;
  readonly className?: string;
  readonly children: (a11y: FieldA11y) => ReactNode;
}

export function FormField({ label, problems, show, help, className, children }: FormFieldProps) {
  const id = useId();
  const visible = show ? problems : [];
  return (
    <div className={`rl-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': visible.length > 0 ? true : undefined,
        'aria-describedby': `${id}-help ${id}-problems`,
      })}
      {help && (
        <p id={`${id}-help`} className="muted rl-help">
          {help}
        </p>
      )}
      <ProblemList id={`${id}-problems`} problems={visible} />
    </div>
  );
}

/** A field's problems, announced as they appear; the element stays so that aria-describedby always resolves. */
export function ProblemList({ id, problems }: { id: string; problems: readonly FormProblem[] }) {
  return (
    <div id={id} aria-live="polite">
      {problems.map((problem) => (
        <p key={problem.message} className="error rl-problem">
          {problem.message}
        </p>
      ))}
    </div>
  );
}
