// The rulesets of every zone and their versions: each change validates the whole resulting rule list (ordering,
// plan limits, unique refs), appends a new version and persists the state. `dryRun` runs the same checks and
// stores nothing.
import { CF_CODES, cfErrors } from './cf-error';
import { newHexId, newTokenValue, rfc3339 } from './ids';
import {
  currentVersion,
  type PlanId,
  type RuleRecord,
  type RulesetRecord,
  type RulesetsState,
  type RulesetVersion,
  type TokenRecord,
  type ZoneRecord,
} from './model';
import { parsePosition, placeRule, type Position } from './position';
import { checkOrderAndRefs, checkPlanLimit } from './rule-list-checks';
import { isObject, Problems } from './problems';
import { newRule, replaceRule, sameContent } from './rule-records';
import { validateRuleInput, type RuleDraft } from './rule-input';
import { validateRulesetFields, validatePhase } from './ruleset-input';
import type { RulesetsSettings } from './settings';
import type { RulesetsStateFile } from './state-file';

export interface RulesetsServiceOptions {
  readonly state: RulesetsState;
  readonly file: RulesetsStateFile;
  readonly settings: RulesetsSettings;
  readonly now: () => number;
}

export class RulesetsService {
  settings: RulesetsSettings;
  private readonly state: RulesetsState;
  private readonly file: RulesetsStateFile;
  private readonly now: () => number;

  constructor(options: RulesetsServiceOptions) {
    this.state = options.state;
    this.file = options.file;
    this.settings = options.settings;
    this.now = options.now;
  }

  // ---- accounts ------------------------------------------------------------------------------------------------

  tokenByValue(value: string): TokenRecord | undefined {
    return this.state.tokens.find((t) => t.value === value);
  }

  /** A new API token of the account, as the dashboard creates one: the value is shown once, to the caller. */
  issueToken(name: string, permissions: readonly string[]): TokenRecord {
    const token: TokenRecord = { id: newHexId(), value: newTokenValue(), name, permissions: [...permissions] };
    this.state.tokens.push(token);
    this.persist();
    return token;
  }

  zones(): readonly ZoneRecord[] {
    return this.state.zones;
  }

  zoneById(id: string): ZoneRecord | undefined {
    return this.state.zones.find((z) => z.id === id);
  }

  /** Host names are case-insensitive. */
  zoneByName(name: string): ZoneRecord | undefined {
    const wanted = name.toLowerCase();
    return this.state.zones.find((z) => z.name.toLowerCase() === wanted);
  }

  /** Back to the seeded account: no rulesets, seeded plans. */
  resetTo(seed: RulesetsState): void {
    this.state.zones = seed.zones;
    this.state.tokens = seed.tokens;
    this.state.rulesets = [];
    this.persist();
  }

  setZonePlan(zoneId: string, plan: PlanId): ZoneRecord {
    const zone = this.requireZone(zoneId);
    zone.plan = plan;
    this.persist();
    return zone;
  }

  // ---- reads ---------------------------------------------------------------------------------------------------

  rulesetsOfZone(zoneId: string): RulesetRecord[] {
    this.requireZone(zoneId);
    return this.state.rulesets.filter((r) => r.zoneId === zoneId);
  }

  ruleset(zoneId: string, rulesetId: string): RulesetRecord {
    const found = this.rulesetsOfZone(zoneId).find((r) => r.id === rulesetId);
    if (!found) throw cfErrors.notFound(`could not find ruleset ${rulesetId}`);
    return found;
  }

  entrypoint(zoneId: string, phase: string): RulesetRecord | undefined {
    validatePhase(phase, '/phase');
    return this.rulesetsOfZone(zoneId).find((r) => r.phase === phase && r.kind === 'zone');
  }

  requireEntrypoint(zoneId: string, phase: string): RulesetRecord {
    const found = this.entrypoint(zoneId, phase);
    if (!found) throw cfErrors.notFound(`could not find entrypoint ruleset in the ${phase} phase`);
    return found;
  }

  version(ruleset: RulesetRecord, version: string): RulesetVersion {
    const found = ruleset.versions.find((v) => v.version === version);
    if (!found) throw cfErrors.notFound(`could not find version ${version} of ruleset ${ruleset.id}`);
    return found;
  }

  /** The enabled rules the edge evaluates for a zone, in order. */
  edgeRules(zoneId: string, phase: string): readonly RuleRecord[] {
    const entry = this.state.rulesets.find((r) => r.zoneId === zoneId && r.phase === phase && r.kind === 'zone');
    return entry ? currentVersion(entry).rules.filter((r) => r.enabled) : [];
  }

  // ---- writes --------------------------------------------------------------------------------------------------

