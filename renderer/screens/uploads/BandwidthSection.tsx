// The bandwidth limit with its time windows, in the upload settings panel: a limit outside the windows, and
// windows (from, to, days, limit) added and removed as rows. Saved whole; the main process applies it to the
// running uploads at once and at each window's start and end.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
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
import { SETTINGS } from './upload-settings-messages';

/** Loaded by the settings panel when it opens; kept current by the main process's events while shown. */
export function BandwidthSection() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { state, loadFailure, loads, load } = useBandwidth();
  useEffect(() => subscribeBandwidthEvents(), []);
  if (loadFailure)
    return (
      <FailureLine
        failure={{ ...loadFailure, message: say(SETTINGS.bandwidthReadFailed, { reason: loadFailure.message }) }}
        onRetry={() => void load()}
      />
    );
  if (!state) return <p className="muted">{say(SETTINGS.bandwidthLoading)}</p>;
  return (
    <BandwidthEditor key={loads} initial={formFromSchedule(state.schedule)} now={describeNow(state, undefined, intl)} />
  );
}

function BandwidthEditor({ initial, now }: { readonly initial: BandwidthForm; readonly now: string }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const save = useBandwidth((s) => s.save);
  const [form, setForm] = useState<BandwidthForm>(initial);
  const [saved, setSaved] = useState<BandwidthForm>(initial);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<Failure | undefined>();

  const check = checkBandwidthForm(form, intl);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const setWindow = (index: number, patch: Partial<WindowForm>): void =>
    setForm({ ...form, windows: form.windows.map((window, at) => (at === index ? { ...window, ...patch } : window)) });

  return (
    <form
      aria-label={say(SETTINGS.bandwidthForm)}
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
      <h3>{say(SETTINGS.bandwidth)}</h3>
      <p className="muted" role="status" data-testid="bandwidth-now">
        {now}
      </p>
      <Field label={say(SETTINGS.otherwise)} problems={check.otherwise} help={say(SETTINGS.limitHelp)}>
        {(a11y) => (
          <input
            {...a11y}
            inputMode="decimal"
            placeholder={say(SETTINGS.noLimit)}
            value={form.otherwise}
            onChange={(event) => setForm({ ...form, otherwise: event.target.value })}
          />
        )}
      </Field>
      {form.windows.length === 0 ? (
        <p className="muted">{say(SETTINGS.noWindows)}</p>
      ) : (
        <ol className="up-bandwidth-windows" aria-label={say(SETTINGS.windows)}>
          {form.windows.map((window, index) => (
            <li key={index} className="up-bandwidth-window">
              <fieldset>
                <legend>{say(SETTINGS.window, { number: index + 1 })}</legend>
                {(['from', 'to'] as const).map((edge) => (
                  <Field
                    key={edge}
                    label={say(edge === 'from' ? SETTINGS.from : SETTINGS.to)}
                    problems={check.windows[index]?.[edge]}
                  >
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
                <Field label={say(SETTINGS.limit)} problems={check.windows[index]?.limit}>
                  {(a11y) => (
                    <input
                      {...a11y}
                      inputMode="decimal"
                      placeholder={say(SETTINGS.noLimit)}
                      value={window.limit}
                      onChange={(event) => setWindow(index, { limit: event.target.value })}
                    />
                  )}
                </Field>
                <fieldset className="up-bandwidth-days">
                  <legend>{say(SETTINGS.days)}</legend>
                  <WeekdayChecks days={window.days} onChange={(days) => setWindow(index, { days })} />
                </fieldset>
                <button
                  type="button"
                  onClick={() => setForm({ ...form, windows: form.windows.filter((_, at) => at !== index) })}
                >
                  {say(SETTINGS.removeWindow, { number: index + 1 })}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <p className="muted">{say(SETTINGS.windowsHelp)}</p>
      {serverError && <FailureLine failure={serverError} className="error" />}
      <div className="row">
        <button
          type="button"
          disabled={form.windows.length >= MAX_BANDWIDTH_WINDOWS}
          onClick={() => setForm({ ...form, windows: [...form.windows, NEW_WINDOW] })}
        >
          {say(SETTINGS.addWindow)}
        </button>
        <button type="submit" className="primary" disabled={saving || !dirty || !check.schedule}>
          {say(saving ? SETTINGS.saving : SETTINGS.saveBandwidth)}
        </button>
        <button type="button" disabled={saving || !dirty} onClick={() => setForm(saved)}>
          {say(SETTINGS.revert)}
        </button>
      </div>
    </form>
  );
}
