// Calls and events of the Rate limits screen: the rulesets API token, the zones, and the rate limiting rules of a
// zone's http_ratelimit entry point. The token goes in through setToken and never comes back: the renderer sees
// only whether one is stored, a masked hint and whether the service accepts it.
import { z } from 'zod';
import { BLOCK_CONTENT_TYPES, RATE_LIMIT_ACTIONS, type RateLimitRule } from '../rate-limits/rule-model';
import { MAX_EXPRESSION_LENGTH } from '../rate-limits/expression-check';
import { MAX_CHARACTERISTICS, MAX_DESCRIPTION_LENGTH, MAX_THRESHOLD } from '../rate-limits/rule-validation';
import { MAX_OWN_ADDRESSES, MAX_OWN_ADDRESS_CHARS, ownAddressFault } from '../rate-limits/own-addresses';
import type { ReplayReport } from '../rate-limits/replay-report';
import { uploadSourceSchema } from '../uploads/upload-source';
import { call, type CallMap, type EventMap } from './define';

// ---- views -------------------------------------------------------------------------------------------------------

export interface TokenStatus {
  readonly hasToken: boolean;
  /** The token's last characters, e.g. "••••7f3a"; never more. */
  readonly hint?: string;
  /** The service confirmed the token is active just now. */
  readonly verified: boolean;
  /** ISO time of that confirmation. */
  readonly verifiedAt?: string;
  /** Why the stored token could not be confirmed (revoked, service unreachable, another service address). */
  readonly problem?: string;
  /** Where the app sends rulesets API calls. */
  readonly apiBaseUrl: string;
  /**
   * The token in force is the demo workspace's, for its emulator's infrastructure account: nothing to add, and it
   * goes when the user signs out of the demo or adds a token of their own.
   */
  readonly demo?: boolean;
}

export interface ZoneSummary {
  readonly id: string;
  readonly name: string;
  readonly status?: string;
  /** The plan's name, e.g. "Pro Website"; plans cap the number of rate limiting rules. */
  readonly plan?: string;
}

/** A rule as the service stores it: the editable rule plus what the service assigns. */
export interface RuleView extends RateLimitRule {
  readonly id: string;
  readonly ref: string;
  readonly version: string;
  readonly enabled: boolean;
  readonly last_updated: string;
}

export interface RulesetSummary {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly last_updated: string;
}

/** The rate limiting rules of a zone, in the order the edge applies them; `ruleset` null while none exists. */
export interface ZoneRules {
  readonly zoneId: string;
  readonly ruleset: RulesetSummary | null;
  readonly rules: readonly RuleView[];
}

export interface RulesetVersionSummary {
  readonly version: string;
  readonly last_updated: string;
  readonly name?: string;
  readonly description?: string;
}

/** One version of the zone's ruleset with its rules, as the service kept them. */
export interface RulesetVersionDetail extends RulesetVersionSummary {
  readonly rules: readonly RuleView[];
}

// ---- inputs ------------------------------------------------------------------------------------------------------

/** Identifiers of zones, rulesets and rules: 32 hex digits. Anything else would be spliced into an API path. */
export const apiIdSchema = z.string().regex(/^[0-9a-f]{32}$/i, 'must be an identifier of 32 hex digits');

/** API tokens are 40 characters of letters, digits, "-" and "_"; pasted spaces are forgiven. */
export const apiTokenSchema = z
  .string()
  .trim()
  .min(20, 'is too short to be an API token')
  .max(200, 'is too long to be an API token')
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"');

const blockResponseSchema = z.strictObject({
  status_code: z.int().min(100).max(599),
  content_type: z.enum(BLOCK_CONTENT_TYPES),
  // Bounded above the service's 30 KB so that the service's own, clearer message explains a body that is too big.
  content: z.string().max(64 * 1024),
});

export const rateLimitRuleSchema = z.strictObject({
  description: z.string().max(MAX_DESCRIPTION_LENGTH),
  expression: z.string().max(MAX_EXPRESSION_LENGTH),
  action: z.enum(RATE_LIMIT_ACTIONS),
  action_parameters: z.strictObject({ response: blockResponseSchema.optional() }).optional(),
  ratelimit: z.strictObject({
    characteristics: z.array(z.string().min(1).max(200)).min(1).max(MAX_CHARACTERISTICS).readonly(),
    period: z.int().min(1).max(86_400),
    requests_per_period: z.int().min(1).max(MAX_THRESHOLD).optional(),
    score_per_period: z.int().min(1).max(MAX_THRESHOLD).optional(),
    score_response_header_name: z.string().max(100).optional(),
    mitigation_timeout: z.int().min(0).max(86_400).optional(),
    requests_to_origin: z.boolean().optional(),
    counting_expression: z.string().max(MAX_EXPRESSION_LENGTH).optional(),
  }),
  enabled: z.boolean().optional(),
});

