// The Calendar screen's state: the view (week or month, the day it shows, the zone it shows it in), the entries of
// the days shown, the uploads picked for "spread these", and the moves under way. A move is shown at once and rolled
// back, with the platform's reason, when it is refused. The work happens in the main process (calendar.*).
import { create } from 'zustand';
import { monthWeeks, weekDays, stepAnchor, type CalendarDay } from '../../../shared/calendar/calendar-days';
import type { CalendarEntry, LibraryScan, UnplannedUpload } from '../../../shared/calendar/calendar-entry';
import type { SlotRule } from '../../../shared/series/publish-slots';
import type { MessageDescriptor } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import { formatDateTimeWithDistance } from '../../../shared/text/when';
import { publishTimePassedProblem } from '../../../shared/uploads/publish-time-passed';
import { desk } from '../../desk/desk';
import { failureOf, refusal, type Failure } from '../../desk/failure';
import { systemZone } from '../../components/slot-rule-draft';
import { resetWithChannel } from '../../stores/channel-scope';
import { useLanguage } from '../../stores/language-store';
import { CALENDAR } from './calendar-messages';

/** An outcome in the language in force when it is said. */
function say(message: MessageDescriptor, values: Record<string, string | number> = {}): string {
  return intlFor(useLanguage.getState().locale).formatMessage(message, values);
}

export type CalendarView = 'week' | 'month';

/** The last move the platform (or the queue) took: Undo moves the entry back to `from` with the same call. */
export interface LastMove {
  readonly key: string;
  readonly title: string;
  readonly from: number;
}

/** A move the platform (or the queue) refused, said beside the calendar until dismissed or the next move. */
export interface RefusedMove {
  readonly title: string;
  readonly failure: Failure;
}

interface CalendarState {
  readonly view: CalendarView;
  readonly anchor: number;
  readonly zone: string;
  readonly entries: readonly CalendarEntry[];
  readonly scan: LibraryScan | undefined;
  readonly unplanned: readonly UnplannedUpload[];
  readonly unplannedTotal: number;
  readonly loading: boolean;
  readonly loadFailure: Failure | undefined;
  /** Entries whose move is on its way (by kind:id). */
  readonly moving: ReadonlySet<string>;
  readonly refusedMove: RefusedMove | undefined;
  /** What the last move or spread did, said once in the status region. */
  readonly outcome: string | undefined;
  /** The move the notice offers to undo; gone once undone, or when another move or spread is made. */
  readonly lastMove: LastMove | undefined;
  /** Upload ids picked for "spread these". */
  readonly picked: ReadonlySet<string>;
  readonly spreading: boolean;
  readonly spreadFailure: Failure | undefined;
  load: (refresh?: boolean) => Promise<void>;
  setView: (view: CalendarView) => void;
  step: (steps: number) => void;
  today: () => void;
  setZone: (zone: string) => void;
  move: (entry: CalendarEntry, at: number) => Promise<boolean>;
  /** Moves the last moved entry back where it was. */
  undoMove: () => Promise<boolean>;
  dismissRefusal: () => void;
  togglePicked: (id: string) => void;
  spread: (rule: SlotRule) => Promise<void>;
  /** Reloads when the queue changes (an upload added, started, finished) until the returned function is called. */
  listen: () => () => void;
}

export const entryKey = (entry: Pick<CalendarEntry, 'kind' | 'id'>): string => `${entry.kind}:${entry.id}`;

/** The days the view shows, in rows of seven (one row for a week). */
export function shownWeeks(view: CalendarView, anchor: number, zone: string): CalendarDay[][] {
  return view === 'week' ? [weekDays(anchor, zone)] : monthWeeks(anchor, zone);
}

function shownSpan(view: CalendarView, anchor: number, zone: string): { from: number; until: number } {
  const days = shownWeeks(view, anchor, zone).flat();
  return { from: days[0]!.start, until: days[days.length - 1]!.end };
}

/** Only the newest answer counts: turning pages quickly must not let an older answer overwrite a newer one. */
let loadTicket = 0;

