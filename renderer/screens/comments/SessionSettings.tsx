// The undo window: how long a decision waits in the outbox before it is sent.
import { useState } from 'react';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import type { Failure } from '../../desk/failure';
import { useComments } from './comments-store';

export function SessionSettings() {
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
      <summary>Undo window: {settings.undoWindowMs / 1000} s</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const value = Number(shown);
          setRefused(undefined);
          if (!Number.isFinite(value) || value < 0 || value > 3600) {
            setProblem('Give a number of seconds from 0 to 3600.');
            return;
          }
          setProblem(undefined);
          void saveSettings({ undoWindowMs: Math.round(value * 1000) }).then((refusal) => {
            setRefused(refusal);
            setSaved(!refusal);
          });
        }}
      >
        <Field
          label="Seconds before a decision is sent"
          help="Within this time, u takes a decision back without any call to the platform."
          problems={problem}
        >
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
        <button type="submit">Save</button>
        {saved ? <span className="ok"> Saved.</span> : null}
      </form>
    </details>
  );
}
