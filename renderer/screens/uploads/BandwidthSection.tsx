// The bandwidth limit with its time windows, in the upload settings panel: a limit outside the windows, and
// windows (from, to, days, limit) added and removed as rows. Saved whole; the main process applies it to the
// running uploads at once and at each window's start and end.
import { useEffect, useState } from 'react';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import { WeekdayChecks } from '../../components/WeekdayChecks';
import type { Failure } from '../../desk/failure';
import {
  checkBandwidthForm,
  describeNow,
  formFromSchedule,
  MAX_BANDWIDTH_WINDOWS,
  NEW_WINDOW,
  type BandwidthForm,
  type WindowForm,
} from './bandwidth-form';
import { subscribeBandwidthEvents, useBandwidth } from './bandwidth-store';

const LIMIT_HELP = 'MiB per second, shared by every running upload; leave empty for no limit.';

/** Loaded by the settings panel when it opens; kept current by the main process's events while shown. */
export function BandwidthSection() {
  const { state, loadFailure, loads, load } = useBandwidth();
  useEffect(() => subscribeBandwidthEvents(), []);
  if (loadFailure)
    return (
      <FailureLine
        failure={{ ...loadFailure, message: `The bandwidth limit could not be read: ${loadFailure.message}` }}
        onRetry={() => void load()}
      />
    );
  if (!state) return <p className="muted">Loading the bandwidth limit…</p>;
  return <BandwidthEditor key={loads} initial={formFromSchedule(state.schedule)} now={describeNow(state)} />;
}

function BandwidthEditor({ initial, now }: { readonly initial: BandwidthForm; readonly now: string }) {
  const save = useBandwidth((s) => s.save);
  const [form, setForm] = useState<BandwidthForm>(initial);
  const [saved, setSaved] = useState<BandwidthForm>(initial);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<Failure | undefined>();

  const check = checkBandwidthForm(form);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const setWindow = (index: number, patch: Partial<WindowForm>): void =>
    setForm({ ...form, windows: form.windows.map((window, at) => (at === index ? { ...window, ...patch } : window)) });

  return (
    <form
      aria-label="Bandwidth limit"
      className="up-bandwidth"
      onSubmit={(event) => {
        event.preventDefault();
        if (!check.schedule) return;
        setSaving(true);
        void save(check.schedule).then((error) => {
          setSaving(false);
          setServerError(error);
          if (!error) setSaved(form);
        });
      }}
    >
      <h3>Bandwidth</h3>
      <p className="muted" role="status" data-testid="bandwidth-now">
        {now}
      </p>
      <Field label="Limit outside the windows (MiB/s)" problems={check.otherwise} help={LIMIT_HELP}>
        {(a11y) => (
          <input
            {...a11y}
            inputMode="decimal"
            placeholder="No limit"
            value={form.otherwise}
            onChange={(event) => setForm({ ...form, otherwise: event.target.value })}
          />
        )}
      </Field>
      {form.windows.length === 0 ? (
        <p className="muted">No time windows: the limit above applies all day.</p>
      ) : (
        <ol className="up-bandwidth-windows" aria-label="Time windows">
          {form.windows.map((window, index) => (
            <li key={index} className="up-bandwidth-window">
              <fieldset>
                <legend>Window {index + 1}</legend>
                {(['from', 'to'] as const).map((edge) => (
                  <Field key={edge} label={edge === 'from' ? 'From' : 'To'} problems={check.windows[index]?.[edge]}>
                    {(a11y) => (
                      <input
                        {...a11y}
                        type="time"
                        value={window[edge]}
                        onChange={(event) => setWindow(index, { [edge]: event.target.value })}
                      />
                    )}
                  </Field>
                ))}
                <Field label="Limit (MiB/s)" problems={check.windows[index]?.limit}>
                  {(a11y) => (
                    <input
                      {...a11y}
                      inputMode="decimal"
                      placeholder="No limit"
                      value={window.limit}
                      onChange={(event) => setWindow(index, { limit: event.target.value })}
                    />
                  )}
                </Field>
                <fieldset className="up-bandwidth-days">
                  <legend>Days (none ticked: every day)</legend>
                  <WeekdayChecks days={window.days} onChange={(days) => setWindow(index, { days })} />
                </fieldset>
                <button
                  type="button"
                  onClick={() => setForm({ ...form, windows: form.windows.filter((_, at) => at !== index) })}
                >
                  Remove window {index + 1}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <p className="muted">
        Times are your computer&apos;s clock. A window that ends before it starts runs past midnight; one that starts
        and ends at the same time lasts all day. Where windows overlap, the lowest limit applies.
      </p>
      {serverError && <FailureLine failure={serverError} className="error" />}
      <div className="row">
        <button
          type="button"
          disabled={form.windows.length >= MAX_BANDWIDTH_WINDOWS}
          onClick={() => setForm({ ...form, windows: [...form.windows, NEW_WINDOW] })}
        >
          Add a time window
        </button>
        <button type="submit" className="primary" disabled={saving || !dirty || !check.schedule}>
          {saving ? 'Saving…' : 'Save bandwidth limit'}
        </button>
        <button type="button" disabled={saving || !dirty} onClick={() => setForm(saved)}>
          Revert
        </button>
      </div>
    </form>
  );
}
