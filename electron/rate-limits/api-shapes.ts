// What the rulesets API answers, checked before anything reads it (the SDK's RulesetGetResponse, Zone and
// TokenVerifyResponse, reduced to the fields the app uses). Unknown extra fields are allowed: the service adds
// fields over time, and this client must not break on them.
import { z } from 'zod';
import { BLOCK_CONTENT_TYPES, RATE_LIMIT_ACTIONS } from '../../shared/rate-limits/rule-model';
import type { RuleView, RulesetSummary, RulesetVersionSummary, ZoneSummary } from '../../shared/ipc/rate-limits';

export const envelopeSchema = z.object({
  success: z.boolean(),
  errors: z
    .array(
      z.object({
        code: z.number(),
        message: z.string(),
        source: z.object({ pointer: z.string().optional() }).optional(),
      }),
    )
    .default([]),
  messages: z.array(z.unknown()).default([]),
  result: z.unknown(),
  result_info: z.record(z.string(), z.unknown()).nullish(),
});
export type Envelope = z.output<typeof envelopeSchema>;

export const tokenVerifySchema = z.object({
  id: z.string(),
  status: z.string(),
  expires_on: z.string().nullish(),
  not_before: z.string().nullish(),
});
export type TokenVerification = z.output<typeof tokenVerifySchema>;

export const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string().optional(),
  plan: z.object({ name: z.string().optional() }).nullish(),
});

export const zoneListInfoSchema = z
  .object({ page: z.number().optional(), total_pages: z.number().optional() })
  .nullish();

const ruleRecordSchema = z.object({
  id: z.string(),
  version: z.string(),
  ref: z.string().optional(),
  action: z.enum(RATE_LIMIT_ACTIONS),
  expression: z.string(),
  description: z.string().optional(),
  enabled: z.boolean().optional(),
  last_updated: z.string(),
  action_parameters: z
    .object({
      response: z
        .object({
          status_code: z.number().default(429),
          content_type: z.enum(BLOCK_CONTENT_TYPES),
          content: z.string(),
        })
        .optional(),
    })
    .optional(),
  ratelimit: z.object({
    characteristics: z.array(z.string()),
    period: z.number(),
    requests_per_period: z.number().optional(),
    score_per_period: z.number().optional(),
    score_response_header_name: z.string().optional(),
    mitigation_timeout: z.number().optional(),
    requests_to_origin: z.boolean().optional(),
    counting_expression: z.string().optional(),
  }),
});

export const rulesetSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  description: z.string().optional(),
  kind: z.string().optional(),
  phase: z.string().optional(),
  version: z.string(),
  last_updated: z.string(),
  rules: z.array(ruleRecordSchema).default([]),
});
export type RulesetRecord = z.output<typeof rulesetSchema>;

export const versionListSchema = z.array(
  z.object({
    version: z.string(),
    last_updated: z.string(),
    name: z.string().optional(),
    description: z.string().optional(),
  }),
);

export function toZoneSummary(zone: z.output<typeof zoneSchema>): ZoneSummary {
  return {
    id: zone.id,
    name: zone.name,
    ...(zone.status ? { status: zone.status } : {}),
    ...(zone.plan?.name ? { plan: zone.plan.name } : {}),
  };
}

export function toRulesetSummary(ruleset: RulesetRecord): RulesetSummary {
  return { id: ruleset.id, name: ruleset.name, version: ruleset.version, last_updated: ruleset.last_updated };
}

export function toRuleView(rule: RulesetRecord['rules'][number]): RuleView {
  const response = rule.action_parameters?.response;
  return {
    id: rule.id,
    ref: rule.ref ?? rule.id,
    version: rule.version,
    enabled: rule.enabled !== false,
    last_updated: rule.last_updated,
    description: rule.description ?? '',
    expression: rule.expression,
    action: rule.action,
    ...(response ? { action_parameters: { response } } : {}),
    ratelimit: rule.ratelimit,
  };
}

export function toVersionSummaries(list: z.output<typeof versionListSchema>): RulesetVersionSummary[] {
  // Newest first: that is the one a person looks for.
  return [...list].sort((a, b) => Number(b.version) - Number(a.version));
}
