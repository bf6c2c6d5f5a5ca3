// What channels.list said of the comment authors looked up this session (age and uploads), for the "new author"
// condition. The main process keeps the same answers, so an author looked up here is never asked for twice; the
// store remembers which ids it asked, so the screen can say what a look-up of the rest would cost before it runs.
import { RULES } from './comment-rules-messages';
import { COMMENTS } from './comments-messages';
import { sayNow } from './say-now';
import { create } from 'zustand';
import type { AuthorFacts } from '../../../shared/comments/rules/conditions';
import { AUTHORS_PER_CALL } from '../../../shared/ipc/comment-rules';
import { desk } from '../../desk/desk';
import { failureOf, reworded, type Failure } from '../../desk/failure';
import { resetWithChannel } from '../../stores/channel-scope';

interface AuthorFactsState {
  readonly authors: ReadonlyMap<string, AuthorFacts>;
  /** Every id asked about, found or not. */
  readonly asked: ReadonlySet<string>;
  readonly busy: boolean;
  readonly problem?: Failure;
  readonly announcement?: string;
  lookUp: (ids: readonly string[]) => Promise<void>;
}

/** The author channel ids of these comments not yet looked up, and the channels.list calls (1 unit each) they take. */
export function lookupCost(
  comments: ReadonlyArray<{ readonly authorChannelId?: string }>,
  asked: ReadonlySet<string>,
): { readonly ids: string[]; readonly units: number } {
  const ids = [
    ...new Set(comments.flatMap((comment) => (comment.authorChannelId ? [comment.authorChannelId] : []))),
  ].filter((id) => !asked.has(id));
  return { ids, units: Math.ceil(ids.length / AUTHORS_PER_CALL) };
}

export const useAuthorFacts = create<AuthorFactsState>((set, get) => ({
  authors: new Map(),
  asked: new Set(),
  busy: false,

  async lookUp(ids) {
    if (ids.length === 0 || get().busy) return;
    set({ busy: true, problem: undefined, announcement: undefined });
    try {
      const answer = await desk.call('commentRules.lookUpAuthors', { ids: [...ids] });
      const authors = new Map(get().authors);
      for (const { id, ...facts } of answer.authors) authors.set(id, facts);
      set({
        authors,
        asked: new Set([...get().asked, ...ids]),
        announcement: sayNow(answer.missing.length > 0 ? RULES.lookedUpMissing : RULES.lookedUp, {
          count: ids.length,
          calls: sayNow(COMMENTS.calls, { count: answer.calls }),
          missing: answer.missing.length,
        }),
      });
    } catch (error) {
      set({ problem: reworded(failureOf(error), (message) => sayNow(RULES.lookupStopped, { message })) });
    } finally {
      set({ busy: false });
    }
  },
}));
resetWithChannel(useAuthorFacts);
