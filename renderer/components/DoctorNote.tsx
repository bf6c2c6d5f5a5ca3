// One finding of the connection doctor (shared/platform/connection-doctor.ts): what is wrong, the fix in plain
// words and the page that fixes it. Used on the Accounts screen and wherever a failure or an answer points to it.
import type { ReactNode } from 'react';
import type { DoctorFinding } from '../../shared/platform/connection-doctor';

export function DoctorNote({ finding, children }: { readonly finding: DoctorFinding; readonly children?: ReactNode }) {
  return (
    <div
      className={`doctor-note ${finding.severity}`}
      role={finding.severity === 'problem' ? 'alert' : 'status'}
      data-testid={`doctor-${finding.check}`}
    >
      <strong>{finding.title}</strong>
      <p>{finding.fix}</p>
      {finding.link && (
        <p>
          <a href={finding.link.url} target="_blank" rel="noopener noreferrer">
            {finding.link.label}
          </a>
        </p>
      )}
      {children}
    </div>
  );
}
