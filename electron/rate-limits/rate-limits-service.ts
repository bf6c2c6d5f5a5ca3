// Rate limiting rules of the user's zones through the rulesets API: the API token (verified, then kept only in the
// vault, or the demo workspace's), the zones, and the rules of each zone's http_ratelimit entry point. Every rule is
// validated here with the shared rules language before it is sent. Rules are created the way the service documents:
// read the entry point; 200 → add the rule to it, 404 → create the entry point ruleset holding the rule.
import type {
  RuleView,
  RulesetVersionDetail,
  RulesetVersionSummary,
  TokenStatus,
  ZoneRules,
  ZoneSummary,
} from '../../shared/ipc/rate-limits';
import {
  DEFAULT_RULE_LIMITS,
  editableFields,
  type RateLimitRule,
  type RuleLimits,
} from '../../shared/rate-limits/rule-model';
import { applyPosition, samePositionOrder, type RulePosition } from '../../shared/rate-limits/rule-order';
import type { SecretVault } from '../auth/secret-vault';
import { DeskError } from '../ipc/desk-error';
import type { EventSink } from '../ipc/handlers';
import { say, sayingIntl } from '../language/say';
import { API_CODES, RulesetsApiError, writePermissionAdvice } from './api-error';
import { toRulesetSummary, toRuleView, toVersionSummaries, toZoneSummary, type RulesetRecord } from './api-shapes';
import { createApiTokenStore, maskToken, type ApiTokenStore } from './api-token-store';
import { RL_REFUSALS } from './refusal-messages';
import { assertValidRule } from './rule-check';
import { positionProblemText } from '../../shared/rate-limits/rule-order-words';
import { RulesetsClient, type ListedRuleBody, type RuleBody, type RulesetsClientOptions } from './rulesets-client';
import { chooseToken, type BoundToken, type ChosenToken } from './token-choice';

