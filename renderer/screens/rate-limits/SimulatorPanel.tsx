// The traffic simulator beside the editor: describe some traffic and see, second by second, what the rule being
// edited would match, count and block. It runs the rules language's own evaluator and counter on a simulated
// clock, so it predicts what the edge will do without sending a single request.
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { checkRuleForm, type RuleForm } from '../../../shared/rate-limits/rule-form';
import { simulate } from '../../../shared/rate-limits/simulator';
import { checkTrafficForm, type TrafficForm } from '../../../shared/rate-limits/traffic-form';
import { Field } from '../../components/Field';
import { useRateLimits } from './rate-limits-store';
import { TimelineChart } from './TimelineChart';
import { COUNT, SIM } from './rate-limits-messages';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
/** Placeholders: examples typed as they are (code and figures). */
const PATH_EXAMPLE = '/login';
const HEADER_EXAMPLE = 'x-api-key';
const CODE_EXAMPLE = '200';
const SCORE_EXAMPLE = '1';

function TrafficInput(props: { field: keyof TrafficForm; inputMode?: 'numeric'; placeholder?: string }) {
  const value = useRateLimits((s) => s.traffic[props.field]);
  const updateTraffic = useRateLimits((s) => s.updateTraffic);
  const say = useIntl().formatMessage;
  return (
    <Field label={say(SIM.field, { field: props.field })}>
      {(a11y) => (
        <input
          {...a11y}
          value={value}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          translate="no"
          onChange={(e) => updateTraffic({ [props.field]: e.target.value })}
        />
      )}
    </Field>
  );
}

export function SimulatorPanel({ form }: { readonly form: RuleForm }) {
  const traffic = useRateLimits((s) => s.traffic);
  const updateTraffic = useRateLimits((s) => s.updateTraffic);
  // Typing must stay fluid while a long simulation recomputes.
  const deferredForm = useDeferredValue(form);
  const deferredTraffic = useDeferredValue(traffic);
  const intl = useIntl();
  const say = intl.formatMessage;
  const draftName = say(SIM.draft);

  const outcome = useMemo(() => {
    // A missing description does not change what the rule does: simulate the draft anyway.
    const rule = checkRuleForm({ ...deferredForm, description: deferredForm.description.trim() || draftName }, intl);
    if (!rule.ok) return { kind: 'rule' as const, problems: [...new Set(rule.problems.map((p) => p.message))] };
    const spec = checkTrafficForm(deferredTraffic, intl);
    if (!spec.ok) return { kind: 'traffic' as const, problems: spec.problems };
    const result = simulate(rule.rule, spec.spec, intl);
    return result.ok
      ? { kind: 'ok' as const, ...result, action: rule.rule.action }
      : { kind: 'traffic' as const, problems: result.problems };
  }, [deferredForm, deferredTraffic, draftName, intl]);

  const summary =
    outcome.kind === 'ok'
      ? say(SIM.summary, {
          requests: say(COUNT.requests, { count: outcome.totals.requests }),
          matched: outcome.totals.matched,
          counted: outcome.totals.counted,
          blocked: outcome.totals.blocked,
          logged: outcome.totals.logged ? 'yes' : 'no',
          loggedCount: outcome.totals.logged,
        })
      : '';

  return (
    <section className="card rl-simulator" aria-labelledby="rl-sim-title">
      <h2 id="rl-sim-title">{say(SIM.title)}</h2>
      <p className="muted">{say(SIM.explain)}</p>
      <div className="rl-grid">
        <TrafficInput field="requestsPerSecond" inputMode="numeric" />
        <TrafficInput field="durationSeconds" inputMode="numeric" />
        <TrafficInput field="clientIps" inputMode="numeric" />
        <Field label={say(SIM.field, { field: 'method' })}>
          {(a11y) => (
            <select {...a11y} value={traffic.method} onChange={(e) => updateTraffic({ method: e.target.value })}>
              {METHODS.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          )}
        </Field>
        <TrafficInput field="path" placeholder={PATH_EXAMPLE} />
        <TrafficInput field="headerName" placeholder={HEADER_EXAMPLE} />
        <TrafficInput field="headerValues" inputMode="numeric" />
        <TrafficInput field="responseCode" inputMode="numeric" placeholder={CODE_EXAMPLE} />
        {form.mode === 'score' && (
          <TrafficInput field="responseScore" inputMode="numeric" placeholder={SCORE_EXAMPLE} />
        )}
      </div>

      <div aria-live="polite" data-testid="simulation-result">
        {outcome.kind === 'rule' && <p className="muted">{say(SIM.fixRule, { problem: outcome.problems[0] })}</p>}
        {outcome.kind === 'traffic' &&
          outcome.problems.map((p) => (
            <p key={p} className="error">
              {p}
            </p>
          ))}
        {outcome.kind === 'ok' && (
          <p className="rl-sim-summary">
            <strong>{summary}</strong>
            {SPACE}
            {outcome.totals.firstActionAt === null
              ? say(SIM.never)
              : say(SIM.first, {
                  log: outcome.action === 'log' ? 'yes' : 'no',
                  after: say(SIM.seconds, { seconds: outcome.totals.firstActionAt / 1000 }),
                  reached: outcome.totals.countersActedOn,
                  counters: say(COUNT.counters, { count: outcome.totals.counters }),
                })}
          </p>
        )}
      </div>
      {outcome.kind === 'ok' && <TimelineChart buckets={outcome.buckets} summary={summary} />}
    </section>
  );
}
