// The history of the zone's rate limiting ruleset: its versions (newest first), the two picked for comparison and
// the rules of each version read so far. Versions never change once written, so their rules are kept per ruleset
// and version for as long as the screen lives.
import { create } from 'zustand';
import type { RulesetVersionDetail, RulesetVersionSummary } from '../../../shared/ipc/rate-limits';
import { reviewRuleOf } from '../../../shared/rate-limits/code/change-preview';
import { editableFields } from '../../../shared/rate-limits/rule-model';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { useRateLimits } from './rate-limits-store';
import { currentIntl } from '../../components/words';
import { CHANGES, HISTORY } from './rate-limits-messages';

interface HistoryState {
  /** The ruleset whose history is open, or undefined while it is closed. */
  readonly open: { readonly zoneId: string; readonly rulesetId: string } | undefined;
  readonly versions: readonly RulesetVersionSummary[] | undefined;
  readonly details: Readonly<Record<string, RulesetVersionDetail>>;
  /** The older and newer version compared. */
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly loading: boolean;
  readonly error: Failure | undefined;

  openHistory: (zoneId: string, rulesetId: string) => Promise<void>;
  close: () => void;
  pick: (side: 'from' | 'to', version: string) => Promise<void>;
  /** Shows the review of bringing `version` back; it goes live on confirm. */
  restore: (version: string) => Promise<void>;
  /** Removes an earlier version from the history; the rules live now stay as they are. */
  deleteVersion: (version: string) => Promise<void>;
  /** What the last deletion removed, for the page to announce. */
  readonly deleted: string | undefined;
}

const keyOf = (rulesetId: string, version: string): string => `${rulesetId}:${version}`;

export const useHistory = create<HistoryState>((set, get) => {
  const detail = async (version: string): Promise<RulesetVersionDetail> => {
    const open = get().open;
    if (!open) throw new Error(currentIntl().formatMessage(CHANGES.historyClosed));
    const key = keyOf(open.rulesetId, version);
    const known = get().details[key];
    if (known) return known;
    const read = await desk.call('rateLimits.version', { ...open, version });
    set({ details: { ...get().details, [key]: read } });
    return read;
  };

  const guarded = async (action: () => Promise<void>): Promise<void> => {
    set({ loading: true, error: undefined });
    try {
      await action();
      set({ loading: false });
    } catch (error) {
      set({ loading: false, error: failureOf(error) });
    }
  };

  return {
    open: undefined,
    versions: undefined,
    details: {},
    from: undefined,
    to: undefined,
    loading: false,
    error: undefined,
    deleted: undefined,

    async openHistory(zoneId, rulesetId) {
      const same = get().open?.rulesetId === rulesetId;
      set({ open: { zoneId, rulesetId }, ...(same ? {} : { details: {} }) });
      await guarded(async () => {
        const versions = await desk.call('rateLimits.versions', { zoneId, rulesetId });
        const to = versions[0]?.version;
        const from = versions[1]?.version ?? to;
        set({ versions, from, to });
        await Promise.all([from, to].filter((v): v is string => v !== undefined).map(detail));
      });
    },

    close() {
      set({
        open: undefined,
        versions: undefined,
        from: undefined,
        to: undefined,
        error: undefined,
        deleted: undefined,
      });
    },

    async pick(side, version) {
      set(side === 'from' ? { from: version } : { to: version });
      await guarded(async () => {
        await detail(version);
      });
    },

    async deleteVersion(version) {
      const open = get().open;
      if (!open) return;
      set({ deleted: undefined });
      await guarded(async () => {
        const versions = await desk.call('rateLimits.deleteVersion', { ...open, version });
        const left = (v: string | undefined) => v !== undefined && versions.some((s) => s.version === v);
        // A comparison that showed the deleted version moves to the nearest one still there.
        const { from, to } = get();
        const nextTo = left(to) ? to : versions[0]?.version;
        const nextFrom = left(from) ? from : (versions.find((v) => v.version !== nextTo)?.version ?? nextTo);
        const { [keyOf(open.rulesetId, version)]: _gone, ...details } = get().details;
        set({ versions, from: nextFrom, to: nextTo, details, deleted: version });
        await Promise.all([nextFrom, nextTo].filter((v): v is string => v !== undefined).map(detail));
      });
    },

    async restore(version) {
      await guarded(async () => {
        const earlier = await detail(version);
        const rules = useRateLimits.getState().rules;
        if (!rules?.ruleset) return;
        const { rulesetId, zoneId } = { rulesetId: rules.ruleset.id, zoneId: rules.zoneId };
        useRateLimits.getState().requestReview({
          kind: 'restore',
          title: currentIntl().formatMessage(CHANGES.restoreTitle, { version }),
          before: rules.rules.map(reviewRuleOf),
          after: earlier.rules.map(reviewRuleOf),
          replay: {
            label: currentIntl().formatMessage(HISTORY.version, { version }),
            rules: earlier.rules.filter((r) => r.enabled).map((r) => ({ ...editableFields(r), enabled: true })),
          },
          send: () => desk.call('rateLimits.restoreVersion', { zoneId, rulesetId, version }),
          announcement: (next) =>
            currentIntl().formatMessage(CHANGES.restored, { version, next: next.ruleset?.version ?? '' }),
        });
      });
    },
  };
});
