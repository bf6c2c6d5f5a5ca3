// Replay a log beside the rule editor: the site's own access log (or, in the demo, its sample log) run through the
// draft with the edge's engine in log time, on a thread of the main process, with progress and a cancel. The answer
// shows what the draft would have stopped, compares it side by side with another rule or with a second draft typed
// here, flags what to look at again, and deploys the draft with the log's verdict kept in its description.
import { badLineReasonText } from '../../../shared/rate-limits/replay-messages';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkRuleForm, type RuleForm } from '../../../shared/rate-limits/rule-form';
import { splitVerdict, verdictOf, withVerdict } from '../../../shared/rate-limits/replay-verdict';
import { FailureLine } from '../../components/FailureLine';
import { FilePicker } from '../../components/FilePicker';
import { useRateLimits } from './rate-limits-store';
import { OwnAddressesField } from './OwnAddressesField';
import { ReplayDraftResult } from './ReplayDraftResult';
import { ReplaySecondDraft } from './ReplaySecondDraft';
import { ReplayTimeLimitField } from './ReplayTimeLimitField';
import {
  ruleOfView,
  SECOND_DRAFT,
  subscribeReplayEvents,
  useReplay,
  type DraftInput,
  type LogChoice,
} from './replay-store';
import './replay.css';
import { REPLAY, SECOND } from './rate-limits-messages';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';

function Progress() {
  const running = useReplay((s) => s.running);
  const staging = useReplay((s) => s.staging);
  const cancel = useReplay((s) => s.cancel);
  const say = useIntl().formatMessage;
  if (staging) {
    return (
      <p className="muted">
        {say(REPLAY.copying)}
        {SPACE}
        <progress max={staging.total} value={staging.copied} />
      </p>
    );
  }
  if (!running) return null;
  const p = running.progress;
  return (
    <div className="row rl-replay-progress" data-testid="replay-progress">
      <label>
        {p ? say(REPLAY.replayingLines, { lines: p.lines }) : say(REPLAY.replaying)}
        {SPACE}
        <progress max={p?.size || 1} value={p ? p.read : undefined} />
      </label>
      <button type="button" className="small" onClick={() => void cancel()}>
        {say(REPLAY.cancel)}
      </button>
    </div>
  );
}

