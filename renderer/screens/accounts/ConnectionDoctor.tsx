// The Accounts screen's connection doctor: what the platform's rules mean for this sign-in and channel right now,
// and for the last failure the screen met. Everything it says comes from shared/platform/connection-doctor.ts.
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AccountView } from '../../../shared/ipc/accounts';
import {
  diagnoseChannel,
  diagnoseFailure,
  diagnoseSignIn,
  type DoctorFinding,
} from '../../../shared/platform/connection-doctor';
import { DoctorNote } from '../../components/DoctorNote';
import type { Failure } from '../../desk/failure';
import { ACCOUNTS } from './accounts-messages';

const CHECKS = [
  ACCOUNTS.checkTesting,
  ACCOUNTS.checkEnded,
  ACCOUNTS.checkVerified,
  ACCOUNTS.checkApi,
  ACCOUNTS.checkAudit,
];

export function findingsFor(
  intl: IntlShape,
  account: AccountView,
  failures: readonly (Failure | undefined)[],
  now: number,
): DoctorFinding[] {
  const findings = [...diagnoseSignIn(intl, account, now)];
  const channel = diagnoseChannel(intl, account.channel.longUploadsStatus);
  if (channel) findings.push(channel);
  for (const failure of failures) {
    if (!failure) continue;
    // An ended sign-in is already told from the account's own record, with its age.
    if (failure.code === 'reconnect-required' && account.signInEndedAt !== undefined) continue;
    const finding = diagnoseFailure(intl, failure.code);
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
  const intl = useIntl();
  const say = intl.formatMessage;
  // The screen's opening time is precise enough for a diagnosis that talks in hours and days.
  const [openedAt] = useState(() => Date.now());
  const findings = findingsFor(intl, account, failures, now ?? openedAt);
  return (
    <section className="card connection-doctor" aria-labelledby="doctor-title" data-testid="connection-doctor">
      <h2 id="doctor-title">{say(ACCOUNTS.doctorTitle)}</h2>
      {findings.length === 0 ? (
        <p className="muted" data-testid="doctor-all-clear">
          {say(ACCOUNTS.doctorClear)}
        </p>
      ) : (
        findings.map((finding) => <DoctorNote key={finding.check} finding={finding} />)
      )}
      <details>
        <summary>{say(ACCOUNTS.doctorChecks)}</summary>
        <ul>
          {CHECKS.map((check) => (
            <li key={check.id}>{say(check)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
