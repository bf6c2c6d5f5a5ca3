// Scheduled changes as the screens see them (the Library's details, the calendar): the chosen channel's waiting
// changes with the units they reserve, the history, and the calls that make, move, edit, cancel, run and undo one. The
// main process runs them (schedule.*); `schedule.changed` keeps this mirror current.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { create } from 'zustand';
import {
  FINISHED_STATES,
  type ScheduleCreateInput,
  type ScheduleEditInput,
  type ScheduledChangeView,
} from '../../shared/schedule/scheduled-change';
import { languageName } from '../../shared/text/language-name';
import { textLocale } from '../../shared/text/text-locale';
import { changeWords, type ChangeWords } from '../components/scheduled-change-words';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';
import { resetWithChannel } from './channel-scope';
import { useVideoCategories } from './video-categories-store';

interface ScheduleState {
  /** Waiting, waiting for the quota, or running; soonest first. */
  readonly changes: readonly ScheduledChangeView[];
  readonly history: readonly ScheduledChangeView[];
  readonly reservedToday: number;
  readonly loaded: boolean;
  readonly failure: Failure | undefined;
  /** The last edit or action refused (the calendar and the history say it), until the next one. */
  readonly lastFailure: Failure | undefined;
  /** Changes with a call under way (their buttons wait). */
  readonly busy: ReadonlySet<string>;
  load: () => Promise<void>;
  /** Answers the failure, if any (the form keeps what was typed). */
  create: (input: ScheduleCreateInput) => Promise<Failure | undefined>;
  edit: (input: ScheduleEditInput) => Promise<Failure | undefined>;
  act: (action: 'cancel' | 'runNow' | 'undo', id: string) => Promise<Failure | undefined>;
  /** Follows `schedule.changed` until the returned function is called. */
  listen: () => () => void;
}

const ACTIONS = { cancel: 'schedule.cancel', runNow: 'schedule.runNow', undo: 'schedule.undo' } as const;

function placed(state: ScheduleState, change: ScheduledChangeView): Pick<ScheduleState, 'changes' | 'history'> {
  const waiting = state.changes.filter((candidate) => candidate.id !== change.id);
  const history = state.history.filter((candidate) => candidate.id !== change.id);
  if (FINISHED_STATES.includes(change.state)) return { changes: waiting, history: [change, ...history] };
  const changes = [...waiting, change].sort(
    (a, b) => (a.dueAt ?? Infinity) - (b.dueAt ?? Infinity) || a.createdAt - b.createdAt,
  );
  return { changes, history };
}

export const useSchedule = create<ScheduleState>()((set, get) => {
  const busyWith = (id: string, on: boolean) =>
    set((state) => {
      const busy = new Set(state.busy);
      if (on) busy.add(id);
      else busy.delete(id);
      return { busy };
    });
  const take = (change: ScheduledChangeView) => set((state) => placed(state, change));
  return {
    changes: [],
    history: [],
    reservedToday: 0,
    loaded: false,
    failure: undefined,
    lastFailure: undefined,
    busy: new Set(),
    async load() {
      try {
        const [list, history] = await Promise.all([desk.call('schedule.list'), desk.call('schedule.history')]);
        set({
          changes: list.changes,
          reservedToday: list.reservedToday,
          history,
          loaded: true,
          failure: undefined,
        });
      } catch (error) {
        set({ failure: failureOf(error), loaded: true });
      }
    },
    async create(input) {
      try {
        take(await desk.call('schedule.create', input));
        void get().load();
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },
    async edit(input) {
      busyWith(input.id, true);
      set({ lastFailure: undefined });
      try {
        take(await desk.call('schedule.edit', input));
        void get().load();
        return undefined;
      } catch (error) {
        const failure = failureOf(error);
        set({ lastFailure: failure });
        return failure;
      } finally {
        busyWith(input.id, false);
      }
    },
    async act(action, id) {
      busyWith(id, true);
      set({ lastFailure: undefined });
      try {
        take(await desk.call(ACTIONS[action], { id }));
        void get().load();
        return undefined;
      } catch (error) {
        const failure = failureOf(error);
        set({ lastFailure: failure });
        return failure;
      } finally {
        busyWith(id, false);
      }
    },
    listen() {
      return desk.on('schedule.changed', take);
    },
  };
});
resetWithChannel(useSchedule);

/**
 * The words in the chosen language; with `categories`, the platform's category names (read once per run, as the
 * details forms read them: asked only where a change writes a category).
 */
export function useChangeWords(options: { readonly categories?: boolean } = {}): ChangeWords {
  const intl = useIntl();
  const categories = useVideoCategories((s) => s.categories);
  const load = useVideoCategories((s) => s.load);
  const wanted = options.categories === true;
  useEffect(() => {
    if (wanted) void load();
  }, [load, wanted]);
  const names = new Map((categories ?? []).map((category) => [category.id, category.title]));
  return changeWords(intl, {
    category: (id) => names.get(id),
    language: (code) => languageName(code, textLocale() ?? 'en'),
  });
}
