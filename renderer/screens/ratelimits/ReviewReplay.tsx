// Inside the review of a restore or an import: the rules that would go live, replayed against the last log the
// creator replayed (or, in the demo, its sample log), so their verdict is known before they go live.
import { MAX_RULES_PER_DRAFT } from '../../../shared/ipc/ratelimits';
import { verdictOf } from '../../../shared/ratelimits/replay-verdict';
import { countOf } from '../../../shared/text/count-words';
import { FailureLine } from '../../components/FailureLine';
import { useRateLimits } from './ratelimits-store';
import { useReplay } from './replay-store';

function replayedText(fileName: string, v: ReturnType<typeof verdictOf>): string {
  const numbers = new Intl.NumberFormat();
  return `Replayed against ${fileName}: these rules would have stopped ${numbers.format(v.stopped)} of ${countOf(v.requests, 'request')}, from ${countOf(v.clients, 'client')}.`;
}

export function ReviewReplay() {
  const plan = useRateLimits((s) => s.review?.replay);
  const demo = useRateLimits((s) => s.status?.demo === true);
  const host = useRateLimits((s) => s.zones.find((z) => z.id === s.zoneId)?.name ?? 'example.com');
  const log = useReplay((s) => s.log);
  const running = useReplay((s) => s.running);
  const report = useReplay((s) => s.report);
  const error = useReplay((s) => s.error);
  const replay = useReplay((s) => s.replay);
  const chooseDemoSample = useReplay((s) => s.chooseDemoSample);
  if (!plan) return null;
  if (plan.rules.length === 0) return <p className="muted">No rule would be on: nothing to replay.</p>;
  const logName = log
    ? log.kind === 'demo-sample'
      ? 'the demo’s sample log'
      : log.name
    : demo
      ? 'the demo’s sample log'
      : undefined;
  const result = report?.drafts.find((d) => d.label === plan.label);

  return (
    <div className="rl-review-replay" data-testid="review-replay">
      {logName === undefined ? (
        <p className="muted">Replay a log on this screen first to see what these rules would have stopped.</p>
      ) : (
        <button
          type="button"
          className="small"
          disabled={running !== undefined}
          onClick={() => {
            const choice = log ?? chooseDemoSample();
            void replay(choice, host, [{ label: plan.label, rules: plan.rules.slice(0, MAX_RULES_PER_DRAFT) }]);
          }}
        >
          {running ? 'Replaying…' : `Replay these rules against ${logName}`}
        </button>
      )}
      {result && report && (
        <p data-testid="review-replay-result">
          {result.problems.length > 0
            ? result.problems.join(' ')
            : replayedText(report.fileName, verdictOf(report, result))}
        </p>
      )}
      {error && <FailureLine failure={error} />}
    </div>
  );
}
