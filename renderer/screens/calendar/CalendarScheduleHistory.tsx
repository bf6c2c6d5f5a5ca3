// The calendar's part of scheduled changes beyond the grid: the schedule store loaded and followed while the calendar
// shows, what an action on a change was refused for, and the history with undo.
import { useEffect } from 'react';
import { FailureLine } from '../../components/FailureLine';
import { useSchedule } from '../../stores/schedule-store';
import { ScheduleHistory } from './ScheduleHistory';

export function CalendarScheduleHistory() {
  const history = useSchedule((s) => s.history);
  const busy = useSchedule((s) => s.busy);
  const failure = useSchedule((s) => s.failure);
  const lastFailure = useSchedule((s) => s.lastFailure);
  useEffect(() => {
    void useSchedule.getState().load();
    return useSchedule.getState().listen();
  }, []);
  return (
    <>
      <div role="alert" className="cal-change-refused">
        {lastFailure && <FailureLine failure={lastFailure} testId="schedule-action-refused" />}
      </div>
      <ScheduleHistory
        history={history}
        busy={busy}
        failure={failure}
        onUndo={(change) => void useSchedule.getState().act('undo', change.id)}
        onRunNow={(change) => void useSchedule.getState().act('runNow', change.id)}
      />
    </>
  );
}
