// Which region's categories are asked for: the language's country, never a code no country has.
import { describe, expect, it } from 'vitest';
import { categoryQuery } from '../../../../renderer/stores/category-query';

describe('the categories query', () => {
  it("asks for the language's country", () => {
    expect(categoryQuery('pt-BR')).toEqual({ hl: 'pt-BR', regionCode: 'BR' });
    expect(categoryQuery('de')).toEqual({ hl: 'de' });
  });

  it('leaves out regions no country has (the pseudo-locale en-XA), which the platform refuses', () => {
    expect(categoryQuery('en-XA')).toEqual({ hl: 'en-XA' });
    expect(categoryQuery('en-ZZ')).toEqual({ hl: 'en-ZZ' });
  });

  it('sends nothing it cannot read as a language', () => {
    expect(categoryQuery('not a language; drop table')).toEqual({});
  });
});