/** "" is the service's "first" (before) or "last" (after). */
const positionTargetSchema = z.union([z.literal(''), apiIdSchema]);

export const rulePositionSchema = z.union([
  z.strictObject({ before: positionTargetSchema }),
  z.strictObject({ after: positionTargetSchema }),
  z.strictObject({ index: z.int().min(1).max(10_000) }),
]);

const zoneInput = z.strictObject({ zoneId: apiIdSchema });
const rulesetInput = z.strictObject({ zoneId: apiIdSchema, rulesetId: apiIdSchema });
const ruleRef = { zoneId: apiIdSchema, rulesetId: apiIdSchema, ruleId: apiIdSchema };

export const setTokenInput = z.strictObject({ token: apiTokenSchema });
export const createRuleInput = z.strictObject({ zoneId: apiIdSchema, rule: rateLimitRuleSchema });
export const updateRuleInput = z.strictObject({ ...ruleRef, rule: rateLimitRuleSchema });
export const setEnabledInput = z.strictObject({ ...ruleRef, enabled: z.boolean() });
export const deleteRuleInput = z.strictObject(ruleRef);
export const moveRuleInput = z.strictObject({ ...ruleRef, position: rulePositionSchema });

/** A ruleset version number: the service counts from 1 and writes it as a string. */
export const rulesetVersionSchema = z.string().regex(/^[1-9]\d{0,9}$/, 'must be a version number (1 or more)');
/** Rules a whole list replaces the entry point's with (an import); each may name its ref. */
export const MAX_RULES_PER_IMPORT = 100;
export const replaceRulesInput = z.strictObject({
  zoneId: apiIdSchema,
  rules: z
    .array(
      rateLimitRuleSchema.extend({
        ref: z
          .string()
          .max(64)
          .regex(/^[\x21-\x7e]*$/, 'may contain only printable characters without spaces')
          .optional(),
      }),
    )
    .max(MAX_RULES_PER_IMPORT),
});
export const versionInput = z.strictObject({
  zoneId: apiIdSchema,
  rulesetId: apiIdSchema,
  version: rulesetVersionSchema,
});

/** A replay's id, chosen by the page so that it can cancel the replay and match its progress events. */
export const replayIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or "-"');

/** Rules replayed together, in order (the first that acts on a request is the one that stops it). */
export const MAX_RULES_PER_DRAFT = 20;

/**
 * How long a replay may run before it stops, in seconds: a setting of the replay, so a hostile log (lines made to be
 * slow) holds one core for at most this long. A million ordinary lines take a couple of seconds.
 */
export const REPLAY_TIME_LIMIT_SECONDS = { default: 60, min: 10, max: 600 } as const;

export const replayLogInput = z.strictObject({
  replayId: replayIdSchema,
  /** The replay's time limit; REPLAY_TIME_LIMIT_SECONDS.default when left out. */
  timeLimitSeconds: z.number().int().min(REPLAY_TIME_LIMIT_SECONDS.min).max(REPLAY_TIME_LIMIT_SECONDS.max).optional(),
  /** A log the user picked (its path, or browser mode's staged copy), or the demo workspace's sample log. */
  log: z.union([uploadSourceSchema, z.strictObject({ kind: z.literal('demo-sample') })]),
  /** The zone's name: the host of logged requests whose line does not name one. */
  host: z.string().min(1).max(253),
  /** One draft, or two compared side by side. */
  drafts: z
    .array(
      z.strictObject({
        label: z.string().min(1).max(80),
        rules: z.array(rateLimitRuleSchema).min(1).max(MAX_RULES_PER_DRAFT),
      }),
    )
    .min(1)
    .max(2),
});

export const replayCancelInput = z.strictObject({ replayId: replayIdSchema });

export const setOwnAddressesInput = z.strictObject({
  addresses: z
    .array(
      z
        .string()
        .max(MAX_OWN_ADDRESS_CHARS)
        .superRefine((entry, ctx) => {
          // The screen says why in the creator's language (ownAddressProblem); the contract only refuses.
          const fault = ownAddressFault(entry);
          if (fault) ctx.addIssue({ code: 'custom', message: `not an address or a range: ${fault.kind}` });
        }),
    )
    .max(MAX_OWN_ADDRESSES),
});

