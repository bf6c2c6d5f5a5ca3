// The history of scheduled changes under the calendar: what ran (or was held, failed, skipped, cancelled, undone),
// when, whether it was late, and what it changed, before and after; Undo restores the values it replaced (if the
// video still holds what it wrote), takes the video out of the playlists it added it to and deletes its comment.
import type { ScheduledChangeView } from '../../../shared/schedule/scheduled-change';
import { countOf } from '../../../shared/text/count-words';
import { FailureLine } from '../../components/FailureLine';
import { CHANGE_STATE_WORDS, fieldLabel, outcomeText, valueText } from '../../components/scheduled-change-words';
import type { Failure } from '../../desk/failure';

const SHOWN = 20;

export interface ScheduleHistoryProps {
  readonly history: readonly ScheduledChangeView[];
  readonly busy: ReadonlySet<string>;
  readonly failure: Failure | undefined;
  readonly onUndo: (change: ScheduledChangeView) => void;
  readonly onRunNow: (change: ScheduledChangeView) => void;
}

export function ScheduleHistory({ history, busy, failure, onUndo, onRunNow }: ScheduleHistoryProps) {
  return (
    <section className="card cal-history" aria-labelledby="cal-history-title" data-testid="schedule-history">
      <h2 id="cal-history-title">Scheduled changes: history</h2>
      {failure && <FailureLine failure={failure} />}
      {history.length === 0 ? (
        <p className="muted">Nothing has run yet. Schedule a change from a video’s details in the Library.</p>
      ) : (
        <ul className="cal-history-list">
          {history.slice(0, SHOWN).map((change) => (
            <li key={change.id} data-testid="schedule-history-item" data-change-id={change.id}>
              <div className="row">
                <span className={`badge badge-${CHANGE_STATE_WORDS[change.state].tone}`}>
                  {CHANGE_STATE_WORDS[change.state].label}
                </span>
                {change.lateByMs !== undefined && <span className="badge badge-warning">Late</span>}
                <strong>{change.title}</strong>
              </div>
              <p className="muted">{outcomeText(change)}</p>
              {change.fields.length > 0 && (
                <ul className="cal-history-fields">
                  {change.fields.map((field) => (
                    <li key={field}>
                      {fieldLabel(field)}: “{valueText(change.before[field])}” → “{valueText(change.after[field])}”
                    </li>
                  ))}
                </ul>
              )}
              {(change.playlistIds.length > 0 || change.comment !== undefined) && (
                <p className="muted">
                  {change.playlistIds.length > 0 ? `Added to ${countOf(change.playlistIds.length, 'playlist')}. ` : ''}
                  {change.comment !== undefined ? 'Posted a comment (pin it yourself on the platform).' : ''}
                </p>
              )}
              <div className="row">
                {change.undoable && (
                  <button
                    type="button"
                    className="small"
                    disabled={busy.has(change.id)}
                    onClick={() => onUndo(change)}
                    aria-label={`Undo the change of “${change.title}”`}
                  >
                    {busy.has(change.id) ? 'Undoing…' : 'Undo'}
                  </button>
                )}
                {(change.state === 'held' || change.state === 'failed') && (
                  <button
                    type="button"
                    className="small"
                    disabled={busy.has(change.id)}
                    onClick={() => onRunNow(change)}
                    aria-label={`${change.state === 'held' ? 'Run now (write over)' : 'Try again now'}: the change of “${change.title}”`}
                  >
                    {change.state === 'held' ? 'Run now (write over)' : 'Try again now'}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {history.length > SHOWN && (
        <p className="muted">
          The newest {countOf(SHOWN, 'change')} of {countOf(history.length, 'change')}.
        </p>
      )}
    </section>
  );
}
