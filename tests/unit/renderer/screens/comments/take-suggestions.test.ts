import { describe, expect, it, vi } from 'vitest';
import type { CommentView, DecisionView } from '../../../../../shared/comments/comment-view';
import type { Suggestion } from '../../../../../shared/comments/rules/evaluate';
import { pendingSuggestions } from '../../../../../renderer/screens/comments/take-suggestions';

// The store behind takeSuggestions talks to the host; this test needs none of it.
vi.mock('../../../../../renderer/desk/desk', () => ({ desk: {} }));

const comment = (id: string): CommentView => ({
  id,
  authorName: id,
  text: 'x',
  publishedAt: '2026-01-01T00:00:00Z',
  likeCount: 0,
  mine: false,
});
const suggestion = (decision: Suggestion['decision']): Suggestion => ({
  ruleId: 'r',
  ruleName: 'R',
  decision,
  why: 'words',
});
const decided = (commentId: string, state: DecisionView['state']): DecisionView => ({
  decisionId: `d-${commentId}`,
  groupId: 'g',
  commentId,
  decision: 'publish',
  from: 'heldForReview',
  state,
  sendAt: 0,
  attempts: 0,
});

describe('pendingSuggestions', () => {
  it('groups the suggested comments by decision and skips those with a decision standing', () => {
    const comments = ['a', 'b', 'c', 'd', 'e'].map(comment);
    const suggestions = new Map([
      ['a', suggestion('reject')],
      ['b', suggestion('ban')],
      ['c', suggestion('reject')],
      ['d', suggestion('reject')],
    ]);
    const groups = pendingSuggestions(comments, suggestions, { c: decided('c', 'waiting'), d: decided('d', 'undone') });
    expect(groups.get('reject')?.map((entry) => entry.id)).toEqual(['a', 'd']);
    expect(groups.get('ban')?.map((entry) => entry.id)).toEqual(['b']);
    expect(groups.has('publish')).toBe(false);
  });
});
