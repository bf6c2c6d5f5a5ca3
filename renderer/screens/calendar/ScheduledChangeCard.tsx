// A scheduled change on the calendar, beside the publish times: its time, state and what it does. A change set for a
// time can be dragged to another day (it keeps its time of day) or moved with "Edit…", which also changes a new title
// or description; "Run now" makes it at once; "Cancel" drops it. A change for when the video goes live sits at the
// video's publish time and follows it.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { sayLine } from '../../../shared/i18n/saved-line';
import { instantOf, localFields } from '../../../shared/calendar/calendar-days';
import type { ScheduledChangeView } from '../../../shared/schedule/scheduled-change';
import { formatTime } from '../../../shared/text/when';
import { useChangeWords } from '../../stores/schedule-store';
import { CALENDAR } from './calendar-messages';
import { LocalMomentFields } from './LocalMomentFields';

export const CHANGE_TYPE = 'application/x-desk-scheduled-change';

export interface ScheduledChangeCardProps {
  readonly change: ScheduledChangeView;
  readonly zone: string;
  readonly busy: boolean;
  readonly onMove: (at: number) => void;
  /** A new title or description (the change's one text field). */
  readonly onEditText: (field: 'title' | 'description', value: string) => void;
  readonly onRunNow: () => void;
  readonly onCancel: () => void;
}

/** The one text field a change writes, if it writes exactly one: "Edit…" offers its new value. */
function textFieldOf(change: ScheduledChangeView): 'title' | 'description' | undefined {
  const texts = change.fields.filter((field) => field === 'title' || field === 'description');
  return texts.length === 1 ? texts[0] : undefined;
}

export function ScheduledChangeCard({
  change,
  zone,
  busy,
  onMove,
  onEditText,
  onRunNow,
  onCancel,
}: ScheduledChangeCardProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const words = useChangeWords({ categories: change.fields.includes('categoryId') });
  const [editing, setEditing] = useState(false);
  const state = words.state(change.state);
  const movable = change.when.kind === 'at' && change.state !== 'running';
  const at = change.dueAt;
  const what = words.describe(change);
  return (
    <li
      className="cal-entry cal-change"
      draggable={movable && !busy}
      onDragStart={(event) => {
        event.dataTransfer.setData(CHANGE_TYPE, change.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="calendar-change"
      data-change-id={change.id}
      data-due-at={at === undefined ? undefined : new Date(at).toISOString()}
    >
      <div className="cal-entry-head">
        {at !== undefined && (
          <time dateTime={new Date(at).toISOString()} translate="no">
            {formatTime(at, { timeZone: zone })}
          </time>
        )}
        <span className={`badge badge-${state.tone}`} data-testid="calendar-change-state">
          {busy
            ? say(CALENDAR.changeWorking)
            : change.when.kind === 'live' && change.state === 'scheduled'
              ? say(CALENDAR.changeAtGoLive)
              : state.label}
        </span>
      </div>
      <span className="cal-entry-title">{say(CALENDAR.changeTitle, { title: change.title })}</span>
      <span className="muted cal-change-what" data-testid="calendar-change-what">
        {say(CALENDAR.changeWhat, { what, units: change.units })}
      </span>
      {change.message && (
        <span className="muted cal-change-message">{sayLine(intl, change.messageLine, change.message)}</span>
      )}
      {editing ? (
        <ChangeEditor
          change={change}
          zone={zone}
          onDone={(edit) => {
            setEditing(false);
            if (edit?.at !== undefined && edit.at !== change.dueAt) onMove(edit.at);
            const field = textFieldOf(change);
            if (field && edit?.text !== undefined && edit.text !== change.after[field]) onEditText(field, edit.text);
          }}
        />
      ) : (
        <div className="cal-entry-actions">
          <button
            type="button"
            className="small"
            disabled={busy || change.state === 'running'}
            onClick={() => setEditing(true)}
            aria-label={say(CALENDAR.editName, { title: change.title, what })}
          >
            {say(CALENDAR.edit)}
          </button>
          <button
            type="button"
            className="small"
            disabled={busy || change.state === 'running'}
            onClick={onRunNow}
            aria-label={say(CALENDAR.runNowName, { title: change.title })}
          >
            {say(CALENDAR.runNow)}
          </button>
          <button
            type="button"
            className="small"
            disabled={busy || change.state === 'running'}
            onClick={onCancel}
            aria-label={say(CALENDAR.cancelName, { title: change.title })}
          >
            {say(CALENDAR.cancel)}
          </button>
        </div>
      )}
    </li>
  );
}

function ChangeEditor({
  change,
  zone,
  onDone,
}: {
  readonly change: ScheduledChangeView;
  readonly zone: string;
  readonly onDone: (edit?: { at?: number; text?: string }) => void;
}) {
  const say = useIntl().formatMessage;
  const field = textFieldOf(change);
  const [fields, setFields] = useState(() => localFields(change.dueAt ?? Date.now(), zone));
  const [text, setText] = useState(() => (field ? String(change.after[field] ?? '') : ''));
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const at = change.when.kind === 'at' ? instantOf(fields.date, fields.time, zone) : undefined;
  return (
    <div
      className="cal-change-editor"
      role="group"
      aria-label={say(CALENDAR.editGroup, { title: change.title })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDone();
        }
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          onDone({ ...(at !== undefined ? { at } : {}), ...(field ? { text } : {}) });
        }
      }}
    >
      {change.when.kind === 'at' && (
        <LocalMomentFields value={fields} zone={zone} onChange={setFields} dateRef={first} />
      )}
      {field && (
        <label>
          {say(CALENDAR.newText, { field })}
          <input
            ref={change.when.kind === 'at' ? undefined : first}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      )}
      <div className="cal-entry-actions">
        <button
          type="button"
          className="small primary"
          disabled={change.when.kind === 'at' && at === undefined}
          onClick={() => onDone({ ...(at !== undefined ? { at } : {}), ...(field ? { text } : {}) })}
        >
          {say(CALENDAR.save)}
        </button>
        <button type="button" className="small" onClick={() => onDone()}>
          {say(CALENDAR.back)}
        </button>
      </div>
    </div>
  );
}
