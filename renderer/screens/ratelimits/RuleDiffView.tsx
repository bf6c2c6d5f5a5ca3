// Two rule lists compared rule by rule (in the second list's order, removed rules after) and field by field, in
// a creator's words: the review before a change goes live, and the comparison of two versions in the history.
import type { ReactNode } from 'react';
import { diffRuleLists, type FieldChange, type RuleListDiff } from '../../../shared/ratelimits/code/rule-diff';
import type { ReviewRule } from '../../../shared/ratelimits/code/change-preview';
import {
  EXPRESSION_FIELDS,
  fieldLabel,
  fieldValueText,
  visibleChanges,
} from '../../../shared/ratelimits/code/field-words';
import { describeMitigation, describeThreshold, ACTION_LABELS } from '../../../shared/ratelimits/rule-model';
import { splitVerdict } from '../../../shared/ratelimits/replay-verdict';
import { countOf } from '../../../shared/text/count-words';
import { ExpressionDiffText } from './ExpressionDiffText';

export function ruleName(rule: ReviewRule, position: number): string {
  return splitVerdict(rule.description).base.trim() || `Rule ${position}`;
}

const NO_CHANGES = 'no changes';

/** "1 rule changed, 1 rule added, a new order", or "no changes". */
export function diffSummary(diff: RuleListDiff<ReviewRule>): string {
  const changed = diff.changed.filter((c) => visibleChanges(c.changes).length > 0).length;
  const parts = [
    ...(changed > 0 ? [`${countOf(changed, 'rule')} changed`] : []),
    ...(diff.added.length > 0 ? [`${countOf(diff.added.length, 'rule')} added`] : []),
    ...(diff.removed.length > 0 ? [`${countOf(diff.removed.length, 'rule')} removed`] : []),
    ...(diff.reordered ? ['a new order'] : []),
  ];
  return parts.length === 0 ? NO_CHANGES : parts.join(', ');
}

function FieldChangeRow({ change }: { readonly change: FieldChange }) {
  const before = change.before;
  const after = change.after;
  const value: ReactNode = EXPRESSION_FIELDS.has(change.field) ? (
    <ExpressionDiffText
      before={typeof before === 'string' ? before : ''}
      after={typeof after === 'string' ? after : ''}
    />
  ) : (
    <>
      <del>{fieldValueText(change.field, before)}</del>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> becomes </span>
      <ins>{fieldValueText(change.field, after)}</ins>
    </>
  );
  return (
    <>
      <dt>{fieldLabel(change.field)}</dt>
      <dd>{value}</dd>
    </>
  );
}

function RuleFacts({ rule }: { readonly rule: ReviewRule }) {
  return (
    <span className="muted rl-diff-facts">
      {describeThreshold(rule.ratelimit)} · {ACTION_LABELS[rule.action]} {describeMitigation(rule.ratelimit)}
      {rule.enabled ? '' : ' · off'}
    </span>
  );
}

export function RuleDiffView({
  before,
  after,
  diff = diffRuleLists(before, after),
  focusRef,
}: {
  readonly before: readonly ReviewRule[];
  readonly after: readonly ReviewRule[];
  readonly diff?: RuleListDiff<ReviewRule>;
  /** The rule the change is about: listed even when it did not change. */
  readonly focusRef?: string;
}) {
  if (diffSummary(diff) === NO_CHANGES)
    return (
      <p className="muted" data-testid="diff-empty">
        The rules are the same.
      </p>
    );
  return (
    <ol className="rl-diff" data-testid="rule-diff">
      {diff.order.map((entry, j) => {
        const rule = after[j]!;
        const name = ruleName(rule, j + 1);
        if (entry.kind === 'added') {
          return (
            <li key={`added-${j}`} className="rl-diff-rule rl-diff-added" data-testid="diff-rule">
              <span className="badge badge-ok">New</span> <strong>{name}</strong> <RuleFacts rule={rule} />
              <ExpressionDiffText before="" after={rule.expression} />
            </li>
          );
        }
        const shown = visibleChanges(entry.changes);
        const moved = diff.reordered && entry.from !== j;
        if (shown.length === 0 && !moved && rule.ref !== focusRef) {
          return (
            <li key={`same-${j}`} className="rl-diff-rule rl-diff-same muted" data-testid="diff-rule">
              {j + 1}. {name} (unchanged)
            </li>
          );
        }
        return (
          <li key={`kept-${j}`} className="rl-diff-rule rl-diff-changed" data-testid="diff-rule">
            {shown.length > 0 && <span className="badge badge-info">Changed</span>}{' '}
            {moved && <span className="badge badge-muted">{`Moved from ${entry.from + 1} to ${j + 1}`}</span>}{' '}
            <strong>{name}</strong> <RuleFacts rule={rule} />
            {shown.length > 0 && (
              <dl className="rl-diff-fields">
                {shown.map((change) => (
                  <FieldChangeRow key={change.field} change={change} />
                ))}
              </dl>
            )}
          </li>
        );
      })}
      {diff.removed.map((rule, i) => (
        <li key={`removed-${i}`} className="rl-diff-rule rl-diff-removed" data-testid="diff-rule">
          <span className="badge badge-error">Removed</span>{' '}
          <strong>
            <del>{ruleName(rule, before.indexOf(rule) + 1)}</del>
          </strong>{' '}
          <RuleFacts rule={rule} />
        </li>
      ))}
    </ol>
  );
}
