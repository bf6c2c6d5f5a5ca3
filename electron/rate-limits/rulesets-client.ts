// A typed client of the rulesets API (v4) for one API token: token verification, zones, the http_ratelimit entry
// point of a zone and its rules, and ruleset versions. Every answer is the v4 envelope
// {result, success, errors, messages}; failures become RulesetsApiError (a DeskError) with the service's messages.
import axios, { type AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { RateLimitRule } from '../../shared/rate-limits/rule-model';
import { RATE_LIMIT_PHASE } from '../../shared/rate-limits/rule-model';
import type { RulePosition } from '../../shared/rate-limits/rule-order';
import { say } from '../language/say';
import { API_CODES, apiFailure, badResponse, RulesetsApiError, unreachable, type ApiErrorItem } from './api-error';
import { RL_REFUSALS, type RulesetsAction } from './refusal-messages';
import {
  envelopeSchema,
  rulesetSchema,
  tokenVerifySchema,
  versionListSchema,
  zoneListInfoSchema,
  zoneSchema,
  type Envelope,
  type RulesetRecord,
  type TokenVerification,
} from './api-shapes';

export interface RulesetsClientOptions {
  readonly timeoutMs?: number;
  /** Most zone pages fetched (50 zones each); an account with more is cut off rather than looping forever. */
  readonly maxZonePages?: number;
}

/** The body of an added or edited rule: the editable rule, plus what keeps its identity. */
export interface RuleBody extends RateLimitRule {
  readonly ref?: string;
  readonly position?: RulePosition;
}

/** A rule of a whole-list replacement: an id names an existing rule, which keeps it (and its counters). */
export interface ListedRuleBody extends RateLimitRule {
  readonly id?: string;
  readonly ref?: string;
}

const ZONES_PER_PAGE = 50;

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** The token travels in a header: only over https, except to this machine (the emulator). */
export function checkApiBaseUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new RulesetsApiError('bad-settings', say(RL_REFUSALS.addressNotUrl, { address: baseUrl }), 0, []);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new RulesetsApiError('bad-settings', say(RL_REFUSALS.addressNotHttps, { address: url.origin }), 0, []);
  }
  return url;
}

function errorItems(envelope: Envelope): ApiErrorItem[] {
  return envelope.errors.map((e) => ({
    code: e.code,
    message: e.message,
    ...(e.source?.pointer ? { pointer: e.source.pointer } : {}),
  }));
}

const id = (value: string): string => encodeURIComponent(value);

/** Version numbers go into a path: only digits get there. */
function versionSegment(version: string): string {
  if (!/^[1-9]\d{0,9}$/.test(version)) throw new Error(`not a ruleset version number: ${version}`);
  return version;
}

export class RulesetsClient {
  private readonly http: AxiosInstance;
  private readonly maxZonePages: number;

  constructor(
    readonly baseUrl: string,
    token: string,
    options: RulesetsClientOptions = {},
  ) {
    checkApiBaseUrl(baseUrl);
    this.maxZonePages = options.maxZonePages ?? 20;
    this.http = axios.create({
      baseURL: baseUrl.replace(/\/+$/, ''),
      timeout: options.timeoutMs ?? 20_000,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      // Every status is read as an envelope below; redirects could carry the token to another host.
      validateStatus: () => true,
      maxRedirects: 0,
    });
  }

  async verifyToken(): Promise<TokenVerification> {
    const envelope = await this.send('verifyToken', 'GET', '/user/tokens/verify');
    return this.parse('verifyToken', tokenVerifySchema, envelope);
  }

  /** Every zone the token can see, following the page numbers. */
  async listZones(): Promise<Array<z.output<typeof zoneSchema>>> {
    const zones: Array<z.output<typeof zoneSchema>> = [];
    for (let page = 1; page <= this.maxZonePages; page++) {
      const envelope = await this.send('listZones', 'GET', '/zones', undefined, {
        page,
        per_page: ZONES_PER_PAGE,
      });
      const items = this.parse('listZones', zoneSchema.array(), envelope);
      zones.push(...items);
      const info = zoneListInfoSchema.safeParse(envelope.result_info);
      const totalPages = info.success ? info.data?.total_pages : undefined;
      if (items.length < ZONES_PER_PAGE || (totalPages !== undefined && page >= totalPages)) break;
    }
    return zones;
  }

  /** The zone's http_ratelimit entry point ruleset, or "none" when the zone has none yet (404, code 10003). */
  async getRateLimitEntrypoint(zoneId: string): Promise<RulesetRecord | 'none'> {
    const action = 'readRules';
    try {
      const envelope = await this.send(
        action,
        'GET',
        `/zones/${id(zoneId)}/rulesets/phases/${RATE_LIMIT_PHASE}/entrypoint`,
      );
      return this.parse(action, rulesetSchema, envelope);
    } catch (error) {
      if (error instanceof RulesetsApiError && error.status === 404 && error.hasCode(API_CODES.notFound)) return 'none';
      throw error;
    }
  }

  async getRuleset(zoneId: string, rulesetId: string): Promise<RulesetRecord> {
    const envelope = await this.send('readRuleset', 'GET', `/zones/${id(zoneId)}/rulesets/${id(rulesetId)}`);
    return this.parse('readRuleset', rulesetSchema, envelope);
  }

