// The ruleset's versions as a timeline (newest first; the rulesets API records when, not who), two of them
// compared rule by rule and field by field, and any earlier one restored as a new version after the review or
// deleted from the history (the service keeps the current one: it is the rules live now).
import { useEffect, useId, useMemo, useRef } from 'react';
import { reviewRuleOf } from '../../../shared/ratelimits/code/change-preview';
import { countOf } from '../../../shared/text/count-words';
import { formatDateTimeWithDistance } from '../../../shared/text/when';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { useHistory } from './history-store';
import { useRateLimits } from './ratelimits-store';
import { RuleDiffView } from './RuleDiffView';

function VersionPicker({ side, label }: { readonly side: 'from' | 'to'; readonly label: string }) {
  const versions = useHistory((s) => s.versions) ?? [];
  const value = useHistory((s) => s[side]);
  const pick = useHistory((s) => s.pick);
  const id = useId();
  return (
    <div className="field rl-history-pick">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => void pick(side, event.target.value)}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version}
          </option>
        ))}
      </select>
    </div>
  );
}

function Comparison() {
  const open = useHistory((s) => s.open);
  const details = useHistory((s) => s.details);
  const from = useHistory((s) => s.from);
  const to = useHistory((s) => s.to);
  const older = open && from ? details[`${open.rulesetId}:${from}`] : undefined;
  const newer = open && to ? details[`${open.rulesetId}:${to}`] : undefined;
  const lists = useMemo(
    () =>
      older && newer ? { before: older.rules.map(reviewRuleOf), after: newer.rules.map(reviewRuleOf) } : undefined,
    [older, newer],
  );
  return (
    <section className="rl-history-compare" aria-labelledby="rl-compare-title">
      <h3 id="rl-compare-title">Compare two versions</h3>
      <div className="row">
        <VersionPicker side="from" label="From" />
        <VersionPicker side="to" label="To" />
      </div>
      {lists ? (
        <RuleDiffView before={lists.before} after={lists.after} />
      ) : (
        <p className="muted">Reading the versions…</p>
      )}
    </section>
  );
}

export function HistoryPanel() {
  const open = useHistory((s) => s.open);
  const versions = useHistory((s) => s.versions);
  const loading = useHistory((s) => s.loading);
  const error = useHistory((s) => s.error);
  const openHistory = useHistory((s) => s.openHistory);
  const restore = useHistory((s) => s.restore);
  const deleteVersion = useHistory((s) => s.deleteVersion);
  const deleted = useHistory((s) => s.deleted);
  const rules = useRateLimits((s) => s.rules);
  const busy = useRateLimits((s) => s.busy);
  const current = rules?.ruleset?.version;
  const deletedLine = useRef<HTMLParagraphElement>(null);

  // The deleted version's row went with the focused answer: keep the keyboard user's place on what happened.
  useEffect(() => {
    if (deleted) deletedLine.current?.focus();
  }, [deleted]);

  // A change that went live is a new version: read the list again.
  useEffect(() => {
    const shown = useHistory.getState();
    if (shown.open && rules?.ruleset && shown.versions && shown.versions[0]?.version !== rules.ruleset.version)
      void shown.openHistory(rules.zoneId, rules.ruleset.id);
  }, [rules]);

  if (!open) return null;
  return (
    <section className="card rl-history" aria-labelledby="rl-history-title" data-testid="rule-history">
      <h2 id="rl-history-title">History of this zone’s rules</h2>
      <p className="muted">
        Each change made a new version. The rulesets API records when, not who. Restoring sends an earlier version’s
        rules again as a new version, after the review. Deleting an earlier version only removes it from this history.
      </p>
      {error && <FailureLine failure={error} onRetry={() => void openHistory(open.zoneId, open.rulesetId)} />}
      {versions === undefined && loading && <p className="muted">Reading the versions…</p>}
      {versions && (
        <ol className="rl-timeline" data-testid="version-timeline">
          {versions.map((v) => (
            <li key={v.version} className="rl-timeline-entry">
              <strong>Version {v.version}</strong>
              <span className="muted">{formatDateTimeWithDistance(v.last_updated)}</span>
              {v.version === current ? (
                <span className="badge badge-ok">Live now</span>
              ) : (
                <>
                  <button
                    type="button"
                    className="small"
                    disabled={busy !== undefined || loading}
                    onClick={() => void restore(v.version)}
                  >
                    Restore version {v.version}
                  </button>
                  <ConfirmButton
                    label="Delete"
                    ariaLabel={`Delete version ${v.version}`}
                    question={`Delete version ${v.version} from the history? The rules live now stay as they are.`}
                    confirmLabel={`Yes, delete version ${v.version}`}
                    keepLabel="Keep it"
                    groupLabel={`Confirm deleting version ${v.version}`}
                    disabled={busy !== undefined || loading}
                    onConfirm={() => void deleteVersion(v.version)}
                  />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="muted" role="status" data-testid="version-deleted" tabIndex={-1} ref={deletedLine}>
        {deleted && `Version ${deleted} was deleted from the history. The rules live now are unchanged.`}
      </p>
      {versions && versions.length < 2 && (
        <p className="muted">Only {countOf(versions.length, 'version', 'en-US')} so far: nothing to compare yet.</p>
      )}
      {versions && versions.length >= 2 && <Comparison />}
    </section>
  );
}
