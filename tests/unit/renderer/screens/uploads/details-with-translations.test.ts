import { describe, expect, it } from 'vitest';
import { checkMetadataForm, formFromMetadata } from '../../../../../renderer/components/metadata-form';
import { withTranslations } from '../../../../../renderer/screens/uploads/details-with-translations';
import type { VideoMetadata } from '../../../../../shared/uploads/video-metadata';

const queued: VideoMetadata = {
  snippet: { title: 'Episode 3', defaultLanguage: 'en' },
  status: { privacyStatus: 'private' },
  localizations: { de: { title: 'Folge 3', description: '' } },
};

describe('a queued upload’s details with its template’s translations', () => {
  it('keep the translations in what Save sends, though the form has no inputs for them', () => {
    const form = formFromMetadata(queued);
    const check = withTranslations(checkMetadataForm(form, 0), form.defaultLanguage, queued.localizations);
    expect(check.ok).toBe(true);
    expect(check.metadata.localizations).toEqual(queued.localizations);
  });

  it('hold Save back while the language is cleared or is the translation’s own', () => {
    const form = formFromMetadata(queued);
    const cleared = withTranslations(checkMetadataForm({ ...form, defaultLanguage: '' }, 0), '', queued.localizations);
    expect(cleared.ok).toBe(false);
    expect(cleared.translationsProblem).toMatch(/^Translations need the language/);
    const german = withTranslations(
      checkMetadataForm({ ...form, defaultLanguage: 'de' }, 0),
      'de',
      queued.localizations,
    );
    expect(german.translationsProblem).toMatch(/^German is the language of the default title/);
  });

  it('change nothing for an upload without translations', () => {
    const plain = { ...queued, localizations: undefined };
    const check = withTranslations(checkMetadataForm(formFromMetadata(plain), 0), '', undefined);
    expect(check).toMatchObject({ ok: true, translationsProblem: undefined });
    expect(check.metadata).not.toHaveProperty('localizations');
  });
});
