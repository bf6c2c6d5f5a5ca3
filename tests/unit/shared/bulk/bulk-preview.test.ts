// The preview of a bulk edit: what changes in each video, which are left alone, which the platform would refuse and
// why (the upload form's rules), and the cost of applying.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BulkOperation } from '../../../../shared/bulk/bulk-operation';
import { bulkOperationSchema, touchedFields } from '../../../../shared/bulk/bulk-operation';
import {
  bulkValuesOf,
  differingFields,
  metadataFromValues,
  previewBulkEdit,
  UNITS_PER_VIDEO,
  type BulkPreview,
} from '../../../../shared/bulk/bulk-preview';
import { libraryVideo } from '../../support/library-video';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const OLD = 'https://old.example/shop';

function preview(videos: Parameters<typeof previewBulkEdit>[0], operation: BulkOperation): BulkPreview {
  const result = previewBulkEdit(videos, bulkOperationSchema.parse(operation), NOW);
  if ('problem' in result) throw new Error(result.problem);
  return result;
}

describe('previewBulkEdit', () => {
  const videos = [
    libraryVideo('aaaaaaaaaa1', { description: `Gear: ${OLD}` }),
    libraryVideo('aaaaaaaaaa2', { description: 'No link here' }),
    libraryVideo('aaaaaaaaaa3', { description: `${'x'.repeat(4990)} ${OLD}` }),
  ];
  const replace: BulkOperation = {
    kind: 'replace',
    fields: ['description'],
    find: OLD,
    replace: 'https://new.example/shop/2026',
    regex: false,
    matchCase: true,
  };

  it('names the changed, the untouched and the refused videos, and costs only the changed ones', () => {
    const result = preview(videos, replace);
    expect(result.videos.map((video) => video.outcome)).toEqual(['changed', 'untouched', 'refused']);
    expect(result).toMatchObject({ changed: 1, untouched: 1, refused: 1, units: UNITS_PER_VIDEO });
    expect(UNITS_PER_VIDEO).toBe(51);
    expect(result.videos[0]!.after.description).toBe('Gear: https://new.example/shop/2026');
    expect(result.videos[0]!.spans.description).toEqual({ before: [[6, 30]], after: [[6, 35]] });
    expect(result.videos[2]!.problems.description).toMatch(/at most 5000 are allowed/);
  });

  it('flags a title made too long or holding < >', () => {
    const long = preview([libraryVideo('aaaaaaaaaa1', { title: 'x'.repeat(95) })], {
      kind: 'append',
      field: 'title',
      text: ' (2026)',
    });
    expect(long.videos[0]!.problems.title).toMatch(/102 characters/);
    const angled = preview([libraryVideo('aaaaaaaaaa1')], { kind: 'prepend', field: 'title', text: '<new> ' });
    expect(angled.videos[0]!.outcome).toBe('refused');
    expect(angled.videos[0]!.spans.title).toEqual({ before: [], after: [[0, 6]] });
  });

  it('adds tags once (case-insensitively) and counts them as the platform does', () => {
    const result = preview([libraryVideo('aaaaaaaaaa1', { tags: ['Gear'] })], {
      kind: 'addTags',
      tags: ['gear', 'season two'],
    });
    expect(result.videos[0]!.after.tags).toEqual(['Gear', 'season two']);
    const tooMany = preview([libraryVideo('aaaaaaaaaa1', { tags: ['t'.repeat(495)] })], {
      kind: 'addTags',
      tags: ['a b c'],
    });
    expect(tooMany.videos[0]!.problems.tags).toMatch(/503 characters/);
  });

  it('removes tags, and leaves a video without them untouched', () => {
    const result = preview(
      [libraryVideo('aaaaaaaaaa1', { tags: ['old', 'keep'] }), libraryVideo('aaaaaaaaaa2', { tags: ['keep'] })],
      { kind: 'removeTags', tags: ['OLD'] },
    );
    expect(result.videos.map((video) => video.outcome)).toEqual(['changed', 'untouched']);
    expect(result.videos[0]!.after.tags).toEqual(['keep']);
  });

  it('making a scheduled video public takes its schedule off; a schedule on a public video is refused', () => {
    const scheduled = libraryVideo('aaaaaaaaaa1', { privacyStatus: 'private', publishAt: '2026-06-01T00:00:00Z' });
    const result = preview([scheduled], { kind: 'set', values: { privacyStatus: 'public' } });
    expect(result.videos[0]!.after.publishAt).toBeUndefined();
    expect(result.videos[0]!.changed).toEqual(['privacyStatus', 'publishAt']);
    const refused = preview([libraryVideo('aaaaaaaaaa1')], {
      kind: 'set',
      values: { publishAt: '2026-06-01T00:00:00Z' },
    });
    expect(refused.videos[0]!.problems.publishAt).toMatch(/private video/);
  });

  it('sets the category, licence, embedding and audience', () => {
    const result = preview([libraryVideo('aaaaaaaaaa1')], {
      kind: 'set',
      values: { categoryId: '27', license: 'creativeCommon', embeddable: false, selfDeclaredMadeForKids: false },
    });
    expect([...result.videos[0]!.changed].sort()).toEqual([
      'categoryId',
      'embeddable',
      'license',
      'selfDeclaredMadeForKids',
    ]);
    expect(result.videos[0]!.outcome).toBe('changed');
  });

  it('gives the reason for a pattern RE2 refuses instead of a preview', () => {
    const result = previewBulkEdit(videos, { ...replace, find: '(', regex: true }, NOW);
    expect(result).toHaveProperty('problem');
  });

  it('changes only the fields the operation touches, and its counts add up (property)', () => {
    const operations = fc.oneof(
      fc.record({
        kind: fc.constant('replace' as const),
        fields: fc.constantFrom(['title'] as const, ['description'] as const, ['title', 'description'] as const),
        find: fc.string({ minLength: 1, maxLength: 3 }),
        replace: fc.string({ maxLength: 5 }),
        regex: fc.constant(false),
        matchCase: fc.boolean(),
      }),
      fc.record({
        kind: fc.constantFrom('append' as const, 'prepend' as const),
        field: fc.constantFrom('title' as const, 'description' as const),
        text: fc.string({ minLength: 1, maxLength: 5 }),
      }),
      fc.record({
        kind: fc.constant('removeTags' as const),
        tags: fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1 }),
      }),
    );
    const items = fc.array(
      fc.record({
        title: fc.string({ minLength: 1, maxLength: 10 }),
        description: fc.string({ maxLength: 10 }),
        tags: fc.subarray(['a', 'b', 'c']),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(items, operations, (fields, operation) => {
        const list = fields.map((f, i) => libraryVideo(`vvvvvvvvvv${i}`, f));
        const result = preview(list, operation as BulkOperation);
        expect(result.changed + result.untouched + result.refused).toBe(list.length);
        expect(result.units).toBe(result.changed * UNITS_PER_VIDEO);
        const touched = touchedFields(operation as BulkOperation);
        for (const video of result.videos) {
          const other = differingFields(video.before, video.after, ['title', 'description', 'tags', 'categoryId']);
          for (const field of other) expect(touched).toContain(field);
        }
      }),
    );
  });

  it('reads a video the way the job compares it', () => {
    const values = bulkValuesOf(libraryVideo('aaaaaaaaaa1', { selfDeclaredMadeForKids: false }));
    expect(values).toMatchObject({ selfDeclaredMadeForKids: false });
    expect('publishAt' in values).toBe(false);
  });
});

