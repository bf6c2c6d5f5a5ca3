// The zone's rate limiting rules in the order the edge applies them. Reorder by dragging a row onto another, or
// with the Move up / Move down buttons (the keyboard way); switch a rule on and off; delete after a confirmation.
import { useState, type DragEvent } from 'react';
import type { RuleView } from '../../../shared/ipc/ratelimits';
import { dropPosition, stepPosition } from '../../../shared/ratelimits/rule-order';
import { ACTION_LABELS, describeMitigation, describeThreshold } from '../../../shared/ratelimits/rule-model';
import { formatDateTime } from '../../../shared/text/when';
import { useRateLimits } from './ratelimits-store';
import { useReviewSettings } from './review-settings-store';
import { useHistory } from './history-store';
import { HistoryPanel } from './HistoryPanel';

const EXCERPT = 90;

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
  const name = rule.description || `Rule ${index + 1}`;
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
      <span className="rl-handle" aria-hidden="true" title="Drag to reorder">
        ⋮⋮
      </span>
      <span className="rl-order" aria-label={`Position ${index + 1}`}>
        {index + 1}
      </span>
      <div className="rl-rule-main">
        <strong className="rl-rule-title">{name}</strong>
        <code className="rl-excerpt" title={rule.expression}>
          {excerpt(rule.expression)}
        </code>
        <span className="muted">
          {describeThreshold(rule.ratelimit)} · {ACTION_LABELS[rule.action]} {describeMitigation(rule.ratelimit)} · per{' '}
          {rule.ratelimit.characteristics.join(', ')}
        </span>
      </div>
      <label className="check rl-switch">
        <input
          type="checkbox"
          role="switch"
          checked={rule.enabled}
          disabled={disabled}
          aria-label={`Enabled: ${name}`}
          onChange={(event) => void setEnabled(rule.id, event.target.checked)}
        />
        {rule.enabled ? 'On' : 'Off'}
      </label>
      <div className="rl-rule-actions">
        <button
          type="button"
          className="small"
          disabled={disabled || !up}
          aria-label={`Move ${name} up`}
          onClick={() => up && void moveRule(rule.id, up)}
        >
          ↑
        </button>
        <button
          type="button"
          className="small"
          disabled={disabled || !down}
          aria-label={`Move ${name} down`}
          onClick={() => down && void moveRule(rule.id, down)}
        >
          ↓
        </button>
        <button
          type="button"
          className="small"
          disabled={disabled}
          onClick={() => openEdit(rule.id)}
          aria-label={`Edit ${name}`}
        >
          Edit
        </button>
        <button
          type="button"
          className="small"
          disabled={disabled}
          aria-label={`Delete ${name}`}
          onClick={() => void deleteRule(rule.id)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/** The one change that may skip the review: switching a rule on or off. */
function ToggleReviewSetting() {
  const skip = useReviewSettings((s) => s.togglesSkipReview);
  const setSkip = useReviewSettings((s) => s.setTogglesSkipReview);
  return (
    <label className="check muted">
      <input type="checkbox" checked={!skip} onChange={(event) => setSkip(!event.target.checked)} />
      Review switching a rule on or off before it goes live (saving, moving and deleting are always reviewed)
    </label>
  );
}

export function RuleList() {
  const rules = useRateLimits((s) => s.rules);
  const busy = useRateLimits((s) => s.busy);
  const historyOpen = useHistory((s) => s.open !== undefined);
  const openHistory = useHistory((s) => s.openHistory);
  const closeHistory = useHistory((s) => s.close);
  if (!rules) return busy === 'rules' ? <p className="muted">Loading the rules…</p> : null;
  const ids = rules.rules.map((r) => r.id);

  return (
    <section className="rl-rules" aria-labelledby="rl-rules-title">
      <div className="row">
        <h2 id="rl-rules-title" tabIndex={-1}>
          Rules, in the order they apply
        </h2>
        {rules.ruleset && (
          <span className="muted">
            ruleset version {rules.ruleset.version} · updated {formatDateTime(rules.ruleset.last_updated)}
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
            {historyOpen ? 'Hide history' : 'History'}
          </button>
        )}
      </div>
      {rules.rules.length === 0 ? (
        <p className="muted" data-testid="no-rules">
          This zone has no rate limiting rules yet. Start from a template below, or write one.
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
          Drag a rule onto another to take its place, or use ↑ and ↓. The first rule that acts on a request decides.
        </p>
      )}
      {rules.rules.length > 0 && <ToggleReviewSetting />}
      <HistoryPanel />
    </section>
  );
}
