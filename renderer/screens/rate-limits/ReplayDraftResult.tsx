// One draft's answer to the log: what it would have stopped, over time and by whom, and the clients worth a second
// look. Two of these side by side compare two drafts.
import type { DraftResult, HintKind, ReplayCount, ReplayReport } from '../../../shared/rate-limits/replay-report';
import { verdictOf, type Verdict } from '../../../shared/rate-limits/replay-verdict';
import { draftProblemText, hintText, replayRuleName, verdictWords } from '../../../shared/rate-limits/replay-messages';
import { useIntl, type IntlShape } from 'react-intl';
import { currentIntl } from '../../components/words';
import { ReplayChart } from './ReplayChart';
import { COUNT, RESULT } from './rate-limits-messages';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';

const HINT_LABELS: Readonly<Record<HintKind, { key: string; badge: string }>> = {
  'own-address': { key: 'ownAddress', badge: 'badge-error' },
  crawler: { key: 'crawler', badge: 'badge-warning' },
  'visitor-like': { key: 'visitorLike', badge: 'badge-info' },
};

function TopList({
  title,
  rows,
  testId,
}: {
  readonly title: string;
  readonly rows: readonly ReplayCount[];
  readonly testId: string;
}) {
  const say = useIntl().formatMessage;
  if (rows.length === 0) return null;
  return (
    <section>
      <h4>{title}</h4>
      <ol className="rl-top" data-testid={testId}>
        {rows.map((row) => (
          <li key={row.key}>
            <code className="rl-top-key" title={row.key}>
              {row.key === '' ? say(RESULT.none) : row.key}
            </code>
            {SPACE}
            <span className="muted">
              {row.requests !== undefined
                ? say(RESULT.stoppedOf, { stopped: row.stopped, requests: row.requests })
                : say(RESULT.stopped, { stopped: row.stopped })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function summaryOf(report: ReplayReport, draft: DraftResult, intl: IntlShape = currentIntl()): string {
  const stopped = draft.blocked + draft.challenged;
  const share = report.requests === 0 ? 0 : stopped / report.requests;
  const challenged = draft.challenged > 0;
  const logged = draft.logged > 0;
  return intl.formatMessage(RESULT.summary, {
    extra: challenged && logged ? 'both' : challenged ? 'challenged' : logged ? 'logged' : 'none',
    stopped,
    requests: intl.formatMessage(COUNT.requests, { count: report.requests }),
    share:
      share < 0.001 && stopped > 0
        ? intl.formatMessage(RESULT.tinyShare)
        : intl.formatNumber(share, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    challenged: draft.challenged,
    clients: intl.formatMessage(COUNT.clients, { count: draft.clientsStopped }),
    logged: draft.logged,
  });
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
  const intl = useIntl();
  const say = intl.formatMessage;
  if (draft.problems.length > 0) {
    return (
      <section className="rl-replay-draft" aria-label={draft.label}>
        <h3>{draft.label}</h3>
        <p className="muted">{say(RESULT.notReplayed)}</p>
        <ul>
          {draft.problems.map((p) => (
            <li key={`${p.index}-${p.kind}`} className="error">
              {draftProblemText(p, intl)}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const summary = summaryOf(report, draft, intl);
  const now = verdictOf(report, draft);
  return (
    <section className="rl-replay-draft" aria-label={draft.label} data-testid="replay-draft">
      <h3>{draft.label}</h3>
      <p className="rl-sim-summary">
        <strong>{summary}</strong>
      </p>
      {previous && (
        <p className="muted" data-testid="replay-previous">
          {say(RESULT.before, { verdict: verdictWords(previous, intl), stopped: now.stopped, requests: now.requests })}
        </p>
      )}
      <ReplayChart timeline={draft.timeline} bucketMs={report.bucketMs} summary={summary} />
      {draft.hints.length > 0 && (
        <section>
          <h4>{say(RESULT.lookAgain)}</h4>
          <ul className="rl-hints" data-testid="replay-hints">
            {draft.hints.map((hint) => (
              <li key={`${hint.kind}-${hint.client}`} data-kind={hint.kind}>
                <span className={`badge ${HINT_LABELS[hint.kind].badge}`}>
                  {say(RESULT.hint, { kind: HINT_LABELS[hint.kind].key })}
                </span>
                {SPACE}
                {hintText(hint, intl)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="rl-tops">
        <TopList title={say(RESULT.topClients)} rows={draft.topClients} testId="replay-top-clients" />
        <TopList title={say(RESULT.topPaths)} rows={draft.topPaths} testId="replay-top-paths" />
        <TopList title={say(RESULT.topAgents)} rows={draft.topUserAgents} testId="replay-top-agents" />
      </div>
      {draft.rules.length > 1 && (
        <table className="rl-table">
          <thead>
            <tr>
              <th scope="col">{say(RESULT.column, { column: 'rule' })}</th>
              <th scope="col">{say(RESULT.column, { column: 'blocked' })}</th>
              <th scope="col">{say(RESULT.column, { column: 'challenged' })}</th>
              <th scope="col">{say(RESULT.column, { column: 'logged' })}</th>
            </tr>
          </thead>
          <tbody>
            {draft.rules.map((rule, i) => (
              <tr key={i}>
                <th scope="row" dir="auto">
                  {replayRuleName(rule.description, i, intl)}
                </th>
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
