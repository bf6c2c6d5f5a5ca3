// Inside the review of a restore or an import: the rules that would go live, replayed against the last log the
// creator replayed (or, in the demo, its sample log), so their verdict is known before they go live.
import { MAX_RULES_PER_DRAFT } from '../../../shared/ipc/rate-limits';
import { verdictOf } from '../../../shared/rate-limits/replay-verdict';
import { draftProblemText } from '../../../shared/rate-limits/replay-messages';
import { useIntl } from 'react-intl';
import { FailureLine } from '../../components/FailureLine';
import { useRateLimits } from './rate-limits-store';
import { useReplay } from './replay-store';
import { COUNT, REVIEW_REPLAY } from './rate-limits-messages';

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
  const intl = useIntl();
  const say = intl.formatMessage;
  const replayedText = (file: string, v: ReturnType<typeof verdictOf>): string =>
    say(REVIEW_REPLAY.result, {
      file,
      stopped: v.stopped,
      requests: say(COUNT.requests, { count: v.requests }),
      clients: say(COUNT.clients, { count: v.clients }),
    });
  if (!plan) return null;
  if (plan.rules.length === 0) return <p className="muted">{say(REVIEW_REPLAY.nothingOn)}</p>;
  const logName = log
    ? log.kind === 'demo-sample'
      ? say(REVIEW_REPLAY.demoLog)
      : log.name
    : demo
      ? say(REVIEW_REPLAY.demoLog)
      : undefined;
  const result = report?.drafts.find((d) => d.label === plan.label);

  return (
    <div className="rl-review-replay" data-testid="review-replay">
      {logName === undefined ? (
        <p className="muted">{say(REVIEW_REPLAY.first)}</p>
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
          {running ? say(REVIEW_REPLAY.replaying) : say(REVIEW_REPLAY.replay, { log: logName })}
        </button>
      )}
      {result && report && (
        <p data-testid="review-replay-result">
          {result.problems.length > 0
            ? result.problems.map((p) => draftProblemText(p, intl)).join(' ')
            : replayedText(report.fileName, verdictOf(report, result))}
        </p>
      )}
      {error && <FailureLine failure={error} />}
    </div>
  );
}
