// How long a bulk edit takes by the quota, said before Apply: what today's units left and the daily limit pay for
// (a read and a write a video, 51 units), and the day it should end. Nothing when it fits in today's units.
import { jobDays, UNITS_PER_VIDEO } from '../../../../shared/bulk/bulk-days';
import { countOf } from '../../../../shared/text/count-words';
import { formatDate } from '../../../../shared/text/when';
import { useQuota } from '../../../stores/quota-store';

export function JobDaysLine({ videos, now }: { readonly videos: number; readonly now: number }) {
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
        ? `About ${countOf(estimate.days, 'day')} by the quota (${countOf(perDay, 'video')} a day), finishing ${formatDate(estimate.finishesOn)}. It runs on in the background, across restarts, and can be paused.`
        : "A day of this project's quota cannot pay for one video: raise the daily limit first."}
    </p>
  );
}
