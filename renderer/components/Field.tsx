// A labelled input with its help, an optional counter and its problems, wired for screen readers: the input is
// described by all of them and marked invalid while a problem shows; problems are announced as they appear.
import { useId, type ReactNode } from 'react';

export interface FieldA11y {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string;
}

interface FieldProps {
  readonly label: string;
  /** What is wrong with the value now; pass none while the field should not complain yet (not touched). */
  readonly problems?: string | readonly string[] | undefined;
  readonly help?: string | undefined;
  /** E.g. "42 / 100": how much of a limit is used. */
  readonly counter?: string;
  readonly className?: string;
  readonly children: (a11y: FieldA11y) => ReactNode;
}

export function Field({ label, problems, help, counter, className, children }: FieldProps) {
  const id = useId();
  const shown = problems === undefined ? [] : typeof problems === 'string' ? [problems] : problems;
  const invalid = shown.length > 0;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {counter && (
          <span id={`${id}-counter`} className={`muted field-counter ${invalid ? 'error' : ''}`}>
            {counter}
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': `${id}-help ${id}-problems${counter ? ` ${id}-counter` : ''}`,
      })}
      {help && (
        <p id={`${id}-help`} className="muted field-help">
          {help}
        </p>
      )}
      <ProblemList id={`${id}-problems`} problems={shown} />
    </div>
  );
}

/** A field's problems, announced as they appear; the element stays so that aria-describedby always resolves. */
export function ProblemList({ id, problems }: { readonly id: string; readonly problems: readonly string[] }) {
  return (
    <div id={id} aria-live="polite">
      {problems.map((problem) => (
        <p key={problem} className="error field-problem">
          {problem}
        </p>
      ))}
    </div>
  );
}
