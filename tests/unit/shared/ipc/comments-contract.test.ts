// comments.publish's input as both hosts validate it: one comment id of the platform's alphabet, strict keys; the
// reply it opens the way for keeps its own bounds.
import { describe, expect, it } from 'vitest';
import { commentCalls } from '../../../../shared/ipc/comments';

const publish = commentCalls['comments.publish'].input;
const reply = commentCalls['comments.reply'].input;

describe('comments.publish input', () => {
  it('takes one comment id', () => {
    expect(publish.parse({ id: 'UgzHeld_1.a-b' })).toEqual({ id: 'UgzHeld_1.a-b' });
  });

  it('refuses a missing, empty, oversized or foreign id, a list of ids, and unknown keys', () => {
    expect(publish.safeParse(undefined).success).toBe(false);
    expect(publish.safeParse({ id: '' }).success).toBe(false);
    expect(publish.safeParse({ id: 'x'.repeat(129) }).success).toBe(false);
    expect(publish.safeParse({ id: 'a,b' }).success).toBe(false);
    expect(publish.safeParse({ id: ['a', 'b'] }).success).toBe(false);
    expect(publish.safeParse({ id: 'a', banAuthor: true }).success).toBe(false);
  });

  it('leaves the reply its own bounds: text required, at most 10,000 characters', () => {
    expect(reply.safeParse({ parentId: 'a', text: '  ' }).success).toBe(false);
    expect(reply.safeParse({ parentId: 'a', text: 'x'.repeat(10_001) }).success).toBe(false);
    expect(reply.safeParse({ parentId: 'a', text: 'thanks' }).success).toBe(true);
  });
});
