// A failure said where the thing would be, with the one way out its kind allows: "Try again" only where trying
// again can work, when a quota refusal lifts instead, the screen that fixes a sign-in or a token, the log for a bug.
import { CircleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Failure } from '../desk/failure';
import { useNavigation } from '../stores/navigation-store';
import { FAILURE } from './components-messages';
import { whenItLifts } from './failure-wait';
import { logWhere, wayOutOf } from './failure-way-out';
import { useWords } from './words';

/** Longest wait between two renders of "in N h", and below the largest delay setTimeout takes. */
const REFRESH_MS = 60_000;

interface FailureLineProps {
  readonly failure: Failure;
  /** What trying again does; without it the line offers no retry, whatever the kind. */
  readonly onRetry?: () => void;
  readonly retryLabel?: string;
  readonly disabled?: boolean;
  /** This screen is where the failure is fixed (the sign-in is on it): no button to go elsewhere. */
  readonly fixedHere?: boolean;
  /** Buttons of the screen's own that go after the way out (Dismiss). */
  readonly children?: ReactNode;
  readonly className?: string;
  /** A line above the message (what was refused). */
  readonly heading?: ReactNode;
  /** Keeps the message's line breaks and spacing (a rule expression's syntax error points at a column). */
  readonly preformatted?: boolean;
  readonly messageClassName?: string;
  readonly testId?: string;
  /** For tests: the clock the wait is told against (and the time zone it is shown in). */
  readonly now?: number;
  readonly timeZone?: string;
}

export function FailureLine({
  failure,
  onRetry,
  retryLabel,
  disabled = false,
  fixedHere = false,
  children,
  className = 'row error',
  heading,
  preformatted = false,
  messageClassName,
  testId,
  now,
  timeZone,
}: FailureLineProps) {
  const intl = useWords();
  return (
    <div className={className} role="alert" data-testid={testId}>
      {heading}
      {preformatted ? (
        <pre className={messageClassName}>{failure.message}</pre>
      ) : (
        <>
          <CircleAlert size={16} className="state-icon" />
          <span className={messageClassName}>{failure.message}</span>
        </>
      )}
      <WayOutOfKind
        failure={failure}
        onRetry={onRetry}
        retryLabel={retryLabel ?? intl.formatMessage(FAILURE.tryAgain)}
        disabled={disabled}
        fixedHere={fixedHere}
        now={now}
        timeZone={timeZone}
      />
      {children}
    </div>
  );
}

type WayOutProps = Pick<
  FailureLineProps,
  'failure' | 'onRetry' | 'retryLabel' | 'disabled' | 'fixedHere' | 'now' | 'timeZone'
>;

function WayOutOfKind(props: WayOutProps) {
  const intl = useWords();
  const { failure, onRetry, retryLabel, disabled, fixedHere } = props;
  switch (failure.kind) {
    case 'retry':
      return onRetry ? <RetryButton label={retryLabel} onRetry={onRetry} disabled={disabled} /> : null;
    case 'wait':
      return <WaitNotice {...props} />;
    case 'sign-in':
    case 'new-token':
      return fixedHere ? null : <GoToFix failure={failure} />;
    case 'report':
      return <span className="muted">{logWhere(intl)}</span>;
    case 'fix-input':
    case 'show-message':
      return null;
  }
}

function RetryButton({ label, onRetry, disabled }: { label?: string; onRetry: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="small" onClick={onRetry} disabled={disabled}>
      {label}
    </button>
  );
}

function WaitNotice({ failure, onRetry, retryLabel, disabled, now: fixedNow, timeZone }: WayOutProps) {
  const intl = useWords();
  const now = useClockUntil(failure.retryAt, fixedNow);
  const lifted = failure.retryAt !== undefined && failure.retryAt <= now;
  return (
    <>
      <span className="muted" data-testid="failure-wait">
        {whenItLifts(failure, now, timeZone, intl)}
      </span>
      {lifted && onRetry && <RetryButton label={retryLabel} onRetry={onRetry} disabled={disabled} />}
    </>
  );
}

/** Re-renders at least once a minute until `until`, so "in N h" stays true and the retry appears once it lifts. */
function useClockUntil(until: number | undefined, fixedNow: number | undefined): number {
  const [now, setNow] = useState(() => fixedNow ?? Date.now());
  useEffect(() => {
    if (fixedNow !== undefined || until === undefined || now >= until) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - now, REFRESH_MS));
    return () => clearTimeout(timer);
  }, [fixedNow, until, now]);
  return fixedNow ?? now;
}

function GoToFix({ failure }: { failure: Failure }) {
  const intl = useWords();
  // Not subscribed: a change of screen unmounts the screen this line is on, so the answer cannot go stale.
  const screen = useNavigation.getState().screen;
  const wayOut = wayOutOf(failure.kind, intl);
  if (!wayOut || wayOut.uselessOn === screen) return null;
  return (
    <button type="button" className="small" onClick={wayOut.open}>
      {wayOut.label}
    </button>
  );
}
