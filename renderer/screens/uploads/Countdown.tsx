// "in 12 s (at 10:32:01)": how long until an upload's next attempt or the quota reset.
import { formatDuration, formatInstant } from './format';
import { useNow } from '../../components/use-now';

export function Countdown({ at }: { readonly at: number }) {
  const now = useNow();
  const left = Math.max(0, (at - now) / 1000);
  return (
    <span>
      {left > 0 ? `in ${formatDuration(left)}` : 'now'} (at {formatInstant(at, now)})
    </span>
  );
}
