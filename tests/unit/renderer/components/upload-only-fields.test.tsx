// The upload's own fields read no store: the screen hands them the platform's languages. Until the list is there (or
// when it cannot be read) a code can be typed; a chosen code the list lacks stays chosen.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formFromMetadata } from '../../../../renderer/components/metadata-form';
import type { LanguageChoices } from '../../../../renderer/components/LanguageSelect';
import { UploadOnlyFields } from '../../../../renderer/components/UploadOnlyFields';
import { DeskCallError } from '../../../../renderer/desk/desk-client';
import { failureOf } from '../../../../renderer/desk/failure';

const form = formFromMetadata({
  snippet: { title: 'Intro', defaultLanguage: 'de', defaultAudioLanguage: 'tlh' },
  status: { privacyStatus: 'private', publicStatsViewable: false },
  recordingDetails: { recordingDate: '2025-12-20' },
  notifySubscribers: false,
});

function fields(languages: LanguageChoices, problems = {}): string {
  return renderToStaticMarkup(
    <UploadOnlyFields form={form} problems={problems} onChange={() => undefined} languages={languages} />,
  );
}

const loaded: LanguageChoices = {
  languages: [
    { code: 'de', name: 'German' },
    { code: 'en', name: 'English' },
  ],
  failure: undefined,
  retry: () => undefined,
};

describe('UploadOnlyFields', () => {
  it('offers the platform languages with the chosen one selected, and keeps a chosen code the list lacks', () => {
    const html = fields(loaded);
    expect(html).toContain('<option value="de" selected="">German (de)</option>');
    expect(html).toContain('<option value="tlh" selected="">tlh</option>');
    expect(html).toContain('value="2025-12-20"');
    expect(html).toContain('type="date"');
    // Both switches are off: the saved metadata turned them off.
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).not.toMatch(/type="checkbox" checked/);
  });

  it('lets a code be typed when the list could not be read, says why once, and shows a field problem', () => {
    const dropped = failureOf(new DeskCallError({ code: 'network', message: 'The service could not be reached.' }));
    const html = fields(
      { languages: undefined, failure: dropped, retry: () => undefined },
      { 'snippet.defaultLanguage': 'A language is a code such as de, pt-PT or es-419.' },
    );
    expect(html).not.toContain('<select');
    expect(html).toContain('value="de"');
    expect(html.split('The list of languages could not be loaded').length - 1).toBe(1);
    expect(html).toContain('A language is a code such as de, pt-PT or es-419.');
    expect(html).toContain('aria-invalid="true"');
  });
});
