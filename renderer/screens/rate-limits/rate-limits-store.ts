// The Rate limits state: the token's status, the zones, the chosen zone's rules, the rule being edited and the
// simulator's traffic. Every change goes through desk.call; the rules shown are always the list the service
// answered last (each write answers the whole ruleset).
import type { MessageDescriptor } from 'react-intl';
import { create } from 'zustand';
import type { TokenStatus, ZoneRules, ZoneSummary } from '../../../shared/ipc/rate-limits';
import {
  previewDelete,
  previewEnabled,
  previewMove,
  PreviewProblem,
  previewSave,
  type ChangePreview,
} from '../../../shared/rate-limits/code/change-preview';
import { emptyRuleForm, formFromRule, type RuleForm } from '../../../shared/rate-limits/rule-form';
import type { RateLimitRule } from '../../../shared/rate-limits/rule-model';
import type { RulePosition } from '../../../shared/rate-limits/rule-order';
import { splitVerdict } from '../../../shared/rate-limits/replay-verdict';
import { sampleTrafficFor } from '../../../shared/rate-limits/sample-traffic';
import { templateById } from '../../../shared/rate-limits/templates';
import { DEFAULT_TRAFFIC, trafficFormFrom, type TrafficForm } from '../../../shared/rate-limits/traffic-form';
import { desk } from '../../desk/desk';
import { DeskCallError } from '../../desk/desk-client';
import { failureOf, refusal, type Failure } from '../../desk/failure';
import { positionProblemText } from '../../../shared/rate-limits/rule-order-words';
import { useReviewSettings } from './review-settings-store';
import { currentIntl } from '../../components/words';
import { CHANGES, RL } from './rate-limits-messages';
import { templateKey } from './rule-words';

/** Words in the language in force when they are said. */
function say(message: MessageDescriptor, values?: Record<string, string | number>): string {
  return currentIntl().formatMessage(message, values);
}

export type Busy = 'status' | 'token' | 'zones' | 'rules' | 'save' | 'change' | undefined;

let editorSessions = 0;

/** A rule's name in messages: its description without a log-replay verdict. */
const nameOf = (description: string): string => splitVerdict(description).base.trim() || say(CHANGES.theRule);

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

/** A change shown for review before it goes live: the list now, the list after, and what sends it. */
export interface PendingReview extends ChangePreview {
  readonly kind: 'save' | 'enabled' | 'move' | 'delete' | 'restore' | 'import';
  /** "Save “Login burst”", "Delete “Login burst”", … */
  readonly title: string;
  /** Sends the change; answers the zone's rules after it. */
  readonly send: () => Promise<ZoneRules>;
  /** Said in the live region once it is live. */
  readonly announcement: (rules: ZoneRules) => string;
  /** The rules after the change to replay against the last log, when the review offers it (restore, import). */
  readonly replay?: { readonly label: string; readonly rules: readonly RateLimitRule[] };
}

interface RateLimitState {
  readonly status: TokenStatus | undefined;
  readonly tokenError: Failure | undefined;
  readonly zones: readonly ZoneSummary[];
  readonly zoneId: string | undefined;
  readonly rules: ZoneRules | undefined;
  readonly editor: EditorState | undefined;
  readonly traffic: TrafficForm;
  readonly busy: Busy;
  /** The last failure of a list action (load, toggle, move, delete). */
  readonly error: Failure | undefined;
  /** What the last successful change did, for the live region. */
  readonly announcement: string | undefined;
  /** The change waiting for the creator's confirmation, if any. */
  readonly review: PendingReview | undefined;
  /** The review's own state: sending, or the service's refusal. */
  readonly reviewBusy: boolean;
  readonly reviewError: Failure | undefined;

