// The scheduled changes of one calendar day (those due in it, from the schedule store), and the drop of one onto a
// day: it keeps its time of day, as an entry does.
import type { DragEvent } from 'react';
import { sameTimeOn, type CalendarDay } from '../../../shared/calendar/calendar-days';
import { useSchedule } from '../../stores/schedule-store';
import { CHANGE_TYPE, ScheduledChangeCard } from './ScheduledChangeCard';

/** Moves the change dragged onto `day` (same time of day); false when what was dropped is not a change. */
export function dropChangeOn(event: DragEvent, day: CalendarDay, zone: string): boolean {
  if (!event.dataTransfer.types.includes(CHANGE_TYPE)) return false;
  event.preventDefault();
  event.stopPropagation();
  const id = event.dataTransfer.getData(CHANGE_TYPE);
  const change = useSchedule.getState().changes.find((candidate) => candidate.id === id);
  if (change?.when.kind !== 'at') return true;
  const at = sameTimeOn(change.when.at, day.key, zone);
  if (at !== change.when.at) void useSchedule.getState().edit({ id, when: { kind: 'at', at } });
  return true;
}

export function DayChanges({ day, zone }: { readonly day: CalendarDay; readonly zone: string }) {
  const changes = useSchedule((s) => s.changes);
  const busy = useSchedule((s) => s.busy);
  const schedule = useSchedule.getState();
  return changes
    .filter((change) => change.dueAt !== undefined && change.dueAt >= day.start && change.dueAt < day.end)
    .map((change) => (
      <ScheduledChangeCard
        key={change.id}
        change={change}
        zone={zone}
        busy={busy.has(change.id)}
        onMove={(at) => void schedule.edit({ id: change.id, when: { kind: 'at', at } })}
        onEditText={(field, value) => void schedule.edit({ id: change.id, values: { [field]: value } })}
        onRunNow={() => void schedule.act('runNow', change.id)}
        onCancel={() => void schedule.act('cancel', change.id)}
      />
    ));
}
