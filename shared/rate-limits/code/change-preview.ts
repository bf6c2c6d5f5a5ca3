// The zone's rule list as it would be after one change on the Rate limits screen (save, switch on/off, move,
// delete), in the shape the review compares: the fields the service takes back, with the rule's ref and id so that
// the diff matches each rule with itself. Service-assigned bookkeeping (version, last_updated) is left out: it
// changes on every update and says nothing a person must check.
import { editableFields, type RateLimitRule } from '../rule-model';
import { applyPosition, type PositionProblem, type RulePosition } from '../rule-order';

export interface ReviewRule extends RateLimitRule {
  readonly ref?: string;
  readonly id?: string;
  readonly enabled: boolean;
}

/** What the service keeps of a rule it answered with (a RuleView, or a version's rule). */
export interface StoredRule extends RateLimitRule {
  readonly id: string;
  readonly ref: string;
  readonly enabled: boolean;
}

export function reviewRuleOf(rule: StoredRule): ReviewRule {
  return { ref: rule.ref, id: rule.id, ...editableFields(rule), enabled: rule.enabled };
}

export interface ChangePreview {
  readonly before: readonly ReviewRule[];
  readonly after: readonly ReviewRule[];
  /** The rule the change is about (its ref), for its replay verdict; absent for a new rule. */
  readonly ruleRef?: string;
}

const reviewList = (rules: readonly StoredRule[]): ReviewRule[] => rules.map(reviewRuleOf);

/** A change that cannot be previewed: the rule is gone, or the position cannot be used (rule-order-words.ts says it). */
export class PreviewProblem extends Error {
  constructor(readonly problem: PositionProblem | { readonly kind: 'gone' }) {
    super(`change preview: ${problem.kind}`);
    this.name = 'PreviewProblem';
  }
}

function find(rules: readonly StoredRule[], ruleId: string): StoredRule {
  const rule = rules.find((r) => r.id === ruleId);
  if (!rule) throw new PreviewProblem({ kind: 'gone' });
  return rule;
}

/** A new rule goes last (where the service appends it); an edited one keeps its place, ref and on/off state. */
export function previewSave(rules: readonly StoredRule[], rule: RateLimitRule, ruleId?: string): ChangePreview {
  const before = reviewList(rules);
  if (ruleId === undefined)
    return { before, after: [...before, { ...editableFields(rule), enabled: rule.enabled ?? true }] };
  const existing = find(rules, ruleId);
  const edited: ReviewRule = {
    ref: existing.ref,
    id: existing.id,
    ...editableFields(rule),
    enabled: rule.enabled ?? existing.enabled,
  };
  return { before, after: before.map((r) => (r.id === ruleId ? edited : r)), ruleRef: existing.ref };
}

export function previewEnabled(rules: readonly StoredRule[], ruleId: string, enabled: boolean): ChangePreview {
  const existing = find(rules, ruleId);
  const before = reviewList(rules);
  return {
    before,
    after: before.map((r) => (r.id === ruleId ? { ...r, enabled } : r)),
    ruleRef: existing.ref,
  };
}

export function previewDelete(rules: readonly StoredRule[], ruleId: string): ChangePreview {
  const existing = find(rules, ruleId);
  const before = reviewList(rules);
  return { before, after: before.filter((r) => r.id !== ruleId), ruleRef: existing.ref };
}

export function previewMove(rules: readonly StoredRule[], ruleId: string, position: RulePosition): ChangePreview {
  const existing = find(rules, ruleId);
  const before = reviewList(rules);
  const order = applyPosition(
    before.map((r) => r.id ?? ''),
    ruleId,
    position,
  );
  if (!Array.isArray(order)) throw new PreviewProblem(order.problem);
  return { before, after: order.map((id) => before.find((r) => r.id === id)!), ruleRef: existing.ref };
}
