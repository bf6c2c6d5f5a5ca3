// The bandwidth section's form model: limits in MiB/s (empty for no limit), times as the time inputs give them
// (HH:MM, the user's own clock), days as ISO weekdays. Checked with the contract's schema after conversion, with
// its bounds restated in MiB/s so the message matches what the user typed.
import { formatWeekdayTime } from '../../../shared/text/when';
import {
  bandwidthScheduleSchema,
  MAX_BANDWIDTH_WINDOWS,
  MAX_BYTES_PER_SECOND,
  MIN_BYTES_PER_SECOND,
  type BandwidthSchedule,
  type BandwidthState,
} from '../../../shared/uploads/bandwidth';

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
function parseLimit(text: string): number | null | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { problem: 'Enter a number of MiB/s, or leave empty for no limit.' };
  const value = Math.round(Number(trimmed) * MiB);
  if (value < MIN_BYTES_PER_SECOND) return { problem: `At least ${trim(MIN_BYTES_PER_SECOND / MiB)} MiB/s.` };
  if (value > MAX_BYTES_PER_SECOND) return { problem: `At most ${trim(MAX_BYTES_PER_SECOND / MiB)} MiB/s.` };
  return value;
}

function parseTime(text: string): number | { problem: string } {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) return { problem: 'Enter a time such as 09:00.' };
  return hours * 60 + minutes;
}

const isProblem = (value: unknown): value is { problem: string } =>
  typeof value === 'object' && value !== null && 'problem' in value;

export function checkBandwidthForm(form: BandwidthForm): BandwidthCheck {
  const otherwise = parseLimit(form.otherwise);
  const problems: WindowProblems[] = [];
  const windows: BandwidthSchedule['windows'][number][] = [];
  for (const window of form.windows) {
    const from = parseTime(window.from);
    const to = parseTime(window.to);
    const limit = parseLimit(window.limit);
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

function rateText(bytesPerSecond: number | null): string {
  return bytesPerSecond === null ? 'no limit' : `${trim(bytesPerSecond / MiB)} MiB/s`;
}

/** The line under the form: the limit in force now and until when, in the user's clock. */
export function describeNow(state: BandwidthState, timeZone?: string): string {
  const now = `Now: ${rateText(state.bytesPerSecond)}`;
  if (state.nextChangeAt === undefined) return `${now}.`;
  const at = formatWeekdayTime(state.nextChangeAt, timeZone ? { timeZone } : {});
  return `${now}, until ${at}.`;
}