  createRuleset(zoneId: string, body: unknown, dryRun: boolean): RulesetRecord | null {
    this.requireZone(zoneId);
    const fields = validateRulesetFields(body, { requireIdentity: true });
    const phase = fields.phase as string;
    if (this.entrypoint(zoneId, phase)) {
      throw cfErrors.badRequest([
        {
          code: CF_CODES.tooManyZoneRulesets,
          message: `'zone' is not a valid value for kind because exceeded maximum number of zone rulesets for phase ${phase}`,
          source: { pointer: '/kind' },
        },
      ]);
    }
    const ruleset: RulesetRecord = { id: newHexId(), zoneId, kind: 'zone', phase, versions: [] };
    const rules = this.rulesFromList(ruleset, [], fields.rules);
    return this.commit(
      ruleset,
      { name: fields.name ?? '', description: fields.description ?? '', rules },
      dryRun,
      true,
    );
  }

  updateRuleset(zoneId: string, rulesetId: string, body: unknown, dryRun: boolean): RulesetRecord | null {
    const ruleset = this.ruleset(zoneId, rulesetId);
    return this.replaceAll(ruleset, body, dryRun, false);
  }

  /** PUT of a phase entry point: creates it when missing; rules left out of the body are deleted. */
  putEntrypoint(zoneId: string, phase: string, body: unknown, dryRun: boolean): RulesetRecord | null {
    const existing = this.entrypoint(zoneId, phase);
    if (existing) return this.replaceAll(existing, body, dryRun, false);
    const fields = validateRulesetFields(body, { requireIdentity: false, phase });
    const ruleset: RulesetRecord = { id: newHexId(), zoneId, kind: 'zone', phase, versions: [] };
    const rules = this.rulesFromList(ruleset, [], fields.rules);
    return this.commit(
      ruleset,
      { name: fields.name ?? 'default', description: fields.description ?? '', rules },
      dryRun,
      true,
    );
  }

  deleteRuleset(zoneId: string, rulesetId: string, dryRun: boolean): void {
    const ruleset = this.ruleset(zoneId, rulesetId);
    if (dryRun) return;
    this.state.rulesets = this.state.rulesets.filter((r) => r !== ruleset);
    this.persist();
  }

  addRule(zoneId: string, rulesetId: string, body: unknown, dryRun: boolean): RulesetRecord | null {
    const ruleset = this.ruleset(zoneId, rulesetId);
    const problems = new Problems();
    const draft = validateRuleInput(
      body,
      { phase: ruleset.phase, pointer: '', settings: this.settings, allowPosition: true },
      problems,
    );
    const position =
      isObject(body) && body.position !== undefined ? parsePosition(body.position, '/position', problems) : undefined;
    if (draft?.id !== undefined)
      problems.add(
        CF_CODES.invalidField,
        `'${draft.id}' is not a valid value for id because a new rule gets its id from the service`,
        '/id',
      );
    problems.throwIfAny();
    const current = currentVersion(ruleset);
    const rule = newRule(draft as RuleDraft, this.timestamp());
    const rules = this.place(current.rules, rule, position ?? { after: '' });
    return this.commit(ruleset, { ...current, rules }, dryRun, false, '/position');
  }

  /** PATCH of one rule: the body replaces the rule; a body holding only `position` moves it unchanged. */
  editRule(zoneId: string, rulesetId: string, ruleId: string, body: unknown, dryRun: boolean): RulesetRecord | null {
    const ruleset = this.ruleset(zoneId, rulesetId);
    const current = currentVersion(ruleset);
    const existing = current.rules.find((r) => r.id === ruleId);
    if (!existing) throw cfErrors.notFound(`could not find rule ${ruleId} in ruleset ${rulesetId}`);
    if (!isObject(body)) throw cfErrors.invalidBody('the request body must be a JSON object');
    const problems = new Problems();
    const position = body.position !== undefined ? parsePosition(body.position, '/position', problems) : undefined;
    const moveOnly = body.position !== undefined && Object.keys(body).every((k) => k === 'position');
    const draft = moveOnly
      ? undefined
      : validateRuleInput(
          body,
          { phase: ruleset.phase, pointer: '', settings: this.settings, allowPosition: true },
          problems,
        );
    if (draft?.id !== undefined && draft.id !== ruleId) {
      problems.add(
        CF_CODES.invalidField,
        `'${draft.id}' is not a valid value for id because it differs from the rule id in the path`,
        '/id',
      );
    }
    problems.throwIfAny();
    const rule = draft ? replaceRule(existing, draft, this.timestamp()) : existing;
    const rules = position
      ? this.place(current.rules, rule, position)
      : current.rules.map((r) => (r.id === ruleId ? rule : r));
    return this.commit(ruleset, { ...current, rules }, dryRun, false, position ? '/position' : '/rules');
  }

