import { describe, expect, it } from 'vitest';
import { fillPlaceholders, savedRepliesSchema } from '../../../../shared/comments/saved-replies';

describe('saved replies', () => {
  it('fills {author} and {video}, and reads "this video" when the title is unknown', () => {
    expect(
      fillPlaceholders('Thanks {author}! {video} took a week.', { author: 'Ana', videoTitle: 'Night timelapse' }),
    ).toBe('Thanks Ana! Night timelapse took a week.');
    expect(fillPlaceholders('About {video}, {author}', { author: 'Bo' })).toBe('About this video, Bo');
    expect(fillPlaceholders('{unknown} stays', { author: 'Bo' })).toBe('{unknown} stays');
    expect(fillPlaceholders('Hi {author}', { author: '$& $1' })).toBe('Hi $& $1');
  });

  it('refuses a reply without text or with an id that is not a plain word', () => {
    expect(savedRepliesSchema.safeParse([{ id: 'a', name: 'A', text: ' ' }]).success).toBe(false);
    expect(savedRepliesSchema.safeParse([{ id: 'a b', name: 'A', text: 'x' }]).success).toBe(false);
  });
});
