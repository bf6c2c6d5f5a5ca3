// What the computer does while uploads run and once the queue is done (issue 36): the desktop app keeps it awake
// while any upload runs, and can quit or put it to sleep when every upload is done (off by default). Browser mode can
// do neither: the field is shown disabled with the reason, so the creator knows why. Saved as soon as it is chosen.
import { useEffect, useState } from 'react';
import type { PowerState, WhenQueueDone } from '../../../shared/desktop/power';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';

const CHOICES: ReadonlyArray<{ readonly value: WhenQueueDone; readonly label: string }> = [
  { value: 'nothing', label: 'Nothing' },
  { value: 'quit', label: 'Quit Channel Desk' },
  { value: 'sleep', label: 'Put the computer to sleep' },
];

function helpOf(state: PowerState): string {
  if (!state.keepAwake.can) return state.keepAwake.why;
  const awake = state.awake
    ? 'Uploads are running: this computer is kept awake until they stop.'
    : 'While uploads run, this computer is kept awake (the screen may still turn off).';
  return state.sleep.can ? awake : `${awake} ${state.sleep.why}`;
}

export function WhenQueueDoneField() {
  const [state, setState] = useState<PowerState | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();
  useEffect(() => {
    let live = true;
    desk.call('power.get').then(
      (power) => live && setState(power),
      (error: unknown) => live && setFailure(failureOf(error)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failure) return <FailureLine failure={failure} className="error" />;
  if (!state) return null;
  const able = (value: WhenQueueDone): boolean =>
    value === 'nothing' || (value === 'quit' ? state.quit.can : state.sleep.can);
  return (
    <Field label="When the queue is done" help={helpOf(state)}>
      {(a11y) => (
        <select
          {...a11y}
          value={state.whenQueueDone}
          disabled={!state.quit.can && !state.sleep.can}
          onChange={(event) => {
            const next = event.target.value as WhenQueueDone;
            setState({ ...state, whenQueueDone: next });
            desk.call('power.setWhenQueueDone', next).then(setState, (error: unknown) => setFailure(failureOf(error)));
          }}
        >
          {CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={!able(choice.value)}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
