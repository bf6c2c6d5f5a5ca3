// The release calendar: every scheduled video of the Library and every queued upload with a publish time, by week or
// by month, in the creator's time zone (the computer's by default). Days are the zone's own (23 or 25 hours when the
// clocks change) and entries sit at their local time. Drag an entry to another day (it keeps its time of day) or onto
// a free slot, or use "Move to…"; pick uploads and spread them over a rule's next free slots.
import { useEffect, useId, useState, type DragEvent } from 'react';
import { formatLocal, sameTimeOn, shiftDays, type CalendarDay } from '../../../shared/calendar/calendar-days';
import { entriesByDay } from '../../../shared/calendar/calendar-marks';
import type { CalendarEntry } from '../../../shared/calendar/calendar-entry';
import { slotKey, slotsBetween, timeZoneSchema } from '../../../shared/series/publish-slots';
import { FailureLine } from '../../components/FailureLine';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { QuotaCost } from '../../components/QuotaCost';
import { draftOf, ruleOf } from '../../components/slot-rule-draft';
import { WEEKDAYS } from '../../components/weekdays';
import { useNavigation } from '../../stores/navigation-store';
import { useQuota } from '../../stores/quota-store';
import { CalendarEntryCard } from './CalendarEntryCard';
import { entryKey, shownWeeks, useCalendar, type CalendarView } from './calendar-store';
import { MoveForm } from './MoveForm';
import { SpreadPanel } from './SpreadPanel';
import './calendar.css';

const ENTRY_TYPE = 'application/x-desk-calendar-entry';

function rangeLabel(view: CalendarView, days: readonly CalendarDay[], zone: string): string {
  if (view === 'month') return formatLocal(days.find((day) => day.inMonth)!.start, zone, 'LLLL yyyy');
  return `${formatLocal(days[0]!.start, zone, 'd LLL')} – ${formatLocal(days[days.length - 1]!.start, zone, 'd LLL yyyy')}`;
}

function dayLengthNote(day: CalendarDay): string | undefined {
  if (day.hours === 23) return '23 hours: the clocks go forward';
  if (day.hours === 25) return '25 hours: the clocks go back';
  return undefined;
}

