import { describe, expect, it } from 'vitest';
import {
  checkVideoMetadata,
  defaultMetadataFor,
  descriptionProblem,
  languageProblem,
  publishAtProblem,
  recordingDateProblem,
  recordingDateTime,
  tagsLength,
  tagsProblem,
  titleProblem,
  type VideoMetadata,
} from '../../../../shared/uploads/video-metadata';
import { PUBLISH_TIME_PASSED } from '../../../../shared/uploads/publish-time-passed';
import { videoMetadataSchema } from '../../../../shared/uploads/video-metadata-schema';
import { intlFor } from '../../../../shared/i18n/catalogue';

const now = Date.parse('2026-05-01T10:00:00Z');
const valid: VideoMetadata = { snippet: { title: 'Sunset timelapse' }, status: { privacyStatus: 'public' } };

describe('metadata rules', () => {
  it('requires a title of at most 100 characters without < or >', () => {
    expect(titleProblem('')).toBe('A title is required.');
    expect(titleProblem('   ')).toBe('A title is required.');
    expect(titleProblem('x'.repeat(100))).toBeUndefined();
    expect(titleProblem('😀'.repeat(100))).toBeUndefined();
    expect(titleProblem('x'.repeat(101))).toMatch(/101 characters; at most 100/);
    expect(titleProblem('a <b> c')).toMatch(/"<" or ">"/);
  });

  it('limits the description to 5000 bytes of UTF-8, not characters', () => {
    expect(descriptionProblem('x'.repeat(5000))).toBeUndefined();
    expect(descriptionProblem('é'.repeat(2500))).toBeUndefined();
    expect(descriptionProblem('é'.repeat(2501))).toMatch(/5002 bytes; at most 5000/);
    expect(descriptionProblem(undefined)).toBeUndefined();
  });

  it('counts tags as the platform does: separators count, a tag with a space counts its quotes', () => {
    expect(tagsLength(['abc', 'de'])).toBe(3 + 2 + 1);
    expect(tagsLength(['big city'])).toBe(8 + 2);
    expect(tagsLength([])).toBe(0);
    const fifty = Array.from({ length: 50 }, () => 'abcdefghi'); // 50*9 + 49 = 499
    expect(tagsProblem(fifty)).toBeUndefined();
    expect(tagsProblem([...fifty.slice(0, 49), 'abcdefgh i'])).toMatch(/count 502 characters/);
    expect(tagsProblem(['ok', ''])).toBe('Tags may not be empty.');
  });

  it('allows publishAt only in the future and only on a private video', () => {
    expect(publishAtProblem('2026-06-01T10:00:00Z', 'private', now)).toBeUndefined();
    expect(publishAtProblem('2026-06-01T10:00:00+02:00', 'private', now)).toBeUndefined();
    expect(publishAtProblem('2026-06-01T10:00:00Z', 'public', now)).toMatch(/only be set on a private video/);
    expect(publishAtProblem('2026-04-01T10:00:00Z', 'private', now)).toBe(PUBLISH_TIME_PASSED);
    expect(publishAtProblem('next tuesday', 'private', now)).toMatch(/date and time such as/);
    expect(publishAtProblem('2026-06-01', 'private', now)).toMatch(/date and time such as/);
  });

  it('gives one message per field of a bad video', () => {
    const problems = checkVideoMetadata(
      {
        snippet: { title: '', description: '<b>', tags: ['x'], categoryId: 'music' },
        status: { privacyStatus: 'public', publishAt: '2030-01-01T00:00:00Z' },
      },
      now,
    );
    expect(Object.keys(problems).sort()).toEqual([
      'snippet.categoryId',
      'snippet.description',
      'snippet.title',
      'status.publishAt',
    ]);
    expect(checkVideoMetadata(valid, now)).toEqual({});
  });

  it('names a file-derived title acceptably and keeps a new upload private', () => {
    expect(defaultMetadataFor('Beach <day>.mp4')).toEqual({
      snippet: { title: 'Beach day' },
      status: { privacyStatus: 'private' },
    });
    expect(defaultMetadataFor('.mp4').snippet.title).toBe('Untitled video');
    expect(defaultMetadataFor(`${'y'.repeat(150)}.mov`).snippet.title).toHaveLength(100);
    expect(titleProblem(defaultMetadataFor(`<>${'😀'.repeat(120)}.mkv`).snippet.title)).toBeUndefined();
  });
});

