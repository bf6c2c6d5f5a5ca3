// The Comments screen's state: the loaded pages of one queue, the decisions the outbox reported (each comment shows
// its latest at once), the keyboard cursor and the selection. Decisions themselves live in the main process's outbox;
// this store mirrors what its events say, so a decision made here shows before it is sent and rolls back when the
// platform refuses it.
import { create } from 'zustand';
import {
  commentQueues,
  decisionTarget,
  type CommentQueue,
  type CommentSettings,
  type CommentView,
  type Decision,
  type DecisionView,
  type ModerationStatus,
} from '../../../shared/comments/comment-view';
import { DECISION_MAX_COMMENTS, type VideoChoice } from '../../../shared/ipc/comments';
import { desk } from '../../desk/desk';
import { failureOf, refusal, reworded, type Failure } from '../../desk/failure';
import { useNotices } from '../../stores/notice-store';
import { resetWithChannel } from '../../stores/channel-scope';
import { COMMENTS } from './comments-messages';
import { sayNow } from './say-now';
import { shownStatus } from './decision-state';
import { actionCost } from '../../components/QuotaCost';
import { unitsLeft } from '../../components/quota-left';
import { useQuota } from '../../stores/quota-store';
import {
  canRead,
  emptyWindow,
  keptRows,
  knownRows,
  lastKept,
  offsetOf,
  pageOfRow,
  tokenFor,
  withPage,
  type PageWindow,
} from './page-window';

interface QueueCount {
  readonly loaded: number;
  /** More pages exist on the platform: the count is a floor ("120+"). */
  readonly more: boolean;
}

interface RepliesState {
  readonly comments: readonly CommentView[];
  readonly loading: boolean;
  readonly nextPageToken?: string;
  readonly error?: Failure;
}

interface CommentsState {
  readonly queue: CommentQueue;
  readonly videoId: string | undefined;
  /** The platform search in force (sent with Enter). */
  readonly search: string;
  /** Instant local filter of what is loaded. */
  readonly filter: string;
  /** The kept pages' comments (a window of the queue: see page-window.ts); the cursor and selection index these. */
  readonly comments: readonly CommentView[];
  /**
   * The comments the last dry run over the whole queue found matching a rule (at most FLAGGED_MAX): kept so that taking
   * every suggestion reaches them, not only the kept pages, without reading their pages again.
   */
  readonly flagged: readonly CommentView[];
  /** Every page reached, and which are kept. */
  readonly window: PageWindow;
  /** The queue's row index of `comments[0]`. */
  readonly windowOffset: number;
  /** Rows of every page reached: the list's length. */
  readonly knownRows: number;
  readonly nextPageToken: string | undefined;
  readonly loading: boolean;
  readonly loadError: Failure | undefined;
  readonly counts: Readonly<Partial<Record<CommentQueue, QueueCount>>>;
  readonly videos: readonly VideoChoice[];
  /** The latest decision per comment id, as the outbox reported it. */
  readonly decisions: Readonly<Record<string, DecisionView>>;
  /** Groups in the order they were made, for `u`. */
  readonly undoStack: readonly string[];
  readonly cursor: number;
  readonly selected: Readonly<Record<string, true>>;
  /** Where a shift+x range starts. */
  readonly anchor: number | undefined;
  readonly replies: Readonly<Record<string, RepliesState>>;
  readonly settings: CommentSettings | undefined;
  readonly announcement: string | undefined;

