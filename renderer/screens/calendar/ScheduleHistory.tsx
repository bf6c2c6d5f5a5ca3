// The history of scheduled changes under the calendar: what ran (or was held, failed, skipped, cancelled, undone),
// when, whether it was late, and what it changed, before and after; Undo restores the values it replaced (if the
// video still holds what it wrote), takes the video out of the playlists it added it to, deletes its comment and sets
// the thumbnail it replaced again (when that could be kept: said when not).
import { useIntl } from 'react-intl';
import type { ScheduledChangeView } from '../../../shared/schedule/scheduled-change';
import { FailureLine } from '../../components/FailureLine';
import type { Failure } from '../../desk/failure';
import { useChangeWords } from '../../stores/schedule-store';
import { CALENDAR } from './calendar-messages';

const SHOWN = 20;

export interface ScheduleHistoryProps {
  readonly history: readonly ScheduledChangeView[];
  readonly busy: ReadonlySet<string>;
  readonly failure: Failure | undefined;
  readonly onUndo: (change: ScheduledChangeView) => void;
  readonly onRunNow: (change: ScheduledChangeView) => void;
}

export function ScheduleHistory({ history, busy, failure, onUndo, onRunNow }: ScheduleHistoryProps) {
  const say = useIntl().formatMessage;
  const words = useChangeWords({
    categories: history.slice(0, SHOWN).some((change) => change.fields.includes('categoryId')),
  });
  return (
    <section className="card cal-history" aria-labelledby="cal-history-title" data-testid="schedule-history">
      <h2 id="cal-history-title">{say(CALENDAR.historyTitle)}</h2>
      {failure && <FailureLine failure={failure} />}
      {history.length === 0 ? (
        <p className="muted">{say(CALENDAR.historyEmpty)}</p>
      ) : (
        <ul className="cal-history-list">
          {history.slice(0, SHOWN).map((change) => {
            const state = words.state(change.state);
            const ran = change.state === 'done' || change.state === 'undone';
            const thumbnail = change.thumbnail;
            return (
              <li key={change.id} data-testid="schedule-history-item" data-change-id={change.id}>
                <div className="row">
                  <span className={`badge badge-${state.tone}`}>{state.label}</span>
                  {change.lateByMs !== undefined && <span className="badge badge-warning">{say(CALENDAR.late)}</span>}
                  <strong dir="auto">{change.title}</strong>
                </div>
                <p className="muted">{words.outcome(change)}</p>
                {change.fields.length > 0 && (
                  <ul className="cal-history-fields">
                    {change.fields.map((field) => (
                      <li key={field}>
                        {say(CALENDAR.fieldChange, {
                          field: words.field(field),
                          before: words.value(field, change.before[field]),
                          after: words.value(field, change.after[field]),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
                {thumbnail && (
                  <p className="muted" data-testid="schedule-history-thumbnail">
                    {ran
                      ? say(CALENDAR.thumbnailSet, {
                          name: thumbnail.name,
                          kept:
                            thumbnail.previousKept === undefined ? 'unknown' : thumbnail.previousKept ? 'yes' : 'no',
                        })
                      : say(CALENDAR.thumbnailPlanned, { name: thumbnail.name })}
                  </p>
                )}
                {(change.playlistIds.length > 0 || change.comment !== undefined) && (
                  <p className="muted">
                    {change.playlistIds.length > 0 && (
                      <span className="cal-gap-after">
                        {say(CALENDAR.addedToPlaylists, { count: change.playlistIds.length })}
                      </span>
                    )}
                    {change.comment !== undefined && <span>{say(CALENDAR.postedComment)}</span>}
                  </p>
                )}
                <div className="row">
                  {change.undoable && (
                    <button
                      type="button"
                      className="small"
                      disabled={busy.has(change.id)}
                      onClick={() => onUndo(change)}
                      aria-label={say(CALENDAR.undoName, { title: change.title })}
                    >
                      {busy.has(change.id) ? say(CALENDAR.undoing) : say(CALENDAR.undo)}
                    </button>
                  )}
                  {(change.state === 'held' || change.state === 'failed') && (
                    <button
                      type="button"
                      className="small"
                      disabled={busy.has(change.id)}
                      onClick={() => onRunNow(change)}
                      aria-label={say(CALENDAR.actionName, {
                        action: say(change.state === 'held' ? CALENDAR.runOver : CALENDAR.tryAgain),
                        title: change.title,
                      })}
                    >
                      {say(change.state === 'held' ? CALENDAR.runOver : CALENDAR.tryAgain)}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {history.length > SHOWN && (
        <p className="muted">
          {say(CALENDAR.newest, {
            shown: say(CALENDAR.changes, { count: SHOWN }),
            total: say(CALENDAR.changes, { count: history.length }),
          })}
        </p>
      )}
    </section>
  );
}