describe('videoMetadataSchema', () => {
  it('accepts valid metadata', () => {
    expect(videoMetadataSchema.parse(valid)).toEqual(valid);
  });

  it('refuses unknown properties at every level', () => {
    expect(videoMetadataSchema.safeParse({ ...valid, id: 'x' }).success).toBe(false);
    expect(videoMetadataSchema.safeParse({ ...valid, snippet: { ...valid.snippet, channelId: 'UC1' } }).success).toBe(
      false,
    );
    expect(
      videoMetadataSchema.safeParse({ ...valid, status: { ...valid.status, uploadStatus: 'processed' } }).success,
    ).toBe(false);
  });

  it('refuses wrong types, unknown enums and oversized payloads', () => {
    expect(videoMetadataSchema.safeParse({ ...valid, status: { privacyStatus: 'secret' } }).success).toBe(false);
    expect(videoMetadataSchema.safeParse({ ...valid, snippet: { title: 42 } }).success).toBe(false);
    expect(videoMetadataSchema.safeParse({ ...valid, snippet: { title: 'x'.repeat(10_000) } }).success).toBe(false);
    expect(
      videoMetadataSchema.safeParse({ ...valid, snippet: { title: 't', tags: Array(501).fill('a') } }).success,
    ).toBe(false);
    expect(videoMetadataSchema.safeParse(null).success).toBe(false);
  });

  it('takes a template’s translations beside a default language, and refuses them without one', () => {
    const localizations = { de: { title: 'Folge 1', description: '' } };
    const translated = { ...valid, snippet: { ...valid.snippet, defaultLanguage: 'en' }, localizations };
    expect(videoMetadataSchema.parse(translated)).toEqual(translated);
    const refused = videoMetadataSchema.safeParse({ ...valid, localizations });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['localizations'] });
    expect(refused.error?.issues[0]?.message).toMatch(/^Translations need the language/);
  });

  it('reports the platform rules with their field path', () => {
    const result = videoMetadataSchema.safeParse({
      snippet: { title: 'a>b' },
      status: { privacyStatus: 'unlisted', publishAt: '2999-01-01T00:00:00Z' },
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['snippet.title', 'The title may not contain "<" or ">".'],
      ['status.publishAt', 'A publish time can only be set on a private video (it becomes public then).'],
    ]);
  });
});

describe('languages, recording date, public stats and notifications', () => {
  it('accepts BCP-47 codes and no language, refuses anything else with the field named', () => {
    expect(languageProblem('')).toBeUndefined();
    expect(languageProblem('es-419')).toBeUndefined();
    expect(languageProblem('zh-Hant')).toBeUndefined();
    expect(languageProblem('english')).toMatch(/code such as de/);
    expect(languageProblem('e')).toMatch(/code such as de/);
    expect(languageProblem(`en${'-abcdefgh'.repeat(5)}`)).toMatch(/code such as de/);
    const problems = checkVideoMetadata(
      { ...valid, snippet: { title: 'x', defaultLanguage: 'fr', defaultAudioLanguage: 'fr_FR' } },
      now,
    );
    expect(problems).toEqual({ 'snippet.defaultAudioLanguage': expect.stringMatching(/code such as/) });
  });

  it('takes a day or an RFC 3339 date-time as the recording date, never an impossible day', () => {
    expect(recordingDateProblem('2025-12-20')).toBeUndefined();
    expect(recordingDateProblem('2025-12-20T18:30:00+01:00')).toBeUndefined();
    expect(recordingDateProblem('')).toBeUndefined();
    for (const bad of ['2025-13-01', '2025-02-30', '20/12/2025', '2025-12-20T18:30', 'x'.repeat(10_000)]) {
      expect(recordingDateProblem(bad), bad).toMatch(/recording date/);
    }
    expect(recordingDateTime('2025-12-20')).toBe('2025-12-20T00:00:00Z');
  });

  it('lets the contract carry the new fields, bounded, and refuses strangers', () => {
    const metadata = {
      snippet: { title: 'x', defaultLanguage: 'fr', defaultAudioLanguage: 'de' },
      status: { privacyStatus: 'public', publicStatsViewable: false },
      recordingDetails: { recordingDate: '2025-12-20' },
      notifySubscribers: false,
    };
    expect(videoMetadataSchema.safeParse(metadata).success).toBe(true);
    const tooLong = { ...metadata, snippet: { ...metadata.snippet, defaultLanguage: 'a'.repeat(1_000_000) } };
    expect(videoMetadataSchema.safeParse(tooLong).success).toBe(false);
    const badDate = { ...metadata, recordingDetails: { recordingDate: 'yesterday' } };
    const parsed = videoMetadataSchema.safeParse(badDate);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['recordingDetails', 'recordingDate']);
    expect(videoMetadataSchema.safeParse({ ...metadata, recordingDetails: { location: {} } }).success).toBe(false);
  });
});

describe("the details' problems in German and Japanese", () => {
  it("are said in the creator's language, the counts as plain digits", () => {
    const german = intlFor('de');
    const japanese = intlFor('ja');
    expect(titleProblem('x'.repeat(101), german)).toBe('Der Titel hat 101 Zeichen; erlaubt sind höchstens 100.');
    expect(titleProblem(' ', japanese)).toBe('タイトルは必須です。');
    expect(descriptionProblem('é'.repeat(2501), german)).toBe(
      'Die Beschreibung belegt 5002 Byte; erlaubt sind höchstens 5000 (Buchstaben mit Akzent und Emojis belegen mehr als eines).',
    );
    expect(publishAtProblem('2026-04-01T10:00:00Z', 'public', Date.UTC(2026, 0, 1), japanese)).toBe(
      '公開日時を設定できるのは非公開の動画だけです（その日時に公開されます）。',
    );
    expect(publishAtProblem('2026-04-01T10:00:00Z', 'private', Date.UTC(2027, 0, 1), german)).toBe(
      'Dieser Zeitpunkt ist vorbei: Die Plattform nimmt nur einen Veröffentlichungszeitpunkt in der Zukunft an. Wähle einen späteren Tag oder eine spätere Uhrzeit.',
    );
  });
});