  load: () => Promise<void>;
  saveToken: (token: string) => Promise<boolean>;
  removeToken: () => Promise<void>;
  loadZones: () => Promise<void>;
  selectZone: (zoneId: string) => Promise<void>;
  reloadRules: () => Promise<void>;
  openNew: (templateId?: string) => void;
  openEdit: (ruleId: string) => void;
  closeEditor: () => void;
  updateForm: (patch: Partial<RuleForm>) => void;
  /** Opens the review of the save; false when the change cannot be shown (the rule is gone). */
  saveRule: (rule: RateLimitRule) => boolean;
  setEnabled: (ruleId: string, enabled: boolean) => Promise<void>;
  deleteRule: (ruleId: string) => void;
  moveRule: (ruleId: string, position: RulePosition) => void;
  updateTraffic: (patch: Partial<TrafficForm>) => void;
  dismissError: () => void;
  /** Shows a change for review; it goes live on confirmReview. */
  requestReview: (review: PendingReview) => void;
  confirmReview: () => Promise<boolean>;
  cancelReview: () => void;
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
    if (!zoneId || !rules?.ruleset) throw new DeskCallError({ code: 'not-found', message: say(CHANGES.chooseZone) });
    return { zoneId, rulesetId: rules.ruleset.id };
  };

  const describeRule = (ruleId: string): string =>
    nameOf(get().rules?.rules.find((r) => r.id === ruleId)?.description ?? '');

  return {
    status: undefined,
    tokenError: undefined,
    zones: [],
    zoneId: undefined,
    rules: undefined,
    editor: undefined,
    traffic: trafficFormFrom(DEFAULT_TRAFFIC),
    busy: undefined,
    error: undefined,
    announcement: undefined,
    review: undefined,
    reviewBusy: false,
    reviewError: undefined,

    async load() {
      set({ busy: 'status', error: undefined });
      try {
        const status = await desk.call('rateLimits.status');
        set({ status, busy: undefined });
        if (status.hasToken && status.verified) await get().loadZones();
      } catch (error) {
        set({ busy: undefined, error: failureOf(error) });
      }
    },

    async saveToken(token) {
      set({ busy: 'token', tokenError: undefined });
      try {
        const status = await desk.call('rateLimits.setToken', { token });
        set({ status, busy: undefined, announcement: say(CHANGES.tokenSaved) });
        await get().loadZones();
        return true;
      } catch (error) {
        set({ busy: undefined, tokenError: failureOf(error) });
        return false;
      }
    },

    async removeToken() {
      const ok = await change('token', async () => {
        const status = await desk.call('rateLimits.removeToken');
        return {
          status,
          zones: [],
          zoneId: undefined,
          rules: undefined,
          editor: undefined,
          announcement: say(CHANGES.tokenRemoved, { demo: status.demo ? 'yes' : 'no' }),
        };
      });
      // In the demo workspace the demo token takes over again: show its zones.
      const { status } = get();
      if (ok && status?.hasToken && status.verified) await get().loadZones();
    },

    async loadZones() {
      const ok = await change('zones', async () => ({ zones: await desk.call('rateLimits.zones') }));
      const { zones, zoneId } = get();
      const keep = zones.find((z) => z.id === zoneId) ?? zones[0];
      if (ok && keep) await get().selectZone(keep.id);
    },

    async selectZone(zoneId) {
      set({ zoneId, rules: undefined, editor: undefined });
      await change('rules', async () => ({ rules: await desk.call('rateLimits.rules', { zoneId }) }));
    },

    async reloadRules() {
      const { zoneId } = get();
      if (!zoneId) return;
      await change('rules', async () => ({ rules: await desk.call('rateLimits.rules', { zoneId }) }));
    },

    openNew(templateId) {
      const template = templateId ? templateById(templateId) : undefined;
      set({
        editor: {
          session: ++editorSessions,
          mode: 'new',
          ...(template ? { templateId: template.id } : {}),
          // The template's description in the creator's language: it is saved with the rule as theirs.
          form: template
            ? {
                ...formFromRule(template.rule),
                description: currentIntl().formatMessage(RL.templateRuleDescription, {
                  template: templateKey(template.id),
                }),
              }
            : emptyRuleForm(),
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

    saveRule(rule) {
      const { editor, rules } = get();
      if (!editor || !rules) return false;
      const editedId = editor.mode === 'edit' && rules.ruleset !== null ? editor.ruleId : undefined;
      const editing = editedId !== undefined;
      const name = nameOf(rule.description);
      try {
        const preview = previewSave(rules.rules, rule, editedId);
        get().requestReview({
          ...preview,
          kind: 'save',
          title: say(CHANGES.saveTitle, { editing: editing ? 'yes' : 'no', name }),
          send: () =>
            editedId !== undefined
              ? desk.call('rateLimits.updateRule', { ...current(), ruleId: editedId, rule })
              : desk.call('rateLimits.createRule', { zoneId: rules.zoneId, rule }),
          announcement: () => say(CHANGES.saved, { editing: editing ? 'yes' : 'no', name }),
        });
        return true;
      } catch (error) {
        set({ editor: { ...editor, serverError: failureOf(error) } });
        return false;
      }
    },

    async setEnabled(ruleId, enabled) {
      const rules = get().rules;
      if (!rules) return;
      const name = describeRule(ruleId);
      const review: PendingReview = {
        ...previewEnabled(rules.rules, ruleId, enabled),
        kind: 'enabled',
        title: say(CHANGES.switchTitle, { enabled: enabled ? 'yes' : 'no', name }),
        send: () => desk.call('rateLimits.setEnabled', { ...current(), ruleId, enabled }),
        announcement: () => say(CHANGES.switched, { enabled: enabled ? 'yes' : 'no', name }),
      };
      if (!useReviewSettings.getState().togglesSkipReview) return get().requestReview(review);
      await change('change', async () => {
        const next = await review.send();
        return { rules: next, announcement: review.announcement(next) };
      });
    },

    deleteRule(ruleId) {
      const rules = get().rules;
      if (!rules) return;
      const name = describeRule(ruleId);
      get().requestReview({
        ...previewDelete(rules.rules, ruleId),
        kind: 'delete',
        title: say(CHANGES.deleteTitle, { name }),
        send: () => desk.call('rateLimits.deleteRule', { ...current(), ruleId }),
        announcement: () => say(CHANGES.deleted, { name }),
      });
    },

    moveRule(ruleId, position) {
      const rules = get().rules;
      if (!rules) return;
      const name = describeRule(ruleId);
      let preview: ChangePreview;
      try {
        preview = previewMove(rules.rules, ruleId, position);
      } catch (error) {
        set({
          error:
            error instanceof PreviewProblem
              ? refusal(
                  error.problem.kind === 'gone' ? 'not-found' : 'invalid-position',
                  positionProblemText(error.problem, currentIntl()),
                )
              : failureOf(error),
        });
        return;
      }
      get().requestReview({
        ...preview,
        kind: 'move',
        title: say(CHANGES.moveTitle, { name }),
        send: () => desk.call('rateLimits.moveRule', { ...current(), ruleId, position }),
        announcement: (next) =>
          say(CHANGES.moved, {
            name,
            position: next.rules.findIndex((r) => r.id === ruleId) + 1,
            count: next.rules.length,
          }),
      });
    },

    requestReview(review) {
      set({ review, reviewBusy: false, reviewError: undefined, error: undefined, announcement: undefined });
    },

    async confirmReview() {
      const { review, reviewBusy } = get();
      if (!review || reviewBusy) return false;
      set({ reviewBusy: true, reviewError: undefined, busy: 'change' });
      try {
        const next = await review.send();
        const editor = get().editor;
        const closesEditor =
          review.kind === 'save' ||
          review.kind === 'restore' ||
          review.kind === 'import' ||
          (review.kind === 'delete' && editor?.ruleId !== undefined && !next.rules.some((r) => r.id === editor.ruleId));
        set({
          rules: next,
          review: undefined,
          reviewBusy: false,
          busy: undefined,
          ...(closesEditor ? { editor: undefined } : {}),
          announcement: review.announcement(next),
        });
        return true;
      } catch (error) {
        set({ reviewBusy: false, busy: undefined, reviewError: failureOf(error) });
        return false;
      }
    },

    cancelReview() {
      if (get().reviewBusy) return;
      set({ review: undefined, reviewError: undefined });
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
    desk.on('rateLimits.changed', ({ zoneId, version }) => {
      const { zoneId: shown, rules, busy, reloadRules } = useRateLimits.getState();
      if (zoneId === shown && version !== (rules?.ruleset?.version ?? null) && busy === undefined) void reloadRules();
    }),
    desk.on('rateLimits.tokenChanged', ({ hasToken }) => {
      const { status, busy, load } = useRateLimits.getState();
      if (busy !== 'token' && status?.hasToken !== hasToken) void load();
    }),
  ];
  return () => offs.forEach((off) => off());
}