export type ReplayAnswer =
  { readonly outcome: 'done'; readonly report: ReplayReport } | { readonly outcome: 'cancelled' };

export interface OwnAddresses {
  readonly addresses: readonly string[];
  /** The list is the demo workspace's example (nothing saved yet while the demo is signed in). */
  readonly demo: boolean;
}

// ---- the contract ------------------------------------------------------------------------------------------------

export const rateLimitCalls = {
  /** Whether a token is stored, its hint, and whether the service accepts it now. */
  'rateLimits.status': call<z.ZodUndefined, TokenStatus>(z.undefined()),
  /** Verifies the token with the service and stores it (encrypted) only if it is active and may manage rules. */
  'rateLimits.setToken': call<typeof setTokenInput, TokenStatus>(setTokenInput),
  /** Forgets the user's token; the answer is the status after it (the demo token in force again, in the demo). */
  'rateLimits.removeToken': call<z.ZodUndefined, TokenStatus>(z.undefined()),
  'rateLimits.zones': call<z.ZodUndefined, readonly ZoneSummary[]>(z.undefined()),
  'rateLimits.rules': call<typeof zoneInput, ZoneRules>(zoneInput),
  /** Adds the rule at the end of the zone's entry point, creating the entry point with it when there is none. */
  'rateLimits.createRule': call<typeof createRuleInput, ZoneRules>(createRuleInput),
  /** Replaces a rule's fields; `rule.enabled` absent keeps the rule's current state. */
  'rateLimits.updateRule': call<typeof updateRuleInput, ZoneRules>(updateRuleInput),
  'rateLimits.setEnabled': call<typeof setEnabledInput, ZoneRules>(setEnabledInput),
  'rateLimits.deleteRule': call<typeof deleteRuleInput, ZoneRules>(deleteRuleInput),
  /** Moves a rule; the rule keeps its version (and the edge its counters). */
  'rateLimits.moveRule': call<typeof moveRuleInput, ZoneRules>(moveRuleInput),
  'rateLimits.versions': call<typeof rulesetInput, readonly RulesetVersionSummary[]>(rulesetInput),
  /** One version with its rules. */
  'rateLimits.version': call<typeof versionInput, RulesetVersionDetail>(versionInput),
  /**
   * Sends an earlier version's rules as the entry point's rules (a new version; the API has no rollback). Rules keep
   * their refs, and their ids where the rule still exists, so the edge keeps those rules' counters.
   */
  'rateLimits.restoreVersion': call<typeof versionInput, ZoneRules>(versionInput),
  /**
   * Deletes an earlier version from the history (the rules live now are untouched); the answer is the versions left.
   * The current version cannot be deleted, as the service refuses it.
   */
  'rateLimits.deleteVersion': call<typeof versionInput, readonly RulesetVersionSummary[]>(versionInput),
  /**
   * Replaces the zone's rate limiting rules with these (an import), creating the entry point if there is none.
   * Rules whose ref names an existing rule keep its id, so their counters carry on.
   */
  'rateLimits.replaceRules': call<typeof replaceRulesInput, ZoneRules>(replaceRulesInput),
  /**
   * Replays an access log through one or two drafts on the replay thread, in log time; progress comes as
   * rateLimits.replayProgress. A new replay cancels the one running.
   */
  'rateLimits.replayLog': call<typeof replayLogInput, ReplayAnswer>(replayLogInput),
  /** Stops a replay; its call answers { outcome: 'cancelled' }. An unknown or finished id is no error. */
  'rateLimits.cancelReplay': call<typeof replayCancelInput, void>(replayCancelInput),
  /** The creator's own addresses, which a replay flags when a draft would stop them. */
  'rateLimits.ownAddresses': call<z.ZodUndefined, OwnAddresses>(z.undefined()),
  'rateLimits.setOwnAddresses': call<typeof setOwnAddressesInput, OwnAddresses>(setOwnAddressesInput),
} satisfies CallMap;

export const rateLimitEvents = {
  /** A zone's rules changed through this app (any window). */
  'rateLimits.changed': z.object({ zoneId: z.string(), version: z.string().nullable() }),
  /** A token was stored or removed. */
  'rateLimits.tokenChanged': z.object({ hasToken: z.boolean() }),
  /** How far a replay got: bytes of the file read (compressed ones for gzip) of its size, and lines. */
  'rateLimits.replayProgress': z.object({
    replayId: z.string(),
    read: z.number().nonnegative(),
    size: z.number().nonnegative(),
    lines: z.number().int().nonnegative(),
  }),
} satisfies EventMap;
