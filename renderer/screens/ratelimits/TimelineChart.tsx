// Per-second bars of a simulation: requests that matched, were counted and were blocked. Plain SVG; long runs are
// grouped into at most MAX_GROUPS bars so the chart stays readable and light. A table gives the same numbers to
// screen readers and to anyone who wants them exactly.
import type { SimulationBucket } from '../../../shared/ratelimits/simulator';

const MAX_GROUPS = 120;
const GROUP_WIDTH = 12;
const HEIGHT = 140;
const SERIES = [
  { key: 'matched', label: 'Matched', className: 'rl-bar-matched' },
  { key: 'counted', label: 'Counted', className: 'rl-bar-counted' },
  { key: 'blocked', label: 'Blocked', className: 'rl-bar-blocked' },
] as const;

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

/** A colour swatch and what it stands for, in a chart's legend. */
export function LegendItem({ className, label }: { readonly className: string; readonly label: string }) {
  return (
    <span>
      <svg width="10" height="10" aria-hidden="true">
        <rect className={className} width="10" height="10" />
      </svg>{' '}
      {label}
    </span>
  );
}

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
  const width = groups.length * GROUP_WIDTH;
  const barWidth = (GROUP_WIDTH - 3) / SERIES.length;
  return (
    <figure className="rl-chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        data-testid="simulation-chart"
      >
        {groups.map((g, i) => (
          <g key={g.from}>
            <title>{`${span(g)}: ${g.requests} requests, ${g.matched} matched, ${g.counted} counted, ${g.blocked} blocked`}</title>
            {SERIES.map((series, j) => {
              const h = (g[series.key] / max) * (HEIGHT - 4);
              return (
                <rect
                  key={series.key}
                  className={series.className}
                  x={i * GROUP_WIDTH + 1 + j * barWidth}
                  y={HEIGHT - h}
                  width={barWidth}
                  height={h}
                />
              );
            })}
          </g>
        ))}
      </svg>
      <figcaption className="row rl-legend">
        {SERIES.map((series) => (
          <LegendItem key={series.key} className={series.className} label={series.label} />
        ))}
        <span className="muted">
          0–{buckets.length} s · up to {max} requests per{' '}
          {groups[0] && groups[0].to > groups[0].from ? `${groups[0].to - groups[0].from + 1} s` : 'second'}
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
