// The chapters check every description editor shows: the platform turns timestamps at the start of description lines
// into chapters only when the first is at 0:00, there are at least three, they go up, and each chapter lasts at
// least 10 seconds (YouTube Help "Video chapters", read 2026-11-25). Otherwise it shows none and says nothing, so the
// problem is named here, in the language given. One pass over the lines, anchored patterns with bounded repeats:
// linear in the text.
import type { IntlShape } from 'react-intl';
import { CHAPTER_PROBLEMS } from './chapters-messages';

const MIN_CHAPTERS = 3;
export const MIN_CHAPTER_SECONDS = 10;

export interface Chapter {
  /** Seconds from the start of the video. */
  readonly at: number;
  /** The timestamp as written. */
  readonly written: string;
  readonly title: string;
}

/** `0:00`, `00:00`, `1:02:03`, optionally after a bullet or an opening bracket. */
const TIMESTAMP_LINE = /^[ \t]*(?:[-*•([][ \t]*)?((?:(\d{1,2}):)?(\d{1,2}):(\d{2}))\b[ \t)\]]*(?:[-–—:|][ \t]*)?(.*)$/;

/** The description's chapter lines, in the order written. */
export function chaptersOf(description: string): Chapter[] {
  const chapters: Chapter[] = [];
  for (const line of description.split(/\r?\n/)) {
    const match = TIMESTAMP_LINE.exec(line.length > 500 ? line.slice(0, 500) : line);
    if (!match) continue;
    const hours = match[2] === undefined ? 0 : Number(match[2]);
    const minutes = Number(match[3]);
    const seconds = Number(match[4]);
    if (seconds > 59 || (match[2] !== undefined && minutes > 59)) continue;
    chapters.push({ at: hours * 3600 + minutes * 60 + seconds, written: match[1]!, title: match[5]!.trim() });
  }
  return chapters;
}

function named(chapter: Chapter, intl: IntlShape): string {
  return chapter.title
    ? intl.formatMessage(CHAPTER_PROBLEMS.named, { title: chapter.title, at: chapter.written })
    : chapter.written;
}

/**
 * What keeps the description's timestamps from becoming chapters, each problem named; none when the description has
 * no timestamps at all (chapters are optional) or when they make valid chapters.
 */
export function chapterProblems(description: string, intl: IntlShape): string[] {
  const say = intl.formatMessage;
  const chapters = chaptersOf(description);
  if (chapters.length === 0) return [];
  const problems: string[] = [];
  const first = chapters[0]!;
  if (first.at !== 0) problems.push(say(CHAPTER_PROBLEMS.notFromZero, { first: first.written }));
  if (chapters.length < MIN_CHAPTERS) {
    problems.push(say(CHAPTER_PROBLEMS.tooFew, { min: MIN_CHAPTERS, count: chapters.length }));
  }
  for (let index = 1; index < chapters.length; index += 1) {
    const previous = chapters[index - 1]!;
    const current = chapters[index]!;
    if (current.at <= previous.at) {
      problems.push(say(CHAPTER_PROBLEMS.notUp, { current: current.written, previous: previous.written }));
    } else if (current.at - previous.at < MIN_CHAPTER_SECONDS) {
      problems.push(
        say(CHAPTER_PROBLEMS.tooShort, {
          chapter: named(previous, intl),
          seconds: current.at - previous.at,
          min: MIN_CHAPTER_SECONDS,
        }),
      );
    }
  }
  // The same slip twice (two equal pairs of lines) is named once.
  return [...new Set(problems)];
}