  open: () => Promise<void>;
  setQueue: (queue: CommentQueue) => Promise<void>;
  setVideo: (videoId: string | undefined) => Promise<void>;
  submitSearch: (search: string) => Promise<void>;
  setFilter: (filter: string) => void;
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
  /** The rows from..to (of the whole queue) are in view: reads the page they need next, if any. */
  showRows: (from: number, to: number) => Promise<void>;
  /**
   * The queue's comments from its first page (up to `maxPages` pages), for a dry run over all of it: read for the
   * caller and not kept here, only the pages it reached are learnt.
   */
  readAll: (maxPages: number) => Promise<CommentView[]>;
  moveCursor: (to: number) => void;
  toggleSelect: (id: string) => void;
  selectRangeTo: (index: number) => void;
  clearSelection: () => void;
  decide: (decision: Decision, comments: readonly CommentView[]) => Promise<boolean>;
  undoLast: () => Promise<void>;
  /** Takes back one group (the one a row's Undo names), wherever it is in the stack. */
  undoGroup: (groupId: string) => Promise<void>;
  applyDecisions: (views: readonly DecisionView[]) => void;
  loadReplies: (parentId: string) => Promise<void>;
  /** Answers the refusal, if any (so the box can offer its way out: sign in again, wait for the quota…). */
  reply: (parent: CommentView, text: string) => Promise<Failure | undefined>;
  /** Publishes a held or spam comment at once, then replies to it: answers why not, or undefined once both went. */
  publishAndReply: (parent: CommentView, text: string) => Promise<Failure | undefined>;
  editReply: (parentId: string, id: string, text: string) => Promise<Failure | undefined>;
  deleteReply: (parentId: string, id: string) => Promise<void>;
  saveSettings: (settings: CommentSettings) => Promise<Failure | undefined>;
}

const FINAL_UNDONE: ReadonlySet<DecisionView['state']> = new Set(['undone', 'refused']);
const LEFT_THE_OUTBOX: ReadonlySet<DecisionView['state']> = new Set(['sent', 'refused', 'undone']);

export { shownStatus };

/** The status a decision leaves its comment in: its target while it stands, where it came from once undone. */
function statusAfter(view: DecisionView): ModerationStatus {
  return FINAL_UNDONE.has(view.state) ? view.from : decisionTarget(view.decision).status;
}

/**
 * The queue counts after a decision's news: the comment leaves the queue it showed in and joins the one it shows in
 * now, so the tabs of queues not open go down (and up) as the creator decides, undoes or is refused.
 */
function countsAfter(
  counts: Readonly<Partial<Record<CommentQueue, QueueCount>>>,
  previous: DecisionView | undefined,
  view: DecisionView,
): Readonly<Partial<Record<CommentQueue, QueueCount>>> {
  const before = previous ? statusAfter(previous) : view.from;
  const after = statusAfter(view);
  if (before === after) return counts;
  const next = { ...counts };
  const shift = (status: ModerationStatus, by: number) => {
    const count = (commentQueues as readonly string[]).includes(status) ? next[status as CommentQueue] : undefined;
    if (count) next[status as CommentQueue] = { ...count, loaded: Math.max(0, count.loaded + by) };
  };
  shift(before, -1);
  shift(after, +1);
  return next;
}

/** "Ana: “great video, thanks…”", to name a comment in notices. */
export function commentLabel(comment: CommentView): string {
  const text = comment.text.replace(/\s+/g, ' ').trim();
  const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `${comment.authorName}: “${short}”`.slice(0, 200);
}

/** What is loaded, narrowed by the local filter (author, text or video title). */
export function visibleComments(comments: readonly CommentView[], filter: string): readonly CommentView[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return comments;
  return comments.filter(
    (comment) =>
      comment.text.toLowerCase().includes(needle) ||
      comment.authorName.toLowerCase().includes(needle) ||
      (comment.videoTitle ?? '').toLowerCase().includes(needle),
  );
}

/** Read the next page when the rows in view come this close to the end of the kept ones (or the previous page). */
export const PREFETCH_ROWS = 20;

/**
 * Where the cursor goes when the window moves: on the same comment while it is kept, else to the first row in view
 * (its page was dropped as the creator scrolled away from it).
 */
export function cursorAfter(
  before: readonly CommentView[],
  cursor: number,
  rows: readonly CommentView[],
  offset: number,
  firstInView: number,
): number {
  const id = before[cursor]?.id;
  const same = id === undefined ? -1 : rows.findIndex((row) => row.id === id);
  if (same >= 0) return same;
  return Math.max(0, Math.min(firstInView - offset, rows.length - 1));
}

/** A refused call the creator did not wait on (a decision, an undo, a delete) is told in a notice. */
function notifyError(error: unknown): void {
  useNotices.getState().push('error', failureOf(error).message);
}

