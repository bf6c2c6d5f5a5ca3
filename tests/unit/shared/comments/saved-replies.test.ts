import { describe, expect, it } from 'vitest';
import { fillPlaceholders, savedRepliesSchema } from '../../../../shared/comments/saved-replies';

describe('saved replies', () => {
  it('fills {author} and {video} as given, whatever they hold', () => {
    expect(fillPlaceholders('Thanks {author}! {video} took a week.', { author: 'Ana', video: 'Night timelapse' })).toBe(
      'Thanks Ana! Night timelapse took a week.',
    );
    expect(fillPlaceholders('Danke {author} für {video}', { author: 'Bo', video: 'dieses Video' })).toBe(
      'Danke Bo für dieses Video',
    );
    expect(fillPlaceholders('{unknown} stays', { author: 'Bo', video: '' })).toBe('{unknown} stays');
    expect(fillPlaceholders('Hi {author}, {video}', { author: '$& $1', video: '$`' })).toBe('Hi $& $1, $`');
  });

  it('refuses a reply without text or with an id that is not a plain word', () => {
    expect(savedRepliesSchema.safeParse([{ id: 'a', name: 'A', text: ' ' }]).success).toBe(false);
    expect(savedRepliesSchema.safeParse([{ id: 'a b', name: 'A', text: 'x' }]).success).toBe(false);
  });
});
