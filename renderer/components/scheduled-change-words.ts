// How a scheduled change reads on the screens that show one (the Library's details, the calendar, the history):
// what it does, when, and its state, in a creator's words. Dates through shared/text/when.ts, counts through
// count-words.
import type { BulkField } from '../../shared/bulk/bulk-operation';
import { FIELD_WORDS } from '../../shared/bulk/field-words';
import type { ChangeState, ScheduledChangeView } from '../../shared/schedule/scheduled-change';
import { countOf } from '../../shared/text/count-words';
import { formatDateTime } from '../../shared/text/when';
import type { BadgeTone } from './badge';

export const CHANGE_STATE_WORDS: Readonly<Record<ChangeState, { readonly label: string; readonly tone: BadgeTone }>> = {
  scheduled: { label: 'Waiting', tone: 'info' },
  waitingQuota: { label: 'Waits for quota', tone: 'warning' },
  running: { label: 'Running', tone: 'warning' },
  done: { label: 'Done', tone: 'ok' },
  held: { label: 'Held for you', tone: 'warning' },
  failed: { label: 'Failed', tone: 'error' },
  skipped: { label: 'Skipped', tone: 'muted' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
  undone: { label: 'Undone', tone: 'muted' },
};

/** The licences as a creator names them (the platform's values are words of its own). */
const LICENCE_NAMES: Readonly<Record<string, string>> = {
  youtube: 'Standard licence',
  creativeCommon: 'Creative Commons',
};

function licenceName(license: string | undefined): string | undefined {
  return license === undefined ? undefined : (LICENCE_NAMES[license] ?? license);
}

/** A field's value in a sentence: tags joined, yes or no, long texts cut. */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === undefined || value === '') return 'empty';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** "Title → “Out now”; add to 2 playlists; post a comment". */
export function describeChange(change: ScheduledChangeView): string {
  const parts = change.fields
    // Made public or unlisted, the schedule goes with the visibility: said once, by the visibility.
    .filter((field) => !(field === 'publishAt' && change.fields.includes('privacyStatus')))
    .map(
      (field) =>
        `${fieldLabel(field)} → “${valueText(field === 'license' ? licenceName(change.after.license) : change.after[field])}”`,
    );
  if (change.playlistIds.length > 0) parts.push(`add to ${countOf(change.playlistIds.length, 'playlist')}`);
  if (change.comment !== undefined) parts.push('post a comment');
  return parts.join('; ');
}

/** "When it goes live (Mon, Dec 7, 6:00 PM)" or "Mon, Dec 7, 6:00 PM". */
export function whenText(change: ScheduledChangeView, zone?: string): string {
  const options = zone === undefined ? {} : { timeZone: zone };
  if (change.when.kind === 'live') {
    return change.dueAt === undefined
      ? 'When it goes live'
      : `When it goes live (${formatDateTime(change.dueAt, options)})`;
  }
  return formatDateTime(change.when.at, options);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "25 minutes", "3 hours", "2 days": how late, in the largest unit that reads well. */
export function durationText(ms: number): string {
  if (ms < 2 * HOUR) return countOf(Math.max(1, Math.round(ms / MINUTE)), 'minute');
  if (ms < 48 * HOUR) return countOf(Math.round(ms / HOUR), 'hour');
  return countOf(Math.round(ms / (24 * HOUR)), 'day');
}

/** What happened to it: "Ran Mon, Dec 7, 6:02 PM, 2 hours late", with why it was held or failed. */
export function outcomeText(change: ScheduledChangeView): string {
  const at = change.ranAt === undefined ? '' : ` ${formatDateTime(change.ranAt)}`;
  const late = change.lateByMs === undefined ? '' : `, ${durationText(change.lateByMs)} late`;
  const verb = change.state === 'done' || change.state === 'undone' ? 'Ran' : CHANGE_STATE_WORDS[change.state].label;
  const undone = change.state === 'undone' ? '; undone since' : '';
  return `${verb}${at}${late}${undone}${change.message ? `. ${change.message}` : ''}`;
}

/** "Title", "Altered content answer": a field's name at the start of a line. */
export function fieldLabel(field: BulkField): string {
  const name = FIELD_WORDS[field];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
