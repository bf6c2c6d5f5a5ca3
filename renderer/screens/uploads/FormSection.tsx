// A named, folded part of a long form: closed until opened, and open by itself while a field inside has a problem,
// so Save is never disabled for a reason out of sight. Its fields stay in the form (and in the tab order once open).
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DETAILS } from './upload-details-messages';

export function FormSection({
  title,
  hasProblem,
  testId,
  children,
}: {
  readonly title: string;
  readonly hasProblem: boolean;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  const say = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  return (
    <details
      className="up-form-section"
      open={open || hasProblem}
      data-testid={testId}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {title}
        {hasProblem && <span className="error"> {say(DETAILS.needsFix)}</span>}
      </summary>
      <div className="up-form-section-body">{children}</div>
    </details>
  );
}