describe('setting the altered or synthetic content answer for many videos', () => {
  const videos = [
    libraryVideo('aaaaaaaaaa1'),
    libraryVideo('aaaaaaaaaa2', { containsSyntheticMedia: false }),
    libraryVideo('aaaaaaaaaa3', { containsSyntheticMedia: true }),
  ];

  it('changes the unanswered and the other answer, leaves the same answer untouched, and costs the changed', () => {
    const result = preview(videos, { kind: 'set', values: { containsSyntheticMedia: true } });
    expect(result.videos.map((video) => video.outcome)).toEqual(['changed', 'changed', 'untouched']);
    expect(result.videos.map((video) => video.changed)).toEqual([
      ['containsSyntheticMedia'],
      ['containsSyntheticMedia'],
      [],
    ]);
    expect(result.units).toBe(2 * UNITS_PER_VIDEO);
    expect(
      touchedFields(bulkOperationSchema.parse({ kind: 'set', values: { containsSyntheticMedia: false } })),
    ).toEqual(['containsSyntheticMedia']);
  });

  it('writes the answer, and asks to clear it when going back to "not answered" (an undo)', () => {
    const answered = metadataFromValues({ ...bulkValuesOf(videos[0]!), containsSyntheticMedia: true });
    expect(answered.status.containsSyntheticMedia).toBe(true);
    expect(answered.clearSyntheticMedia).toBeUndefined();
    const unanswered = metadataFromValues(bulkValuesOf(videos[0]!));
    expect(unanswered.status).not.toHaveProperty('containsSyntheticMedia');
    expect(unanswered.clearSyntheticMedia).toBe(true);
  });

  it('refuses an answer that is not yes or no', () => {
    expect(bulkOperationSchema.safeParse({ kind: 'set', values: { containsSyntheticMedia: 'yes' } }).success).toBe(
      false,
    );
  });
});
