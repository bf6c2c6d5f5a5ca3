// The traffic simulator beside the editor: describe some traffic and see, second by second, what the rule being
// edited would match, count and block. It runs the rules language's own evaluator and counter on a simulated
// clock, so it predicts what the edge will do without sending a single request.
import { useDeferredValue, useMemo } from 'react';
import { checkRuleForm, type RuleForm } from '../../../shared/ratelimits/rule-form';
import { simulate } from '../../../shared/ratelimits/simulator';
import { countOf } from '../../../shared/text/count-words';
import { checkTrafficForm, type TrafficForm } from '../../../shared/ratelimits/traffic-form';
import { Field } from '../../components/Field';
import { useRateLimits } from './ratelimits-store';
import { TimelineChart } from './TimelineChart';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}

function TrafficInput(props: { label: string; field: keyof TrafficForm; inputMode?: 'numeric'; placeholder?: string }) {
  const value = useRateLimits((s) => s.traffic[props.field]);
  const updateTraffic = useRateLimits((s) => s.updateTraffic);
  return (
    <Field label={props.label}>
      {(a11y) => (
        <input
          {...a11y}
          value={value}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
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

  const outcome = useMemo(() => {
    // A missing description does not change what the rule does: simulate the draft anyway.
    const rule = checkRuleForm({ ...deferredForm, description: deferredForm.description.trim() || 'Draft' });
    if (!rule.ok) return { kind: 'rule' as const, problems: [...new Set(rule.problems.map((p) => p.message))] };
    const spec = checkTrafficForm(deferredTraffic);
    if (!spec.ok) return { kind: 'traffic' as const, problems: spec.problems };
    const result = simulate(rule.rule, spec.spec);
    return result.ok
      ? { kind: 'ok' as const, ...result, action: rule.rule.action }
      : { kind: 'traffic' as const, problems: result.problems };
  }, [deferredForm, deferredTraffic]);

  const summary =
    outcome.kind === 'ok'
      ? `${outcome.totals.requests} requests: ${outcome.totals.matched} matched, ${outcome.totals.counted} counted, ` +
        `${outcome.totals.blocked} blocked${outcome.totals.logged ? `, ${outcome.totals.logged} logged` : ''}.`
      : '';

  return (
    <section className="card rl-simulator" aria-labelledby="rl-sim-title">
      <h2 id="rl-sim-title">Simulate traffic</h2>
      <p className="muted">
        Computed here with the same rules engine as the edge, on a simulated clock: nothing is sent.
      </p>
      <div className="rl-grid">
        <TrafficInput label="Requests per second" field="requestsPerSecond" inputMode="numeric" />
        <TrafficInput label="Duration (seconds)" field="durationSeconds" inputMode="numeric" />
        <TrafficInput label="Client IPs" field="clientIps" inputMode="numeric" />
        <Field label="Method">
          {(a11y) => (
            <select {...a11y} value={traffic.method} onChange={(e) => updateTraffic({ method: e.target.value })}>
              {METHODS.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          )}
        </Field>
        <TrafficInput label="Path" field="path" placeholder="/login" />
        <TrafficInput label="Header (optional)" field="headerName" placeholder="x-api-key" />
        <TrafficInput label="Distinct header values" field="headerValues" inputMode="numeric" />
        <TrafficInput
          label="Origin response code (optional)"
          field="responseCode"
          inputMode="numeric"
          placeholder="200"
        />
        {form.mode === 'score' && (
          <TrafficInput label="Score per response" field="responseScore" inputMode="numeric" placeholder="1" />
        )}
      </div>

      <div aria-live="polite" data-testid="simulation-result">
        {outcome.kind === 'rule' && <p className="muted">Fix the rule to simulate it: {outcome.problems[0]}</p>}
        {outcome.kind === 'traffic' &&
          outcome.problems.map((p) => (
            <p key={p} className="error">
              {p}
            </p>
          ))}
        {outcome.kind === 'ok' && (
          <p className="rl-sim-summary">
            <strong>{summary}</strong>{' '}
            {outcome.totals.firstActionAt === null
              ? 'The rule never acts on this traffic.'
              : `The first request ${outcome.action === 'log' ? 'logged' : 'acted on'} comes after ${seconds(outcome.totals.firstActionAt)}; ` +
                `${outcome.totals.countersActedOn} of ${countOf(outcome.totals.counters, 'counter')} reached the threshold.`}
          </p>
        )}
      </div>
      {outcome.kind === 'ok' && <TimelineChart buckets={outcome.buckets} summary={summary} />}
    </section>
  );
}
