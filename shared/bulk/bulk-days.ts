// How long a bulk job takes by the quota: each video is read fresh (videos.list, 1 unit) and written (videos.update,
// 50 units), so a day of the default 10,000 units changes some 196 videos. A job runs today's units down, waits for
// the reset (midnight Pacific) and goes on; this says on which quota day it ends. Both the page (before Apply) and
// the main process (while the job runs) use it.
import { QUOTA_COSTS } from '../platform/quota-costs';

/** The units one video of a job costs: its fresh read and its write. */
export const UNITS_PER_VIDEO = QUOTA_COSTS['videos.list'] + QUOTA_COSTS['videos.update'];

const DAY_MS = 24 * 3_600_000;

export interface QuotaDay {
  /** Units the project has left today. */
  readonly left: number;
  /** Units it has each day. */
  readonly limit: number;
  /** When today's count starts again from 0. */
  readonly resetsAt: number;
}

export interface JobDays {
  /** Quota days the job runs on, today counted (1: it ends today). */
  readonly days: number;
  /** An instant inside the day it ends: now when that is today, else the reset that starts that day. */
  readonly finishesOn: number;
  /** False when a day's units cannot pay for one video: the job would never end. */
  readonly possible: boolean;
}

/** The quota days `videos` writes take, from now, with `day`'s units left today and its daily limit after. */
export function jobDays(videos: number, day: QuotaDay, now: number): JobDays {
  const today = Math.floor(Math.max(0, day.left) / UNITS_PER_VIDEO);
  if (videos <= today) return { days: 1, finishesOn: now, possible: true };
  const perDay = Math.floor(Math.max(0, day.limit) / UNITS_PER_VIDEO);
  if (perDay === 0) return { days: Infinity, finishesOn: Infinity, possible: false };
  const later = Math.ceil((videos - today) / perDay);
  // The reset follows Pacific days; a daylight-saving change moves it an hour, which stays inside the same day.
  return { days: later + 1, finishesOn: day.resetsAt + (later - 1) * DAY_MS, possible: true };
}
