// Two rule lists compared rule by rule (in the second list's order, removed rules after) and field by field, in
// a creator's words: the review before a change goes live, and the comparison of two versions in the history.
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { diffRuleLists, type FieldChange, type RuleListDiff } from '../../../shared/rate-limits/code/rule-diff';
import type { ReviewRule } from '../../../shared/rate-limits/code/change-preview';
import {
  EXPRESSION_FIELDS,
  fieldLabel,
  fieldValueText,
  visibleChanges,
} from '../../../shared/rate-limits/code/field-words';
import { splitVerdict } from '../../../shared/rate-limits/replay-verdict';
import { currentIntl } from '../../components/words';
import { ExpressionDiffText } from './ExpressionDiffText';
import { DIFF, RULES } from './rate-limits-messages';
import { actionWords, mitigationWords, thresholdWords } from './rule-words';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';
const ARROW = ' → ';

export function ruleName(rule: ReviewRule, position: number, intl: IntlShape = currentIntl()): string {
  return splitVerdict(rule.description).base.trim() || intl.formatMessage(RULES.unnamed, { position });
}

function hasChanges(diff: RuleListDiff<ReviewRule>): boolean {
  return (
    diff.changed.some((c) => visibleChanges(c.changes).length > 0) ||
    diff.added.length > 0 ||
    diff.removed.length > 0 ||
    diff.reordered
  );
}

/** "1 rule changed, 1 rule added, a new order", or "no changes". */
export function diffSummary(diff: RuleListDiff<ReviewRule>, intl: IntlShape = currentIntl()): string {
  const changed = diff.changed.filter((c) => visibleChanges(c.changes).length > 0).length;
  const parts = [
    ...(changed > 0 ? [intl.formatMessage(DIFF.changed, { count: changed })] : []),
    ...(diff.added.length > 0 ? [intl.formatMessage(DIFF.added, { count: diff.added.length })] : []),
    ...(diff.removed.length > 0 ? [intl.formatMessage(DIFF.removed, { count: diff.removed.length })] : []),
    ...(diff.reordered ? [intl.formatMessage(DIFF.newOrder)] : []),
  ];
  return parts.length === 0
    ? intl.formatMessage(DIFF.noChanges)
    : intl.formatList(parts, { type: 'unit', style: 'short' });
}

function FieldChangeRow({ change }: { readonly change: FieldChange }) {
  const say = useIntl().formatMessage;
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
      <span aria-hidden="true">{ARROW}</span>
      <span className="visually-hidden">
        {SPACE}
        {say(DIFF.becomes)}
        {SPACE}
      </span>
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
  const intl = useIntl();
  const facts = [
    thresholdWords(rule.ratelimit, intl),
    `${actionWords(rule.action, intl)} ${mitigationWords(rule.ratelimit, intl)}`,
    ...(rule.enabled ? [] : [intl.formatMessage(DIFF.off)]),
  ];
  return <span className="muted rl-diff-facts">{facts.join(' · ')}</span>;
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
  const intl = useIntl();
  const say = intl.formatMessage;
  if (!hasChanges(diff))
    return (
      <p className="muted" data-testid="diff-empty">
        {say(DIFF.same)}
      </p>
    );
  return (
    <ol className="rl-diff" data-testid="rule-diff">
      {diff.order.map((entry, j) => {
        const rule = after[j]!;
        const name = ruleName(rule, j + 1, intl);
        if (entry.kind === 'added') {
          return (
            <li key={`added-${j}`} className="rl-diff-rule rl-diff-added" data-testid="diff-rule">
              <span className="badge badge-ok">{say(DIFF.new)}</span>
              {SPACE}
              <strong dir="auto">{name}</strong>
              {SPACE}
              <RuleFacts rule={rule} />
              <ExpressionDiffText before="" after={rule.expression} />
            </li>
          );
        }
        const shown = visibleChanges(entry.changes);
        const moved = diff.reordered && entry.from !== j;
        if (shown.length === 0 && !moved && rule.ref !== focusRef) {
          return (
            <li key={`same-${j}`} className="rl-diff-rule rl-diff-same muted" data-testid="diff-rule">
              {say(DIFF.unchanged, { position: j + 1, name: <bdi key="name">{name}</bdi> })}
            </li>
          );
        }
        return (
          <li key={`kept-${j}`} className="rl-diff-rule rl-diff-changed" data-testid="diff-rule">
            {shown.length > 0 && <span className="badge badge-info">{say(DIFF.changedBadge)}</span>}
            {SPACE}
            {moved && <span className="badge badge-muted">{say(DIFF.moved, { from: entry.from + 1, to: j + 1 })}</span>}
            {SPACE}
            <strong dir="auto">{name}</strong>
            {SPACE}
            <RuleFacts rule={rule} />
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
          <span className="badge badge-error">{say(DIFF.removedBadge)}</span>
          {SPACE}
          <strong dir="auto">
            <del>{ruleName(rule, before.indexOf(rule) + 1, intl)}</del>
          </strong>
          {SPACE}
          <RuleFacts rule={rule} />
        </li>
      ))}
    </ol>
  );
}
