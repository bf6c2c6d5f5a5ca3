// Timestamps of access logs, read by fixed positions (no expression that could backtrack over a line):
//  - the common log format's "10/Oct/2026:13:55:36 -0700" (nginx $time_local, Apache %t);
//  - the provider's JSON logs: RFC 3339 text ("2026-10-10T13:55:36Z", fractions and offsets allowed), or a number
//    of Unix seconds, milliseconds or nanoseconds (its timestamp_format option), told apart by magnitude.

const MONTHS: Readonly<Record<string, number>> = {
  Jan: 0,
  Feb: 1,
  Mar: 2,
  Apr: 3,
  May: 4,
  Jun: 5,
  Jul: 6,
  Aug: 7,
  Sep: 8,
  Oct: 9,
  Nov: 10,
  Dec: 11,
};

/** The digits of text[from, from+count) as a number, or -1 when one is not a digit. */
function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const c = text.charCodeAt(i) - 48;
    if (!(c >= 0 && c <= 9)) return -1;
    value = value * 10 + c;
  }
  return value;
}

function validParts(month: number, day: number, hour: number, minute: number, second: number): boolean {
  return (
    month >= 0 &&
    day >= 1 &&
    day <= 31 &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 60
  );
}

// Many lines of a log share their second: the last one read is kept, and a repeat costs one comparison.
let lastClfText = '';
let lastClfTime = NaN;

/** "dd/Mon/yyyy:HH:MM:SS +hhmm" (text[from, to), by default all of it) → epoch ms, or NaN. */
export function parseClfTime(text: string, from = 0, to = text.length): number {
  // A slice and a comparison are native code: reading the characters of a line (itself a slice of a chunk of the
  // file) one by one to compare them cost twice as much.
  const own = from === 0 && to === text.length ? text : text.slice(from, to);
  if (own === lastClfText) return lastClfTime;
  lastClfTime = readClfTime(own);
  // The slice itself is kept, not a copy (a log changes second tens of thousands of times): it keeps at most the
  // one chunk of the file it was cut from in memory, until the next second is read.
  lastClfText = own;
  return lastClfTime;
}

function readClfTime(text: string): number {
  if (text.length !== 26 || text[2] !== '/' || text[6] !== '/' || text[11] !== ':' || text[20] !== ' ') return NaN;
  const day = digits(text, 0, 2);
  const month = MONTHS[text.slice(3, 6)] ?? -1;
  const year = digits(text, 7, 4);
  const hour = digits(text, 12, 2);
  const minute = digits(text, 15, 2);
  const second = digits(text, 18, 2);
  const sign = text[21] === '+' ? 1 : text[21] === '-' ? -1 : 0;
  const offH = digits(text, 22, 2);
  const offM = digits(text, 24, 2);
  if (year < 0 || sign === 0 || offH < 0 || offM < 0 || !validParts(month, day, hour, minute, second)) return NaN;
  return Date.UTC(year, month, day, hour, minute, second) - sign * (offH * 60 + offM) * 60_000;
}

/** "yyyy-mm-ddTHH:MM:SS[.fff…](Z|±hh:mm)" → epoch ms, or NaN. */
export function parseRfc3339(text: string): number {
  if (
    text.length < 20 ||
    text.length > 40 ||
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[13] !== ':' ||
    text[16] !== ':'
  )
    return NaN;
  if (text[10] !== 'T' && text[10] !== 't' && text[10] !== ' ') return NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2) - 1;
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  if (year < 0 || !validParts(month, day, hour, minute, second)) return NaN;
  let i = 19;
  let ms = 0;
  if (text[i] === '.') {
    i++;
    let scale = 100;
    const start = i;
    while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
      ms += (text.charCodeAt(i) - 48) * scale;
      scale /= 10;
      i++;
    }
    if (i === start) return NaN;
    ms = Math.floor(ms);
  }
  let offset = 0;
  const zone = text[i];
  if (zone === 'Z' || zone === 'z') i++;
  else if (zone === '+' || zone === '-') {
    const offH = digits(text, i + 1, 2);
    const offM = digits(text, i + 4, 2);
    if (text[i + 3] !== ':' || offH < 0 || offM < 0) return NaN;
    offset = (zone === '+' ? 1 : -1) * (offH * 60 + offM) * 60_000;
    i += 6;
  } else return NaN;
  if (i !== text.length) return NaN;
  return Date.UTC(year, month, day, hour, minute, second) + ms - offset;
}

/** Unix seconds, milliseconds or nanoseconds → epoch ms (by magnitude: a log is of a year after 2001), or NaN. */
export function parseUnixTime(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return NaN;
  if (value < 1e11) return Math.floor(value * 1000);
  if (value < 1e14) return Math.floor(value);
  if (value < 1e20) return Math.floor(value / 1e6);
  return NaN;
}
