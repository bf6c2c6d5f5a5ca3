// The Rate limits state: the token's status, the zones, the chosen zone's rules, the rule being edited and the
// simulator's traffic. Every change goes through desk.call; the rules shown are always the list the service
// answered last (each write answers the whole ruleset).
import { create } from 'zustand';
import type { RulesetVersionSummary, TokenStatus, ZoneRules, ZoneSummary } from '../../../shared/ipc/ratelimits';
import { emptyRuleForm, formFromRule, type RuleForm } from '../../../shared/ratelimits/rule-form';
import type { RateLimitRule } from '../../../shared/ratelimits/rule-model';
import type { RulePosition } from '../../../shared/ratelimits/rule-order';
import { sampleTrafficFor } from '../../../shared/ratelimits/sample-traffic';
import { templateById } from '../../../shared/ratelimits/templates';
import { DEFAULT_TRAFFIC, trafficFormFrom, type TrafficForm } from '../../../shared/ratelimits/traffic-form';
import { desk } from '../../desk/desk';
import { DeskCallError } from '../../desk/desk-client';
import { failureOf, type Failure } from '../../desk/failure';

export type Busy = 'status' | 'token' | 'zones' | 'rules' | 'save' | 'change' | undefined;

let editorSessions = 0;

export interface EditorState {
  /** Changes each time the editor opens, so the form starts fresh (nothing marked as touched). */
  readonly session: number;
  readonly mode: 'new' | 'edit';
  /** The rule being edited (edit mode). */
  readonly ruleId?: string;
  /** The template it started from, if any. */
  readonly templateId?: string;
  readonly form: RuleForm;
  /** The service's refusal of the last save, shown in the editor. */
  readonly serverError?: Failure;
}

interface RateLimitState {
  readonly status: TokenStatus | undefined;
  readonly tokenError: Failure | undefined;
  readonly zones: readonly ZoneSummary[];
  readonly zoneId: string | undefined;
  readonly rules: ZoneRules | undefined;
  readonly versions: readonly RulesetVersionSummary[] | undefined;
  readonly editor: EditorState | undefined;
  readonly traffic: TrafficForm;
  readonly busy: Busy;
  /** The last failure of a list action (load, toggle, move, delete). */
  readonly error: Failure | undefined;
  /** What the last successful change did, for the live region. */
  readonly announcement: string | undefined;

  load: () => Promise<void>;
  saveToken: (token: string) => Promise<boolean>;
  removeToken: () => Promise<void>;
  loadZones: () => Promise<void>;
  selectZone: (zoneId: string) => Promise<void>;
  reloadRules: () => Promise<void>;
  loadVersions: () => Promise<void>;
  openNew: (templateId?: string) => void;
  openEdit: (ruleId: string) => void;
  closeEditor: () => void;
  updateForm: (patch: Partial<RuleForm>) => void;
  saveRule: (rule: RateLimitRule) => Promise<boolean>;
  setEnabled: (ruleId: string, enabled: boolean) => Promise<void>;
  deleteRule: (ruleId: string) => Promise<void>;
  moveRule: (ruleId: string, position: RulePosition) => Promise<void>;
  updateTraffic: (patch: Partial<TrafficForm>) => void;
  dismissError: () => void;
}

