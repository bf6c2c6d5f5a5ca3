// The platform's daily quota resets at midnight Pacific time (America/Los_Angeles, with its daylight saving), so an
// upload refused for quota waits until that instant, and a screen refused for it says when that is: retrying
// earlier only fails again. Intl only, so both the main process and the page can use it.

const PACIFIC = 'America/Los_Angeles';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function pacificWallClock(instant: number): WallClock {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Pacific time minus UTC at `instant`, in ms (-7 h or -8 h). */
function pacificOffset(instant: number): number {
  const wall = pacificWallClock(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/** The first midnight in Pacific time strictly after `now` (epoch ms). */
export function nextQuotaReset(now: number): number {
  const today = pacificWallClock(now);
  const midnightAsUtc = Date.UTC(today.year, today.month - 1, today.day + 1);
  // The offset at the target can differ from today's on a daylight-saving day; midnight itself always exists in
  // this zone (the switches happen at 02:00), so one correction settles it.
  const guess = midnightAsUtc - pacificOffset(now);
  return midnightAsUtc - pacificOffset(guess);
}
