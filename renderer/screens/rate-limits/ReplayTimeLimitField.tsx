// How long a replay may run before it stops: a log made to be slow holds one core of this computer only that long.
// The replay then says how far it got.
import { useIntl } from 'react-intl';
import { SECOND } from './rate-limits-messages';
import { useId, useState } from 'react';
import { REPLAY_TIME_LIMIT_SECONDS } from '../../../shared/ipc/rate-limits';
import { useReplay } from './replay-store';

export function ReplayTimeLimitField({ disabled }: { readonly disabled: boolean }) {
  const seconds = useReplay((s) => s.timeLimitSeconds);
  const setTimeLimit = useReplay((s) => s.setTimeLimit);
  // The text as typed, until it leaves the field: a half-typed number is not clamped under the cursor.
  const [typed, setTyped] = useState<string | undefined>();
  const id = useId();
  const say = useIntl().formatMessage;
  return (
    <div className="row">
      <label htmlFor={id}>{say(SECOND.limit)}</label>
      <input
        id={id}
        type="number"
        className="rl-replay-limit"
        min={REPLAY_TIME_LIMIT_SECONDS.min}
        max={REPLAY_TIME_LIMIT_SECONDS.max}
        step={10}
        value={typed ?? seconds}
        disabled={disabled}
        data-testid="replay-time-limit"
        onChange={(e) => setTyped(e.target.value)}
        onBlur={() => {
          if (typed !== undefined && typed.trim() !== '') setTimeLimit(Number(typed));
          setTyped(undefined);
        }}
      />
      <span className="muted">
        {say(SECOND.limitUnit, { min: REPLAY_TIME_LIMIT_SECONDS.min, max: REPLAY_TIME_LIMIT_SECONDS.max })}
      </span>
    </div>
  );
}
