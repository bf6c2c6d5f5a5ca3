// Replay a log beside the rule editor: the site's own access log (or, in the demo, its sample log) run through the
// draft with the edge's engine in log time, on a thread of the main process, with progress and a cancel. The answer
// shows what the draft would have stopped, compares it side by side with another rule or with a second draft typed
// here, flags what to look at again, and deploys the draft with the log's verdict kept in its description.
import { useEffect, useId, useMemo, useState } from 'react';
import { checkRuleForm, type RuleForm } from '../../../shared/ratelimits/rule-form';
import { LOG_FORMAT_LABELS } from '../../../shared/ratelimits/access-log/log-format';
import { splitVerdict, verdictOf, withVerdict } from '../../../shared/ratelimits/replay-verdict';
import { countOf, nounFor } from '../../../shared/text/count-words';
import { FailureLine } from '../../components/FailureLine';
import { FilePicker } from '../../components/FilePicker';
import { useRateLimits } from './ratelimits-store';
import { OwnAddressesField } from './OwnAddressesField';
import { ReplayDraftResult } from './ReplayDraftResult';
import { ReplaySecondDraft } from './ReplaySecondDraft';
import { ReplayTimeLimitField } from './ReplayTimeLimitField';
import {
  ruleOfView,
  SECOND_DRAFT,
  SECOND_DRAFT_LABEL,
  subscribeReplayEvents,
  useReplay,
  type DraftInput,
  type LogChoice,
} from './replay-store';
import './replay.css';

const numbers = new Intl.NumberFormat('en-US');
const n = (value: number): string => numbers.format(value);

function Progress() {
  const running = useReplay((s) => s.running);
  const staging = useReplay((s) => s.staging);
  const cancel = useReplay((s) => s.cancel);
  if (staging) {
    return (
      <p className="muted">
        Copying the log to Channel Desk… <progress max={staging.total} value={staging.copied} />
      </p>
    );
  }
  if (!running) return null;
  const p = running.progress;
  return (
    <div className="row rl-replay-progress" data-testid="replay-progress">
      <label>
        Replaying{p ? ` · ${countOf(p.lines, 'line')}` : '…'}{' '}
        <progress max={p?.size || 1} value={p ? p.read : undefined} />
      </label>
      <button type="button" className="small" onClick={() => void cancel()}>
        Cancel replay
      </button>
    </div>
  );
}

function BadLines() {
  const report = useReplay((s) => s.report);
  if (!report || report.badLineCount === 0) return null;
  return (
    <details className="tile tile-warning" data-testid="replay-bad-lines" open={report.requests === 0}>
      <summary>
        {countOf(report.badLineCount, 'line')} could not be read and{' '}
        {nounFor(report.badLineCount, { one: 'was', other: 'were' })} not replayed
      </summary>
      <ul className="rl-bad-lines">
        {report.badLines.map((bad) => (
          <li key={bad.line}>
            Line {n(bad.line)}: {bad.reason}. <code>{bad.excerpt}</code>
          </li>
        ))}
      </ul>
      {report.badLineCount > report.badLines.length && (
        <p className="muted">The first {report.badLines.length} are listed.</p>
      )}
    </details>
  );
}

