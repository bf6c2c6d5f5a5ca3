// "Schedule a change": the picked fields and their new values become the change's fields and target, the altered
// content answer, category and licence among them, and the form opens proposing the other answer of a yes or no.
import { describe, expect, it } from 'vitest';
import { bulkValuesOf } from '../../../../../../shared/bulk/bulk-preview';
import {
  draftFor,
  OFFERED,
  targetOf,
  type Draft,
  type Offered,
} from '../../../../../../renderer/screens/library/schedule/schedule-draft';
import { libraryVideo } from '../../../../support/library-video';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const video = libraryVideo('vidDraft001', { title: 'Episode 1', categoryId: '22', license: 'youtube' });
const picking = (draft: Draft, ...fields: Offered[]): Draft => ({ ...draft, picked: new Set(fields) });

describe('schedule draft', () => {
  it('offers the altered content answer, category and licence beside the texts and visibility', () => {
    expect(OFFERED).toEqual([
      'title',
      'description',
      'tags',
      'privacyStatus',
      'containsSyntheticMedia',
      'categoryId',
      'license',
      'localizations',
    ]);
  });

  it('opens proposing the other licence and the other altered content answer, and the video category', () => {
    const draft = draftFor(video, NOW, 'UTC');
    expect(draft).toMatchObject({ license: 'creativeCommon', containsSyntheticMedia: true, categoryId: '22' });
    expect(draft.picked.size).toBe(0);
    expect(draft.date).toBe('2026-03-10');
    expect(draft.time).toBe('13:00');
  });

  it('writes only the picked fields, with their new values', () => {
    const seen = bulkValuesOf(video);
    const draft = { ...draftFor(video, NOW, 'UTC'), categoryId: '27', title: 'Not picked' };
    const { fields, target } = targetOf(seen, picking(draft, 'containsSyntheticMedia', 'categoryId', 'license'));
    expect(fields).toEqual(['containsSyntheticMedia', 'categoryId', 'license']);
    expect(target).toEqual({
      ...seen,
      containsSyntheticMedia: true,
      categoryId: '27',
      license: 'creativeCommon',
    });
  });

  it('splits the tags and takes the publish time off with a visibility other than private', () => {
    const scheduled = libraryVideo('vidDraft002', { privacyStatus: 'private', publishAt: '2026-03-11T09:00:00Z' });
    const seen = bulkValuesOf(scheduled);
    const draft = { ...draftFor(scheduled, NOW, 'UTC'), tags: ' one, ,two ' };
    expect(draft.whenKind).toBe('live');
    const { fields, target } = targetOf(seen, picking(draft, 'tags', 'privacyStatus'));
    expect(fields).toEqual(['tags', 'privacyStatus', 'publishAt']);
    expect(target.tags).toEqual(['one', 'two']);
    expect(target.privacyStatus).toBe('public');
    expect(target.publishAt).toBeUndefined();
  });

  it('writes the translations as typed, all of them (a language left out is removed)', () => {
    const translated = libraryVideo('vidDraft002', {
      defaultLanguage: 'en',
      localizations: { de: { title: 'Folge 1', description: '' }, fr: { title: 'Épisode 1', description: '' } },
    });
    const seen = bulkValuesOf(translated);
    const draft = draftFor(translated, NOW, 'UTC');
    expect(draft.translations.map((row) => row.language)).toEqual(['de', 'fr']);
    const edited: Draft = {
      ...picking(draft, 'localizations'),
      translations: [{ language: 'de', title: 'Folge 1: jetzt online', description: 'Neu' }],
    };
    const { fields, target } = targetOf(seen, edited);
    expect(fields).toEqual(['localizations']);
    expect(target.localizations).toEqual({ de: { title: 'Folge 1: jetzt online', description: 'Neu' } });
  });
});
