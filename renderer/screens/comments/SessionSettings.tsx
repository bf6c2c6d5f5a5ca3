// The undo window: how long a decision waits in the outbox before it is sent.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import type { Failure } from '../../desk/failure';
import { useComments } from './comments-store';
import { COMMENTS } from './comments-messages';

export function SessionSettings() {
  const say = useIntl().formatMessage;
  const settings = useComments((s) => s.settings);
  const saveSettings = useComments((s) => s.saveSettings);
  const [seconds, setSeconds] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [refused, setRefused] = useState<Failure>();
  const [saved, setSaved] = useState(false);
  if (!settings) return null;
  const shown = seconds ?? String(settings.undoWindowMs / 1000);
  return (
    <details className="cm-settings">
      <summary>{say(COMMENTS.undoWindow, { seconds: settings.undoWindowMs / 1000 })}</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const value = Number(shown);
          setRefused(undefined);
          if (!Number.isFinite(value) || value < 0 || value > 3600) {
            setProblem(say(COMMENTS.undoRange));
            return;
          }
          setProblem(undefined);
          void saveSettings({ undoWindowMs: Math.round(value * 1000) }).then((refusal) => {
            setRefused(refusal);
            setSaved(!refusal);
          });
        }}
      >
        <Field label={say(COMMENTS.undoSeconds)} help={say(COMMENTS.undoHelp)} problems={problem}>
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min={0}
              max={3600}
              step={1}
              value={shown}
              onChange={(event) => {
                setSeconds(event.target.value);
                setSaved(false);
              }}
            />
          )}
        </Field>
        {refused ? <FailureLine failure={refused} className="row error" /> : null}
        <button type="submit">{say(COMMENTS.save)}</button>
        {saved ? <span className="ok"> {say(COMMENTS.saved)}</span> : null}
      </form>
    </details>
  );
}
