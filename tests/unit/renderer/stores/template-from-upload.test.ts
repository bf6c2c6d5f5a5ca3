import { describe, expect, it } from 'vitest';
import { draftFromUpload, literal } from '../../../../renderer/stores/template-from-upload';
import { templateDraftSchema } from '../../../../shared/series/template';
import { fillText } from '../../../../shared/series/template-fill';

describe('a template made from an upload form', () => {
  it('keeps the text as it is (braces doubled) and the file name as {file}', () => {
    const draft = draftFromUpload(
      'Show_S01E01.mp4',
      {
        snippet: { title: 'Show_S01E01', description: 'Code: {x}', tags: ['a{b}'], categoryId: '22' },
        status: { privacyStatus: 'unlisted', license: 'creativeCommon', selfDeclaredMadeForKids: false },
      },
      {},
      'Europe/Berlin',
    );
    expect(templateDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({ title: '{file}', description: 'Code: {{x}}', tags: ['a{{b}}'], privacy: 'unlisted' });
    const context = { fileName: 'Show_S01E02.mp4', n: 1, now: 0 };
    expect(fillText(draft.title, draft, context)).toBe('Show_S01E02');
    expect(fillText(draft.description, draft, context)).toBe('Code: {x}');
    expect(fillText(literal('}{'), draft, context)).toBe('}{');
  });
});

describe('the upload-only fields of a template made from an upload form', () => {
  it('carries the languages, public stats, notifications and the recording day', () => {
    const draft = draftFromUpload(
      'clip.mp4',
      {
        snippet: { title: 'clip', defaultLanguage: 'fr', defaultAudioLanguage: 'fr-CA' },
        status: { privacyStatus: 'private', publicStatsViewable: false },
        recordingDetails: { recordingDate: '2025-12-20T18:00:00Z' },
        notifySubscribers: false,
      },
      {},
      'Europe/Paris',
    );
    expect(templateDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({
      language: 'fr',
      audioLanguage: 'fr-CA',
      publicStats: false,
      notifySubscribers: false,
      recordingDate: '2025-12-20',
    });
  });
});

describe('the translations of a template made from an upload form', () => {
  it('keeps them as they are, braces doubled', () => {
    const draft = draftFromUpload(
      'clip.mp4',
      {
        snippet: { title: 'clip', defaultLanguage: 'en' },
        status: { privacyStatus: 'private' },
        localizations: { de: { title: 'Clip {1}', description: '' } },
      },
      {},
      'Europe/Berlin',
    );
    expect(templateDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.localizations).toEqual({ de: { title: 'Clip {{1}}', description: '' } });
  });
});
