// Turns validated drafts into stored rules: new ids, per-rule versions ("1" on creation, +1 per change) and
// `ref` defaulting to the id. Key order is fixed here because stored rules are returned as they are.
import { newHexId } from './ids';
import type { RuleRecord } from './model';
import type { RuleDraft } from './rule-input';

export function newRule(draft: RuleDraft, timestamp: string): RuleRecord {
  const id = newHexId();
  return build(id, '1', draft, draft.ref ?? id, timestamp);
}

/** The rule replaced by `draft`: same id, next version, ref kept unless the draft names one. */
export function replaceRule(existing: RuleRecord, draft: RuleDraft, timestamp: string): RuleRecord {
  return build(existing.id, String(Number(existing.version) + 1), draft, draft.ref ?? existing.ref, timestamp);
}

/** True when storing `draft` over `existing` would change nothing a client can see. */
export function sameContent(existing: RuleRecord, draft: RuleDraft): boolean {
  const candidate = build(existing.id, existing.version, draft, draft.ref ?? existing.ref, existing.last_updated);
  return JSON.stringify(candidate) === JSON.stringify(existing);
}

function build(id: string, version: string, draft: RuleDraft, ref: string, timestamp: string): RuleRecord {
  return {
    id,
    version,
    action: draft.action,
    ...(draft.action_parameters !== undefined ? { action_parameters: structuredClone(draft.action_parameters) } : {}),
    expression: draft.expression,
    ...(draft.description !== undefined ? { description: draft.description } : {}),
    last_updated: timestamp,
    ref,
    enabled: draft.enabled,
    ...(draft.ratelimit !== undefined ? { ratelimit: structuredClone(draft.ratelimit) } : {}),
    ...(draft.logging !== undefined ? { logging: { ...draft.logging } } : {}),
  };
}