export const useRateLimits = create<RateLimitState>((set, get) => {
  /** Runs a list action: one at a time, its failure shown above the list. */
  const change = async (busy: Busy, action: () => Promise<Partial<RateLimitState>>): Promise<boolean> => {
    set({ busy, error: undefined, announcement: undefined });
    try {
      set({ ...(await action()), busy: undefined });
      return true;
    } catch (error) {
      set({ busy: undefined, error: failureOf(error) });
      return false;
    }
  };

  const current = (): { zoneId: string; rulesetId: string } => {
    const { zoneId, rules } = get();
    if (!zoneId || !rules?.ruleset)
      throw new DeskCallError({ code: 'not-found', message: 'Choose a zone with rules first.' });
    return { zoneId, rulesetId: rules.ruleset.id };
  };

  const describeRule = (ruleId: string): string =>
    get().rules?.rules.find((r) => r.id === ruleId)?.description || 'The rule';

  return {
    status: undefined,
    tokenError: undefined,
    zones: [],
    zoneId: undefined,
    rules: undefined,
    versions: undefined,
    editor: undefined,
    traffic: trafficFormFrom(DEFAULT_TRAFFIC),
    busy: undefined,
    error: undefined,
    announcement: undefined,

    async load() {
      set({ busy: 'status', error: undefined });
      try {
        const status = await desk.call('ratelimits.status');
        set({ status, busy: undefined });
        if (status.hasToken && status.verified) await get().loadZones();
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
      }
    },

    async saveToken(token) {
      set({ busy: 'token', tokenError: undefined });
      try {
        const status = await desk.call('ratelimits.setToken', { token });
        set({ status, busy: undefined, announcement: 'The API token was verified and saved.' });
        await get().loadZones();
        return true;
      } catch (error) {
        set({ busy: undefined, tokenError: failureOf(error) });
        return false;
      }
    },

    async removeToken() {
      const ok = await change('token', async () => {
        const status = await desk.call('ratelimits.removeToken');
        return {
          status,
          zones: [],
          zoneId: undefined,
          rules: undefined,
          versions: undefined,
          editor: undefined,
          announcement: status.demo
            ? 'Your API token was removed; the demo token is in use again.'
            : 'The API token was removed.',
        };
      });
      // In the demo workspace the demo token takes over again: show its zones.
      const { status } = get();
      if (ok && status?.hasToken && status.verified) await get().loadZones();
    },

    async loadZones() {
      const ok = await change('zones', async () => ({ zones: await desk.call('ratelimits.zones') }));
      const { zones, zoneId } = get();
      const keep = zones.find((z) => z.id === zoneId) ?? zones[0];
      if (ok && keep) await get().selectZone(keep.id);
    },

    async selectZone(zoneId) {
      set({ zoneId, rules: undefined, versions: undefined, editor: undefined });
      await change('rules', async () => ({ rules: await desk.call('ratelimits.rules', { zoneId }) }));
    },

    async reloadRules() {
      const { zoneId } = get();
      if (!zoneId) return;
      await change('rules', async () => ({ rules: await desk.call('ratelimits.rules', { zoneId }) }));
    },

    async loadVersions() {
      await change('change', async () => ({ versions: await desk.call('ratelimits.versions', current()) }));
    },

    openNew(templateId) {
      const template = templateId ? templateById(templateId) : undefined;
      set({
        editor: {
          session: ++editorSessions,
          mode: 'new',
          ...(template ? { templateId: template.id } : {}),
          form: template ? formFromRule(template.rule) : emptyRuleForm(),
        },
        ...(template ? { traffic: trafficFormFrom(template.sampleTraffic) } : {}),
      });
    },

    openEdit(ruleId) {
      const rule = get().rules?.rules.find((r) => r.id === ruleId);
      if (!rule) return;
      // Traffic the rule acts on, so the simulator beside the editor shows it at work rather than idle.
      const sample = sampleTrafficFor(rule);
      set({
        editor: { session: ++editorSessions, mode: 'edit', ruleId, form: formFromRule(rule) },
        ...(sample ? { traffic: trafficFormFrom(sample) } : {}),
      });
    },

    closeEditor() {
      set({ editor: undefined });
    },

    updateForm(patch) {
      const editor = get().editor;
      if (!editor) return;
      // The service's refusal stays in view while the user fixes what it names; the next save replaces it.
      set({ editor: { ...editor, form: { ...editor.form, ...patch } } });
    },

    async saveRule(rule) {
      const { editor, zoneId, rules } = get();
      if (!editor || !zoneId) return false;
      set({ busy: 'save', editor: { ...editor, serverError: undefined }, announcement: undefined });
      try {
        const result =
          editor.mode === 'edit' && editor.ruleId && rules?.ruleset
            ? await desk.call('ratelimits.updateRule', {
                zoneId,
                rulesetId: rules.ruleset.id,
                ruleId: editor.ruleId,
                rule,
              })
            : await desk.call('ratelimits.createRule', { zoneId, rule });
        set({
          rules: result,
          editor: undefined,
          busy: undefined,
          versions: undefined,
          announcement: `${rule.description} was ${editor.mode === 'edit' ? 'saved' : 'added'}.`,
        });
        return true;
      } catch (error) {
        const latest = get().editor;
        set({ busy: undefined, ...(latest ? { editor: { ...latest, serverError: failureOf(error) } } : {}) });
        return false;
      }
    },

    async setEnabled(ruleId, enabled) {
      await change('change', async () => ({
        rules: await desk.call('ratelimits.setEnabled', { ...current(), ruleId, enabled }),
        announcement: `${describeRule(ruleId)} is now ${enabled ? 'enabled' : 'disabled'}.`,
      }));
    },

    async deleteRule(ruleId) {
      const name = describeRule(ruleId);
      await change('change', async () => ({
        rules: await desk.call('ratelimits.deleteRule', { ...current(), ruleId }),
        versions: undefined,
        ...(get().editor?.ruleId === ruleId ? { editor: undefined } : {}),
        announcement: `${name} was deleted.`,
      }));
    },

    async moveRule(ruleId, position) {
      const name = describeRule(ruleId);
      await change('change', async () => {
        const rules = await desk.call('ratelimits.moveRule', { ...current(), ruleId, position });
        const place = rules.rules.findIndex((r) => r.id === ruleId) + 1;
        return { rules, announcement: `${name} moved to position ${place} of ${rules.rules.length}.` };
      });
    },

    updateTraffic(patch) {
      set({ traffic: { ...get().traffic, ...patch } });
    },

    dismissError() {
      set({ error: undefined });
    },
  };
});

/** The events that keep the rules and the token current while the screen is shown; answers how to stop. */
export function subscribeRateLimitEvents(): () => void {
  const offs = [
    // Another window (or the other host) changed the rules: show the service's current list.
    desk.on('ratelimits.changed', ({ zoneId, version }) => {
      const { zoneId: shown, rules, busy, reloadRules } = useRateLimits.getState();
      if (zoneId === shown && version !== (rules?.ruleset?.version ?? null) && busy === undefined) void reloadRules();
    }),
    desk.on('ratelimits.tokenChanged', ({ hasToken }) => {
      const { status, busy, load } = useRateLimits.getState();
      if (busy !== 'token' && status?.hasToken !== hasToken) void load();
    }),
  ];
  return () => offs.forEach((off) => off());
}
