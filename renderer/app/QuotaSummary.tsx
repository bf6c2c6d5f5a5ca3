// The quota in the sidebar as one line ("Quota: 9,420 of 10,000 left today"), a warning colour near or at a limit,
// that opens the full meter in a dialog: every allowance on its meter, what it went on, each channel's share and the
// daily limits. One line keeps the sidebar short enough for a 768-pixel-high window.
import { Gauge } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuota } from '../stores/quota-store';
import { QuotaLimitForm } from './QuotaLimitForm';
import { QuotaReading, quotaSummary, quotaWarning } from './QuotaMeter';
import { SHELL } from './shell-messages';

export function QuotaSummary() {
  const intl = useIntl();
  const view = useQuota((state) => state.view);
  const loadFailure = useQuota((state) => state.loadFailure);
  const load = useQuota((state) => state.load);
  const listen = useQuota((state) => state.listen);
  const [editing, setEditing] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const off = listen();
    void load();
    return off;
  }, [load, listen]);

  const line = view
    ? quotaSummary(view, intl)
    : intl.formatMessage(loadFailure ? SHELL.quotaNotRead : SHELL.quotaReading);
  const warn = loadFailure !== undefined || (view !== undefined && quotaWarning(view) !== undefined);
  return (
    <>
      <button
        type="button"
        className={`quota-summary${warn ? ' warning' : ''}`}
        data-testid="quota-summary"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Gauge size={16} aria-hidden="true" />
        {line}
      </button>
      {/* In the page while closed too, so its figures are read by whoever looks for them (a closed dialog hides them). */}
      <dialog
        ref={dialog}
        className="quota-dialog"
        aria-labelledby="quota-dialog-title"
        data-testid="quota-meter"
        onClose={() => setEditing(false)}
      >
        <div className="quota-dialog-head">
          <h2 id="quota-dialog-title">{intl.formatMessage(SHELL.quotaToday)}</h2>
          <button type="button" className="small" onClick={() => dialog.current?.close()}>
            {intl.formatMessage(SHELL.close)}
          </button>
        </div>
        <section className="quota-meter" aria-label={intl.formatMessage(SHELL.quotaToday)}>
          <QuotaReading view={view} failure={loadFailure} onReload={() => void load()} />
          {view &&
            (editing ? (
              <QuotaLimitForm view={view} onDone={() => setEditing(false)} />
            ) : (
              <button type="button" className="small quota-limit-button" onClick={() => setEditing(true)}>
                {intl.formatMessage(SHELL.dailyLimit)}
              </button>
            ))}
        </section>
      </dialog>
    </>
  );
}
