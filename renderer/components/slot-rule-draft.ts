// The publish-slot editor's draft: what the creator is typing (times as one comma-separated line, hours as text), kept
// apart from the rule so a half-typed value is not lost, and turned into a rule with the contract's own schema.
import { saidIssueText } from '../../shared/i18n/said-issue';
import { slotRuleSchema, type SlotRule } from '../../shared/series/publish-slots';
import { SLOTS } from './components-messages';
import { currentIntl } from './words';

export interface SlotRuleDraft {
  readonly kind: 'weekly' | 'every';
  readonly zone: string;
  readonly days: readonly number[];
  /** "18:00, 20:30" */
  readonly times: string;
  readonly hours: string;
  /** YYYY-MM-DDTHH:MM, as a datetime-local input gives it. */
  readonly from: string;
}

type SlotDraftProblems = Partial<Record<'zone' | 'days' | 'times' | 'hours' | 'from', string>>;

export function systemZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function draftOf(rule: SlotRule | null | undefined, zone = systemZone()): SlotRuleDraft {
  if (!rule) return { kind: 'weekly', zone, days: [1, 3, 5], times: '18:00', hours: '6', from: '' };
  if (rule.kind === 'every') {
    return {
      kind: 'every',
      zone: rule.zone,
      days: [1, 3, 5],
      times: '18:00',
      hours: String(rule.hours),
      from: rule.from,
    };
  }
  return { kind: 'weekly', zone: rule.zone, days: rule.days, times: rule.times.join(', '), hours: '6', from: '' };
}

/** The rule the draft describes, or what is wrong with it, field by field. */
export function ruleOf(
  draft: SlotRuleDraft,
): { rule: SlotRule; problems?: undefined } | { rule?: undefined; problems: SlotDraftProblems } {
  const candidate =
    draft.kind === 'weekly'
      ? {
          kind: 'weekly' as const,
          zone: draft.zone.trim(),
          days: [...draft.days].sort((a, b) => a - b),
          times: draft.times
            .split(/[,\s]+/)
            .filter((time) => time !== '')
            .map((time) => (/^\d:\d\d$/.test(time) ? `0${time}` : time)),
        }
      : {
          kind: 'every' as const,
          zone: draft.zone.trim(),
          hours: /^\d{1,4}$/.test(draft.hours.trim()) ? Number(draft.hours.trim()) : Number.NaN,
          from: draft.from.slice(0, 16),
        };
  const parsed = slotRuleSchema.safeParse(candidate);
  if (parsed.success) return { rule: parsed.data };
  const problems: SlotDraftProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'zone' || field === 'days' || field === 'times' || field === 'hours' || field === 'from') {
      problems[field] ??=
        field === 'hours'
          ? currentIntl().formatMessage(SLOTS.wholeHours)
          : (saidIssueText(issue, currentIntl()) ?? issue.message);
    }
  }
  return { problems };
}
