import { describe, expect, it } from 'vitest';
import type { CommentView, DecisionView } from '../../../../../shared/comments/comment-view';
import { rowDecisions, shownStatus } from '../../../../../renderer/screens/comments/decision-state';
import { replyBlockedBecause, replyButtonLabel, replyMode } from '../../../../../renderer/screens/comments/reply-mode';
import { english } from '../../../../support/intl';

const comment = (moderationStatus: CommentView['moderationStatus'], extra: Partial<CommentView> = {}): CommentView => ({
  id: 'c1',
  authorName: 'Ana',
  text: 'x',
  publishedAt: '2026-01-01T00:00:00Z',
  likeCount: 0,
  mine: false,
  ...(moderationStatus ? { moderationStatus } : {}),
  ...extra,
});
const decision = (state: DecisionView['state'], chosen: DecisionView['decision'] = 'publish'): DecisionView => ({
  decisionId: 'd1',
  groupId: 'g1',
  commentId: 'c1',
  decision: chosen,
  from: 'heldForReview',
  state,
  sendAt: 0,
  attempts: 0,
});

describe('rowDecisions', () => {
  it('never offers the decision a comment already has, as it shows after the decisions made here', () => {
    expect(rowDecisions(comment('heldForReview'), undefined)).toEqual(['publish', 'reject', 'ban']);
    expect(rowDecisions(comment('likelySpam'), undefined)).toEqual(['publish', 'reject', 'ban']);
    expect(rowDecisions(comment('published'), undefined)).toEqual(['hold', 'reject', 'ban']);
    expect(rowDecisions(comment('heldForReview'), decision('waiting'))).toEqual(['hold', 'reject', 'ban']);
    expect(rowDecisions(comment('heldForReview'), decision('sent', 'reject'))).toEqual([]);
    // Undone or refused: the row is as it was.
    expect(rowDecisions(comment('heldForReview'), decision('undone'))).toEqual(['publish', 'reject', 'ban']);
    expect(shownStatus(comment('heldForReview'), decision('refused'))).toBe('heldForReview');
  });
});

describe('replyMode', () => {
  it('publishes a held or spam comment first, and says what each call costs', () => {
    expect(replyMode(comment('heldForReview'), undefined)).toBe('publishFirst');
    expect(replyMode(comment('likelySpam'), undefined)).toBe('publishFirst');
    expect(replyButtonLabel('publishFirst', english)).toBe('Publish (50 units) and reply (50 units)');
    expect(replyMode(comment('published'), undefined)).toBe('reply');
    expect(replyButtonLabel('reply', english)).toBe('Post reply (50 units)');
  });

  it('waits for a decision not yet on the platform, counts a sent one, and closes on a rejected comment', () => {
    expect(replyMode(comment('heldForReview'), decision('waiting'))).toBe('waitForDecision');
    expect(replyMode(comment('heldForReview'), decision('retrying'))).toBe('waitForDecision');
    expect(replyMode(comment('heldForReview'), decision('sent'))).toBe('reply');
    expect(replyMode(comment('heldForReview'), decision('undone'))).toBe('publishFirst');
    expect(replyMode(comment('published'), decision('sent', 'reject'))).toBe('closed');
    expect(replyBlockedBecause('closed', english)).toMatch(/published comments only/);
    expect(replyBlockedBecause('waitForDecision', english)).toMatch(/not reached the platform yet/);
    expect(replyBlockedBecause('publishFirst', english)).toBeUndefined();
  });

  it('answers a reply listed in a queue in its thread: the service guards the top-level comment', () => {
    expect(replyMode(comment('heldForReview', { parentId: 'top' }), undefined)).toBe('reply');
  });
});
