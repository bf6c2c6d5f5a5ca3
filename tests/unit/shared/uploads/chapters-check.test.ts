import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { chapterProblems, chaptersOf, MIN_CHAPTER_SECONDS } from '../../../../shared/uploads/chapters-check';

const english = intlFor('en');

const stamp = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
const describeChapters = (starts: readonly number[]) =>
  ['My video', '', ...starts.map((at, index) => `${stamp(at)} Part ${index + 1}`), '', 'Thanks'].join('\n');

describe('chaptersOf', () => {
  it('reads timestamps at the start of lines in their written forms, with bullets and separators', () => {
    const chapters = chaptersOf('0:00 Intro\n- 01:30 - Setup\n• 1:02:03 | Long part\n(2:00) Bracketed\nno 3:00 here');
    expect(chapters.map((chapter) => [chapter.at, chapter.title])).toEqual([
      [0, 'Intro'],
      [90, 'Setup'],
      [3723, 'Long part'],
      [120, 'Bracketed'],
    ]);
  });

  it('ignores impossible times and reads CRLF descriptions', () => {
    expect(chaptersOf('0:75 no\n1:60:00 no\r\n0:00 Yes\r\n').map((chapter) => chapter.title)).toEqual(['Yes']);
  });
});

describe('chapterProblems', () => {
  it('has nothing to say about a description without timestamps, or with valid chapters', () => {
    expect(chapterProblems('Just a description.', english)).toEqual([]);
    expect(chapterProblems(describeChapters([0, 10, 75]), english)).toEqual([]);
  });

  it('names a first chapter that is not at 0:00', () => {
    expect(chapterProblems(describeChapters([5, 30, 90]), english)).toEqual([
      'Chapters must start at 0:00: the first timestamp is 0:05, so no chapters will show.',
    ]);
  });

  it('names too few chapters, too short ones and ones out of order', () => {
    expect(chapterProblems('0:00 Intro\n1:00 End', english)).toEqual([
      'Chapters need at least 3 timestamps: this description has 2, so no chapters will show.',
    ]);
    expect(chapterProblems('0:00 Intro\n0:04 Blink\n1:00 End', english)).toEqual([
      'Chapter "Intro" (0:00) lasts 4 s: each chapter must last at least 10 s.',
    ]);
    expect(chapterProblems('0:00 Intro\n2:00 Middle\n1:20 Back', english)).toEqual([
      'Timestamps must go up: 1:20 comes after 2:00.',
    ]);
  });

  it('reads hostile lines (long runs of spaces, digits and colons) without backtracking into them', () => {
    const hostile = `${' '.repeat(200_000)}1${':1'.repeat(100_000)}\n`.repeat(3);
    expect(chapterProblems(hostile, english)).toEqual([]);
    expect(chaptersOf(`0:00 ${'x'.repeat(1_000_000)}`)[0]!.title.length).toBeLessThan(500);
  });

  it('finds no problem in any ascending run from 0:00 with gaps of at least 10 s (property)', () => {
    const gaps = fc.array(fc.integer({ min: MIN_CHAPTER_SECONDS, max: 4000 }), { minLength: 2, maxLength: 30 });
    fc.assert(
      fc.property(gaps, (list) => {
        const starts = list.reduce<number[]>((all, gap) => [...all, all.at(-1)! + gap], [0]);
        return chapterProblems(describeChapters(starts), english).length === 0;
      }),
    );
  });

  it('always names a problem when a gap is under 10 s, or the start is not 0:00 (property)', () => {
    const starts = fc
      .array(fc.integer({ min: 0, max: 4000 }), { minLength: 3, maxLength: 20 })
      .filter((list) => list[0] !== 0 || list.some((at, i) => i > 0 && at - list[i - 1]! < MIN_CHAPTER_SECONDS));
    fc.assert(fc.property(starts, (list) => chapterProblems(describeChapters(list), english).length > 0));
  });
});

describe('chapterProblems in German and Japanese', () => {
  it("names the problem in the creator's language, the timestamps as written", () => {
    expect(chapterProblems('0:00 Intro\n0:04 Blink\n1:00 End', intlFor('de'))).toEqual([
      'Kapitel „Intro“ (0:00) dauert 4 s: Jedes Kapitel muss mindestens 10 s lang sein.',
    ]);
    expect(chapterProblems('0:05 Intro\n1:00 End', intlFor('ja'))).toEqual([
      'チャプターは 0:00 から始める必要があります。最初のタイムスタンプが 0:05 のため、チャプターは表示されません。',
      'チャプターには 3 個以上のタイムスタンプが必要です。この説明には 2 個しかないため、チャプターは表示されません。',
    ]);
  });
});
