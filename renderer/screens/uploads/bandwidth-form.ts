// The bandwidth section's form model: limits in MiB/s (empty for no limit), times as the time inputs give them
// (HH:MM, the user's own clock), days as ISO weekdays. Checked with the contract's schema after conversion, with
// its bounds restated in MiB/s so the message matches what the user typed.
import type { IntlShape } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import { formatWeekdayTime } from '../../../shared/text/when';
import {
  bandwidthScheduleSchema,
  MAX_BANDWIDTH_WINDOWS,
  MAX_BYTES_PER_SECOND,
  MIN_BYTES_PER_SECOND,
  type BandwidthSchedule,
  type BandwidthState,
} from '../../../shared/uploads/bandwidth';
import { SETTINGS } from './upload-settings-messages';

const MiB = 1024 * 1024;

export interface WindowForm {
  readonly from: string;
  readonly to: string;
  /** ISO weekdays; none ticked: every day. */
  readonly days: readonly number[];
  readonly limit: string;
}

export interface BandwidthForm {
  readonly otherwise: string;
  readonly windows: readonly WindowForm[];
}

interface WindowProblems {
  from?: string;
  to?: string;
  limit?: string;
}

interface BandwidthCheck {
  readonly schedule: BandwidthSchedule | undefined;
  readonly otherwise: string | undefined;
  readonly windows: readonly WindowProblems[];
}

export const NEW_WINDOW: WindowForm = { from: '09:00', to: '18:00', days: [], limit: '2' };
export { MAX_BANDWIDTH_WINDOWS };

const trim = (value: number): string => String(Number(value.toFixed(3)));
const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const limitText = (bytesPerSecond: number | null): string =>
  bytesPerSecond === null ? '' : trim(bytesPerSecond / MiB);

export function formFromSchedule(schedule: BandwidthSchedule): BandwidthForm {
  return {
    otherwise: limitText(schedule.otherwise),
    windows: schedule.windows.map((window) => ({
      from: clock(window.from),
      to: clock(window.to),
      days: [...window.days],
      limit: limitText(window.bytesPerSecond),
    })),
  };
}

/** Bytes per second, null for no limit, or the problem. */
function parseLimit(text: string, intl: IntlShape): number | null | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { problem: intl.formatMessage(SETTINGS.limitNumber) };
  const value = Math.round(Number(trimmed) * MiB);
  if (value < MIN_BYTES_PER_SECOND)
    return { problem: intl.formatMessage(SETTINGS.limitAtLeast, { value: Number(trim(MIN_BYTES_PER_SECOND / MiB)) }) };
  if (value > MAX_BYTES_PER_SECOND)
    return { problem: intl.formatMessage(SETTINGS.limitAtMost, { value: Number(trim(MAX_BYTES_PER_SECOND / MiB)) }) };
  return value;
}

function parseTime(text: string, intl: IntlShape): number | { problem: string } {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) return { problem: intl.formatMessage(SETTINGS.time) };
  return hours * 60 + minutes;
}

const isProblem = (value: unknown): value is { problem: string } =>
  typeof value === 'object' && value !== null && 'problem' in value;

export function checkBandwidthForm(form: BandwidthForm, intl: IntlShape = intlFor('en')): BandwidthCheck {
  const otherwise = parseLimit(form.otherwise, intl);
  const problems: WindowProblems[] = [];
  const windows: BandwidthSchedule['windows'][number][] = [];
  for (const window of form.windows) {
    const from = parseTime(window.from, intl);
    const to = parseTime(window.to, intl);
    const limit = parseLimit(window.limit, intl);
    const found: WindowProblems = {};
    if (isProblem(from)) found.from = from.problem;
    if (isProblem(to)) found.to = to.problem;
    if (isProblem(limit)) found.limit = limit.problem;
    problems.push(found);
    if (!isProblem(from) && !isProblem(to) && !isProblem(limit))
      windows.push({ from, to, days: [...window.days].sort(), bytesPerSecond: limit });
  }
  const otherwiseProblem = isProblem(otherwise) ? otherwise.problem : undefined;
  const complete = otherwiseProblem === undefined && windows.length === form.windows.length;
  const parsed = complete ? bandwidthScheduleSchema.safeParse({ otherwise, windows }) : undefined;
  return { schedule: parsed?.success ? parsed.data : undefined, otherwise: otherwiseProblem, windows: problems };
}

/** The line under the form: the limit in force now and until when, in the user's clock. */
export function describeNow(state: BandwidthState, timeZone?: string, intl: IntlShape = intlFor('en')): string {
  const rate = {
    limited: state.bytesPerSecond === null ? 'no' : 'yes',
    rate: state.bytesPerSecond === null ? 0 : Number(trim(state.bytesPerSecond / MiB)),
  };
  if (state.nextChangeAt === undefined) return intl.formatMessage(SETTINGS.now, rate);
  const until = formatWeekdayTime(state.nextChangeAt, { ...(timeZone ? { timeZone } : {}), locale: intl.locale });
  return intl.formatMessage(SETTINGS.nowUntil, { ...rate, until });
}
