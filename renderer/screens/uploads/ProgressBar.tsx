// A progress bar screen readers and tests can read: the ARIA progressbar role with the whole percent as its value
// and the bytes as its text. The value is what is done for sure (for an upload: what the server confirmed); bytes
// on their way beyond it are drawn lighter (`ahead`), so the bar never claims more than the host holds. The fills' widths are set
// through the DOM style object, which the CSP allows (it forbids only inline style attributes in markup).
import { useIntl } from 'react-intl';
import { formatPercent, percentOf } from './format';
import { UPLOADS } from './uploads-messages';

export interface ProgressBarProps {
  readonly label: string;
  readonly done: number;
  readonly total: number;
  /** Further than `done`: sent, not yet answered for. */
  readonly ahead?: number;
  /** Said after the percent, e.g. "1.2 MiB of 3.0 MiB". */
  readonly detail?: string;
  readonly tone?: 'active' | 'paused' | 'done' | 'failed';
}

export function ProgressBar({ label, done, total, ahead, detail, tone = 'active' }: ProgressBarProps) {
  const intl = useIntl();
  const percent = percentOf(done, total);
  const said = formatPercent(percent, intl);
  const reach = ahead === undefined ? percent : percentOf(Math.max(ahead, done), total);
  return (
    <div
      className={`up-progress up-progress-${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={detail ? intl.formatMessage(UPLOADS.progressText, { percent: said, detail }) : said}
    >
      {reach > percent && <div className="up-progress-sent" style={{ width: `${reach}%` }} />}
      <div className="up-progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
