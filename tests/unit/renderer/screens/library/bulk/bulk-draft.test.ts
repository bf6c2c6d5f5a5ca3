// The bulk editor's form becomes an operation only when the contract's schema would take it, with the first reason
// otherwise; tags are typed comma-separated, booleans and an empty schedule are read as the platform means them.
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, operationOf as operationIn } from '../../../../../../renderer/screens/library/bulk/bulk-draft';
import { intlFor } from '../../../../../../shared/i18n/catalogue';

const operationOf = (draft: Parameters<typeof operationIn>[0]) => operationIn(draft, intlFor('en'));

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

  it('says why in the chosen language', () => {
    expect(operationIn(EMPTY_DRAFT, intlFor('de'))).toEqual({ problem: 'Gib ein, was gesucht werden soll.' });
    expect(operationIn({ ...EMPTY_DRAFT, find: 'x', inDescription: false }, intlFor('ja'))).toEqual({
      problem: 'タイトル、説明、またはその両方を選んでください。',
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
    // The contract's own limits (a category from the platform's list is always a number) leave no reason of their
    // own: the editor says the operation is not complete.
    expect(operationOf({ ...EMPTY_DRAFT, kind: 'set', setField: 'categoryId', setValue: 'music' })).toEqual({
      problem: '',
    });
  });
});
