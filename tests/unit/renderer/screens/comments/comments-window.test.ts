// The Comments store over a queue of 100,000 held comments (a fake host answering pages by token): it keeps five
// pages however far the creator goes, reads a dropped page again with its own token, reads no page the creator does
// not reach, and keeps decisions, the cursor and undo right while pages come and go.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentView, DecisionView } from '../../../../../shared/comments/comment-view';

interface FakeHost {
  calls: Array<{ name: string; input: any }>;
  answers: Record<string, (input: any) => unknown>;
}

const fake = vi.hoisted((): FakeHost => ({ calls: [], answers: {} }));

vi.mock('../../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string, input: unknown) => {
      fake.calls.push({ name, input });
      return Promise.resolve().then(() => fake.answers[name]!(input));
    },
    on: () => () => undefined,
  },
}));

const { useComments } = await import('../../../../../renderer/screens/comments/comments-store');
const { WINDOW_PAGES } = await import('../../../../../renderer/screens/comments/page-window');

const HELD = 100_000;
const PAGE = 100;

function held(row: number): CommentView {
  return {
    id: `h${row}`,
    authorName: `@viewer${row % 40}`,
    text: `held comment number ${row}`,
    publishedAt: '2026-03-01T10:00:00Z',
    likeCount: 0,
    moderationStatus: 'heldForReview',
    mine: false,
  };
}

function listThreads(input: { pageToken?: string }) {
  const page = input.pageToken ? Number(input.pageToken.slice(1)) : 0;
  const rows = Array.from({ length: PAGE }, (_, n) => held(page * PAGE + n));
  return { comments: rows, ...((page + 1) * PAGE < HELD ? { nextPageToken: `p${page + 1}` } : {}) };
}

function view(commentId: string, overrides: Partial<DecisionView> = {}): DecisionView {
  return {
    decisionId: `d-${commentId}`,
    groupId: `g-${commentId}`,
    commentId,
    decision: 'publish',
    from: 'heldForReview',
    state: 'waiting',
    sendAt: 0,
    attempts: 0,
    label: `@viewer: “${commentId}”`,
    ...overrides,
  };
}

const pagesRead = () =>
  fake.calls.filter((call) => call.name === 'comments.listThreads').map((call) => call.input.pageToken ?? 'first');

/** Scrolls down as the list does: the rows in view move a screen at a time, the store reading what they need. */
async function scrollTo(row: number, start = 0): Promise<void> {
  for (let from = start; from <= row; from += 8) await useComments.getState().showRows(from, from + 7);
}

beforeEach(async () => {
  fake.calls.length = 0;
  fake.answers = { 'comments.listThreads': listThreads };
  useComments.setState({ queue: 'heldForReview', decisions: {}, undoStack: [], selected: {}, filter: '' });
  await useComments.getState().reload();
});

