// Rule positions as the rulesets API takes them: exactly one of {before: id} ("" = first), {after: id} ("" = last)
// or {index: n} (1-based). The screen computes them from drags and arrow buttons; the service checks them against
// the current list before sending, and both predict the resulting order with the same function.

export type RulePosition = { readonly before: string } | { readonly after: string } | { readonly index: number };

/** Why a position cannot be used; said by rule-order-words.ts. */
export type PositionProblem =
  | { readonly kind: 'no-rule'; readonly rule: string }
  | { readonly kind: 'out-of-range'; readonly count: number }
  | { readonly kind: 'itself' }
  | { readonly kind: 'no-target'; readonly rule: string };

/** The order after moving `ruleId` to `position`, or why the position cannot be used. */
export function applyPosition(
  ids: readonly string[],
  ruleId: string,
  position: RulePosition,
): string[] | { problem: PositionProblem } {
  if (!ids.includes(ruleId)) return { problem: { kind: 'no-rule', rule: ruleId } };
  const others = ids.filter((id) => id !== ruleId);
  let at: number;
  if ('index' in position) {
    if (!Number.isInteger(position.index) || position.index < 1 || position.index > ids.length) {
      return { problem: { kind: 'out-of-range', count: ids.length } };
    }
    at = position.index - 1;
  } else {
    const before = 'before' in position;
    const target = before ? (position as { before: string }).before : (position as { after: string }).after;
    if (target === '') at = before ? 0 : others.length;
    else if (target === ruleId) return { problem: { kind: 'itself' } };
    else {
      const index = others.indexOf(target);
      if (index < 0) return { problem: { kind: 'no-target', rule: target } };
      at = before ? index : index + 1;
    }
  }
  return [...others.slice(0, at), ruleId, ...others.slice(at)];
}

/** The position that moves a rule one place up (-1) or down (+1); null at either end. */
export function stepPosition(ids: readonly string[], ruleId: string, step: -1 | 1): RulePosition | null {
  const index = ids.indexOf(ruleId);
  const neighbour = ids[index + step];
  if (index < 0 || neighbour === undefined) return null;
  return step < 0 ? { before: neighbour } : { after: neighbour };
}

/** The position for dropping `ruleId` where `targetId` is now (a drag and drop onto another row). */
export function dropPosition(ids: readonly string[], ruleId: string, targetId: string): RulePosition | null {
  const from = ids.indexOf(ruleId);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return null;
  return from < to ? { after: targetId } : { before: targetId };
}

export function samePositionOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
