// The release calendar: every scheduled video of the Library and every queued upload with a publish time, by week or
// by month, in the creator's time zone (the computer's by default). Days are the zone's own (23 or 25 hours when the
// clocks change) and entries sit at their local time. Drag an entry to another day (it keeps its time of day) or onto
// a free slot, or use "Move to…"; a move can be undone from its notice (or Ctrl+Z). Pick uploads and spread them over
// a rule's next free slots; the free slots shown are a template's (slot-source.ts).
import { useEffect, useEffectEvent, useId, useRef, useState, type DragEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { sameTimeOn, shiftDays, type CalendarDay } from '../../../shared/calendar/calendar-days';
import { entriesByDay } from '../../../shared/calendar/calendar-marks';
import type { CalendarEntry } from '../../../shared/calendar/calendar-entry';
import { freeSlotsOn, takenSlotKeys } from '../../../shared/calendar/calendar-slots';
import { saidIssueText } from '../../../shared/i18n/said-issue';
import { timeZoneSchema } from '../../../shared/series/publish-slots';
import { describeSlotRuleIn } from '../../components/slot-words';

import { formatDate, formatMonth, formatTime } from '../../../shared/text/when';
import { FailureLine } from '../../components/FailureLine';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { QuotaCost } from '../../components/QuotaCost';
import { ruleOf } from '../../components/slot-rule-draft';
import { useNavigation } from '../../stores/navigation-store';
import { useQuota } from '../../stores/quota-store';
import { CalendarDayCell } from './CalendarDayCell';
import { entryKey, shownWeeks, useCalendar, type CalendarView } from './calendar-store';
import { MoveForm } from './MoveForm';
import { SpreadPanel } from './SpreadPanel';
import { CHANGE_TYPE } from './ScheduledChangeCard';
import { CalendarScheduleHistory } from './CalendarScheduleHistory';
import { useSlotSource } from './slot-source';
import { CALENDAR } from './calendar-messages';
import './calendar.css';

const ENTRY_TYPE = 'application/x-desk-calendar-entry';

function rangeLabel(intl: IntlShape, view: CalendarView, days: readonly CalendarDay[], zone: string): string {
  if (view === 'month') {
    const month = days.find((day) => day.inMonth)!.start;
    return formatMonth(month, { timeZone: zone });
  }
  return intl.formatMessage(CALENDAR.weekRange, {
    from: formatDate(days[0]!.start, { timeZone: zone }),
    to: formatDate(days[days.length - 1]!.start, { timeZone: zone }),
  });
}

/** Monday (1) to Sunday (7), short, in the chosen language. */
const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Ctrl+Z (Cmd+Z) outside a text field: the same as the notice's Undo. */
function isUndoKey(event: globalThis.KeyboardEvent): boolean {
  if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) {
    return false;
  }
  const target = event.target;
  return !(target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'));
}

/**
 * Ctrl+Z undoes the last move wherever focus is on the screen (a moved card is drawn anew in its new day, so focus may
 * have fallen to the page).
 */
function useUndoKey(onUndo: () => void): void {
  const undo = useEffectEvent(onUndo);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isUndoKey(event)) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * After a move from the keyboard the card is drawn in its new day (and its buttons wait while the move is under way):
 * focus goes with it, to its Move… button, once that can take it.
 */
function useFocusFollowsMove(): (key: string) => void {
  const wanted = useRef<string | undefined>(undefined);
  useEffect(() => {
    const key = wanted.current;
    if (key === undefined) return;
    const [kind, ...id] = key.split(':');
    const button = document.querySelector<HTMLButtonElement>(
      `[data-testid="calendar-entry"][data-entry-kind="${kind}"][data-entry-id="${CSS.escape(id.join(':'))}"] button[aria-label^="Move"]`,
    );
    // Disabled while the move is under way: the render that answers it tries again.
    if (button?.disabled) return;
    button?.focus();
    wanted.current = undefined;
  });
  return (key) => {
    wanted.current = key;
  };
}

export function CalendarScreen() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const calendar = useCalendar();
  const { view, anchor, zone, entries, scan, loading, loadFailure, moving, refusedMove, outcome, lastMove, picked } =
    calendar;
  const quota = useQuota((state) => state.view);
  const showScreen = useNavigation((state) => state.show);
  const openVideo = useNavigation((state) => state.openVideo);
  const [zoneText, setZoneText] = useState(zone);
  const slots = useSlotSource(zone);
  const draft = slots.source.draft;
  const [moveTarget, setMoveTarget] = useState<CalendarEntry | undefined>();
  const [now, setNow] = useState(() => Date.now());
  const zonesId = useId();
  const zoneProblemId = useId();
  const zoneCheck = timeZoneSchema.safeParse(zoneText.trim());
  const zoneIssue = zoneCheck.success ? undefined : zoneCheck.error.issues[0];
  const zoneProblem = zoneIssue && (saidIssueText(zoneIssue, intl) ?? zoneIssue.message);
  const rule = ruleOf(draft).rule;

  useEffect(() => {
    void useCalendar.getState().load();
    const stop = useCalendar.getState().listen();
    // The past creeps forward: marks are looked at again each minute.
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, []);

  const weeks = shownWeeks(view, anchor, zone);
  const days = weeks.flat();
  const byDay = entriesByDay(days, entries, now);
  const takenSlots = takenSlotKeys(entries);

  useUndoKey(() => {
    if (lastMove && moving.size === 0) void calendar.undoMove();
  });
  const followFocus = useFocusFollowsMove();

  const move = (entry: CalendarEntry, at: number) => {
    setMoveTarget(undefined);
    void calendar.move(entry, at);
  };

  const dropOn = (event: DragEvent, at: (entry: CalendarEntry) => number) => {
    const key = event.dataTransfer.getData(ENTRY_TYPE);
    const entry = entries.find((candidate) => entryKey(candidate) === key);
    if (!entry) return;
    event.preventDefault();
    event.stopPropagation();
    const target = at(entry);
    if (target !== entry.at) move(entry, target);
  };
  const allowDrop = (event: DragEvent) => {
    if (event.dataTransfer.types.includes(ENTRY_TYPE) || event.dataTransfer.types.includes(CHANGE_TYPE)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    }
  };

  const applyZone = (text: string) => {
    setZoneText(text);
    if (timeZoneSchema.safeParse(text.trim()).success) calendar.setZone(text.trim());
  };

  return (
    <section className="screen cal-screen" aria-labelledby="cal-title">
      <h1 id="cal-title">{say(CALENDAR.screenTitle)}</h1>
      <HelpDisclosure label={say(CALENDAR.about)}>
        <p>{say(CALENDAR.aboutEntries)}</p>
        <p>{say(CALENDAR.aboutSlots)}</p>
        <p>{say(CALENDAR.aboutReading)}</p>
      </HelpDisclosure>

      <div className="cal-toolbar">
        <div className="cal-views" role="group" aria-label={say(CALENDAR.viewGroup)}>
          {(['week', 'month'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => calendar.setView(option)}>
              {option === 'week' ? say(CALENDAR.week) : say(CALENDAR.month)}
            </button>
          ))}
        </div>
        <div className="cal-steps" role="group" aria-label={say(CALENDAR.datesGroup)}>
          <button type="button" onClick={() => calendar.step(-1)}>
            {say(CALENDAR.previous, { view })}
          </button>
          <button type="button" onClick={() => calendar.today()}>
            {say(CALENDAR.today)}
          </button>
          <button type="button" onClick={() => calendar.step(1)}>
            {say(CALENDAR.next, { view })}
          </button>
        </div>
        {/* A date in the chosen language: no message (translate="no" keeps translators' tools off it). */}
        <h2 className="cal-range" data-testid="calendar-range" translate="no">
          {rangeLabel(intl, view, days, zone)}
        </h2>
        <label className="cal-zone">
          {say(CALENDAR.zone)}
          <input
            list={zonesId}
            value={zoneText}
            onChange={(event) => applyZone(event.target.value)}
            aria-invalid={zoneProblem ? true : undefined}
            aria-describedby={zoneProblem ? zoneProblemId : undefined}
          />
          <datalist id={zonesId}>
            {(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        <button type="button" onClick={() => void calendar.load(true)} disabled={loading}>
          {say(CALENDAR.refresh)}
        </button>
      </div>
      {zoneProblem && (
        <p className="error field-problem" id={zoneProblemId}>
          {say(CALENDAR.zoneStays, { problem: zoneProblem, zone })}
        </p>
      )}

      <p className="muted cal-facts">
        {(scan || loading) && (
          <span className="cal-gap-after">
            {scan
              ? say(CALENDAR.scan, {
                  complete: scan.complete ? 'yes' : 'no',
                  uploads: say(CALENDAR.uploads, { count: scan.videosRead }),
                  time: formatTime(scan.readAt, { timeZone: zone }),
                  units: say(CALENDAR.units, { count: scan.units }),
                })
              : say(CALENDAR.reading)}
          </span>
        )}
        <QuotaCost action={say(CALENDAR.moveCostAction)} method="videos.update" first="videos.list" quota={quota} />
      </p>

      <div className="cal-outcome" data-testid="calendar-outcome">
        <span role="status">{outcome}</span>
        {lastMove && (
          <button
            type="button"
            className="small"
            disabled={moving.size > 0}
            onClick={() => void calendar.undoMove()}
            aria-label={say(CALENDAR.undoMoveName, { title: lastMove.title })}
            aria-keyshortcuts="Control+Z"
          >
            {say(CALENDAR.undoMove)}
          </button>
        )}
      </div>
      <div role="alert">
        {refusedMove && (
          <FailureLine
            failure={refusedMove.failure}
            heading={<strong>{say(CALENDAR.notMoved, { title: refusedMove.title })}</strong>}
            testId="calendar-move-refused"
          >
            <button type="button" className="small" onClick={() => calendar.dismissRefusal()}>
              {say(CALENDAR.dismiss)}
            </button>
          </FailureLine>
        )}
      </div>
      {loadFailure && <FailureLine failure={loadFailure} onRetry={() => void calendar.load()} />}

      {moveTarget && (
        <MoveForm
          key={entryKey(moveTarget)}
          entry={moveTarget}
          zone={zone}
          cost={
            <QuotaCost action={say(CALENDAR.thisMoveCost)} method="videos.update" first="videos.list" quota={quota} />
          }
          onMove={(at) => move(moveTarget, at)}
          onCancel={() => setMoveTarget(undefined)}
        />
      )}

      <p className="muted cal-facts" data-testid="calendar-slots-source">
        {rule
          ? say(CALENDAR.slotsOf, {
              elsewhere: rule.zone !== zone ? 'yes' : 'no',
              source: slots.source.templateName
                ? say(CALENDAR.templateName, { name: slots.source.templateName })
                : say(CALENDAR.theRule),
              rule: describeSlotRuleIn(intl, rule),
              zone,
            })
          : say(CALENDAR.noSlots)}
      </p>
      <div className={`cal-grid cal-grid-${view}`} data-testid="calendar-grid" aria-busy={loading}>
        {view === 'month' && (
          <div className="cal-weekdays" aria-hidden="true">
            {WEEKDAY_NUMBERS.map((day) => (
              <span key={day}>{say(CALENDAR.weekday, { day })}</span>
            ))}
          </div>
        )}
        {weeks.map((week) => (
          <div className="cal-week" key={week[0]!.key}>
            {week.map((day) => (
              <CalendarDayCell
                key={day.key}
                day={day}
                view={view}
                zone={zone}
                now={now}
                entries={byDay.get(day.key) ?? []}
                freeSlots={rule ? freeSlotsOn(rule, day, takenSlots, now) : []}
                slotZone={rule?.zone}
                moving={moving}
                picked={picked}
                onDragOver={allowDrop}
                onDrop={dropOn}
                onDayDrop={(entry) => sameTimeOn(entry.at, day.key, zone)}
                onOpen={(entry) => (entry.kind === 'video' ? openVideo(entry.id) : showScreen('uploads'))}
                onMoveTo={setMoveTarget}
                onTogglePicked={(id) => calendar.togglePicked(id)}
                onStepDay={(entry, step) => {
                  followFocus(entryKey(entry));
                  move(entry, shiftDays(entry.at, step, zone));
                }}
              />
            ))}
          </div>
        ))}
      </div>

      <SpreadPanel
        draft={draft}
        onDraft={slots.edit}
        onTemplate={slots.chooseTemplate}
        rule={rule}
        zone={zone}
        now={now}
        entries={entries}
        unplanned={calendar.unplanned}
        unplannedTotal={calendar.unplannedTotal}
        picked={picked}
        onTogglePicked={(id) => calendar.togglePicked(id)}
        spreading={calendar.spreading}
        failure={calendar.spreadFailure}
        onSpread={(chosen) => void calendar.spread(chosen)}
      />
      <CalendarScheduleHistory />
    </section>
  );
}
