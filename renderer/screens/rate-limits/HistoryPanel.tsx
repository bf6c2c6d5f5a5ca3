// The ruleset's versions as a timeline (newest first; the rulesets API records when, not who), two of them
// compared rule by rule and field by field, and any earlier one restored as a new version after the review or
// deleted from the history (the service keeps the current one: it is the rules live now).
import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { reviewRuleOf } from '../../../shared/rate-limits/code/change-preview';
import { formatDateTimeWithDistance } from '../../../shared/text/when';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { useHistory } from './history-store';
import { useRateLimits } from './rate-limits-store';
import { RuleDiffView } from './RuleDiffView';
import { HISTORY } from './rate-limits-messages';

function VersionPicker({ side, label }: { readonly side: 'from' | 'to'; readonly label: string }) {
  const versions = useHistory((s) => s.versions) ?? [];
  const value = useHistory((s) => s[side]);
  const pick = useHistory((s) => s.pick);
  const say = useIntl().formatMessage;
  const id = useId();
  return (
    <div className="field rl-history-pick">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => void pick(side, event.target.value)}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {say(HISTORY.version, { version: v.version })}
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
  const say = useIntl().formatMessage;
  const older = open && from ? details[`${open.rulesetId}:${from}`] : undefined;
  const newer = open && to ? details[`${open.rulesetId}:${to}`] : undefined;
  const lists = useMemo(
    () =>
      older && newer ? { before: older.rules.map(reviewRuleOf), after: newer.rules.map(reviewRuleOf) } : undefined,
    [older, newer],
  );
  return (
    <section className="rl-history-compare" aria-labelledby="rl-compare-title">
      <h3 id="rl-compare-title">{say(HISTORY.compare)}</h3>
      <div className="row">
        <VersionPicker side="from" label={say(HISTORY.from)} />
        <VersionPicker side="to" label={say(HISTORY.to)} />
      </div>
      {lists ? (
        <RuleDiffView before={lists.before} after={lists.after} />
      ) : (
        <p className="muted">{say(HISTORY.reading)}</p>
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
  const say = useIntl().formatMessage;

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
      <h2 id="rl-history-title">{say(HISTORY.title)}</h2>
      <p className="muted">{say(HISTORY.explain)}</p>
      {error && <FailureLine failure={error} onRetry={() => void openHistory(open.zoneId, open.rulesetId)} />}
      {versions === undefined && loading && <p className="muted">{say(HISTORY.reading)}</p>}
      {versions && (
        <ol className="rl-timeline" data-testid="version-timeline">
          {versions.map((v) => (
            <li key={v.version} className="rl-timeline-entry">
              <strong>{say(HISTORY.version, { version: v.version })}</strong>
              <span className="muted">{formatDateTimeWithDistance(v.last_updated)}</span>
              {v.version === current ? (
                <span className="badge badge-ok">{say(HISTORY.liveNow)}</span>
              ) : (
                <>
                  <button
                    type="button"
                    className="small"
                    disabled={busy !== undefined || loading}
                    onClick={() => void restore(v.version)}
                  >
                    {say(HISTORY.restore, { version: v.version })}
                  </button>
                  <ConfirmButton
                    label={say(HISTORY.delete)}
                    ariaLabel={say(HISTORY.deleteName, { version: v.version })}
                    question={say(HISTORY.deleteQuestion, { version: v.version })}
                    confirmLabel={say(HISTORY.deleteYes, { version: v.version })}
                    keepLabel={say(HISTORY.keep)}
                    groupLabel={say(HISTORY.deleteGroup, { version: v.version })}
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
        {deleted && say(HISTORY.deleted, { version: deleted })}
      </p>
      {versions && versions.length < 2 && <p className="muted">{say(HISTORY.onlyFew, { count: versions.length })}</p>}
      {versions && versions.length >= 2 && <Comparison />}
    </section>
  );
}