export interface RateLimitServiceDeps {
  readonly vault: SecretVault;
  /** The rulesets API base address in force (ends with /client/v4); read on every call. */
  readonly apiBaseUrl: () => string;
  readonly events: EventSink;
  /**
   * The demo workspace's token for its emulator's infrastructure account, while the demo is the account in force:
   * used until the user adds one of their own. Never stored, so signing out of the demo takes it away.
   */
  readonly demoToken?: () => BoundToken | undefined;
  readonly now?: () => number;
  /** Accepted periods and timeouts; the documented values unless the account differs. */
  readonly limits?: RuleLimits;
  readonly clientOptions?: RulesetsClientOptions;
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;

function zoneRules(zoneId: string, ruleset: RulesetRecord | 'none'): ZoneRules {
  if (ruleset === 'none') return { zoneId, ruleset: null, rules: [] };
  return { zoneId, ruleset: toRulesetSummary(ruleset), rules: ruleset.rules.map(toRuleView) };
}

function versionIsLive(version: string): DeskError {
  return new DeskError('in-use', say(RL_REFUSALS.versionLive, { version }));
}

/** The service's own reasons (its words), or the HTTP status when it gave none. */
function serviceAnswer(error: RulesetsApiError): string {
  return error.errors.map((e) => e.message).join('; ') || `HTTP ${error.status}`;
}

function findRule(rules: ZoneRules, ruleId: string): RuleView {
  const rule = rules.rules.find((r) => r.id === ruleId);
  if (!rule) {
    throw new DeskError('not-found', say(RL_REFUSALS.ruleGone));
  }
  return rule;
}

export function createRateLimitService(deps: RateLimitServiceDeps) {
  const store: ApiTokenStore = createApiTokenStore(deps.vault);
  const now = deps.now ?? Date.now;
  const limits = deps.limits ?? DEFAULT_RULE_LIMITS;

  const clientFor = (baseUrl: string, token: string): RulesetsClient =>
    new RulesetsClient(baseUrl, token, deps.clientOptions);

  const chosen = (): ChosenToken | undefined => chooseToken(deps.apiBaseUrl(), store.read(), deps.demoToken?.());

  /** A client with the token in force, refused when there is none or it belongs to another service address. */
  const client = (): RulesetsClient => {
    const token = chosen();
    if (!token) throw new DeskError('no-token', say(RL_REFUSALS.noToken));
    const baseUrl = deps.apiBaseUrl();
    if (token.apiBaseUrl !== baseUrl) {
      throw new DeskError(
        'token-for-other-service',
        say(RL_REFUSALS.tokenForOtherService, { stored: token.apiBaseUrl, current: baseUrl }),
      );
    }
    return clientFor(token.apiBaseUrl, token.token);
  };

  const changed = (result: ZoneRules): ZoneRules => {
    deps.events.emit('rateLimits.changed', { zoneId: result.zoneId, version: result.ruleset?.version ?? null });
    return result;
  };

  const rulesOf = async (zoneId: string, rulesetId: string): Promise<ZoneRules> => {
    const ruleset = await client().getRuleset(zoneId, rulesetId);
    return zoneRules(zoneId, ruleset);
  };

  const noToken = (): TokenStatus => ({ hasToken: false, verified: false, apiBaseUrl: deps.apiBaseUrl() });

  const status = async (): Promise<TokenStatus> => {
    const token = chosen();
    const apiBaseUrl = deps.apiBaseUrl();
    if (!token) return noToken();
    const base = {
      hasToken: true,
      hint: maskToken(token.token),
      apiBaseUrl,
      ...(token.source === 'demo' ? { demo: true } : {}),
    };
    if (token.apiBaseUrl !== apiBaseUrl) {
      return {
        ...base,
        verified: false,
        problem: say(RL_REFUSALS.statusOtherService, { stored: token.apiBaseUrl, current: apiBaseUrl }),
      };
    }
    try {
      const verification = await clientFor(apiBaseUrl, token.token).verifyToken();
      if (verification.status !== 'active') {
        return {
          ...base,
          verified: false,
          problem: say(RL_REFUSALS.statusInactive, { status: verification.status }),
        };
      }
      return { ...base, verified: true, verifiedAt: new Date(now()).toISOString() };
    } catch (error) {
      if (error instanceof DeskError) return { ...base, verified: false, problem: error.message };
      throw error;
    }
  };

  return {
    status,

    async setToken(token: string): Promise<TokenStatus> {
      const apiBaseUrl = deps.apiBaseUrl();
      const candidate = clientFor(apiBaseUrl, token);
      let verification;
      try {
        verification = await candidate.verifyToken();
      } catch (error) {
        if (error instanceof RulesetsApiError && error.code === 'token-rejected') {
          throw new DeskError(
            'token-rejected',
            say(RL_REFUSALS.tokenRefused, { reasons: serviceAnswer(error) }),
            error.errors,
          );
        }
        throw error;
      }
      if (verification.status !== 'active') {
        throw new DeskError('token-inactive', say(RL_REFUSALS.tokenInactive, { status: verification.status }));
      }
      // An active token may still lack the permissions the rules need. Reading a zone's rate limiting rules shows
      // it now, not at the user's first save.
      try {
        const zones = await candidate.listZones();
        if (zones[0]) await candidate.getRateLimitEntrypoint(zones[0].id);
      } catch (error) {
        if (error instanceof RulesetsApiError && error.code === 'permission-denied') {
          throw new DeskError(
            'permission-denied',
            say(RL_REFUSALS.tokenCannotWrite, { reasons: serviceAnswer(error), advice: writePermissionAdvice() }),
            error.errors,
          );
        }
        throw error;
      }
      const verifiedAt = new Date(now()).toISOString();
      store.write({ token, apiBaseUrl, tokenId: verification.id, verifiedAt });
      deps.events.emit('rateLimits.tokenChanged', { hasToken: true });
      return { hasToken: true, hint: maskToken(token), verified: true, verifiedAt, apiBaseUrl };
    },

    /** Forgets the user's token; in the demo workspace its demo token is in force again. */
    async removeToken(): Promise<TokenStatus> {
      store.remove();
      const next = await status();
      deps.events.emit('rateLimits.tokenChanged', { hasToken: next.hasToken });
      return next;
    },

    /**
     * Forgets the user's token if it is bound to `apiBaseUrl`: when the demo workspace is signed out, a token its
     * emulator issued (the only kind it accepts) is of no use anywhere else.
     */
    forgetTokenBoundTo(apiBaseUrl: string): void {
      if (store.read()?.apiBaseUrl !== apiBaseUrl) return;
      store.remove();
      deps.events.emit('rateLimits.tokenChanged', { hasToken: false });
    },

    async zones(): Promise<ZoneSummary[]> {
      return (await client().listZones()).map(toZoneSummary);
    },

    async rules(zoneId: string): Promise<ZoneRules> {
      return zoneRules(zoneId, await client().getRateLimitEntrypoint(zoneId));
    },

    async createRule(zoneId: string, rule: RateLimitRule): Promise<ZoneRules> {
      assertValidRule(rule, limits);
      const api = client();
      const entry = await api.getRateLimitEntrypoint(zoneId);
      if (entry !== 'none') return changed(zoneRules(zoneId, await api.addRule(zoneId, entry.id, rule)));
      try {
        return changed(zoneRules(zoneId, await api.createRateLimitRuleset(zoneId, [rule])));
      } catch (error) {
        // Someone created the entry point between our read and our create: add the rule to theirs.
        if (!(error instanceof RulesetsApiError && error.hasCode(API_CODES.tooManyZoneRulesets))) throw error;
        const created = await api.getRateLimitEntrypoint(zoneId);
        if (created === 'none') throw error;
        return changed(zoneRules(zoneId, await api.addRule(zoneId, created.id, rule)));
      }
    },

    async updateRule(zoneId: string, rulesetId: string, ruleId: string, rule: RateLimitRule): Promise<ZoneRules> {
      assertValidRule(rule, limits);
      const existing = findRule(await rulesOf(zoneId, rulesetId), ruleId);
      // The service replaces the whole rule: keep its ref (its stable name) and, unless told, its on/off state.
      const body: RuleBody = { ...rule, enabled: rule.enabled ?? existing.enabled, ref: existing.ref };
      return changed(zoneRules(zoneId, await client().updateRule(zoneId, rulesetId, ruleId, body)));
    },

    async setEnabled(zoneId: string, rulesetId: string, ruleId: string, enabled: boolean): Promise<ZoneRules> {
      const current = await rulesOf(zoneId, rulesetId);
      const existing = findRule(current, ruleId);
      if (existing.enabled === enabled) return current;
      const body: RuleBody = { ...editableFields(existing), enabled, ref: existing.ref };
      return changed(zoneRules(zoneId, await client().updateRule(zoneId, rulesetId, ruleId, body)));
    },

    async deleteRule(zoneId: string, rulesetId: string, ruleId: string): Promise<ZoneRules> {
      return changed(zoneRules(zoneId, await client().deleteRule(zoneId, rulesetId, ruleId)));
    },

    /**
     * Every rule of the http_ratelimit phase is a rate limiting rule, so any order keeps them "at the end" as the
     * service requires; the position is still checked against the current list so a stale screen gets a clear
     * answer instead of the service's.
     */
    async moveRule(zoneId: string, rulesetId: string, ruleId: string, position: RulePosition): Promise<ZoneRules> {
      const current = await rulesOf(zoneId, rulesetId);
      const ids = current.rules.map((r) => r.id);
      const next = applyPosition(ids, ruleId, position);
      if (!Array.isArray(next)) {
        const problem = positionProblemText(next.problem, sayingIntl());
        throw new DeskError('invalid-position', say(RL_REFUSALS.cannotMove, { problem }));
      }
      if (samePositionOrder(ids, next)) return current;
      return changed(zoneRules(zoneId, await client().moveRule(zoneId, rulesetId, ruleId, position)));
    },

    async versions(zoneId: string, rulesetId: string): Promise<RulesetVersionSummary[]> {
      return toVersionSummaries(await client().listVersions(zoneId, rulesetId));
    },

    /**
     * The current version is the rules live now: the service refuses to delete it, so it is not asked (and a change
     * made elsewhere meanwhile, which the service then refuses, is said the same way).
     */
    async deleteVersion(zoneId: string, rulesetId: string, version: string): Promise<RulesetVersionSummary[]> {
      const api = client();
      const live = async () => (await api.getRuleset(zoneId, rulesetId)).version === version;
      if (await live()) throw versionIsLive(version);
      try {
        await api.deleteVersion(zoneId, rulesetId, version);
      } catch (error) {
        if (error instanceof RulesetsApiError && error.status === 400 && (await live())) throw versionIsLive(version);
        throw error;
      }
      return toVersionSummaries(await api.listVersions(zoneId, rulesetId));
    },

    async version(zoneId: string, rulesetId: string, version: string): Promise<RulesetVersionDetail> {
      const record = await client().getVersion(zoneId, rulesetId, version);
      return {
        version: record.version,
        last_updated: record.last_updated,
        name: record.name,
        ...(record.description !== undefined ? { description: record.description } : {}),
        rules: record.rules.map(toRuleView),
      };
    },

    async replaceRules(
      zoneId: string,
      rules: readonly (RateLimitRule & { readonly ref?: string })[],
    ): Promise<ZoneRules> {
      rules.forEach((rule) => assertValidRule(rule, limits));
      const api = client();
      const entry = await api.getRateLimitEntrypoint(zoneId);
      const byRef = new Map(entry === 'none' ? [] : entry.rules.map((r) => [r.ref ?? r.id, r.id]));
      const body: ListedRuleBody[] = rules.map(({ ref, ...rule }) => {
        const id = ref ? byRef.get(ref) : undefined;
        return {
          ...(id ? { id } : {}),
          ...(ref ? { ref } : {}),
          ...editableFields(rule),
          enabled: rule.enabled ?? true,
        };
      });
      return changed(zoneRules(zoneId, await api.replaceRateLimitRules(zoneId, body)));
    },

    /**
     * The API has no rollback: an earlier version comes back as a new one, its rules sent as the entry point's
     * whole list. Each keeps its ref; rules that still exist keep their id too, so their counters carry on.
     */
    async restoreVersion(zoneId: string, rulesetId: string, version: string): Promise<ZoneRules> {
      const api = client();
      const [earlier, now] = await Promise.all([
        api.getVersion(zoneId, rulesetId, version),
        api.getRuleset(zoneId, rulesetId),
      ]);
      const existing = new Set(now.rules.map((r) => r.id));
      const rules: ListedRuleBody[] = earlier.rules.map(toRuleView).map((rule) => ({
        ...(existing.has(rule.id) ? { id: rule.id } : {}),
        ref: rule.ref,
        ...editableFields(rule),
        enabled: rule.enabled,
      }));
      return changed(zoneRules(zoneId, await api.replaceRateLimitRules(zoneId, rules)));
    },
  };
}