describe('the comments store over 100,000 held', () => {
  it('reads the first page only on opening, and knows it is not the whole queue', () => {
    const state = useComments.getState();
    expect(pagesRead()).toEqual(['first']);
    expect(state.comments).toHaveLength(100);
    expect(state.knownRows).toBe(100);
    expect(state.counts.heldForReview).toEqual({ loaded: 100, more: true });
  });

  it('keeps five pages however far the creator scrolls, and reads each page reached once', async () => {
    await scrollTo(3000);
    const state = useComments.getState();
    expect(state.comments.length).toBe(WINDOW_PAGES * PAGE);
    expect(state.knownRows).toBe(3100);
    expect(state.windowOffset).toBe(2600);
    expect(state.comments[0]!.id).toBe('h2600');
    // Pages 0 to 30: the one the view reached, and the one after it, read ahead 20 rows before its end.
    expect(pagesRead()).toEqual(['first', ...Array.from({ length: 30 }, (_, n) => `p${n + 1}`)]);
  });

  it('reads a dropped page again with its own token when the creator comes back to it', async () => {
    await scrollTo(3000);
    fake.calls.length = 0;
    await useComments.getState().showRows(250, 257);
    const state = useComments.getState();
    expect(pagesRead()).toEqual(['p2']);
    expect(state.windowOffset).toBe(200);
    expect(state.comments.map((row) => row.id).slice(50, 52)).toEqual(['h250', 'h251']);
    // The cursor's page was dropped: it goes to the first row in view.
    expect(state.comments[state.cursor]!.id).toBe('h250');
    // Then back up a page: the one before is read, the farthest kept one dropped.
    await useComments.getState().showRows(205, 212);
    expect(pagesRead()).toEqual(['p2', 'p1']);
    expect(useComments.getState().windowOffset).toBe(100);
    expect(useComments.getState().comments[useComments.getState().cursor]!.id).toBe('h250');
  });

  it('keeps the cursor on its comment while pages come and go around it', async () => {
    await scrollTo(700);
    const before = useComments.getState();
    const row = 690 - before.windowOffset;
    useComments.getState().moveCursor(row);
    await scrollTo(780, 700);
    const after = useComments.getState();
    expect(after.windowOffset).toBeGreaterThan(before.windowOffset);
    expect(after.comments[after.cursor]!.id).toBe('h690');
  });

  it('keeps a decision in the outbox while its comment is scrolled away, then lets a sent one go', async () => {
    fake.answers['comments.decide'] = (input) => ({
      groupId: `g-${input.comments[0].id}`,
      decisions: [view(input.comments[0].id)],
    });
    await useComments.getState().decide('publish', [held(5)]);
    await scrollTo(2000);
    expect(useComments.getState().decisions.h5?.state).toBe('waiting');
    useComments.getState().applyDecisions([view('h5', { state: 'sent' })]);
    // Still on the undo stack: kept for u.
    await scrollTo(2100, 2000);
    expect(useComments.getState().decisions.h5?.state).toBe('sent');
    useComments.setState({ undoStack: [] });
    await useComments.getState().showRows(2200, 2207);
    expect(useComments.getState().decisions.h5).toBeUndefined();
  });

  it('undoes a sent decision on a comment scrolled away: back to held, named by its decision', async () => {
    fake.answers['comments.decide'] = (input) => ({
      groupId: `g-${input.comments[0].id}`,
      decisions: input.comments.map((row: { id: string }) =>
        view(row.id, input.decision === 'hold' ? { decision: 'hold', from: 'published', groupId: 'g-back' } : {}),
      ),
    });
    await useComments.getState().decide('publish', [held(3)]);
    useComments.getState().applyDecisions([view('h3', { state: 'sent' })]);
    await scrollTo(1500);
    expect(useComments.getState().comments.some((row) => row.id === 'h3')).toBe(false);
    fake.answers['comments.undo'] = () => ({ undone: [], tooLate: ['h3'] });
    fake.calls.length = 0;
    await useComments.getState().undoLast();
    const hold = fake.calls.find((call) => call.name === 'comments.decide');
    expect(hold?.input).toEqual({
      decision: 'hold',
      comments: [{ id: 'h3', from: 'published', label: '@viewer: “h3”' }],
    });
  });

  it('drops the selection of rows whose page was dropped, so a bulk decision acts on what it shows', async () => {
    useComments.getState().toggleSelect('h1');
    await scrollTo(800);
    expect(useComments.getState().selected).toEqual({});
  });
});

describe('comments a dry run flagged', () => {
  it('are flagged no more once decided, so taking every suggestion again cannot decide them twice', () => {
    useComments.setState({ flagged: [held(50_000), held(50_001)] });
    useComments.getState().applyDecisions([view('h50000', { state: 'sent', decision: 'reject' })]);
    expect(useComments.getState().flagged.map((row) => row.id)).toEqual(['h50001']);
    useComments.getState().applyDecisions([view('h50001', { state: 'undone' })]);
    expect(useComments.getState().flagged.map((row) => row.id)).toEqual(['h50001']);
  });
});