function BadLines() {
  const report = useReplay((s) => s.report);
  const intl = useIntl();
  const say = intl.formatMessage;
  if (!report || report.badLineCount === 0) return null;
  return (
    <details className="tile tile-warning" data-testid="replay-bad-lines" open={report.requests === 0}>
      <summary>{say(REPLAY.badLines, { count: report.badLineCount })}</summary>
      <ul className="rl-bad-lines">
        {report.badLines.map((bad) => (
          <li key={bad.line}>
            {say(REPLAY.badLine, { line: bad.line, reason: badLineReasonText(bad.reason, intl) })}
            {SPACE}
            <code>{bad.excerpt}</code>
          </li>
        ))}
      </ul>
      {report.badLineCount > report.badLines.length && (
        <p className="muted">{say(REPLAY.firstListed, { count: report.badLines.length })}</p>
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
  const intl = useIntl();
  const say = intl.formatMessage;
  const draftName = say(REPLAY.draft);
  // What the last replay was of, so a verdict is never deployed with a draft that changed since.
  const [replayedKey, setReplayedKey] = useState<string | undefined>();

  useEffect(() => subscribeReplayEvents(), []);

  const host = zones.find((z) => z.id === zoneId)?.name ?? 'example.com';
  const checked = useMemo(
    () => checkRuleForm({ ...form, description: form.description.trim() || draftName }, intl),
    [form, draftName, intl],
  );
  const draftKey = checked.ok ? JSON.stringify(checked.rule) : undefined;
  const second = compareWith === SECOND_DRAFT ? secondDraft : undefined;
  const secondChecked = useMemo(
    () =>
      second
        ? checkRuleForm({ ...second, description: second.description.trim() || say(SECOND.legend) }, intl)
        : undefined,
    [second, say, intl],
  );
  // Both drafts must be rules before the log goes through them.
  const ready = checked.ok && secondChecked?.ok !== false;
  const others = rules?.rules ?? [];
  const previous = splitVerdict(form.description).verdict;

  const drafts = (): DraftInput[] | undefined => {
    if (!checked.ok) return undefined;
    const out: DraftInput[] = [{ label: say(REPLAY.thisDraft), rules: [checked.rule] }];
    if (secondChecked) {
      if (!secondChecked.ok) return undefined;
      out.push({ label: secondChecked.rule.description, rules: [secondChecked.rule] });
      return out;
    }
    const other = rules?.rules.find((r) => r.id === compareWith);
    if (other)
      out.push({
        label:
          other.id === editor?.ruleId
            ? say(REPLAY.asSaved)
            : splitVerdict(other.description).base || say(REPLAY.anotherRule),
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
    const description = withVerdict(form.description.trim() || draftName, verdictOf(report, draftA));
    void saveRule({ ...checked.rule, description });
  };

  return (
    <section className="card rl-replay" aria-labelledby="rl-replay-title">
      <h2 id="rl-replay-title">{say(REPLAY.title)}</h2>
      <p className="muted">{say(REPLAY.explain)}</p>
      {!checked.ok && <p className="muted">{say(REPLAY.fixRule, { problem: checked.problems[0]?.message })}</p>}
      {secondChecked && !secondChecked.ok && (
        <p className="muted">{say(REPLAY.fixSecond, { problem: secondChecked.problems[0]?.message })}</p>
      )}
      <OwnAddressesField />
      <ReplayTimeLimitField disabled={running !== undefined} />
      <div className="row rl-replay-source">
        <FilePicker
          accept=".log,.gz,.txt,.json,.jsonl,.ndjson,text/plain,application/gzip"
          label={say(REPLAY.drop)}
          hint={say(REPLAY.dropHint)}
          disabled={running !== undefined || !ready}
          testId="replay-file"
          dropTestId="replay-drop"
          onFile={(file) => void pickFile(file).then(start)}
        />
        {demo && (
          <button type="button" disabled={running !== undefined || !ready} onClick={() => start(chooseDemoSample())}>
            {say(REPLAY.trySample)}
          </button>
        )}
      </div>
      <div className="row">
        <label htmlFor={compareId}>{say(REPLAY.compareWith)}</label>
        <select
          id={compareId}
          value={compareWith ?? ''}
          onChange={(e) =>
            e.target.value === SECOND_DRAFT ? compareWithSecondDraft(form) : setCompareWith(e.target.value || undefined)
          }
        >
          <option value="">{say(REPLAY.alone)}</option>
          <option value={SECOND_DRAFT}>{say(REPLAY.secondDraft)}</option>
          {others.map((r) => (
            <option key={r.id} value={r.id}>
              {r.id === editor?.ruleId
                ? say(REPLAY.ruleAsSaved, { name: splitVerdict(r.description).base })
                : splitVerdict(r.description).base}
            </option>
          ))}
        </select>
        {log && (
          <button type="button" disabled={running !== undefined || !ready} onClick={() => start(log)}>
            {say(REPLAY.again, { sample: log.kind === 'demo-sample' ? 'yes' : 'no', log: log.name })}
          </button>
        )}
      </div>
      {second && secondChecked && <ReplaySecondDraft form={second} check={secondChecked} />}
      <Progress />
      <div role="status" className="muted" data-testid="replay-status">
        {cancelled ? say(REPLAY.cancelled) : ''}
        {report && !running
          ? say(REPLAY.status, {
              file: report.fileName,
              requests: report.requests,
              format: say(REPLAY.format, { format: report.format }),
              details:
                (report.badLineCount ? say(REPLAY.unreadable, { count: report.badLineCount }) : '') +
                (report.outOfOrder ? say(REPLAY.outOfOrder, { count: report.outOfOrder }) : ''),
            })
          : ''}
      </div>
      {error && <FailureLine failure={error} className="tile tile-error" testId="replay-error" />}
      <BadLines />
      {report && (
        <>
          {report.truncated && <p className="muted">{say(REPLAY.truncated)}</p>}
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
                {say(REPLAY.deploy)}
              </button>
              <span className="muted">{say(stale ? REPLAY.stale : REPLAY.kept)}</span>
            </div>
          )}
        </>
      )}
    </section>
  );
}
