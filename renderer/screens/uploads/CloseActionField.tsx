// The desktop app only: what closing the window does while uploads run, so a "Don't ask again" can be taken back.
// Saved as soon as it is chosen. Browser mode has no window of its own to close (the browser asks; see
// renderer/app/use-leave-guard.ts), so the field is not shown there.
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { CloseAction } from '../../../shared/desktop/close-action';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { SETTINGS } from './upload-settings-messages';

const CHOICES: ReadonlyArray<{ readonly value: CloseAction; readonly label: MessageDescriptor }> = [
  { value: 'ask', label: SETTINGS.closeAsk },
  { value: 'tray', label: SETTINGS.closeTray },
  { value: 'stop', label: SETTINGS.closeStop },
];

export function CloseActionField() {
  const say = useIntl().formatMessage;
  const [value, setValue] = useState<CloseAction | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();
  useEffect(() => {
    let live = true;
    desk.call('desktop.getCloseAction').then(
      (action) => live && setValue(action),
      (error: unknown) => live && setFailure(failureOf(error)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failure) return <FailureLine failure={failure} className="error" />;
  if (!value) return null;
  return (
    <Field label={say(SETTINGS.closing)}>
      {(a11y) => (
        <select
          {...a11y}
          value={value}
          onChange={(event) => {
            const next = event.target.value as CloseAction;
            setValue(next);
            desk.call('desktop.setCloseAction', next).catch((error: unknown) => setFailure(failureOf(error)));
          }}
        >
          {CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {say(choice.label)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