  /** Creates the zone's entry point for http_ratelimit holding the given rules. */
  async createRateLimitRuleset(zoneId: string, rules: readonly RuleBody[]): Promise<RulesetRecord> {
    const action = 'createRuleset';
    const body = {
      name: 'default',
      description: 'Rate limiting rules (managed with Channel Desk)',
      kind: 'zone',
      phase: RATE_LIMIT_PHASE,
      rules,
    };
    return this.parse(action, rulesetSchema, await this.send(action, 'POST', `/zones/${id(zoneId)}/rulesets`, body));
  }

  /** Appends the rule, or places it where `rule.position` says. Answers the whole ruleset. */
  async addRule(zoneId: string, rulesetId: string, rule: RuleBody): Promise<RulesetRecord> {
    const action = 'addRule';
    return this.parse(
      action,
      rulesetSchema,
      await this.send(action, 'POST', `/zones/${id(zoneId)}/rulesets/${id(rulesetId)}/rules`, rule),
    );
  }

  /** Replaces the rule with `rule` (a new rule version). */
  async updateRule(zoneId: string, rulesetId: string, ruleId: string, rule: RuleBody): Promise<RulesetRecord> {
    const action = 'updateRule';
    const path = `/zones/${id(zoneId)}/rulesets/${id(rulesetId)}/rules/${id(ruleId)}`;
    return this.parse(action, rulesetSchema, await this.send(action, 'PATCH', path, rule));
  }

  /** A body holding only `position` moves the rule and leaves it unchanged (same version). */
  async moveRule(zoneId: string, rulesetId: string, ruleId: string, position: RulePosition): Promise<RulesetRecord> {
    const action = 'moveRule';
    const path = `/zones/${id(zoneId)}/rulesets/${id(rulesetId)}/rules/${id(ruleId)}`;
    return this.parse(action, rulesetSchema, await this.send(action, 'PATCH', path, { position }));
  }

  async deleteRule(zoneId: string, rulesetId: string, ruleId: string): Promise<RulesetRecord> {
    const action = 'deleteRule';
    const path = `/zones/${id(zoneId)}/rulesets/${id(rulesetId)}/rules/${id(ruleId)}`;
    return this.parse(action, rulesetSchema, await this.send(action, 'DELETE', path));
  }

  async listVersions(zoneId: string, rulesetId: string): Promise<z.output<typeof versionListSchema>> {
    const action = 'listVersions';
    return this.parse(
      action,
      versionListSchema,
      await this.send(action, 'GET', `/zones/${id(zoneId)}/rulesets/${id(rulesetId)}/versions`),
    );
  }

  /** One version of the ruleset, with its rules as they were. */
  async getVersion(zoneId: string, rulesetId: string, version: string): Promise<RulesetRecord> {
    const action = 'readVersion';
    const path = `/zones/${id(zoneId)}/rulesets/${id(rulesetId)}/versions/${versionSegment(version)}`;
    return this.parse(action, rulesetSchema, await this.send(action, 'GET', path));
  }

  /** Deletes an earlier version; the service answers 204 with no body, and refuses the current version (400). */
  async deleteVersion(zoneId: string, rulesetId: string, version: string): Promise<void> {
    const action = 'deleteVersion';
    const path = `/zones/${id(zoneId)}/rulesets/${id(rulesetId)}/versions/${versionSegment(version)}`;
    await this.send(action, 'DELETE', path);
  }

  /** Replaces the whole rule list of the zone's http_ratelimit entry point (rules left out are deleted). */
  async replaceRateLimitRules(zoneId: string, rules: readonly ListedRuleBody[]): Promise<RulesetRecord> {
    const action = 'replaceRules';
    const path = `/zones/${id(zoneId)}/rulesets/phases/${RATE_LIMIT_PHASE}/entrypoint`;
    return this.parse(action, rulesetSchema, await this.send(action, 'PUT', path, { rules }));
  }

  private parse<S extends z.ZodType>(action: RulesetsAction, schema: S, envelope: Envelope): z.output<S> {
    const parsed = schema.safeParse(envelope.result);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badResponse(
        action,
        200,
        `result${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'unexpected shape'}`,
      );
    }
    return parsed.data;
  }

  private async send(
    action: RulesetsAction,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    params?: Record<string, string | number>,
  ): Promise<Envelope> {
    let status: number;
    let data: unknown;
    try {
      const response = await this.http.request({
        method,
        url: path,
        ...(body === undefined ? {} : { data: body }),
        ...(params ? { params } : {}),
      });
      status = response.status;
      data = response.data;
    } catch (error) {
      // Only the error code and message: the axios error itself holds the request headers, token included.
      const code = (error as { code?: string }).code;
      const message = error instanceof Error ? error.message : String(error);
      throw unreachable(action, this.baseUrl, code ?? message);
    }
    if (status >= 300 && status < 400) throw badResponse(action, status, say(RL_REFUSALS.whyRedirect));
    // A deletion's answer: no envelope at all.
    if (status === 204) return { success: true, errors: [], messages: [], result: null };
    const parsed = envelopeSchema.safeParse(typeof data === 'string' && data.trim() !== '' ? safeJson(data) : data);
    if (!parsed.success) {
      throw status >= 400
        ? apiFailure(action, status, [])
        : badResponse(action, status, say(RL_REFUSALS.whyNotEnvelope));
    }
    const envelope = parsed.data;
    if (!envelope.success || status >= 400) throw apiFailure(action, status, errorItems(envelope));
    return envelope;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
