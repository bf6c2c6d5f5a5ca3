// "in 12 sec (at 10:32 AM)": how long until an upload's next attempt or the quota reset.
import { useIntl } from 'react-intl';
import { formatDuration, formatInstant } from './format';
import { useNow } from '../../components/use-now';
import { UPLOADS } from './uploads-messages';

export function Countdown({ at }: { readonly at: number }) {
  const intl = useIntl();
  const now = useNow();
  const left = Math.max(0, (at - now) / 1000);
  const time = formatInstant(at, intl, now);
  return (
    <span>
      {left > 0
        ? intl.formatMessage(UPLOADS.countdownIn, { duration: formatDuration(left, intl), time })
        : intl.formatMessage(UPLOADS.countdownNow, { time })}
    </span>
  );
}
