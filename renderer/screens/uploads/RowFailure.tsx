// What an upload's row says when the main process refused an action on it: the action in the row's words, then the
// failure line by kind, so a quota refusal says when the quota resets instead of offering "Try again".
import { FailureLine } from '../../components/FailureLine';
import type { RowAction, RowFailure } from '../../stores/uploads-store';

/** What the row says was refused, before the main process's reason. */
const REFUSED: Readonly<Record<RowAction, (name: string) => string>> = {
  pause: (name) => `${name} could not be paused`,
  resume: (name) => `${name} could not be started`,
  cancel: (name) => `${name} could not be cancelled`,
  retry: (name) => `${name} could not be queued again`,
  remove: (name) => `${name} could not be removed`,
  move: (name) => `${name} could not be moved`,
  save: (name) => `The details of ${name} could not be saved`,
  attach: (name) => `What ${name} adds once uploaded could not be saved`,
  retryStep: (name) => `The step of ${name} could not be tried again`,
};

interface RowFailureViewProps {
  readonly rowFailure: RowFailure;
  /** The upload's title. */
  readonly name: string;
  /** Another action on the row is under way. */
  readonly busy: boolean;
  readonly onDismiss: () => void;
  /** For tests: the clock and time zone the wait is told in. */
  readonly now?: number;
  readonly timeZone?: string;
}

export function RowFailureView({ rowFailure, name, busy, onDismiss, now, timeZone }: RowFailureViewProps) {
  const { action, failure, again } = rowFailure;
  return (
    <FailureLine
      failure={{ ...failure, message: `${REFUSED[action](name)}: ${failure.message}` }}
      onRetry={() => void again()}
      disabled={busy}
      testId="upload-action-failure"
      now={now}
      timeZone={timeZone}
    >
      <button type="button" className="small" aria-label={`Dismiss the failure of ${name}`} onClick={onDismiss}>
        Dismiss
      </button>
    </FailureLine>
  );
}
