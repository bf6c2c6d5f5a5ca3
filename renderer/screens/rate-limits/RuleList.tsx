// The zone's rate limiting rules in the order the edge applies them. Reorder by dragging a row onto another, or
// with the Move up / Move down buttons (the keyboard way); switch a rule on and off; delete after a confirmation.
import { useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RuleView } from '../../../shared/ipc/rate-limits';
import { dropPosition, stepPosition } from '../../../shared/rate-limits/rule-order';
import { formatDateTime } from '../../../shared/text/when';
import { useRateLimits } from './rate-limits-store';
import { useReviewSettings } from './review-settings-store';
import { useHistory } from './history-store';
import { HistoryPanel } from './HistoryPanel';
import { RULES } from './rate-limits-messages';
import { actionWords, mitigationWords, thresholdWords } from './rule-words';

const EXCERPT = 90;

/** The row's drag grip: a picture, hidden from screen readers. */
const GRIP = '⋮⋮';
const UP = '↑';
const DOWN = '↓';

function excerpt(expression: string): string {
  const flat = expression.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

function RuleRow({
  rule,
  index,
  ids,
}: {
  readonly rule: RuleView;
  readonly index: number;
  readonly ids: readonly string[];
}) {
  const busy = useRateLimits((s) => s.busy);
  const setEnabled = useRateLimits((s) => s.setEnabled);
  const deleteRule = useRateLimits((s) => s.deleteRule);
  const moveRule = useRateLimits((s) => s.moveRule);
  const openEdit = useRateLimits((s) => s.openEdit);
  const editingId = useRateLimits((s) => s.editor?.ruleId);
  const [dropTarget, setDropTarget] = useState(false);
  const intl = useIntl();
  const say = intl.formatMessage;
  const name = rule.description || say(RULES.unnamed, { position: index + 1 });
  const up = stepPosition(ids, rule.id, -1);
  const down = stepPosition(ids, rule.id, 1);
  const disabled = busy !== undefined;

  const onDrop = (event: DragEvent<HTMLLIElement>): void => {
    event.preventDefault();
    setDropTarget(false);
    const dragged = event.dataTransfer.getData('application/x-rule-id');
    const position = dragged ? dropPosition(ids, dragged, rule.id) : null;
    if (position) void moveRule(dragged, position);
  };

  return (
    <li
      className={`tile rl-rule ${rule.enabled ? '' : 'rl-disabled'} ${dropTarget ? 'rl-drop-target' : ''} ${editingId === rule.id ? 'rl-editing' : ''}`}
      draggable={!disabled}
      data-testid="rule-row"
      onDragStart={(event) => {
        event.dataTransfer.setData('application/x-rule-id', rule.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('application/x-rule-id')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={onDrop}
    >
      <span className="rl-handle" aria-hidden="true" title={say(RULES.dragToReorder)}>
        {GRIP}
      </span>
      <span className="rl-order" aria-label={say(RULES.position, { position: index + 1 })}>
        {index + 1}
      </span>
      <div className="rl-rule-main">
        <strong className="rl-rule-title" dir="auto">
          {name}
        </strong>
        <code className="rl-excerpt" title={rule.expression} translate="no">
          {excerpt(rule.expression)}
        </code>
        <span className="muted">
          {say(RULES.summary, {
            threshold: thresholdWords(rule.ratelimit, intl),
            action: actionWords(rule.action, intl),
            mitigation: mitigationWords(rule.ratelimit, intl),
            characteristics: <code translate="no">{rule.ratelimit.characteristics.join(', ')}</code>,
          })}
        </span>
      </div>
      <label className="check rl-switch">
        <input
          type="checkbox"
          role="switch"
          checked={rule.enabled}
          disabled={disabled}
          aria-label={say(RULES.enabledName, { name })}
          onChange={(event) => void setEnabled(rule.id, event.target.checked)}
        />
        {say(rule.enabled ? RULES.on : RULES.off)}
      </label>
      <div className="rl-rule-actions">
        <button
          type="button"
          className="small"
          disabled={disabled || !up}
          aria-label={say(RULES.moveUp, { name })}
          onClick={() => up && void moveRule(rule.id, up)}
        >
          {UP}
        </button>
        <button
          type="button"
          className="small"
          disabled={disabled || !down}
          aria-label={say(RULES.moveDown, { name })}
          onClick={() => down && void moveRule(rule.id, down)}
        >
          {DOWN}
        </button>
        <button
          type="button"
          className="small"
          disabled={disabled}
          onClick={() => openEdit(rule.id)}
          aria-label={say(RULES.editName, { name })}
        >
          {say(RULES.edit)}
        </button>
        <button
          type="button"
          className="small"
          disabled={disabled}
          aria-label={say(RULES.deleteName, { name })}
          onClick={() => void deleteRule(rule.id)}
        >
          {say(RULES.delete)}
        </button>
      </div>
    </li>
  );
}

/** The one change that may skip the review: switching a rule on or off. */
function ToggleReviewSetting() {
  const skip = useReviewSettings((s) => s.togglesSkipReview);
  const setSkip = useReviewSettings((s) => s.setTogglesSkipReview);
  const say = useIntl().formatMessage;
  return (
    <label className="check muted">
      <input type="checkbox" checked={!skip} onChange={(event) => setSkip(!event.target.checked)} />
      {say(RULES.reviewToggles)}
    </label>
  );
}

export function RuleList() {
  const rules = useRateLimits((s) => s.rules);
  const busy = useRateLimits((s) => s.busy);
  const historyOpen = useHistory((s) => s.open !== undefined);
  const openHistory = useHistory((s) => s.openHistory);
  const closeHistory = useHistory((s) => s.close);
  const say = useIntl().formatMessage;
  if (!rules) return busy === 'rules' ? <p className="muted">{say(RULES.loading)}</p> : null;
  const ids = rules.rules.map((r) => r.id);

  return (
    <section className="rl-rules" aria-labelledby="rl-rules-title">
      <div className="row">
        <h2 id="rl-rules-title" tabIndex={-1}>
          {say(RULES.title)}
        </h2>
        {rules.ruleset && (
          <span className="muted">
            {say(RULES.version, {
              version: rules.ruleset.version,
              when: formatDateTime(rules.ruleset.last_updated),
            })}
          </span>
        )}
        {rules.ruleset && (
          <button
            type="button"
            className="small"
            aria-expanded={historyOpen}
            onClick={() =>
              historyOpen ? closeHistory() : rules.ruleset && void openHistory(rules.zoneId, rules.ruleset.id)
            }
          >
            {say(historyOpen ? RULES.hideHistory : RULES.history)}
          </button>
        )}
      </div>
      {rules.rules.length === 0 ? (
        <p className="muted" data-testid="no-rules">
          {say(RULES.none)}
        </p>
      ) : (
        <ol className="rl-rule-list" aria-describedby="rl-reorder-help">
          {rules.rules.map((rule, index) => (
            <RuleRow key={rule.id} rule={rule} index={index} ids={ids} />
          ))}
        </ol>
      )}
      {rules.rules.length > 1 && (
        <p id="rl-reorder-help" className="muted">
          {say(RULES.reorderHelp)}
        </p>
      )}
      {rules.rules.length > 0 && <ToggleReviewSetting />}
      <HistoryPanel />
    </section>
  );
}
