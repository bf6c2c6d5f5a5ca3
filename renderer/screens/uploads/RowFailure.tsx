// What an upload's row says when the main process refused an action on it: the action in the row's words, then the
// failure line by kind, so a quota refusal says when the quota resets instead of offering "Try again".
import { useIntl } from 'react-intl';
import { FailureLine } from '../../components/FailureLine';
import type { RowFailure } from '../../stores/uploads-store';
import { UPLOADS } from './uploads-messages';

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
  const say = useIntl().formatMessage;
  const { action, failure, again } = rowFailure;
  return (
    <FailureLine
      failure={{ ...failure, message: say(UPLOADS.refused, { action, name, reason: failure.message }) }}
      onRetry={() => void again()}
      disabled={busy}
      testId="upload-action-failure"
      now={now}
      timeZone={timeZone}
    >
      <button type="button" className="small" aria-label={say(UPLOADS.dismissFailure, { name })} onClick={onDismiss}>
        {say(UPLOADS.dismiss)}
      </button>
    </FailureLine>
  );
}
