// What the computer does while uploads run and once the queue is done (issue 36): the desktop app keeps it awake
// while any upload runs, and can quit or put it to sleep when every upload is done (off by default). Browser mode can
// do neither: the field is shown disabled with the reason, so the creator knows why. Saved as soon as it is chosen.
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { PowerState, WhenQueueDone } from '../../../shared/desktop/power';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { SETTINGS } from './upload-settings-messages';

const APP_NAME = 'Channel Desk';

const CHOICES: ReadonlyArray<{ readonly value: WhenQueueDone; readonly label: MessageDescriptor }> = [
  { value: 'nothing', label: SETTINGS.whenDoneNothing },
  { value: 'quit', label: SETTINGS.whenDoneQuit },
  { value: 'sleep', label: SETTINGS.whenDoneSleep },
];

function helpOf(state: PowerState, intl: IntlShape): string {
  if (!state.keepAwake.can) return state.keepAwake.why;
  const awake = intl.formatMessage(state.awake ? SETTINGS.awakeNow : SETTINGS.awakeWhile);
  return state.sleep.can ? awake : `${awake} ${state.sleep.why}`;
}

export function WhenQueueDoneField() {
  const intl = useIntl();
  const say = intl.formatMessage;
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
    <Field label={say(SETTINGS.whenDone)} help={helpOf(state, intl)}>
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
              {say(choice.label, { app: APP_NAME })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