export function CalendarScreen() {
  const calendar = useCalendar();
  const { view, anchor, zone, entries, scan, loading, loadFailure, moving, refusedMove, outcome, picked } = calendar;
  const quota = useQuota((state) => state.view);
  const showScreen = useNavigation((state) => state.show);
  const openVideo = useNavigation((state) => state.openVideo);
  const [zoneText, setZoneText] = useState(zone);
  const [draft, setDraft] = useState(() => draftOf(null, zone));
  const [moveTarget, setMoveTarget] = useState<CalendarEntry | undefined>();
  const [now, setNow] = useState(() => Date.now());
  const zonesId = useId();
  const zoneProblemId = useId();
  const zoneCheck = timeZoneSchema.safeParse(zoneText.trim());
  const zoneProblem = zoneCheck.success ? undefined : zoneCheck.error.issues[0]?.message;
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
  const takenSlots = new Set(entries.map((entry) => slotKey(entry.at)));

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
    if (event.dataTransfer.types.includes(ENTRY_TYPE)) {
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
      <h1 id="cal-title">Calendar</h1>
      <HelpDisclosure label="About the calendar">
        <p>
          Every scheduled video of the Library (private, with a publish time) and every upload in the queue with a
          publish time. Drag an entry to another day to keep its time of day, onto a free slot to take that slot, or use
          “Move to…”. The platform schedules only private videos, so a moved video is made private; it becomes public at
          its time.
        </p>
        <p>
          Scheduled videos are found by reading the channel’s newest 1,000 uploads (2 units per 50); the read is kept
          for five minutes, and Refresh reads again. Moving a queued upload costs nothing: its details go with it.
        </p>
      </HelpDisclosure>

      <div className="cal-toolbar">
        <div className="cal-views" role="group" aria-label="View">
          {(['week', 'month'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => calendar.setView(option)}>
              {option === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
        <div className="cal-steps" role="group" aria-label="Dates">
          <button type="button" onClick={() => calendar.step(-1)}>
            {view === 'week' ? 'Previous week' : 'Previous month'}
          </button>
          <button type="button" onClick={() => calendar.today()}>
            Today
          </button>
          <button type="button" onClick={() => calendar.step(1)}>
            {view === 'week' ? 'Next week' : 'Next month'}
          </button>
        </div>
        <h2 className="cal-range" data-testid="calendar-range">
          {rangeLabel(view, days, zone)}
        </h2>
        <label className="cal-zone">
          Calendar time zone
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
          Refresh
        </button>
      </div>
      {zoneProblem && (
        <p className="error field-problem" id={zoneProblemId}>
          {zoneProblem} The calendar stays in {zone}.
        </p>
      )}

      <p className="muted cal-facts">
        {scan
          ? `Scheduled videos from the newest ${scan.videosRead} uploads${scan.complete ? ' (all of them)' : ''}, read at ${formatLocal(scan.readAt, zone, 'HH:mm')} for ${scan.units} ${scan.units === 1 ? 'unit' : 'units'}. `
          : loading
            ? 'Reading the Library… '
            : ''}
        <QuotaCost
          action="Each move of a scheduled video (read first)"
          method="videos.update"
          first="videos.list"
          quota={quota}
        />
      </p>

      <div role="status" className="cal-outcome">
        {outcome}
      </div>
      <div role="alert">
        {refusedMove && (
          <FailureLine
            failure={refusedMove.failure}
            heading={<strong>“{refusedMove.title}” was not moved; it is back where it was.</strong>}
            testId="calendar-move-refused"
          >
            <button type="button" className="small" onClick={() => calendar.dismissRefusal()}>
              Dismiss the refused move
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
          cost={<QuotaCost action="This move" method="videos.update" first="videos.list" quota={quota} />}
          onMove={(at) => move(moveTarget, at)}
          onCancel={() => setMoveTarget(undefined)}
        />
      )}

      <div className={`cal-grid cal-grid-${view}`} data-testid="calendar-grid" aria-busy={loading}>
        {view === 'month' && (
          <div className="cal-weekdays" aria-hidden="true">
            {WEEKDAYS.map(({ day, short }) => (
              <span key={day}>{short}</span>
            ))}
          </div>
        )}
        {weeks.map((week) => (
          <div className="cal-week" key={week[0]!.key}>
            {week.map((day) => {
              const dayEntries = byDay.get(day.key) ?? [];
              const note = dayLengthNote(day);
              // Days gone by show no slots; today shows those already passed, marked.
              const freeSlots =
                rule && day.end > now
                  ? slotsBetween(rule, day.start, day.end, 24).filter((at) => !takenSlots.has(slotKey(at)))
                  : [];
              const isToday = now >= day.start && now < day.end;
              return (
                <div
                  key={day.key}
                  className={`cal-day${day.inMonth ? '' : ' cal-day-outside'}${day.end <= now ? ' cal-day-past' : ''}${isToday ? ' cal-day-today' : ''}`}
                  data-testid="calendar-day"
                  data-day={day.key}
                  data-hours={day.hours}
                  onDragOver={allowDrop}
                  onDrop={(event) => dropOn(event, (entry) => sameTimeOn(entry.at, day.key, zone))}
                  role="group"
                  aria-label={formatLocal(day.start, zone, 'cccc d LLLL')}
                >
                  <div className="cal-day-head">
                    <span className="cal-day-number">
                      {formatLocal(day.start, zone, view === 'week' ? 'ccc d LLL' : 'd')}
                    </span>
                    {note && (
                      <span className="badge badge-warning" title={note} data-testid="calendar-day-length">
                        {day.hours} h
                      </span>
                    )}
                  </div>
                  <ul className="cal-entries">
                    {dayEntries.map((marked) => (
                      <CalendarEntryCard
                        key={entryKey(marked.entry)}
                        marked={marked}
                        zone={zone}
                        moving={moving.has(entryKey(marked.entry))}
                        picked={picked.has(marked.entry.id)}
                        onOpen={() =>
                          marked.entry.kind === 'video' ? openVideo(marked.entry.id) : showScreen('uploads')
                        }
                        onMoveTo={() => setMoveTarget(marked.entry)}
                        onTogglePicked={() => calendar.togglePicked(marked.entry.id)}
                        onStepDay={(step) => move(marked.entry, shiftDays(marked.entry.at, step, zone))}
                      />
                    ))}
                    {freeSlots.map((at) => (
                      <li
                        key={at}
                        className={`cal-slot${at <= now ? ' cal-slot-past' : ''}`}
                        data-testid="calendar-slot"
                        data-slot-at={new Date(at).toISOString()}
                        onDragOver={allowDrop}
                        onDrop={(event) => dropOn(event, () => at)}
                      >
                        Free slot {formatLocal(at, zone, 'HH:mm')}
                        {at <= now ? ' (past)' : ''}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        ))}
      </div>

      <SpreadPanel
        draft={draft}
        onDraft={setDraft}
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
    </section>
  );
}
