// A row of seven day check boxes (Mon … Sun, each named in full for screen readers) over a list of ISO weekdays.
import { WEEKDAY } from './components-messages';
import { WEEKDAYS } from './weekdays';
import { useWords } from './words';

interface WeekdayChecksProps {
  readonly days: readonly number[];
  readonly onChange: (days: number[]) => void;
}

export function WeekdayChecks({ days, onChange }: WeekdayChecksProps) {
  const say = useWords().formatMessage;
  return (
    <>
      {WEEKDAYS.map(({ day }) => {
        const name = say(WEEKDAY.name, { day: String(day) });
        return (
          <label key={day} title={name}>
            <input
              type="checkbox"
              aria-label={name}
              checked={days.includes(day)}
              onChange={(event) =>
                onChange(event.target.checked ? [...days, day] : days.filter((other) => other !== day))
              }
            />
            {say(WEEKDAY.short, { day: String(day) })}
          </label>
        );
      })}
    </>
  );
}
