// What changes between two rule lists of a ruleset (two versions, the zone now and after a save, a file and the
// zone): rules added and removed, fields changed per rule, and the new order. Rules are matched by `ref` first (the
// name a rule keeps across updates and exports), then by `id`. Fields are compared as paths into the rule
// ("ratelimit.period"), so a change reads field by field and a diff applied to the first list gives the second.

/** Any rule shape: interfaces (no index signature) included. */
export type DiffableRule = object;

export interface FieldChange {
  /** "expression", "ratelimit.period", "action_parameters.response.status_code", … */
  readonly field: string;
  /** Absent when the field is added. */
  readonly before?: unknown;
  /** Absent when the field is removed. */
  readonly after?: unknown;
}

/** One rule of the second list: kept from the first (with its field changes) or added. */
export type OrderEntry =
  | { readonly kind: 'kept'; readonly from: number; readonly changes: readonly FieldChange[] }
  | { readonly kind: 'added'; readonly rule: DiffableRule };

export interface RuleListDiff<R extends DiffableRule = DiffableRule> {
  /** The second list, rule by rule, in its order. */
  readonly order: readonly OrderEntry[];
  readonly added: readonly R[];
  /** Rules of the first list that the second does not hold. */
  readonly removed: readonly R[];
  readonly changed: readonly { readonly before: R; readonly after: R; readonly changes: readonly FieldChange[] }[];
  /** The rules both lists hold are in another order. */
  readonly reordered: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rule as paths to leaf values; arrays and empty objects are leaves. */
export function flattenRule(rule: DiffableRule): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (value: object, prefix: string): void => {
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      if (isPlainObject(inner) && Object.keys(inner).length > 0) walk(inner, path);
      else out.set(path, inner);
    }
  };
  walk(rule, '');
  return out;
}

function unflatten(fields: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of fields) {
    const keys = path.split('.');
    let target = out;
    for (const key of keys.slice(0, -1)) {
      if (!isPlainObject(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1]!] = structuredClone(value);
  }
  return out;
}

/** Equality of JSON values, key order ignored. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return (
      keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length &&
      keys.every((k) => sameValue(a[k], b[k]))
    );
  }
  return false;
}

export function fieldChanges(before: DiffableRule, after: DiffableRule): FieldChange[] {
  const a = flattenRule(before);
  const b = flattenRule(after);
  const changes: FieldChange[] = [];
  for (const [field, value] of a) {
    if (!b.has(field)) changes.push({ field, before: value });
    else if (!sameValue(value, b.get(field))) changes.push({ field, before: value, after: b.get(field) });
  }
  for (const [field, value] of b) if (!a.has(field)) changes.push({ field, after: value });
  return changes;
}

const textKey = (rule: DiffableRule, key: 'ref' | 'id'): string | undefined => {
  const value = (rule as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** For each rule of `b`, the index of its match in `a` (by ref, then id), or -1. Each rule of `a` matches once. */
function matchRules(a: readonly DiffableRule[], b: readonly DiffableRule[]): number[] {
  const used = new Set<number>();
  const matches = b.map(() => -1);
  for (const key of ['ref', 'id'] as const) {
    const index = new Map<string, number>();
    a.forEach((rule, i) => {
      const k = textKey(rule, key);
      if (k !== undefined && !used.has(i) && !index.has(k)) index.set(k, i);
    });
    b.forEach((rule, j) => {
      if (matches[j] !== -1) return;
      const k = textKey(rule, key);
      const i = k === undefined ? undefined : index.get(k);
      if (i === undefined || used.has(i)) return;
      matches[j] = i;
      used.add(i);
    });
  }
  return matches;
}

export function diffRuleLists<R extends DiffableRule>(a: readonly R[], b: readonly R[]): RuleListDiff<R> {
  const matches = matchRules(a, b);
  const order: OrderEntry[] = [];
  const added: R[] = [];
  const changed: { before: R; after: R; changes: FieldChange[] }[] = [];
  b.forEach((rule, j) => {
    const from = matches[j]!;
    if (from === -1) {
      added.push(rule);
      order.push({ kind: 'added', rule: structuredClone(rule) });
      return;
    }
    const changes = fieldChanges(a[from]!, rule);
    if (changes.length > 0) changed.push({ before: a[from]!, after: rule, changes });
    order.push({ kind: 'kept', from, changes });
  });
  const kept = new Set(matches.filter((i) => i !== -1));
  const keptOrder = matches.filter((i) => i !== -1);
  return {
    order,
    added,
    removed: a.filter((_, i) => !kept.has(i)),
    changed,
    reordered: keptOrder.some((i, k) => k > 0 && i < keptOrder[k - 1]!),
  };
}

export function isEmptyDiff(diff: RuleListDiff): boolean {
  return diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0 && !diff.reordered;
}

/** The second list again, from the first and their diff. */
export function applyRuleDiff(a: readonly DiffableRule[], diff: RuleListDiff): DiffableRule[] {
  return diff.order.map((entry) => {
    if (entry.kind === 'added') return structuredClone<DiffableRule>(entry.rule);
    const source = a[entry.from];
    if (!source) throw new Error(`the diff names rule ${entry.from + 1}, which the list does not have`);
    const fields = flattenRule(source);
    for (const change of entry.changes) {
      if ('after' in change && change.after !== undefined) fields.set(change.field, change.after);
      else fields.delete(change.field);
    }
    return unflatten(fields);
  });
}
