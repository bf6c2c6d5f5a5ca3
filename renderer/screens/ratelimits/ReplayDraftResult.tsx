// One draft's answer to the log: what it would have stopped, over time and by whom, and the clients worth a second
// look. Two of these side by side compare two drafts.
import type { DraftResult, HintKind, ReplayCount, ReplayReport } from '../../../shared/ratelimits/replay-report';
import { verdictOf, verdictText, type Verdict } from '../../../shared/ratelimits/replay-verdict';
import { countOf } from '../../../shared/text/count-words';
import { ReplayChart } from './ReplayChart';

const HINT_LABELS: Readonly<Record<HintKind, { label: string; badge: string }>> = {
  'own-address': { label: 'Your own address', badge: 'badge-error' },
  crawler: { label: 'Search engine crawler', badge: 'badge-warning' },
  'visitor-like': { label: 'Looks like a visitor', badge: 'badge-info' },
};

const numbers = new Intl.NumberFormat('en-US');
const n = (value: number): string => numbers.format(value);

function TopList({
  title,
  rows,
  testId,
}: {
  readonly title: string;
  readonly rows: readonly ReplayCount[];
  readonly testId: string;
}) {
  if (rows.length === 0) return null;
  return (
    <section>
      <h4>{title}</h4>
      <ol className="rl-top" data-testid={testId}>
        {rows.map((row) => (
          <li key={row.key}>
            <code className="rl-top-key" title={row.key}>
              {row.key === '' ? '(none)' : row.key}
            </code>{' '}
            <span className="muted">
              {n(row.stopped)} stopped{row.requests !== undefined ? ` of ${n(row.requests)}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function summaryOf(report: ReplayReport, draft: DraftResult): string {
  const stopped = draft.blocked + draft.challenged;
  const share = report.requests === 0 ? 0 : (stopped / report.requests) * 100;
  return (
    `${n(stopped)} of ${n(report.requests)} requests stopped (${share < 0.1 && stopped > 0 ? '<0.1' : share.toFixed(1)}%)` +
    `${draft.challenged > 0 ? `, ${n(draft.challenged)} of them challenged` : ''}, from ${countOf(draft.clientsStopped, 'client')}` +
    `${draft.logged > 0 ? `; ${n(draft.logged)} logged` : ''}.`
  );
}

export function ReplayDraftResult({
  report,
  draft,
  previous,
}: {
  readonly report: ReplayReport;
  readonly draft: DraftResult;
  /** The verdict the rule carried before this edit, to compare with. */
  readonly previous?: Verdict | undefined;
}) {
  if (draft.problems.length > 0) {
    return (
      <section className="rl-replay-draft" aria-label={draft.label}>
        <h3>{draft.label}</h3>
        <p className="muted">Not replayed:</p>
        <ul>
          {draft.problems.map((p) => (
            <li key={p} className="error">
              {p}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const summary = summaryOf(report, draft);
  const now = verdictOf(report, draft);
  return (
    <section className="rl-replay-draft" aria-label={draft.label} data-testid="replay-draft">
      <h3>{draft.label}</h3>
      <p className="rl-sim-summary">
        <strong>{summary}</strong>
      </p>
      {previous && (
        <p className="muted" data-testid="replay-previous">
          Before this edit: {verdictText(previous)}; now {n(now.stopped)} stopped of {n(now.requests)}.
        </p>
      )}
      <ReplayChart timeline={draft.timeline} bucketMs={report.bucketMs} summary={summary} />
      {draft.hints.length > 0 && (
        <section>
          <h4>Look again</h4>
          <ul className="rl-hints" data-testid="replay-hints">
            {draft.hints.map((hint) => (
              <li key={`${hint.kind}-${hint.client}`} data-kind={hint.kind}>
                <span className={`badge ${HINT_LABELS[hint.kind].badge}`}>{HINT_LABELS[hint.kind].label}</span>{' '}
                {hint.detail}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="rl-tops">
        <TopList title="Top clients stopped" rows={draft.topClients} testId="replay-top-clients" />
        <TopList title="Top paths stopped" rows={draft.topPaths} testId="replay-top-paths" />
        <TopList title="Top user agents stopped" rows={draft.topUserAgents} testId="replay-top-agents" />
      </div>
      {draft.rules.length > 1 && (
        <table className="rl-table">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Blocked</th>
              <th scope="col">Challenged</th>
              <th scope="col">Logged</th>
            </tr>
          </thead>
          <tbody>
            {draft.rules.map((rule, i) => (
              <tr key={i}>
                <th scope="row">{rule.description}</th>
                <td>{rule.blocked}</td>
                <td>{rule.challenged}</td>
                <td>{rule.logged}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
