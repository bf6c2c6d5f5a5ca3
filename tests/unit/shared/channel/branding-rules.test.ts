// The description's rules as the platform holds them: 1000 characters as a person counts them, no < or >.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { descriptionProblems } from '../../../../shared/channel/branding-rules';

const en = intlFor('en');

describe('channel description rules', () => {
  it('takes 1000 characters, emoji counted as one each', () => {
    expect(descriptionProblems('a'.repeat(1000), en)).toEqual([]);
    expect(descriptionProblems('🎬'.repeat(1000), en)).toEqual([]);
  });

  it('refuses 1001 characters, saying by how much to shorten it', () => {
    expect(descriptionProblems('a'.repeat(1001), en)).toEqual([
      'The description is 1,001 characters; the platform allows 1,000. Shorten it by 1.',
    ]);
  });

  it('refuses < and >', () => {
    expect(descriptionProblems('Visit <my site>', en)).toEqual([expect.stringContaining('cannot contain < or >')]);
    expect(descriptionProblems('a > b', en)).toHaveLength(1);
  });
});

describe('in the language of the intl given', () => {
  it('says the problems in German, numbers as German writes them', () => {
    expect(descriptionProblems('a'.repeat(1001), intlFor('de'))).toEqual([
      'Die Beschreibung hat 1.001 Zeichen; die Plattform erlaubt 1.000. Kürze sie um 1.',
    ]);
  });
});
