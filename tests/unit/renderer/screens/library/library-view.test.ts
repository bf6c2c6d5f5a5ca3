// The Library screen's pure helpers: the local filter, the badges (a scheduled video shows its date), lengths and
// counts as a creator reads them, a video's details as the upload form's model, and the words for what a save did.
import { describe, expect, it } from 'vitest';
import type { LibraryVideo } from '../../../../../shared/library/library-video';
import { formFromMetadata } from '../../../../../renderer/components/metadata-form';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import {
  ALTERED_FILTERS,
  alteredContentWord,
  changedFields,
  figuresSourceText,
  formatCount,
  formatLength,
  matchesAltered,
  matchesFilter,
  metadataOf,
  privacyBadge,
} from '../../../../../renderer/screens/library/library-view';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const en = intlFor('en');
const de = intlFor('de');

function video(overrides: Partial<LibraryVideo> = {}): LibraryVideo {
  return {
    id: 'dQd3moVid01',
    title: 'Étalonnage: color grading',
    description: 'Two\nlines',
    tags: ['davinci resolve', 'tutorial'],
    categoryId: '27',
    privacyStatus: 'public',
    publishedAt: '2026-01-05T15:00:00Z',
    license: 'creativeCommon',
    embeddable: false,
    thumbnails: {},
    ...overrides,
  };
}

describe('the Library helpers', () => {
  it('filters on every word, in titles and tags, ignoring case and accents', () => {
    expect(matchesFilter(video(), 'etalonnage')).toBe(true);
    expect(matchesFilter(video(), 'RESOLVE tutorial')).toBe(true);
    expect(matchesFilter(video(), 'resolve premiere')).toBe(false);
    expect(matchesFilter(video(), '   ')).toBe(true);
    expect(matchesFilter(video(), 'lines')).toBe(false);
  });

  it('badges: a private video with a publish time ahead is scheduled (its date is in the Schedule column); one past it is private', () => {
    expect(privacyBadge(video(), NOW, en)).toEqual({ label: 'Public', tone: 'ok' });
    expect(privacyBadge(video({ privacyStatus: 'unlisted' }), NOW, en).label).toBe('Unlisted');
    const scheduled = privacyBadge(video({ privacyStatus: 'private', publishAt: '2026-03-05T18:00:00Z' }), NOW, en);
    expect(scheduled.tone).toBe('warning');
    expect(scheduled.label).toBe('Scheduled');
    expect(privacyBadge(video({ privacyStatus: 'private', publishAt: '2026-02-05T18:00:00Z' }), NOW, en)).toEqual({
      label: 'Private',
      tone: 'muted',
    });
  });

  it('lengths as a player shows them; hidden or unknown figures as a dash', () => {
    expect(formatLength(612)).toBe('10:12');
    expect(formatLength(7384)).toBe('2:03:04');
    expect(formatLength(58)).toBe('0:58');
    expect(formatLength(undefined)).toBe('–');
    expect(formatCount(undefined)).toBe('–');
    expect(formatCount(12)).toBe('12');
  });

  it("fills the upload form's model with the video's details, and names what a save changed", () => {
    const form = formFromMetadata(metadataOf(video({ selfDeclaredMadeForKids: false })));
    expect(form).toMatchObject({
      title: 'Étalonnage: color grading',
      description: 'Two\nlines',
      tags: 'davinci resolve, tutorial',
      categoryId: '27',
      privacyStatus: 'public',
      license: 'creativeCommon',
      embeddable: false,
      madeForKids: 'no',
      publishAt: '',
    });
    expect(formFromMetadata(metadataOf(video())).madeForKids).toBe('unset');
    expect(changedFields(form, { ...form, title: 'New' }, en)).toBe('title');
    expect(changedFields(form, { ...form, title: 'New', privacyStatus: 'unlisted' }, en)).toBe('title and visibility');
    expect(changedFields(form, { ...form, title: 'New', tags: '', embeddable: true }, en)).toBe(
      'title, tags, and embedding',
    );
  });
});

describe('figuresSourceText', () => {
  it("says in a creator's words where the figures came from and why it fell back, the call's name kept apart", () => {
    expect(figuresSourceText(undefined, en)).toBeUndefined();
    const stats = figuresSourceText({ from: 'videos.batchGetStats' }, en);
    expect(stats?.text).toBe(
      "Views and likes from the platform's statistics: they do not use the project's daily units.",
    );
    expect(stats?.text).not.toMatch(/videos\./);
    expect(stats?.technical).toMatch(/batchGetStats/);
    expect(figuresSourceText({ from: 'videos.list', because: 'bucket-exhausted' }, en)?.text).toBe(
      "Views and likes read with the videos, from the project's daily units, because the statistics' own daily allowance is used up.",
    );
    expect(figuresSourceText({ from: 'videos.list', because: 'not-served' }, en)?.text).toMatch(/not offered here/);
    expect(figuresSourceText({ from: 'videos.list', because: 'not-enabled' }, en)?.text).toMatch(/not switched on/);
    expect(figuresSourceText({ from: 'videos.list', because: 'not-enabled' }, en)?.technical).toMatch(/videos\.list/);
  });
});

describe('the altered or synthetic content filter', () => {
  const answers = [true, false, undefined] as const;
  const videos = answers.map((answer) =>
    video(answer === undefined ? {} : { containsSyntheticMedia: answer, title: String(answer) }),
  );
  const shown = (filter: (typeof ALTERED_FILTERS)[number]) =>
    videos
      .filter((one) => matchesAltered(one, filter))
      .map((one) => alteredContentWord(one.containsSyntheticMedia, en));

  it('shows every video, or only those answered yes, no, or not at all', () => {
    expect(shown('any')).toEqual(['Yes', 'No', 'Not answered']);
    expect(shown('yes')).toEqual(['Yes']);
    expect(shown('no')).toEqual(['No']);
    expect(shown('unanswered')).toEqual(['Not answered']);
    expect(alteredContentWord(undefined, de)).toBe('Nicht beantwortet');
  });

  it("puts the platform's answer in the details form, and none while unanswered", () => {
    expect(formFromMetadata(metadataOf(video({ containsSyntheticMedia: false }))).containsSyntheticMedia).toBe('no');
    expect(formFromMetadata(metadataOf(video())).containsSyntheticMedia).toBe('unset');
  });
});