export function ReplayPanel({ form }: { readonly form: RuleForm }) {
  const zones = useRateLimits((s) => s.zones);
  const zoneId = useRateLimits((s) => s.zoneId);
  const rules = useRateLimits((s) => s.rules);
  const editor = useRateLimits((s) => s.editor);
  const demo = useRateLimits((s) => s.status?.demo === true);
  const saveRule = useRateLimits((s) => s.saveRule);
  const busy = useRateLimits((s) => s.busy);
  const log = useReplay((s) => s.log);
  const running = useReplay((s) => s.running);
  const report = useReplay((s) => s.report);
  const error = useReplay((s) => s.error);
  const cancelled = useReplay((s) => s.cancelled);
  const compareWith = useReplay((s) => s.compareWith);
  const setCompareWith = useReplay((s) => s.setCompareWith);
  const secondDraft = useReplay((s) => s.secondDraft);
  const compareWithSecondDraft = useReplay((s) => s.compareWithSecondDraft);
  const pickFile = useReplay((s) => s.pickFile);
  const chooseDemoSample = useReplay((s) => s.chooseDemoSample);
  const replay = useReplay((s) => s.replay);
  const compareId = useId();
  // What the last replay was of, so a verdict is never deployed with a draft that changed since.
  const [replayedKey, setReplayedKey] = useState<string | undefined>();

  useEffect(() => subscribeReplayEvents(), []);

  const host = zones.find((z) => z.id === zoneId)?.name ?? 'example.com';
  const checked = useMemo(() => checkRuleForm({ ...form, description: form.description.trim() || 'Draft' }), [form]);
  const draftKey = checked.ok ? JSON.stringify(checked.rule) : undefined;
  const second = compareWith === SECOND_DRAFT ? secondDraft : undefined;
  const secondChecked = useMemo(
    () =>
      second ? checkRuleForm({ ...second, description: second.description.trim() || SECOND_DRAFT_LABEL }) : undefined,
    [second],
  );
  // Both drafts must be rules before the log goes through them.
  const ready = checked.ok && secondChecked?.ok !== false;
  const others = rules?.rules ?? [];
  const previous = splitVerdict(form.description).verdict;

  const drafts = (): DraftInput[] | undefined => {
    if (!checked.ok) return undefined;
    const out: DraftInput[] = [{ label: 'This draft', rules: [checked.rule] }];
    if (secondChecked) {
      if (!secondChecked.ok) return undefined;
      out.push({ label: secondChecked.rule.description, rules: [secondChecked.rule] });
      return out;
    }
    const other = rules?.rules.find((r) => r.id === compareWith);
    if (other)
      out.push({
        label: other.id === editor?.ruleId ? 'As saved' : splitVerdict(other.description).base || 'Another rule',
        rules: [ruleOfView(other)],
      });
    return out;
  };
  const start = (choice: LogChoice | undefined): void => {
    const list = drafts();
    if (!choice || !list) return;
    setReplayedKey(draftKey);
    void replay(choice, host, list);
  };

  const draftA = report?.drafts[0];
  const stale = report !== undefined && replayedKey !== draftKey;
  const deploy = (): void => {
    if (!report || !draftA || !checked.ok || stale) return;
    const description = withVerdict(form.description.trim() || 'Draft', verdictOf(report, draftA));
    void saveRule({ ...checked.rule, description });
  };

  return (
    <section className="card rl-replay" aria-labelledby="rl-replay-title">
      <h2 id="rl-replay-title">Replay a log</h2>
      <p className="muted">
        What would this draft have done to your visitors? Replay your site’s access log through it (nginx or Apache
        combined, or the provider’s HTTP request logs as JSON lines; gzip is fine). The log’s own times drive the
        counters, with the same engine as the edge. Everything stays on this computer.
      </p>
      {!checked.ok && <p className="muted">Fix the rule to replay it: {checked.problems[0]?.message}</p>}
      {secondChecked && !secondChecked.ok && (
        <p className="muted">Fix the second draft to replay it: {secondChecked.problems[0]?.message}</p>
      )}
      <OwnAddressesField />
      <ReplayTimeLimitField disabled={running !== undefined} />
      <div className="row rl-replay-source">
        <FilePicker
          accept=".log,.gz,.txt,.json,.jsonl,.ndjson,text/plain,application/gzip"
          label="Drop an access log here, or choose one"
          hint="It is read on this computer, line by line."
          disabled={running !== undefined || !ready}
          testId="replay-file"
          dropTestId="replay-drop"
          onFile={(file) => void pickFile(file).then(start)}
        />
        {demo && (
          <button type="button" disabled={running !== undefined || !ready} onClick={() => start(chooseDemoSample())}>
            Try with the demo’s sample log
          </button>
        )}
      </div>
      <div className="row">
        <label htmlFor={compareId}>Compare with</label>
        <select
          id={compareId}
          value={compareWith ?? ''}
          onChange={(e) =>
            e.target.value === SECOND_DRAFT ? compareWithSecondDraft(form) : setCompareWith(e.target.value || undefined)
          }
        >
          <option value="">Nothing: this draft alone</option>
          <option value={SECOND_DRAFT}>A second draft, typed here</option>
          {others.map((r) => (
            <option key={r.id} value={r.id}>
              {r.id === editor?.ruleId
                ? `The rule as saved: ${splitVerdict(r.description).base}`
                : splitVerdict(r.description).base}
            </option>
          ))}
        </select>
        {log && (
          <button type="button" disabled={running !== undefined || !ready} onClick={() => start(log)}>
            Replay {log.kind === 'demo-sample' ? 'the sample log' : log.name} again
          </button>
        )}
      </div>
      {second && secondChecked && <ReplaySecondDraft form={second} check={secondChecked} />}
      <Progress />
      <div role="status" className="muted" data-testid="replay-status">
        {cancelled ? 'Replay cancelled: nothing was changed.' : ''}
        {report && !running
          ? `${report.fileName}: ${countOf(report.requests, 'request')} replayed (${LOG_FORMAT_LABELS[report.format]})${report.badLineCount ? `, ${countOf(report.badLineCount, 'unreadable line')}` : ''}${report.outOfOrder ? `, ${n(report.outOfOrder)} out of time order` : ''}.`
          : ''}
      </div>
      {error && <FailureLine failure={error} className="tile tile-error" testId="replay-error" />}
      <BadLines />
      {report && (
        <>
          {report.truncated && (
            <p className="muted">
              This log has more distinct clients, paths or user agents than a replay keeps; the lists are of the first
              ones seen.
            </p>
          )}
          <div className={`rl-replay-results${report.drafts.length > 1 ? ' rl-replay-compare' : ''}`}>
            {report.drafts.map((draft, i) => (
              <ReplayDraftResult
                key={draft.label + i}
                report={report}
                draft={draft}
                previous={i === 0 ? previous : undefined}
              />
            ))}
          </div>
          {draftA && draftA.problems.length === 0 && (
            <div className="row">
              <button
                type="button"
                className="primary"
                disabled={stale || !checked.ok || busy === 'save'}
                onClick={deploy}
              >
                Deploy this draft with the log’s verdict
              </button>
              <span className="muted">
                {stale
                  ? 'The draft changed since this replay: replay again before deploying.'
                  : 'The verdict is kept at the end of the rule’s description, to compare the next edit with.'}
              </span>
            </div>
          )}
        </>
      )}
    </section>
  );
}
