// A labelled input with its counter, help and problem, wired for screen readers: the input is described by them
// and marked invalid, and a problem is announced when it appears.
import { useId, type ReactNode } from 'react';

export interface FieldA11y {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string;
}

export interface UploadFieldProps {
  readonly label: string;
  readonly problem: string | undefined;
  readonly help?: string;
  /** E.g. "42 / 100": how much of a limit is used. */
  readonly counter?: string;
  readonly className?: string;
  readonly children: (a11y: FieldA11y) => ReactNode;
}

export function UploadField({ label, problem, help, counter, className, children }: UploadFieldProps) {
  const id = useId();
  return (
    <div className={`up-field ${className ?? ''}`}>
      <div className="up-field-label">
        <label htmlFor={id}>{label}</label>
        {counter && (
          <span id={`${id}-counter`} className={`muted up-counter ${problem ? 'error' : ''}`}>
            {counter}
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': `${id}-help ${id}-problem${counter ? ` ${id}-counter` : ''}`,
      })}
      {help && (
        <p id={`${id}-help`} className="muted up-help">
          {help}
        </p>
      )}
      <div id={`${id}-problem`} aria-live="polite">
        {problem && <p className="error up-problem">{problem}</p>}
      </div>
    </div>
  );
}
