// How a scheduled change reads: what it does (fields with their new values, playlists counted, a comment), when, and
// what happened to it, late or not; a category by its name, translations by their languages' names, a thumbnail by
// its image's name.
import { describe, expect, it } from 'vitest';
import type { ScheduledChangeView } from '../../../../shared/schedule/scheduled-change';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { changeWords } from '../../../../renderer/components/scheduled-change-words';

const words = changeWords(intlFor('en'), {
  category: (id) => (id === '27' ? 'Education' : undefined),
  language: (code) => (code === 'de' ? 'German' : code === 'fr' ? 'French' : undefined),
});
const describeChange = words.describe;
const fieldLabel = words.field;
const durationText = words.duration;
const outcomeText = words.outcome;
const whenText = words.when;

const AT = Date.parse('2026-03-10T18:00:00Z');
const change: ScheduledChangeView = {
  id: '6f1c1b8e-8f5e-4c57-9d55-0c2c1f7a1a11',
  videoId: 'vidSchedul1',
  title: 'Episode 1',
  when: { kind: 'at', at: AT },
  dueAt: AT,
  state: 'scheduled',
  fields: ['title', 'privacyStatus', 'publishAt'],
  before: { title: 'Episode 1', privacyStatus: 'private' },
  after: { title: 'Episode 1: out now', privacyStatus: 'public' },
  playlistIds: ['PLa', 'PLb'],
  comment: 'Thanks!',
  units: 201,
  createdAt: AT - 1,
  undoable: false,
};

describe('scheduled change words', () => {
  it('says what it does, the schedule going with the visibility unsaid', () => {
    expect(describeChange(change)).toBe(
      'Title → “Episode 1: out now”; Visibility → “public”; add to 2 playlists; post a comment',
    );
    expect(describeChange({ ...change, fields: [], playlistIds: ['PLa'], comment: undefined })).toBe(
      'add to 1 playlist',
    );
  });

  it('names the licence as a creator does', () => {
    const licence = { ...change, fields: ['license' as const], after: { license: 'creativeCommon' as const } };
    expect(describeChange({ ...licence, playlistIds: [], comment: undefined })).toBe(
      `${fieldLabel('license')} → “Creative Commons”`,
    );
  });

  it('says when, in the zone asked', () => {
    // The year is left out in the year of now.
    expect(whenText(change, 'UTC')).toMatch(/^Tue, Mar 10(, 2026)?, 6:00 PM$/);
    expect(whenText({ ...change, when: { kind: 'live' }, dueAt: undefined } as never)).toBe('When it goes live');
  });

  it('says how late a change ran, and that an undone one ran first', () => {
    expect(durationText(25 * 60_000)).toBe('25 minutes');
    expect(durationText(3 * 3_600_000)).toBe('3 hours');
    expect(durationText(3 * 86_400_000)).toBe('3 days');
    const ran = { ...change, state: 'undone', ranAt: AT + 7_200_000, lateByMs: 7_200_000 } as const;
    expect(outcomeText(ran)).toMatch(/^Ran .*, 2 hours late; undone since$/);
    expect(outcomeText({ ...change, state: 'held', message: 'Held: the title changed.' })).toBe(
      'Held for you. Held: the title changed.',
    );
  });

  it('names a category and the languages of translations, not their codes, and a thumbnail by its image', () => {
    const base = { ...change, playlistIds: [], comment: undefined };
    expect(describeChange({ ...base, fields: ['categoryId'], after: { categoryId: '27' } })).toBe(
      'Category → “Education”',
    );
    expect(describeChange({ ...base, fields: ['categoryId'], after: { categoryId: '99' } })).toBe('Category → “99”');
    const localizations = { de: { title: 'Folge 1', description: '' }, fr: { title: 'Épisode 1', description: '' } };
    expect(describeChange({ ...base, fields: ['localizations'], after: { localizations } })).toBe(
      'Translations → “German and French”',
    );
    expect(describeChange({ ...base, fields: [], thumbnail: { name: 'day-two.png' } })).toBe('Thumbnail → day-two.png');
  });

  it('speaks the chosen language', () => {
    const german = changeWords(intlFor('de'));
    expect(german.describe({ ...change, fields: [], comment: undefined })).not.toContain('playlists');
  });
});
