// The editor's form says exactly what the contract would refuse, and means the metadata the user typed.
import { describe, expect, it } from 'vitest';
import { videoMetadataSchema } from '../../../../shared/uploads/video-metadata-schema';
import { defaultMetadataFor } from '../../../../shared/uploads/video-metadata';
import {
  checkMetadataForm,
  formFromMetadata,
  fromLocalInput,
  metadataFromForm,
  sameForm,
  splitTags,
  toLocalInput,
  type MetadataForm,
} from '../../../../renderer/components/metadata-form';
import { intlFor } from '../../../../shared/i18n/catalogue';

const english = intlFor('en');

const NOW = Date.parse('2030-01-01T00:00:00Z');

function form(patch: Partial<MetadataForm>): MetadataForm {
  return { ...formFromMetadata(defaultMetadataFor('clip.mp4')), ...patch };
}

describe('metadata form', () => {
  it('starts from the saved metadata and reads back the same', () => {
    const saved = {
      snippet: { title: 'Trip', description: 'Day one', tags: ['travel', 'road trip'], categoryId: '19' },
      status: {
        privacyStatus: 'unlisted' as const,
        selfDeclaredMadeForKids: false,
        embeddable: false,
        license: 'creativeCommon' as const,
      },
    };
    const model = formFromMetadata(saved);
    expect(model).toMatchObject({
      tags: 'travel, road trip',
      madeForKids: 'no',
      embeddable: false,
      license: 'creativeCommon',
    });
    expect(metadataFromForm(model)).toEqual(saved);
    expect(sameForm(formFromMetadata(metadataFromForm(model)), model)).toBe(true);
  });

  it('leaves empty fields out rather than sending empty values', () => {
    const metadata = metadataFromForm(form({ description: '', tags: ' , ', categoryId: '' }));
    expect(metadata.snippet).toEqual({ title: 'clip' });
  });

  it('splits tags on commas and drops empty ones', () => {
    expect(splitTags(' a, b ,,c d ,')).toEqual(['a', 'b', 'c d']);
  });

  it('flags what the contract schema refuses, with the same words', () => {
    const cases: Array<Partial<MetadataForm>> = [
      { title: '' },
      { title: 'x'.repeat(101) },
      { title: 'a <b>' },
      { description: 'é'.repeat(2_501) },
      { tags: Array.from({ length: 60 }, (_, i) => `tag${i}xxxxxxxx`).join(', ') },
      { privacyStatus: 'public', publishAt: '2031-01-01T10:00' },
      { privacyStatus: 'private', publishAt: '2020-01-01T10:00' },
    ];
    for (const patch of cases) {
      const check = checkMetadataForm(form(patch), NOW, english);
      expect(check.ok, JSON.stringify(patch)).toBe(false);
      const contract = videoMetadataSchema.safeParse(check.metadata);
      // The schema checks against the real clock; the publish cases above are wrong at any time after 2020.
      expect(contract.success, JSON.stringify(patch)).toBe(false);
      const contractMessages = contract.error!.issues.map((issue) => issue.message);
      expect(contractMessages).toEqual(expect.arrayContaining(Object.values(check.problems)));
    }
    expect(checkMetadataForm(form({ title: 'Fine', tags: 'a, b' }), NOW, english).ok).toBe(true);
  });

  it('turns a local date-time input into an RFC 3339 instant and back', () => {
    const iso = fromLocalInput('2031-05-06T07:08');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(toLocalInput(iso)).toBe('2031-05-06T07:08');
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('soon')).toBe('soon');
    expect(toLocalInput('nonsense')).toBe('');
  });
});

describe('the upload-only fields of the form', () => {
  it('leave nothing in the metadata at their defaults, so the Library form never sends them', () => {
    const model = form({});
    expect(model).toMatchObject({
      defaultLanguage: '',
      defaultAudioLanguage: '',
      publicStatsViewable: true,
      recordingDate: '',
      notifySubscribers: true,
    });
    const metadata = metadataFromForm(model);
    expect(Object.keys(metadata).sort()).toEqual(['snippet', 'status']);
    expect(Object.keys(metadata.snippet)).toEqual(['title']);
    expect(metadata.status).not.toHaveProperty('publicStatsViewable');
    // Not answered is not "no": nothing goes to the platform until the creator answers.
    expect(model.containsSyntheticMedia).toBe('unset');
    expect(metadata.status).not.toHaveProperty('containsSyntheticMedia');
  });

  it('send the altered or synthetic content answer as given, yes or no, and read it back', () => {
    for (const [answer, sent] of [
      ['yes', true],
      ['no', false],
    ] as const) {
      const model = form({ containsSyntheticMedia: answer });
      const metadata = metadataFromForm(model);
      expect(metadata.status.containsSyntheticMedia).toBe(sent);
      expect(videoMetadataSchema.safeParse(metadata).success).toBe(true);
      expect(sameForm(formFromMetadata(metadata), model)).toBe(true);
    }
  });

  it('mean the languages, hidden stats, no notification and the recording day, and read back the same', () => {
    const model = form({
      defaultLanguage: 'de',
      defaultAudioLanguage: 'en-GB',
      publicStatsViewable: false,
      recordingDate: '2025-12-20',
      notifySubscribers: false,
    });
    const metadata = metadataFromForm(model);
    expect(metadata).toMatchObject({
      snippet: { defaultLanguage: 'de', defaultAudioLanguage: 'en-GB' },
      status: { publicStatsViewable: false },
      recordingDetails: { recordingDate: '2025-12-20' },
      notifySubscribers: false,
    });
    expect(videoMetadataSchema.safeParse(metadata).success).toBe(true);
    expect(sameForm(formFromMetadata(metadata), model)).toBe(true);
  });

  it('flags a typed language code the platform would refuse and a date-time recording date shows as its day', () => {
    expect(checkMetadataForm(form({ defaultLanguage: 'deutsch' }), NOW, english).problems).toHaveProperty(
      'snippet.defaultLanguage',
    );
    const fromPlatform = formFromMetadata({
      ...defaultMetadataFor('clip.mp4'),
      recordingDetails: { recordingDate: '2025-12-20T00:00:00Z' },
    });
    expect(fromPlatform.recordingDate).toBe('2025-12-20');
  });
});
