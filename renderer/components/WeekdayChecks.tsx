// A row of seven day check boxes (Mon … Sun, each named in full for screen readers) over a list of ISO weekdays.
import { WEEKDAYS } from './weekdays';

interface WeekdayChecksProps {
  readonly days: readonly number[];
  readonly onChange: (days: number[]) => void;
}

export function WeekdayChecks({ days, onChange }: WeekdayChecksProps) {
  return (
    <>
      {WEEKDAYS.map(({ day, short, name }) => (
        <label key={day} title={name}>
          <input
            type="checkbox"
            aria-label={name}
            checked={days.includes(day)}
            onChange={(event) =>
              onChange(event.target.checked ? [...days, day] : days.filter((other) => other !== day))
            }
          />
          {short}
        </label>
      ))}
    </>
  );
}
