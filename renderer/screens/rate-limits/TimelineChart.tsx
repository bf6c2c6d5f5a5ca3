// Per-second bars of a simulation: requests that matched, were counted and were blocked. Plain SVG; long runs are
// grouped into at most MAX_GROUPS bars so the chart stays readable and light. A table gives the same numbers to
// screen readers and to anyone who wants them exactly.
import type { SimulationBucket } from '../../../shared/rate-limits/simulator';
import { useIntl, type IntlShape } from 'react-intl';
import { GroupedBars, LegendItem, type BarSeries } from './GroupedBars';
import { SIM } from './rate-limits-messages';
import { durationWords } from './rule-words';

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

const seriesOf = (intl: IntlShape): readonly BarSeries<Group>[] => [
  {
    key: 'matched',
    label: intl.formatMessage(SIM.series, { series: 'matched' }),
    className: 'rl-bar-matched',
    value: (g) => g.matched,
  },
  {
    key: 'counted',
    label: intl.formatMessage(SIM.series, { series: 'counted' }),
    className: 'rl-bar-counted',
    value: (g) => g.counted,
  },
  {
    key: 'blocked',
    label: intl.formatMessage(SIM.series, { series: 'blocked' }),
    className: 'rl-bar-blocked',
    value: (g) => g.blocked,
  },
];

const spanOf = (g: Group, intl: IntlShape): string =>
  g.from === g.to
    ? intl.formatMessage(SIM.second, { n: g.from + 1 })
    : intl.formatMessage(SIM.secondsSpan, { from: g.from + 1, to: g.to + 1 });

export function TimelineChart({
  buckets,
  summary,
}: {
  readonly buckets: readonly SimulationBucket[];
  readonly summary: string;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const SERIES = seriesOf(intl);
  const span = (g: Group) => spanOf(g, intl);
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
          say(SIM.barTitle, {
            span: span(g),
            requests: g.requests,
            matched: g.matched,
            counted: g.counted,
            blocked: g.blocked,
          })
        }
        summary={summary}
        testId="simulation-chart"
      />
      <figcaption className="row rl-legend">
        {SERIES.map((series) => (
          <LegendItem key={series.key} className={series.className} label={series.label} />
        ))}
        <span className="muted">
          {say(SIM.scale, {
            total: buckets.length,
            max,
            per:
              groups[0] && groups[0].to > groups[0].from
                ? durationWords(groups[0].to - groups[0].from + 1, intl)
                : say(SIM.perSecond),
          })}
        </span>
      </figcaption>
      <details>
        <summary>{say(SIM.table)}</summary>
        <table className="rl-table">
          <thead>
            <tr>
              <th scope="col">{say(SIM.time)}</th>
              <th scope="col">{say(SIM.series, { series: 'requests' })}</th>
              <th scope="col">{say(SIM.series, { series: 'matched' })}</th>
              <th scope="col">{say(SIM.series, { series: 'counted' })}</th>
              <th scope="col">{say(SIM.series, { series: 'blocked' })}</th>
              <th scope="col">{say(SIM.series, { series: 'logged' })}</th>
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
