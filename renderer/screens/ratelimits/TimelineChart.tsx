// Per-second bars of a simulation: requests that matched, were counted and were blocked. Plain SVG; long runs are
// grouped into at most MAX_GROUPS bars so the chart stays readable and light. A table gives the same numbers to
// screen readers and to anyone who wants them exactly.
import type { SimulationBucket } from '../../../shared/ratelimits/simulator';
import { describeSeconds } from '../../../shared/ratelimits/rule-model';
import { countOf } from '../../../shared/text/count-words';
import { GroupedBars, LegendItem, type BarSeries } from './GroupedBars';

const MAX_GROUPS = 120;

interface Group {
  readonly from: number;
  readonly to: number;
  readonly requests: number;
  readonly matched: number;
  readonly counted: number;
  readonly blocked: number;
  readonly logged: number;
}

export function groupBuckets(buckets: readonly SimulationBucket[]): Group[] {
  const size = Math.max(1, Math.ceil(buckets.length / MAX_GROUPS));
  const groups: Group[] = [];
  for (let start = 0; start < buckets.length; start += size) {
    const slice = buckets.slice(start, start + size);
    const sum = (pick: (b: SimulationBucket) => number): number => slice.reduce((t, b) => t + pick(b), 0);
    groups.push({
      from: start,
      to: start + slice.length - 1,
      requests: sum((b) => b.requests),
      matched: sum((b) => b.matched),
      counted: sum((b) => b.counted),
      blocked: sum((b) => b.blocked),
      logged: sum((b) => b.logged),
    });
  }
  return groups;
}

const SERIES: readonly BarSeries<Group>[] = [
  { key: 'matched', label: 'Matched', className: 'rl-bar-matched', value: (g) => g.matched },
  { key: 'counted', label: 'Counted', className: 'rl-bar-counted', value: (g) => g.counted },
  { key: 'blocked', label: 'Blocked', className: 'rl-bar-blocked', value: (g) => g.blocked },
];

const span = (g: Group): string => (g.from === g.to ? `second ${g.from + 1}` : `seconds ${g.from + 1}–${g.to + 1}`);

export function TimelineChart({
  buckets,
  summary,
}: {
  readonly buckets: readonly SimulationBucket[];
  readonly summary: string;
}) {
  const groups = groupBuckets(buckets);
  const max = Math.max(1, ...groups.map((g) => g.requests));
  return (
    <figure className="rl-chart">
      <GroupedBars
        slots={groups}
        series={SERIES}
        max={max}
        keyOf={(g) => g.from}
        titleOf={(g) =>
          `${span(g)}: ${g.requests} requests, ${g.matched} matched, ${g.counted} counted, ${g.blocked} blocked`
        }
        summary={summary}
        testId="simulation-chart"
      />
      <figcaption className="row rl-legend">
        {SERIES.map((series) => (
          <LegendItem key={series.key} className={series.className} label={series.label} />
        ))}
        <span className="muted">
          0–{buckets.length} s · up to {countOf(max, 'request')} per{' '}
          {groups[0] && groups[0].to > groups[0].from ? describeSeconds(groups[0].to - groups[0].from + 1) : 'second'}
        </span>
      </figcaption>
      <details>
        <summary>Show as a table</summary>
        <table className="rl-table">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Requests</th>
              <th scope="col">Matched</th>
              <th scope="col">Counted</th>
              <th scope="col">Blocked</th>
              <th scope="col">Logged</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.from}>
                <th scope="row">{span(g)}</th>
                <td>{g.requests}</td>
                <td>{g.matched}</td>
                <td>{g.counted}</td>
                <td>{g.blocked}</td>
                <td>{g.logged}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
