import { describe, it, expect } from 'vitest';
import { ApiError } from '../../../../../electron/emulator/data-api/errors/api-error';
import { tagsLength, validateVideoMetadata } from '../../../../../electron/emulator/data-api/video-metadata-validation';

const now = Date.parse('2026-01-01T00:00:00Z');
const rules = (parts: string[] = ['snippet', 'status']) => ({
  parts: new Set(parts),
  categoryIsAssignable: (id: string) => id === '22' || id === '10',
  now,
});

function reasonOf(body: unknown, parts?: string[]): string {
  try {
    validateVideoMetadata(body, rules(parts));
  } catch (error) {
    if (error instanceof ApiError) return `${error.code} ${error.details[0]?.domain}/${error.reason}`;
    throw error;
  }
  return 'valid';
}

describe('validateVideoMetadata', () => {
  it('keeps the settable properties and drops read-only ones', () => {
    const metadata = validateVideoMetadata(
      {
        kind: 'youtube#video',
        snippet: { title: 'Trip', description: 'A trip', tags: ['a', 'b c'], categoryId: '22', channelId: 'UCsomeone' },
        status: {
          privacyStatus: 'private',
          publishAt: '2026-02-01T10:00:00Z',
          license: 'creativeCommon',
          embeddable: false,
          uploadStatus: 'processed',
        },
      },
      rules(),
    );
    expect(metadata).toEqual({
      snippet: { title: 'Trip', description: 'A trip', tags: ['a', 'b c'], categoryId: '22' },
      status: {
        privacyStatus: 'private',
        publishAt: '2026-02-01T10:00:00Z',
        license: 'creativeCommon',
        embeddable: false,
      },
    });
  });

  it('accepts an absent body', () => {
    expect(validateVideoMetadata(undefined, rules())).toEqual({});
  });

  it('refuses a body part the part parameter does not name', () => {
    expect(reasonOf({ snippet: { title: 'x' }, status: { privacyStatus: 'public' } }, ['snippet'])).toBe(
      '400 youtube.part/unexpectedPart',
    );
  });

  it.each([
    [{ snippet: {} }, 'invalidTitle'],
    [{ snippet: { title: '   ' } }, 'invalidTitle'],
    [{ snippet: { title: 'x'.repeat(101) } }, 'invalidTitle'],
    [{ snippet: { title: 'a <b>' } }, 'invalidTitle'],
    [{ snippet: { title: 't', description: 'é'.repeat(2501) } }, 'invalidDescription'],
    [{ snippet: { title: 't', description: 'a > b' } }, 'invalidDescription'],
    [{ snippet: { title: 't', tags: 'a,b' } }, 'invalidTags'],
    [{ snippet: { title: 't', tags: ['x'.repeat(250), 'y'.repeat(250)] } }, 'invalidTags'],
    [{ snippet: { title: 't', categoryId: '99' } }, 'invalidCategoryId'],
    [{ snippet: { title: 't', categoryId: 22 } }, 'invalidCategoryId'],
    [{ status: { privacyStatus: 'public', publishAt: '2026-02-01T10:00:00Z' } }, 'invalidPublishAt'],
    [{ status: { publishAt: '2026-02-01T10:00:00Z' } }, 'invalidPublishAt'],
    [{ status: { privacyStatus: 'private', publishAt: '2025-12-31T23:59:59Z' } }, 'invalidPublishAt'],
    [{ status: { privacyStatus: 'private', publishAt: 'tomorrow' } }, 'invalidPublishAt'],
  ])('refuses %j with %s (domain youtube.video)', (body, reason) => {
    expect(reasonOf(body)).toBe(`400 youtube.video/${reason}`);
  });

  it.each([
    [{ status: { privacyStatus: 'secret' } }],
    [{ status: { license: 'gpl' } }],
    [{ status: { embeddable: 'yes' } }],
    [{ status: { selfDeclaredMadeForKids: 1 } }],
  ])('refuses %j with invalidValue', (body) => {
    expect(reasonOf(body)).toBe('400 global/invalidValue');
  });

  it('accepts limits exactly at their edge', () => {
    expect(
      reasonOf({
        snippet: { title: '😀'.repeat(100), description: 'é'.repeat(2500), tags: ['x'.repeat(249), 'y'.repeat(250)] },
      }),
    ).toBe('valid');
  });

  it('counts tags as the platform does: commas between, quotes around tags with spaces', () => {
    expect(tagsLength([])).toBe(0);
    expect(tagsLength(['abc'])).toBe(3);
    expect(tagsLength(['abc', 'de'])).toBe(6);
    expect(tagsLength(['a b'])).toBe(5);
  });
});
