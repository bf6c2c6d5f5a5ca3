// An edit as complete parts: translations (the localizations part) go only when the edit carries them and they
// differ from the platform's, whole, empty texts left out; the default language is kept, set or cleared.
import { describe, expect, it } from 'vitest';
import { mergeEdits } from '../../../../electron/library/merge-edits';
import type { VideoResource } from '../../../../electron/library/video-resources';
import type { VideoMetadata } from '../../../../shared/uploads/video-metadata';

const current: VideoResource = {
  id: 'aaaaaaaaaa1',
  snippet: {
    publishedAt: '2026-01-01T00:00:00Z',
    title: 'Knots',
    description: 'd',
    categoryId: '22',
    defaultLanguage: 'en',
  },
  status: { privacyStatus: 'public', license: 'youtube', embeddable: true },
  localizations: { fr: { title: 'Nœuds' } },
};
const same: VideoMetadata = {
  snippet: { title: 'Knots', description: 'd', categoryId: '22' },
  status: { privacyStatus: 'public' },
};

describe('mergeEdits with translations', () => {
  it('sends nothing when the edit leaves them out or says the same', () => {
    expect(mergeEdits(current, same).parts).toEqual([]);
    expect(mergeEdits(current, { ...same, localizations: { fr: { title: 'Nœuds', description: '' } } }).parts).toEqual(
      [],
    );
  });

  it('sends the whole localizations part when they differ, and the snippet when the language does', () => {
    const update = mergeEdits(current, {
      snippet: { ...same.snippet, defaultLanguage: 'de' },
      status: same.status,
      localizations: { fr: { title: 'Nœuds', description: '' }, en: { title: 'Knots', description: 'About knots' } },
    });
    expect(update.parts).toEqual(['snippet', 'localizations']);
    expect(update.body.snippet?.defaultLanguage).toBe('de');
    expect(update.body.localizations).toEqual({
      fr: { title: 'Nœuds' },
      en: { title: 'Knots', description: 'About knots' },
    });
  });

  it("clears the default language with '' and all translations with an empty set", () => {
    const update = mergeEdits(current, {
      snippet: { ...same.snippet, defaultLanguage: '' },
      status: same.status,
      localizations: {},
    });
    expect(update.parts).toEqual(['snippet', 'localizations']);
    expect(update.body.snippet).not.toHaveProperty('defaultLanguage');
    expect(update.body.localizations).toEqual({});
  });
});

describe('mergeEdits with the altered or synthetic content answer (revision 20260924)', () => {
  const disclosed: VideoResource = { ...current, status: { ...current.status, containsSyntheticMedia: true } };

  it("keeps the platform's answer in every status it sends, since an update leaving it out would clear it", () => {
    const update = mergeEdits(disclosed, { ...same, status: { privacyStatus: 'unlisted' } });
    expect(update.parts).toEqual(['status']);
    expect(update.body.status).toMatchObject({ privacyStatus: 'unlisted', containsSyntheticMedia: true });
  });

  it('sends a changed answer as a status change, and nothing when the answer is the same', () => {
    const changed = mergeEdits(disclosed, {
      ...same,
      status: { privacyStatus: 'public', containsSyntheticMedia: false },
    });
    expect(changed.parts).toEqual(['status']);
    expect(changed.body.status?.containsSyntheticMedia).toBe(false);
    expect(
      mergeEdits(disclosed, { ...same, status: { privacyStatus: 'public', containsSyntheticMedia: true } }).parts,
    ).toEqual([]);
  });

  it('answers a video that had no answer, and leaves the property out while neither side has one', () => {
    const answered = mergeEdits(current, {
      ...same,
      status: { privacyStatus: 'public', containsSyntheticMedia: true },
    });
    expect(answered.body.status?.containsSyntheticMedia).toBe(true);
    const untouched = mergeEdits(current, { ...same, status: { privacyStatus: 'private' } });
    expect(untouched.body.status).not.toHaveProperty('containsSyntheticMedia');
  });

  it('clears the answer when a bulk undo asks for it, and sends nothing when there was none', () => {
    const cleared = mergeEdits(disclosed, { ...same, clearSyntheticMedia: true });
    expect(cleared.parts).toEqual(['status']);
    expect(cleared.body.status).not.toHaveProperty('containsSyntheticMedia');
    expect(mergeEdits(current, { ...same, clearSyntheticMedia: true }).parts).toEqual([]);
  });
});
