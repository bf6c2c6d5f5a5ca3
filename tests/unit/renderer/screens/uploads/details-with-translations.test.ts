import { describe, expect, it } from 'vitest';
import { checkMetadataForm, formFromMetadata } from '../../../../../renderer/components/metadata-form';
import { translationRowsOf } from '../../../../../renderer/components/translation-rows';
import { withTranslations } from '../../../../../renderer/screens/uploads/details-with-translations';
import { videoMetadataSchema } from '../../../../../shared/uploads/video-metadata-schema';
import type { VideoMetadata } from '../../../../../shared/uploads/video-metadata';
import { intlFor } from '../../../../../shared/i18n/catalogue';

const english = intlFor('en');

const queued: VideoMetadata = {
  snippet: { title: 'Episode 3', defaultLanguage: 'en' },
  status: { privacyStatus: 'private' },
  localizations: { de: { title: 'Folge 3', description: '' } },
};

function checked(metadata: VideoMetadata, rows = translationRowsOf(metadata.localizations)) {
  const form = formFromMetadata(metadata);
  return withTranslations(checkMetadataForm(form, 0, english), form.defaultLanguage, rows);
}

describe('a queued upload’s details with its translations', () => {
  it('keep the translations in what Save sends', () => {
    const check = checked(queued);
    expect(check.ok).toBe(true);
    expect(check.metadata.localizations).toEqual(queued.localizations);
  });

  it('send an edited German title, an added French translation, and none once removed', () => {
    const rows = translationRowsOf(queued.localizations);
    const edited = checked(queued, [
      { ...rows[0]!, title: 'Folge drei' },
      { language: 'fr', title: '', description: 'Épisode trois' },
    ]);
    expect(edited.ok).toBe(true);
    expect(edited.metadata.localizations).toEqual({
      de: { title: 'Folge drei', description: '' },
      fr: { title: '', description: 'Épisode trois' },
    });
    // What the form offers to save is what `uploads.updateMetadata` takes.
    expect(videoMetadataSchema.safeParse(edited.metadata).success).toBe(true);
    const removed = checked(queued, []);
    expect(removed.ok).toBe(true);
    expect(removed.metadata).not.toHaveProperty('localizations');
  });

  it('say what the platform would refuse beside the translation’s title or description', () => {
    const check = checked(queued, [
      { language: 'de', title: 'a'.repeat(101), description: 'x<y' },
      { language: 'fr', title: '', description: '' },
    ]);
    expect(check.ok).toBe(false);
    expect(check.translationProblems).toEqual({
      de: {
        title: 'The title has 101 characters; at most 100 are allowed.',
        description: expect.stringMatching(/</),
      },
      fr: { title: 'Write a title or a description, or remove this translation.' },
    });
    expect(check.translationsProblems).toEqual([]);
    // The contract refuses the same.
    expect(videoMetadataSchema.safeParse(check.metadata).success).toBe(false);
  });

  it('refuse a typed code that is no language', () => {
    const check = checked(queued, [{ language: 'german!', title: 'Folge 3', description: '' }]);
    expect(check.ok).toBe(false);
    expect(check.translationsProblems).toEqual([
      '"german!" is not a language code such as de, pt-PT or es-419; remove it.',
    ]);
  });

  it('hold Save back while the language is cleared or is the translation’s own', () => {
    const rows = translationRowsOf(queued.localizations);
    const form = formFromMetadata(queued);
    const cleared = withTranslations(checkMetadataForm({ ...form, defaultLanguage: '' }, 0, english), '', rows);
    expect(cleared.ok).toBe(false);
    expect(cleared.translationsProblems[0]).toMatch(/^Translations need the language.*choose it under Language/);
    const german = withTranslations(checkMetadataForm({ ...form, defaultLanguage: 'de' }, 0, english), 'de', rows);
    expect(german.translationsProblems[0]).toMatch(/^German is the language of the default title/);
  });

  it('change nothing for an upload without translations', () => {
    const plain = { ...queued, localizations: undefined };
    const check = checked(plain);
    expect(check).toMatchObject({ ok: true, translationsProblems: [], translationProblems: {} });
    expect(check.metadata).not.toHaveProperty('localizations');
  });
});
