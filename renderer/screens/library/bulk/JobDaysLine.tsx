// How long a bulk edit takes by the quota, said before Apply: what today's units left and the daily limit pay for
// (a read and a write a video, 51 units), and the day it should end. Nothing when it fits in today's units.
import { useIntl } from 'react-intl';
import { jobDays, UNITS_PER_VIDEO } from '../../../../shared/bulk/bulk-days';
import { formatDate } from '../../../../shared/text/when';
import { useQuota } from '../../../stores/quota-store';
import { BULK } from './bulk-messages';

export function JobDaysLine({ videos, now }: { readonly videos: number; readonly now: number }) {
  const say = useIntl().formatMessage;
  const quota = useQuota((s) => s.view);
  if (!quota || videos === 0) return null;
  const estimate = jobDays(
    videos,
    { left: quota.limit - quota.used, limit: quota.limit, resetsAt: quota.resetsAt },
    now,
  );
  if (estimate.days === 1) return null;
  const perDay = Math.floor(quota.limit / UNITS_PER_VIDEO);
  return (
    <p className="muted" data-testid="bulk-days">
      {estimate.possible
        ? say(BULK.days, {
            days: estimate.days,
            perDay: say(BULK.videos, { count: perDay }),
            date: formatDate(estimate.finishesOn),
          })
        : say(BULK.impossible)}
    </p>
  );
}
