// The Comments screen's store against a fake host: a decision shows at once and names its comment for notices, a
// refusal from the outbox puts the comment back, undo after the window sends it back to Held for review, and the
// local filter and selection ranges work on what is loaded.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotices } from '../../../../../renderer/stores/notice-store';
import { useQuota } from '../../../../../renderer/stores/quota-store';
import { DeskCallError } from '../../../../../renderer/desk/desk-client';
import type { CommentView, DecisionView } from '../../../../../shared/comments/comment-view';

interface FakeHost {
  calls: Array<{ name: string; input: unknown }>;
  answers: Record<string, (input: unknown) => unknown>;
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

const { useComments, shownStatus, visibleComments, commentLabel } =
  await import('../../../../../renderer/screens/comments/comments-store');

function comment(id: string, overrides: Partial<CommentView> = {}): CommentView {
  return {
    id,
    authorName: `@author-${id}`,
    text: `text of ${id}`,
    publishedAt: '2026-03-01T10:00:00Z',
    likeCount: 0,
    moderationStatus: 'heldForReview',
    mine: false,
    ...overrides,
  };
}

function view(commentId: string, overrides: Partial<DecisionView> = {}): DecisionView {
  return {
    decisionId: `d-${commentId}`,
    groupId: 'g1',
    commentId,
    decision: 'publish',
    from: 'heldForReview',
    state: 'waiting',
    sendAt: 0,
    attempts: 0,
    ...overrides,
  };
}

beforeEach(() => {
  fake.calls.length = 0;
  fake.answers = {};
  useComments.setState({
    queue: 'heldForReview',
    comments: [comment('c1'), comment('c2', { text: 'مرحبا بالجميع', authorName: 'قناة' }), comment('c3')],
    decisions: {},
    undoStack: [],
    selected: {},
    anchor: undefined,
    cursor: 0,
    filter: '',
  });
});

describe('comments store', () => {
  it('records a decision through the outbox, naming the comment, and shows it at once', async () => {
    fake.answers['comments.decide'] = () => ({ groupId: 'g1', decisions: [view('c1')] });
    expect(await useComments.getState().decide('publish', [comment('c1')])).toBe(true);
    expect(fake.calls).toEqual([
      {
        name: 'comments.decide',
        input: {
          decision: 'publish',
          comments: [{ id: 'c1', from: 'heldForReview', label: '@author-c1: “text of c1”' }],
        },
      },
    ]);
    const state = useComments.getState();
    expect(shownStatus(state.comments[0]!, state.decisions.c1)).toBe('published');
    expect(state.undoStack).toEqual(['g1']);
  });

  it('puts a refused decision back: the comment shows its own status again', () => {
    useComments.getState().applyDecisions([view('c1', { decision: 'reject' })]);
    expect(shownStatus(comment('c1'), useComments.getState().decisions.c1)).toBe('rejected');
    useComments.getState().applyDecisions([view('c1', { decision: 'reject', state: 'refused', message: 'gone' })]);
    expect(shownStatus(comment('c1'), useComments.getState().decisions.c1)).toBe('heldForReview');
  });

  it('keeps an undone decision undone when an event of its earlier state arrives late', () => {
    useComments.getState().applyDecisions([view('c1', { decision: 'ban' })]);
    useComments.getState().applyDecisions([view('c1', { decision: 'ban', state: 'undone' })]);
    // The outbox's 'waiting' event for the same decision, sent in a batch that arrives after the undo's answer.
    useComments.getState().applyDecisions([view('c1', { decision: 'ban' })]);
    expect(useComments.getState().decisions.c1?.state).toBe('undone');
    expect(shownStatus(comment('c1'), useComments.getState().decisions.c1)).toBe('heldForReview');
  });

  it('undo after the window sends the comment back to Held for review', async () => {
    useComments.setState({
      queue: 'heldForReview',
      undoStack: ['g1'],
      decisions: { c1: view('c1', { state: 'sent' }) },
    });
    fake.answers['comments.undo'] = () => ({ undone: [], tooLate: ['c1'] });
    fake.answers['comments.decide'] = () => ({
      groupId: 'g2',
      decisions: [view('c1', { decision: 'hold', groupId: 'g2', decisionId: 'd2' })],
    });
    await useComments.getState().undoLast();
    expect(fake.calls.map((call) => call.name)).toEqual(['comments.undo', 'comments.decide']);
    expect(fake.calls[1]!.input).toMatchObject({ decision: 'hold', comments: [{ id: 'c1', from: 'published' }] });
    expect(useComments.getState().announcement).toMatch(/already sent/);
  });

  it('undo inside the window takes the decision back without another decision', async () => {
    useComments.setState({ undoStack: ['g1'], decisions: { c1: view('c1') } });
    fake.answers['comments.undo'] = () => ({ undone: [view('c1', { state: 'undone' })], tooLate: [] });
    await useComments.getState().undoLast();
    expect(fake.calls.map((call) => call.name)).toEqual(['comments.undo']);
    expect(shownStatus(comment('c1'), useComments.getState().decisions.c1)).toBe('heldForReview');
  });

  it('an undo pressed before the last decision has answered undoes that decision, not the one before', async () => {
    useComments.setState({ comments: [comment('c1'), comment('c2')], undoStack: [] });
    fake.answers['comments.decide'] = (input) => {
      const id = (input as { comments: Array<{ id: string }> }).comments[0]!.id;
      return { groupId: `g-${id}`, decisions: [view(id, { groupId: `g-${id}` })] };
    };
    fake.answers['comments.undo'] = (input) => ({
      undone: [view((input as { groupId: string }).groupId.slice(2), { state: 'undone' })],
      tooLate: [],
    });
    await useComments.getState().decide('reject', [comment('c1')]);
    // b, then u at once: the ban's answer (with its undo group) has not arrived when u is handled.
    const banned = useComments.getState().decide('ban', [comment('c2')]);
    const undone = useComments.getState().undoLast();
    await Promise.all([banned, undone]);
    const undo = fake.calls.find((call) => call.name === 'comments.undo');
    expect(undo?.input).toEqual({ groupId: 'g-c2' });
    expect(useComments.getState().undoStack).toEqual(['g-c1']);
  });

  it('moves the counts of the queues a decision leaves and joins, and back when it is undone or refused', () => {
    useComments.setState({
      counts: { heldForReview: { loaded: 3, more: false }, published: { loaded: 40, more: true } },
    });
    const counts = () => useComments.getState().counts;
    useComments.getState().applyDecisions([view('c1'), view('c2', { decision: 'reject', decisionId: 'd-c2' })]);
    expect(counts()).toEqual({ heldForReview: { loaded: 1, more: false }, published: { loaded: 41, more: true } });
    // Sending changes nothing a tab shows; a refusal puts the comment back where it was.
    useComments.getState().applyDecisions([view('c1', { state: 'sent' })]);
    useComments.getState().applyDecisions([view('c2', { decision: 'reject', decisionId: 'd-c2', state: 'refused' })]);
    expect(counts()).toEqual({ heldForReview: { loaded: 2, more: false }, published: { loaded: 41, more: true } });
    // A second decision on the same comment moves it from where the first one put it.
    useComments.getState().applyDecisions([view('c1', { decision: 'hold', decisionId: 'd2', from: 'published' })]);
    expect(counts()).toEqual({ heldForReview: { loaded: 3, more: false }, published: { loaded: 40, more: true } });
  });

  it('filters what is loaded by text, author or video, right-to-left text included', () => {
    const all = useComments.getState().comments;
    expect(visibleComments(all, 'مرحبا').map((c) => c.id)).toEqual(['c2']);
    expect(visibleComments(all, 'AUTHOR-C3').map((c) => c.id)).toEqual(['c3']);
    expect(visibleComments(all, '  ')).toHaveLength(3);
  });

  it('selects a range from the last selected comment', () => {
    useComments.getState().toggleSelect('c1');
    useComments.getState().selectRangeTo(2);
    expect(Object.keys(useComments.getState().selected).sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it('labels a long comment by its author and its start', () => {
    const label = commentLabel(comment('long', { text: 'x'.repeat(500) }));
    expect(label.startsWith('@author-long: “xxxx')).toBe(true);
    expect(label.length).toBeLessThanOrEqual(200);
    expect(label).toContain('…');
  });
});

describe('comments store failures', () => {
  it('keeps the code and kind of a refused load, so the screen can tell a dead sign-in from a dropped network', async () => {
    fake.answers['comments.listThreads'] = () => {
      throw new DeskCallError({ code: 'reconnect-required', message: 'Sign in again.' });
    };
    await useComments.getState().reload();
    expect(useComments.getState().loadError).toEqual({
      code: 'reconnect-required',
      kind: 'sign-in',
      message: 'Sign in again.',
    });
  });

  it('keeps the code and kind of a refused page of replies', async () => {
    fake.answers['comments.listReplies'] = () => {
      throw new DeskCallError({ code: 'network', message: 'Offline.' });
    };
    await useComments.getState().loadReplies('c1');
    expect(useComments.getState().replies.c1?.error).toEqual({ code: 'network', kind: 'retry', message: 'Offline.' });
  });

  it('Publish and reply: publishes, then replies; a refused publish sends no reply', async () => {
    fake.answers['comments.publish'] = () => undefined;
    fake.answers['comments.reply'] = () => comment('c1.r', { parentId: 'c1', mine: true });
    expect(await useComments.getState().publishAndReply(comment('c1'), 'thanks')).toBeUndefined();
    expect(fake.calls.map((call) => call.name)).toEqual(['comments.publish', 'comments.reply']);
    expect(useComments.getState().comments[0]!.moderationStatus).toBe('published');
    expect(useComments.getState().replies.c1!.comments.map((reply) => reply.id)).toEqual(['c1.r']);

    fake.calls.length = 0;
    fake.answers['comments.publish'] = () => {
      throw new DeskCallError({ code: 'network', message: 'The platform could not be reached.' });
    };
    expect(await useComments.getState().publishAndReply(comment('c3'), 'thanks')).toEqual({
      code: 'network',
      kind: 'retry',
      message: 'Not published, and no reply sent: The platform could not be reached.',
    });
    expect(fake.calls.map((call) => call.name)).toEqual(['comments.publish']);
  });

  it("Publish and reply spends nothing when today's units cannot pay for both calls", async () => {
    const units = (used: number) => ({ used, limit: 10_000 });
    useQuota.setState({
      view: { buckets: { units: units(9_940) } } as unknown as NonNullable<
        ReturnType<typeof useQuota.getState>['view']
      >,
    });
    expect(await useComments.getState().publishAndReply(comment('c1'), 'thanks')).toMatchObject({
      kind: 'wait',
      message: 'Not published, and no reply sent: the two calls take 100 units and 60 units are left today.',
    });
    expect(fake.calls).toEqual([]);
    useQuota.setState({ view: undefined });
  });

  it('a refused reply after the publish keeps its kind, so the box offers its way out', async () => {
    fake.answers['comments.publish'] = () => undefined;
    fake.answers['comments.reply'] = () => {
      throw new DeskCallError({ code: 'reconnect-required', message: 'Sign in again.' });
    };
    expect(await useComments.getState().publishAndReply(comment('c1'), 'thanks')).toEqual({
      code: 'reconnect-required',
      kind: 'sign-in',
      message: 'Published, but the reply did not go: Sign in again.',
    });
  });

  it('a refused edit or setting answers the failure; a refused delete is a notice with its sentence', async () => {
    fake.answers['comments.edit'] = () => {
      throw new DeskCallError({ code: 'quota-exceeded', message: 'The daily quota is spent.' });
    };
    expect(await useComments.getState().editReply('c1', 'c1.r', 'fixed')).toMatchObject({
      kind: 'wait',
      message: 'The daily quota is spent.',
    });
    fake.answers['comments.setSettings'] = () => {
      throw new DeskCallError({ code: 'invalid-settings', message: 'Too long.' });
    };
    expect(await useComments.getState().saveSettings({ undoWindowMs: 1 })).toMatchObject({ kind: 'fix-input' });
    fake.answers['comments.delete'] = () => {
      throw new DeskCallError({ code: 'network', message: 'Offline.' });
    };
    await useComments.getState().deleteReply('c1', 'c1.r');
    expect(useNotices.getState().notices.at(-1)).toMatchObject({ level: 'error', message: 'Offline.' });
  });

  it("a row's Undo takes back its own group, wherever it is in the stack", async () => {
    useComments.setState({ undoStack: ['g1', 'g2', 'g3'] });
    fake.answers['comments.undo'] = () => ({ undone: [view('c1', { groupId: 'g2', state: 'undone' })], tooLate: [] });
    await useComments.getState().undoGroup('g2');
    expect(fake.calls).toEqual([{ name: 'comments.undo', input: { groupId: 'g2' } }]);
    expect(useComments.getState().undoStack).toEqual(['g1', 'g3']);
    expect(useComments.getState().announcement).toBe('Undone: 1 decision.');
  });
});