export const useCalendar = create<CalendarState>((set, get) => {
  /** A move (or its undo): shown at once, rolled back with the reason when refused. */
  async function moveEntry(entry: CalendarEntry, at: number, undoing: boolean): Promise<boolean> {
    const key = entryKey(entry);
    if (get().moving.has(key)) return false;
    const passed = publishTimePassedProblem(at, Date.now(), intlFor(useLanguage.getState().locale));
    if (passed) {
      // Refused here, before any unit is spent: the platform takes only a publish time in the future.
      set({ refusedMove: { title: entry.title, failure: refusal('invalid-input', passed) }, outcome: undefined });
      return false;
    }
    const before = entry.at;
    // A refused undo can be tried again: the notice keeps offering it.
    const undoAgain = undoing ? get().lastMove : undefined;
    const replaceAt = (when: number) =>
      get().entries.map((other) => (entryKey(other) === key ? { ...other, at: when } : other));
    set({
      entries: replaceAt(at),
      moving: new Set([...get().moving, key]),
      refusedMove: undefined,
      outcome: undefined,
      lastMove: undefined,
    });
    const done = () => new Set([...get().moving].filter((other) => other !== key));
    try {
      const moved = await desk.call('calendar.reschedule', {
        kind: entry.kind,
        id: entry.id,
        publishAt: new Date(at).toISOString(),
      });
      const when = formatDateTimeWithDistance(moved.at, { timeZone: get().zone });
      set({
        entries: get().entries.map((other) => (entryKey(other) === key ? moved : other)),
        moving: done(),
        outcome: say(undoing ? CALENDAR.movedBack : CALENDAR.moved, { title: entry.title, when }),
        lastMove: undoing ? undefined : { key, title: entry.title, from: before },
      });
      return true;
    } catch (error) {
      set({
        entries: replaceAt(before),
        moving: done(),
        refusedMove: { title: entry.title, failure: failureOf(error) },
        lastMove: undoAgain,
      });
      return false;
    }
  }

  return {
    view: 'week',
    anchor: Date.now(),
    zone: systemZone(),
    entries: [],
    scan: undefined,
    unplanned: [],
    unplannedTotal: 0,
    loading: false,
    loadFailure: undefined,
    moving: new Set(),
    refusedMove: undefined,
    outcome: undefined,
    lastMove: undefined,
    picked: new Set(),
    spreading: false,
    spreadFailure: undefined,

    async load(refresh = false) {
      const ticket = ++loadTicket;
      const { view, anchor, zone } = get();
      set({ loading: true });
      try {
        const answer = await desk.call('calendar.entries', {
          ...shownSpan(view, anchor, zone),
          ...(refresh ? { refresh: true } : {}),
        });
        if (ticket !== loadTicket) return;
        // An entry whose move is under way keeps the time it was moved to until the move is answered.
        const moving = get().moving;
        const held = new Map(
          get()
            .entries.filter((entry) => moving.has(entryKey(entry)))
            .map((e) => [entryKey(e), e]),
        );
        const entries = answer.entries.map((entry) => held.get(entryKey(entry)) ?? entry);
        const present = new Set([
          ...entries.filter((entry) => entry.kind === 'upload').map((entry) => entry.id),
          ...answer.unplanned.map((upload) => upload.id),
        ]);
        set({
          entries,
          scan: answer.library,
          unplanned: answer.unplanned,
          unplannedTotal: answer.unplannedTotal,
          loading: false,
          loadFailure: undefined,
          picked: new Set([...get().picked].filter((id) => present.has(id))),
        });
      } catch (error) {
        if (ticket === loadTicket) set({ loading: false, loadFailure: failureOf(error) });
      }
    },

    setView(view) {
      set({ view });
      void get().load();
    },
    step(steps) {
      const { anchor, zone, view } = get();
      set({ anchor: stepAnchor(anchor, zone, view, steps) });
      void get().load();
    },
    today() {
      set({ anchor: Date.now() });
      void get().load();
    },
    setZone(zone) {
      set({ zone });
      void get().load();
    },

    move: (entry, at) => moveEntry(entry, at, false),
    async undoMove() {
      const last = get().lastMove;
      const entry = last && get().entries.find((candidate) => entryKey(candidate) === last.key);
      if (!last || !entry) return false;
      return moveEntry(entry, last.from, true);
    },
    dismissRefusal() {
      set({ refusedMove: undefined });
    },

    togglePicked(id) {
      const picked = new Set(get().picked);
      if (picked.has(id)) picked.delete(id);
      else picked.add(id);
      set({ picked });
    },

    async spread(rule) {
      // In time order, so the first planned keeps the first slot.
      const order = get()
        .entries.filter((entry) => entry.kind === 'upload' && get().picked.has(entry.id))
        .sort((a, b) => a.at - b.at)
        .map((entry) => entry.id);
      // Then the unplanned ones, in queue order.
      const rest = get()
        .unplanned.map((upload) => upload.id)
        .filter((id) => get().picked.has(id) && !order.includes(id));
      const ids = [...order, ...rest, ...[...get().picked].filter((id) => !order.includes(id) && !rest.includes(id))];
      if (ids.length === 0) return;
      set({ spreading: true, spreadFailure: undefined, outcome: undefined, lastMove: undefined });
      try {
        const result = await desk.call('calendar.spread', { uploadIds: ids, rule });
        const placed = result.placed.length;
        const refused = result.refused.map((refusal) => refusal.reason).join(' ');
        set({
          spreading: false,
          picked: new Set(result.refused.map((refusal) => refusal.id)),
          outcome: refused
            ? say(CALENDAR.spreadDoneRefused, { uploads: say(CALENDAR.uploads, { count: placed }), refused })
            : say(CALENDAR.spreadDone, { uploads: say(CALENDAR.uploads, { count: placed }) }),
        });
        await get().load();
      } catch (error) {
        set({ spreading: false, spreadFailure: failureOf(error) });
      }
    },

    listen() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = desk.on('uploads.changed', () => {
        // A burst of changes (a whole folder queued) is one reload.
        clearTimeout(timer);
        timer = setTimeout(() => void get().load(), 250);
      });
      return () => {
        clearTimeout(timer);
        stop();
      };
    },
  };
});
resetWithChannel(useCalendar);
