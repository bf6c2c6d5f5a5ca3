// The demo workspace's first steps as a checklist at the foot of the sidebar, out of the screens' way: a one-line bar
// ("2 of 6 done") that unfolds into one line per step, each ticked by hand or by itself when the app sees it done (app/follow-demo-progress.ts),
// with a way to its screen; the step of the screen shown says what to try there.
import { ArrowRight, ChevronDown, ChevronRight, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useDemoTips } from '../../stores/demo-tips-store';
import { STEPS } from './checklist-steps';
import { CHECKLIST } from './welcome-messages';
import './first-steps.css';

export function DemoFirstSteps({
  current,
  show,
}: {
  readonly current: string;
  readonly show: (screen: string) => void;
}) {
  const intl = useIntl();
  const { folded, done, hide, setFolded, mark } = useDemoTips();
  const doneCount = STEPS.filter((step) => done.includes(step.id)).length;

  return (
    <section className="checklist" aria-labelledby="first-steps-title" data-testid="first-steps">
      <div className="checklist-head">
        <button
          type="button"
          className="checklist-toggle"
          aria-expanded={!folded}
          aria-controls="first-steps-list"
          onClick={() => setFolded(!folded)}
        >
          {folded ? <ChevronRight size={16} /> : <ChevronDown size={16} />}
          <span id="first-steps-title">{intl.formatMessage(CHECKLIST.title)}</span>
          <span className="checklist-count" data-testid="first-steps-count">
            {intl.formatMessage(CHECKLIST.count, { done: doneCount, total: STEPS.length })}
          </span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage(CHECKLIST.hide)}
          title={intl.formatMessage(CHECKLIST.hide)}
          onClick={hide}
        >
          <X size={16} />
        </button>
      </div>
      {!folded && (
        <div id="first-steps-list">
          <p className="checklist-note">{intl.formatMessage(CHECKLIST.note)}</p>
          <ol>
            {STEPS.map((step) => {
              const isDone = done.includes(step.id);
              const here = step.screen === current;
              const go = intl.formatMessage(step.go);
              return (
                <li key={step.id} className={isDone ? 'checklist-done' : undefined} data-step={step.id}>
                  <div className="checklist-line">
                    <input
                      type="checkbox"
                      id={`first-step-${step.id}`}
                      checked={isDone}
                      onChange={(event) => mark([step.id], event.target.checked)}
                    />
                    <label htmlFor={`first-step-${step.id}`}>{intl.formatMessage(step.title)}</label>
                    {here ? null : (
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={go}
                        title={go}
                        onClick={() => show(step.screen)}
                      >
                        <ArrowRight size={14} />
                      </button>
                    )}
                  </div>
                  {here && <p className="checklist-text">{intl.formatMessage(step.text)}</p>}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </section>
  );
}
