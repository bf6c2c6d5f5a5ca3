// What a draft would have stopped over the log's time, beside all its traffic: two bars per bucket (all requests,
// and those blocked or challenged), plain SVG. The table under it gives the same numbers exactly, and to screen
// readers.
import type { ReplayBucket } from '../../../shared/ratelimits/replay-report';
import { describeSeconds } from '../../../shared/ratelimits/rule-model';
import { countOf } from '../../../shared/text/count-words';
import { GroupedBars, LegendItem, type BarSeries } from './GroupedBars';

const SERIES: readonly BarSeries<ReplayBucket>[] = [
  { key: 'requests', label: 'All requests', className: 'rl-bar-matched', value: (b) => b.requests },
  {
    key: 'stopped',
    label: 'Blocked or challenged',
    className: 'rl-bar-blocked',
    value: (b) => b.blocked + b.challenged,
  },
];

const clock = (at: number): string => new Date(at).toISOString().slice(11, 16);

export function ReplayChart({
  timeline,
  bucketMs,
  summary,
}: {
  readonly timeline: readonly ReplayBucket[];
  readonly bucketMs: number;
  readonly summary: string;
}) {
  const max = Math.max(1, ...timeline.map((b) => b.requests));
  const first = timeline[0];
  const last = timeline[timeline.length - 1];
  return (
    <figure className="rl-chart">
      <GroupedBars
        slots={timeline}
        series={SERIES}
        max={max}
        keyOf={(b) => b.at}
        titleOf={(b) => `${clock(b.at)} UTC: ${b.requests} requests, ${b.blocked} blocked, ${b.challenged} challenged`}
        summary={summary}
        testId="replay-chart"
      />
      <figcaption className="row rl-legend">
        {SERIES.map((series) => (
          <LegendItem key={series.key} className={series.className} label={series.label} />
        ))}
        {first && last && (
          <span className="muted">
            {clock(first.at)}–{clock(last.at + bucketMs)} UTC · {describeSeconds(bucketMs / 1000)} per bar · up to{' '}
            {countOf(max, 'request')}
          </span>
        )}
      </figcaption>
      <details>
        <summary>Show as a table</summary>
        <table className="rl-table">
          <thead>
            <tr>
              <th scope="col">From (UTC)</th>
              <th scope="col">Requests</th>
              <th scope="col">Blocked</th>
              <th scope="col">Challenged</th>
              <th scope="col">Logged</th>
            </tr>
          </thead>
          <tbody>
            {timeline.map((b) => (
              <tr key={b.at}>
                <th scope="row">{clock(b.at)}</th>
                <td>{b.requests}</td>
                <td>{b.blocked}</td>
                <td>{b.challenged}</td>
                <td>{b.logged}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
