// What a draft would have stopped over the log's time, beside all its traffic: two bars per bucket (all requests,
// and those blocked or challenged), plain SVG. The table under it gives the same numbers exactly, and to screen
// readers.
import type { ReplayBucket } from '../../../shared/ratelimits/replay-report';
import { LegendItem } from './TimelineChart';

const GROUP_WIDTH = 12;
const HEIGHT = 140;

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
  const width = Math.max(1, timeline.length) * GROUP_WIDTH;
  const bar = (GROUP_WIDTH - 3) / 2;
  const stopped = (b: ReplayBucket): number => b.blocked + b.challenged;
  const first = timeline[0];
  const last = timeline[timeline.length - 1];
  return (
    <figure className="rl-chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        data-testid="replay-chart"
      >
        {timeline.map((b, i) => {
          const all = (b.requests / max) * (HEIGHT - 4);
          const cut = (stopped(b) / max) * (HEIGHT - 4);
          return (
            <g key={b.at}>
              <title>{`${clock(b.at)} UTC: ${b.requests} requests, ${b.blocked} blocked, ${b.challenged} challenged`}</title>
              <rect className="rl-bar-matched" x={i * GROUP_WIDTH + 1} y={HEIGHT - all} width={bar} height={all} />
              <rect
                className="rl-bar-blocked"
                x={i * GROUP_WIDTH + 1 + bar}
                y={HEIGHT - cut}
                width={bar}
                height={cut}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="row rl-legend">
        <LegendItem className="rl-bar-matched" label="All requests" />
        <LegendItem className="rl-bar-blocked" label="Blocked or challenged" />
        {first && last && (
          <span className="muted">
            {clock(first.at)}–{clock(last.at + bucketMs)} UTC · {bucketMs / 60_000} min per bar · up to {max} requests
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
