// The description's rules as the platform holds them: 1000 characters as a person counts them, no < or >.
import { describe, expect, it } from 'vitest';
import { descriptionProblems } from '../../../../shared/channel/branding-rules';

describe('channel description rules', () => {
  it('takes 1000 characters, emoji counted as one each', () => {
    expect(descriptionProblems('a'.repeat(1000))).toEqual([]);
    expect(descriptionProblems('🎬'.repeat(1000))).toEqual([]);
  });

  it('refuses 1001 characters, saying by how much to shorten it', () => {
    expect(descriptionProblems('a'.repeat(1001))).toEqual([
      'The description is 1001 characters; the platform allows 1000. Shorten it by 1.',
    ]);
  });

  it('refuses < and >', () => {
    expect(descriptionProblems('Visit <my site>')).toEqual([expect.stringContaining('cannot contain < or >')]);
    expect(descriptionProblems('a > b')).toHaveLength(1);
  });
});