  deleteRule(zoneId: string, rulesetId: string, ruleId: string, dryRun: boolean): RulesetRecord | null {
    const ruleset = this.ruleset(zoneId, rulesetId);
    const current = currentVersion(ruleset);
    if (!current.rules.some((r) => r.id === ruleId))
      throw cfErrors.notFound(`could not find rule ${ruleId} in ruleset ${rulesetId}`);
    return this.commit(ruleset, { ...current, rules: current.rules.filter((r) => r.id !== ruleId) }, dryRun, false);
  }

  /** Older versions may be deleted; the current one cannot (delete the ruleset instead). */
  deleteVersion(ruleset: RulesetRecord, version: string, dryRun: boolean): void {
    const found = this.version(ruleset, version);
    if (found === currentVersion(ruleset)) {
      throw cfErrors.badRequest([
        {
          code: CF_CODES.invalidField,
          message: `'${version}' is not a valid value for version because it is the current version of the ruleset`,
          source: { pointer: '/version' },
        },
      ]);
    }
    if (dryRun) return;
    ruleset.versions = ruleset.versions.filter((v) => v !== found);
    this.persist();
  }

  // ---- internals -----------------------------------------------------------------------------------------------

  private replaceAll(ruleset: RulesetRecord, body: unknown, dryRun: boolean, isNew: boolean): RulesetRecord | null {
    const fields = validateRulesetFields(body, { requireIdentity: false, phase: ruleset.phase });
    const current = currentVersion(ruleset);
    const rules = this.rulesFromList(ruleset, current.rules, fields.rules);
    return this.commit(
      ruleset,
      { name: fields.name ?? current.name, description: fields.description ?? current.description, rules },
      dryRun,
      isNew,
    );
  }

  /** Rules of a whole-list body: ids that name existing rules keep them (changed ones get a new version). */
  private rulesFromList(
    ruleset: RulesetRecord,
    existing: readonly RuleRecord[],
    raw: readonly unknown[],
  ): RuleRecord[] {
    const problems = new Problems();
    const drafts = raw.map((r, i) =>
      validateRuleInput(
        r,
        { phase: ruleset.phase, pointer: `/rules/${i}`, settings: this.settings, allowPosition: false },
        problems,
      ),
    );
    const seen = new Set<string>();
    drafts.forEach((d, i) => {
      if (d?.id === undefined) return;
      if (!existing.some((r) => r.id === d.id)) {
        problems.add(
          CF_CODES.invalidField,
          `'${d.id}' is not a valid value for id because no rule with that id exists in the ruleset`,
          `/rules/${i}/id`,
        );
      }
      if (seen.has(d.id))
        problems.add(
          CF_CODES.invalidField,
          `'${d.id}' is not a valid value for id because it is listed twice`,
          `/rules/${i}/id`,
        );
      seen.add(d.id);
    });
    problems.throwIfAny();
    const timestamp = this.timestamp();
    return (drafts as RuleDraft[]).map((draft) => {
      const old = draft.id === undefined ? undefined : existing.find((r) => r.id === draft.id);
      if (!old) return newRule(draft, timestamp);
      return sameContent(old, draft) ? old : replaceRule(old, draft, timestamp);
    });
  }

  private place(rules: readonly RuleRecord[], rule: RuleRecord, position: Position): RuleRecord[] {
    const placed = placeRule(rules, rule, position);
    if (!Array.isArray(placed)) {
      throw cfErrors.badRequest([
        { code: CF_CODES.invalidPosition, message: placed.problem, source: { pointer: `/position${placed.at}` } },
      ]);
    }
    return placed;
  }

  private commit(
    ruleset: RulesetRecord,
    next: { name: string; description: string; rules: RuleRecord[] },
    dryRun: boolean,
    isNew: boolean,
    orderPointer = '/rules',
  ): RulesetRecord | null {
    checkOrderAndRefs(next.rules, orderPointer);
    const zone = this.requireZone(ruleset.zoneId);
    checkPlanLimit(
      zone,
      this.settings,
      this.state.rulesets.filter((r) => r.zoneId === zone.id),
      ruleset,
      next.rules,
    );
    if (dryRun) return null;
    const previous = ruleset.versions[ruleset.versions.length - 1];
    const version: RulesetVersion = {
      version: previous ? String(Number(previous.version) + 1) : '1',
      last_updated: this.timestamp(),
      name: next.name,
      description: next.description,
      rules: next.rules,
    };
    ruleset.versions.push(version);
    if (isNew) this.state.rulesets.push(ruleset);
    this.persist();
    return ruleset;
  }

  requireZone(zoneId: string): ZoneRecord {
    const zone = this.zoneById(zoneId);
    if (!zone) throw cfErrors.couldNotRoute(`/zones/${zoneId}`);
    return zone;
  }

  private timestamp(): string {
    return rfc3339(this.now());
  }

  private persist(): void {
    this.file.save(this.state);
  }
}