let loadGeneration = 0;

/** Most flagged comments kept from a dry run: a bound on memory, far above any wave seen. */
export const FLAGGED_MAX = 5000;

const EMPTY_LIST = {
  comments: [],
  flagged: [],
  window: emptyWindow,
  windowOffset: 0,
  knownRows: 0,
  nextPageToken: undefined,
};

/**
 * The decisions worth keeping: those still in the outbox, those on kept comments, and those an undo may still need.
 * The rest (sent, refused or undone, scrolled away) would grow with every decision of a long session.
 */
function withoutFarDecisions(
  decisions: Readonly<Record<string, DecisionView>>,
  kept: ReadonlySet<string>,
  undoStack: readonly string[],
): Readonly<Record<string, DecisionView>> {
  const groups = new Set(undoStack);
  let dropped = false;
  const result: Record<string, DecisionView> = {};
  for (const [id, view] of Object.entries(decisions)) {
    if (LEFT_THE_OUTBOX.has(view.state) && !kept.has(id) && !groups.has(view.groupId)) dropped = true;
    else result[id] = view;
  }
  return dropped ? result : decisions;
}

export const useComments = create<CommentsState>((set, get) => {
  // The list's first row in view, where the cursor goes when its own page is dropped.
  let firstInView = 0;

  /** The state once `window` is the one in force: its rows, where the cursor and selection are, the tab's count. */
  const placeWindow = (window: PageWindow, reset: boolean): Partial<CommentsState> => {
    const state = get();
    const rows = keptRows(window);
    const kept = new Set(rows.map((row) => row.id));
    const moved = reset || window.first !== state.window.first;
    const selected: Record<string, true> = {};
    for (const id of Object.keys(state.selected)) if (kept.has(id)) selected[id] = true;
    return {
      window,
      comments: rows,
      windowOffset: offsetOf(window),
      knownRows: knownRows(window),
      nextPageToken: window.next,
      counts: { ...state.counts, [state.queue]: { loaded: knownRows(window), more: window.next !== undefined } },
      decisions: withoutFarDecisions(state.decisions, kept, state.undoStack),
      ...(reset
        ? { cursor: 0, selected: {}, anchor: undefined }
        : {
            cursor: cursorAfter(state.comments, state.cursor, rows, offsetOf(window), firstInView),
            selected,
            ...(moved ? { anchor: undefined } : {}),
          }),
    };
  };

  const readPage = async (page: number, reset: boolean): Promise<void> => {
    const generation = reset ? ++loadGeneration : loadGeneration;
    const { queue, videoId, search } = get();
    const from = reset ? emptyWindow : get().window;
    if (!canRead(from, page)) return;
    const pageToken = tokenFor(from, page);
    set({ loading: true, ...(reset ? { loadError: undefined } : {}) });
    try {
      const answer = await desk.call('comments.listThreads', {
        queue,
        ...(videoId ? { videoId } : {}),
        ...(search ? { search } : {}),
        ...(pageToken ? { pageToken } : {}),
      });
      if (generation !== loadGeneration) return;
      const window = withPage(reset ? emptyWindow : get().window, page, answer.comments, answer.nextPageToken);
      set({ loading: false, ...placeWindow(window, reset) });
    } catch (error) {
      if (generation !== loadGeneration) return;
      set({ loading: false, loadError: failureOf(error) });
    }
  };

  const fetchPage = (reset: boolean): Promise<void> =>
    reset ? readPage(0, true) : readPage(lastKept(get().window) + 1, false);

  /** The other queues' sizes, from their first page, so the tabs have counts before they are opened. */
  const countOthers = async (): Promise<void> => {
    const { queue, videoId } = get();
    await Promise.all(
      commentQueues
        .filter((other) => other !== queue)
        .map(async (other) => {
          try {
            const page = await desk.call('comments.listThreads', { queue: other, ...(videoId ? { videoId } : {}) });
            set({
              counts: {
                ...get().counts,
                [other]: { loaded: page.comments.length, more: page.nextPageToken !== undefined },
              },
            });
          } catch {
            // The tab shows no count; opening it says what went wrong.
          }
        }),
    );
  };

  // Decisions whose answer (and so whose undo group) has not come back yet. The decisions event can paint a badge
  // before the call answers, so a u pressed right after b waits for them, or it would undo the decision before.
  const decisionsInFlight = new Set<Promise<boolean>>();

  const decideNow = async (decision: Decision, comments: readonly CommentView[]): Promise<boolean> => {
    if (comments.length === 0) return false;
    try {
      for (let start = 0; start < comments.length; start += DECISION_MAX_COMMENTS) {
        const chunk = comments.slice(start, start + DECISION_MAX_COMMENTS);
        const result = await desk.call('comments.decide', {
          decision,
          comments: chunk.map((comment) => ({
            id: comment.id,
            from: shownStatus(comment, undefined) ?? get().queue,
            label: commentLabel(comment),
          })),
        });
        get().applyDecisions(result.decisions);
        set({ undoStack: [...get().undoStack.slice(-199), result.groupId] });
      }
      const what =
        comments.length === 1 ? commentLabel(comments[0]!) : sayNow(COMMENTS.saidCount, { count: comments.length });
      set({ announcement: sayNow(COMMENTS.saidDecision, { decision, what }) });
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  /** Takes a group's decisions back: those not sent yet leave the outbox; those already sent go back to held. */
  const undoNow = async (groupId: string): Promise<void> => {
    set({ undoStack: get().undoStack.filter((id) => id !== groupId) });
    try {
      const result = await desk.call('comments.undo', { groupId });
      get().applyDecisions(result.undone);
      if (result.tooLate.length > 0) {
        // Already on the platform: the way back is another decision, to Held for review. A ban stays.
        // A comment scrolled out of the window is known by its decision, which says where it went and names it.
        const backToHeld = result.tooLate.flatMap((id) => {
          const comment = get().comments.find((row) => row.id === id);
          const decision = get().decisions[id];
          const status = comment ? shownStatus(comment, decision) : decision ? statusAfter(decision) : undefined;
          if (status === undefined || status === 'heldForReview') return [];
          const label = comment ? commentLabel(comment) : decision?.label;
          return [{ id, from: status, ...(label ? { label } : {}) }];
        });
        if (backToHeld.length > 0) {
          await desk
            .call('comments.decide', { decision: 'hold', comments: backToHeld })
            .then((answer) => get().applyDecisions(answer.decisions));
        }
        set({
          announcement: sayNow(COMMENTS.saidTooLate, { count: result.tooLate.length }),
        });
      } else set({ announcement: sayNow(COMMENTS.saidUndone, { count: result.undone.length }) });
    } catch (error) {
      notifyError(error);
    }
  };

  const patchReplies = (parentId: string, patch: Partial<RepliesState>): void => {
    const current = get().replies[parentId] ?? { comments: [], loading: false };
    set({ replies: { ...get().replies, [parentId]: { ...current, ...patch } } });
  };

  return {
    queue: 'heldForReview',
    videoId: undefined,
    search: '',
    filter: '',
    ...EMPTY_LIST,
    loading: false,
    loadError: undefined,
    counts: {},
    videos: [],
    decisions: {},
    undoStack: [],
    cursor: 0,
    selected: {},
    anchor: undefined,
    replies: {},
    settings: undefined,
    announcement: undefined,

    async open() {
      // The first page is what the creator waits for: it goes first, the rest beside it.
      const page = fetchPage(true);
      const [outbox, videos] = await Promise.allSettled([desk.call('comments.outbox'), desk.call('comments.videos')]);
      if (outbox.status === 'fulfilled') {
        set({ settings: outbox.value.settings });
        get().applyDecisions(outbox.value.decisions);
      }
      if (videos.status === 'fulfilled') set({ videos: videos.value });
      await page;
      void countOthers();
    },

    async setQueue(queue) {
      set({ queue, ...EMPTY_LIST });
      await fetchPage(true);
    },

    async setVideo(videoId) {
      set({ videoId, ...EMPTY_LIST, counts: {} });
      await fetchPage(true);
      void countOthers();
    },

    async submitSearch(search) {
      set({ search: search.trim(), ...EMPTY_LIST });
      await fetchPage(true);
    },

    setFilter(filter) {
      set({ filter, cursor: 0 });
    },

    reload: () => fetchPage(true),

    async loadMore() {
      if (get().loading) return;
      await fetchPage(false);
    },

    async showRows(from, to) {
      firstInView = from;
      const { window, loading } = get();
      if (loading || !window.started) return;
      const start = offsetOf(window);
      const end = start + get().comments.length;
      if (to < start || from >= end) await readPage(pageOfRow(window, from), false);
      else if (to >= end - PREFETCH_ROWS && canRead(window, lastKept(window) + 1))
        await readPage(lastKept(window) + 1, false);
      else if (from < start + PREFETCH_ROWS && window.first > 0) await readPage(window.first - 1, false);
    },

    async readAll(maxPages) {
      const generation = loadGeneration;
      const { queue, videoId, search } = get();
      let window = get().window;
      const read: CommentView[] = [];
      for (let page = 0; page < maxPages && canRead(window, page); page += 1) {
        if (page >= window.first && page <= lastKept(window)) {
          read.push(...(window.pages[page - window.first] ?? []));
          continue;
        }
        const pageToken = tokenFor(window, page);
        const answer = await desk.call('comments.listThreads', {
          queue,
          ...(videoId ? { videoId } : {}),
          ...(search ? { search } : {}),
          ...(pageToken ? { pageToken } : {}),
        });
        read.push(...answer.comments);
        if (page === window.tokens.length)
          window = {
            ...window,
            tokens: [...window.tokens, pageToken],
            sizes: [...window.sizes, answer.comments.length],
            next: answer.nextPageToken,
            started: true,
          };
      }
      if (generation === loadGeneration && !get().loading) set(placeWindow(window, false));
      return read;
    },

    moveCursor(to) {
      const count = visibleComments(get().comments, get().filter).length;
      set({ cursor: Math.max(0, Math.min(to, count - 1)) });
    },

    toggleSelect(id) {
      const { [id]: was, ...rest } = get().selected;
      const index = visibleComments(get().comments, get().filter).findIndex((comment) => comment.id === id);
      set({ selected: was ? rest : { ...rest, [id]: true }, anchor: index >= 0 ? index : get().anchor });
    },

    selectRangeTo(index) {
      const visible = visibleComments(get().comments, get().filter);
      const from = get().anchor ?? index;
      const [low, high] = from <= index ? [from, index] : [index, from];
      const selected = { ...get().selected };
      for (const comment of visible.slice(low, high + 1)) selected[comment.id] = true;
      set({ selected, anchor: index });
    },

    clearSelection() {
      set({ selected: {}, anchor: undefined });
    },

    async decide(decision, comments) {
      const work = decideNow(decision, comments);
      decisionsInFlight.add(work);
      try {
        return await work;
      } finally {
        decisionsInFlight.delete(work);
      }
    },

    async undoLast() {
      await Promise.allSettled([...decisionsInFlight]);
      const groupId = get().undoStack.at(-1);
      if (!groupId) {
        set({ announcement: sayNow(COMMENTS.saidNothingToUndo) });
        return;
      }
      await undoNow(groupId);
    },

    async undoGroup(groupId) {
      await Promise.allSettled([...decisionsInFlight]);
      await undoNow(groupId);
    },

    applyDecisions(views) {
      if (views.length === 0) return;
      const decisions = { ...get().decisions };
      let counts = get().counts;
      for (const view of views) {
        const current = decisions[view.commentId];
        // A later decision on the same comment wins over the events of an earlier one.
        if (
          current &&
          current.decisionId !== view.decisionId &&
          view.state !== 'waiting' &&
          current.state === 'waiting'
        )
          continue;
        // A decision that has left the outbox (sent, refused, undone) stays so: an event of its earlier state that
        // arrives after the answer saying so (the outbox's events go out in batches) must not bring its badge back.
        if (
          current?.decisionId === view.decisionId &&
          LEFT_THE_OUTBOX.has(current.state) &&
          !LEFT_THE_OUTBOX.has(view.state)
        )
          continue;
        counts = countsAfter(counts, current, view);
        decisions[view.commentId] = view;
      }
      // A flagged comment decided is flagged no more: once its decision is sent and forgotten, taking every suggestion
      // again must not decide it (and pay) twice.
      const decided = new Set(views.filter((view) => !FINAL_UNDONE.has(view.state)).map((view) => view.commentId));
      const { flagged } = get();
      const stillFlagged = flagged.some((comment) => decided.has(comment.id))
        ? flagged.filter((comment) => !decided.has(comment.id))
        : flagged;
      set({ decisions, counts, flagged: stillFlagged });
    },

    async loadReplies(parentId) {
      const current = get().replies[parentId];
      patchReplies(parentId, { loading: true });
      try {
        const page = await desk.call('comments.listReplies', {
          parentId,
          ...(current?.nextPageToken ? { pageToken: current.nextPageToken } : {}),
        });
        const earlier = current?.nextPageToken ? current.comments : [];
        const { error: _error, ...rest } = get().replies[parentId] ?? { comments: [], loading: false };
        set({
          replies: {
            ...get().replies,
            [parentId]: {
              ...rest,
              comments: [...earlier, ...page.comments],
              loading: false,
              ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
            },
          },
        });
      } catch (error) {
        patchReplies(parentId, { loading: false, error: failureOf(error) });
      }
    },

    async reply(parent, text) {
      const parentId = parent.parentId ?? parent.id;
      try {
        const made = await desk.call('comments.reply', { parentId, text });
        const current = get().replies[parentId] ?? { comments: [], loading: false };
        patchReplies(parentId, { comments: [...current.comments, made] });
        set({ announcement: sayNow(COMMENTS.saidReplyPosted) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },

    async publishAndReply(parent, text) {
      // Both calls or neither: with too few units left today the reply would be refused after the publish was paid.
      const needed = actionCost('comments.setModerationStatus') + actionCost('comments.insert');
      const left = unitsLeft(useQuota.getState().view);
      if (left !== undefined && left < needed) {
        return refusal(
          'quota-exceeded',
          sayNow(COMMENTS.notPublishedQuota, { needed: sayNow(COMMENTS.units, { count: needed }), left }),
        );
      }
      try {
        await desk.call('comments.publish', { id: parent.id });
      } catch (error) {
        return reworded(failureOf(error), (message) => sayNow(COMMENTS.notPublished, { message }));
      }
      const published = { ...parent, moderationStatus: 'published' as const };
      const swap = (rows: readonly CommentView[]) => rows.map((row) => (row.id === parent.id ? published : row));
      const window = get().window;
      set({ comments: swap(get().comments), window: { ...window, pages: window.pages.map(swap) } });
      const refused = await get().reply(published, text);
      if (refused) return reworded(refused, (message) => sayNow(COMMENTS.publishedNoReply, { message }));
      set({ announcement: sayNow(COMMENTS.saidPublishedAndReplied, { comment: commentLabel(parent) }) });
      return undefined;
    },

    async editReply(parentId, id, text) {
      try {
        const edited = await desk.call('comments.edit', { id, text });
        const current = get().replies[parentId] ?? { comments: [], loading: false };
        patchReplies(parentId, { comments: current.comments.map((reply) => (reply.id === id ? edited : reply)) });
        set({ announcement: sayNow(COMMENTS.saidReplySaved) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },

    async deleteReply(parentId, id) {
      try {
        await desk.call('comments.delete', { id });
        const current = get().replies[parentId] ?? { comments: [], loading: false };
        patchReplies(parentId, { comments: current.comments.filter((reply) => reply.id !== id) });
        set({ announcement: sayNow(COMMENTS.saidReplyDeleted) });
      } catch (error) {
        notifyError(error);
      }
    },

    async saveSettings(settings) {
      try {
        set({ settings: await desk.call('comments.setSettings', settings) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },
  };
});
resetWithChannel(useComments);

/** The outbox's events keep the decisions current; the screen subscribes while it is shown. */
export function subscribeCommentEvents(): () => void {
  return desk.on('comments.decisions', ({ decisions }) => useComments.getState().applyDecisions(decisions));
}
