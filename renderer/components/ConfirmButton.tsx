// A button whose action cannot be undone asks first: the question and its two answers replace the button in place,
// grouped and named after what they would do, and Escape or the second answer puts the button back.
import { useEffect, useRef, useState } from 'react';

interface ConfirmButtonProps {
  /** The button's text, e.g. "Delete". */
  readonly label: string;
  /** Its accessible name, naming what it acts on, e.g. "Delete Login limit". */
  readonly ariaLabel: string;
  /** The question shown in its place, e.g. "Delete this rule?". */
  readonly question: string;
  /** The answer that does it, e.g. "Yes, delete". */
  readonly confirmLabel: string;
  /** The answer that does nothing, e.g. "Keep". */
  readonly keepLabel: string;
  /** The group's accessible name, e.g. "Confirm deleting Login limit". */
  readonly groupLabel: string;
  readonly disabled?: boolean;
  readonly onConfirm: () => void;
}

export function ConfirmButton({
  label,
  ariaLabel,
  question,
  confirmLabel,
  keepLabel,
  groupLabel,
  disabled = false,
  onConfirm,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // The question replaces the button, so focus would fall to the page: move it onto the answer, and back to the
  // button once the question goes, so a keyboard user never loses their place.
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) ask.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        type="button"
        ref={ask}
        className="small"
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span
      className="confirm-group"
      role="group"
      aria-label={groupLabel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <span>{question}</span>
      <button
        type="button"
        ref={yes}
        className="small danger"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="small" onClick={() => setAsking(false)}>
        {keepLabel}
      </button>
    </span>
  );
}
