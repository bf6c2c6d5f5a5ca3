// The bulk editor's form becomes an operation only when the contract's schema would take it, with the first reason
// otherwise; tags are typed comma-separated, booleans and an empty schedule are read as the platform means them.
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, operationOf } from '../../../../../../renderer/screens/library/bulk/bulk-draft';

describe('operationOf', () => {
  it('needs something to find and somewhere to look', () => {
    expect(operationOf(EMPTY_DRAFT)).toEqual({ problem: 'Type what to find.' });
    expect(operationOf({ ...EMPTY_DRAFT, find: 'x', inDescription: false })).toEqual({
      problem: 'Choose the title, the description or both.',
    });
    expect(operationOf({ ...EMPTY_DRAFT, find: 'x', inTitle: true })).toEqual({
      operation: {
        kind: 'replace',
        fields: ['title', 'description'],
        find: 'x',
        replace: '',
        regex: false,
        matchCase: true,
      },
    });
  });

  it('reads comma-separated tags, dropping empty ones', () => {
    expect(operationOf({ ...EMPTY_DRAFT, kind: 'addTags', tags: ' gear, ,season two ' })).toEqual({
      operation: { kind: 'addTags', tags: ['gear', 'season two'] },
    });
    expect(operationOf({ ...EMPTY_DRAFT, kind: 'removeTags', tags: ' , ' })).toHaveProperty('problem');
  });

  it('sets booleans as booleans, and an empty schedule as taking it off', () => {
    expect(operationOf({ ...EMPTY_DRAFT, kind: 'set', setField: 'embeddable', setValue: 'false' })).toEqual({
      operation: { kind: 'set', values: { embeddable: false } },
    });
    expect(operationOf({ ...EMPTY_DRAFT, kind: 'set', setField: 'publishAt', setValue: '' })).toEqual({
      operation: { kind: 'set', values: { publishAt: null } },
    });
    expect(operationOf({ ...EMPTY_DRAFT, kind: 'set', setField: 'categoryId', setValue: 'music' })).toEqual({
      problem: 'A category is a numeric id.',
    });
  });
});
