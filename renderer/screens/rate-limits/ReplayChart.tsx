// What a draft would have stopped over the log's time, beside all its traffic: two bars per bucket (all requests,
// and those blocked or challenged), plain SVG. The table under it gives the same numbers exactly, and to screen
// readers.
import type { ReplayBucket } from '../../../shared/rate-limits/replay-report';
import { useIntl } from 'react-intl';
import { GroupedBars, LegendItem, type BarSeries } from './GroupedBars';
import { RESULT, SIM } from './rate-limits-messages';
import { durationWords } from './rule-words';

/** The series; their words are said in the language in force when drawn. */
const SERIES: readonly BarSeries<ReplayBucket>[] = [
  { key: 'requests', label: '', className: 'rl-bar-matched', value: (b) => b.requests },
  {
    key: 'stopped',
    label: '',
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
  const intl = useIntl();
  const say = intl.formatMessage;
  const shown = SERIES.map((one) => ({
    ...one,
    label: say(one.key === 'requests' ? RESULT.allRequests : RESULT.blockedOrChallenged),
  }));
  return (
    <figure className="rl-chart">
      <GroupedBars
        slots={timeline}
        series={shown}
        max={max}
        keyOf={(b) => b.at}
        titleOf={(b) =>
          say(RESULT.barTitle, {
            time: clock(b.at),
            requests: b.requests,
            blocked: b.blocked,
            challenged: b.challenged,
          })
        }
        summary={summary}
        testId="replay-chart"
      />
      <figcaption className="row rl-legend">
        {shown.map((series) => (
          <LegendItem key={series.key} className={series.className} label={series.label} />
        ))}
        {first && last && (
          <span className="muted">
            {say(RESULT.scale, {
              from: clock(first.at),
              to: clock(last.at + bucketMs),
              bar: durationWords(bucketMs / 1000, intl),
              max,
            })}
          </span>
        )}
      </figcaption>
      <details>
        <summary>{say(SIM.table)}</summary>
        <table className="rl-table">
          <thead>
            <tr>
              <th scope="col">{say(RESULT.column, { column: 'from' })}</th>
              <th scope="col">{say(RESULT.column, { column: 'requests' })}</th>
              <th scope="col">{say(RESULT.column, { column: 'blocked' })}</th>
              <th scope="col">{say(RESULT.column, { column: 'challenged' })}</th>
              <th scope="col">{say(RESULT.column, { column: 'logged' })}</th>
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
