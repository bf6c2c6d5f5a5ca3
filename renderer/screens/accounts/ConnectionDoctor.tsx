// The Accounts screen's connection doctor: what the platform's rules mean for this sign-in and channel right now,
// and for the last failure the screen met. Everything it says comes from shared/platform/connection-doctor.ts.
import { useState } from 'react';
import type { AccountView } from '../../../shared/ipc/accounts';
import {
  diagnoseChannel,
  diagnoseFailure,
  diagnoseSignIn,
  type DoctorFinding,
} from '../../../shared/platform/connection-doctor';
import { DoctorNote } from '../../components/DoctorNote';
import type { Failure } from '../../desk/failure';

const CHECKS = [
  'how long the sign-in lasts (an OAuth client in "Testing" gets 7 days)',
  'whether the platform ended the sign-in (invalid_grant)',
  'whether the channel is verified (custom thumbnails, videos over 15 minutes)',
  'whether the cloud project has the YouTube Data API v3 enabled and the sign-in every permission',
  'whether uploads come back private because the API project is not audited (said on the upload itself)',
];

export function findingsFor(
  account: AccountView,
  failures: readonly (Failure | undefined)[],
  now: number,
): DoctorFinding[] {
  const findings = [...diagnoseSignIn(account, now)];
  const channel = diagnoseChannel(account.channel.longUploadsStatus);
  if (channel) findings.push(channel);
  for (const failure of failures) {
    if (!failure) continue;
    // An ended sign-in is already told from the account's own record, with its age.
    if (failure.code === 'reconnect-required' && account.signInEndedAt !== undefined) continue;
    const finding = diagnoseFailure(failure.code);
    if (finding && !findings.some((known) => known.check === finding.check)) findings.push(finding);
  }
  return findings;
}

export function ConnectionDoctor({
  account,
  failures,
  now,
}: {
  readonly account: AccountView;
  readonly failures: readonly (Failure | undefined)[];
  readonly now?: number;
}) {
  // The screen's opening time is precise enough for a diagnosis that talks in hours and days.
  const [openedAt] = useState(() => Date.now());
  const findings = findingsFor(account, failures, now ?? openedAt);
  return (
    <section className="card connection-doctor" aria-labelledby="doctor-title" data-testid="connection-doctor">
      <h2 id="doctor-title">Connection doctor</h2>
      {findings.length === 0 ? (
        <p className="muted" data-testid="doctor-all-clear">
          Nothing wrong found with this connection.
        </p>
      ) : (
        findings.map((finding) => <DoctorNote key={finding.check} finding={finding} />)
      )}
      <details>
        <summary>What the doctor checks</summary>
        <ul>
          {CHECKS.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
