// The fields of a rate limiting rule, as the rule editor shows them: the editor's own draft, and the second draft the
// log replay compares it with. Each field is checked as the user types with the same validation the service runs;
// a field complains once it was touched, so a new rule does not open full of errors.
import { useId } from 'react';
import { problemsOf, type FormProblem, type RuleForm, type RuleFormField } from '../../../shared/ratelimits/rule-form';
import {
  ACTION_LABELS,
  BLOCK_CONTENT_TYPES,
  DEFAULT_RULE_LIMITS,
  describeSeconds,
  RATE_LIMIT_ACTIONS,
  type BlockContentType,
  type RateLimitAction,
} from '../../../shared/ratelimits/rule-model';
import { utf8Length } from '../../../shared/text/utf8-length';
import { CharacteristicsField } from './CharacteristicsField';
import { ExpressionField } from './ExpressionField';
import { Field } from '../../components/Field';

export interface RuleFieldsProps {
  readonly form: RuleForm;
  readonly problems: readonly FormProblem[];
  readonly touched: ReadonlySet<RuleFormField>;
  readonly onChange: <K extends RuleFormField>(field: K, value: RuleForm[K]) => void;
  /** Starts the test ids of the inputs tests type in ("rule" gives rule-expression, rule-requests…). */
  readonly testIdPrefix: string;
}

export function RuleFields({ form, problems, touched, onChange: set, testIdPrefix }: RuleFieldsProps) {
  // Two sets of fields can be on the screen at once: each threshold choice is its own radio group.
  const modeName = `${useId()}-mode`;
  const field = (name: RuleFormField, show = touched.has(name)) => ({
    problems: show ? [...new Set(problemsOf(problems, name).map((p) => p.message))] : [],
  });
  const contentBytes = utf8Length(form.responseContent);

  return (
    <>
      <Field label="Description" {...field('description')}>
        {(a11y) => (
          <input
            {...a11y}
            value={form.description}
            maxLength={500}
            onChange={(e) => set('description', e.target.value)}
            data-testid={`${testIdPrefix}-description`}
          />
        )}
      </Field>

      <ExpressionField
        label="Expression"
        value={form.expression}
        onChange={(v) => set('expression', v)}
        problems={problemsOf(problems, 'expression')}
        showProblems={touched.has('expression')}
        help='Which requests the rule applies to, e.g. http.request.uri.path eq "/login" and http.request.method eq "POST".'
        placeholder='http.request.uri.path eq "/login"'
        testId={`${testIdPrefix}-expression`}
      />

      <div className="rl-grid">
        <Field label="Action" {...field('action')}>
          {(a11y) => (
            <select {...a11y} value={form.action} onChange={(e) => set('action', e.target.value as RateLimitAction)}>
              {RATE_LIMIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {ACTION_LABELS[action]}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field
          label="Mitigation timeout"
          {...field('mitigationTimeout')}
          help="How long a client stays blocked after going over the rate."
        >
          {(a11y) => (
            <select {...a11y} value={form.mitigationTimeout} onChange={(e) => set('mitigationTimeout', e.target.value)}>
              {DEFAULT_RULE_LIMITS.mitigationTimeouts.map((t) => (
                <option key={t} value={String(t)}>
                  {t === 0 ? 'Throttle: only requests over the rate' : describeSeconds(t)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      {form.action === 'block' && (
        <fieldset className="choice rl-response">
          <legend>Response to blocked requests</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={form.customResponse}
              onChange={(e) => set('customResponse', e.target.checked)}
            />{' '}
            Send a custom response instead of the default 429 page
          </label>
          {form.customResponse && (
            <div className="rl-grid">
              <Field label="Status code" {...field('responseStatus')} help="400 to 499.">
                {(a11y) => (
                  <input
                    {...a11y}
                    inputMode="numeric"
                    value={form.responseStatus}
                    onChange={(e) => set('responseStatus', e.target.value)}
                  />
                )}
              </Field>
              <Field label="Content type" {...field('responseContentType')}>
                {(a11y) => (
                  <select
                    {...a11y}
                    value={form.responseContentType}
                    onChange={(e) => set('responseContentType', e.target.value as BlockContentType)}
                  >
                    {BLOCK_CONTENT_TYPES.map((type) => (
                      <option key={type}>{type}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label="Body"
                className="rl-wide"
                {...field(
                  'responseContent',
                  touched.has('responseContent') || contentBytes > DEFAULT_RULE_LIMITS.maxResponseContentBytes,
                )}
                help={`${contentBytes} of ${DEFAULT_RULE_LIMITS.maxResponseContentBytes} bytes.`}
              >
                {(a11y) => (
                  <textarea
                    {...a11y}
                    className="rl-code"
                    rows={3}
                    value={form.responseContent}
                    onChange={(e) => set('responseContent', e.target.value)}
                  />
                )}
              </Field>
            </div>
          )}
        </fieldset>
      )}

      <CharacteristicsField
        value={form.characteristics}
        onChange={(v) => set('characteristics', v)}
        problems={problemsOf(problems, 'characteristics')}
        show={touched.has('characteristics')}
      />

      <fieldset className="choice">
        <legend>Threshold</legend>
        <div className="row">
          <label className="check">
            <input
              type="radio"
              name={modeName}
              checked={form.mode === 'requests'}
              onChange={() => set('mode', 'requests')}
            />{' '}
            Number of requests
          </label>
          <label className="check">
            <input type="radio" name={modeName} checked={form.mode === 'score'} onChange={() => set('mode', 'score')} />{' '}
            Score from a response header
          </label>
        </div>
        <div className="rl-grid">
          {form.mode === 'requests' ? (
            <Field
              label="Requests per period"
              {...field('requestsPerPeriod')}
              help="The request after this many is the first acted on."
            >
              {(a11y) => (
                <input
                  {...a11y}
                  inputMode="numeric"
                  value={form.requestsPerPeriod}
                  onChange={(e) => set('requestsPerPeriod', e.target.value)}
                  data-testid={`${testIdPrefix}-requests`}
                />
              )}
            </Field>
          ) : (
            <>
              <Field label="Score per period" {...field('scorePerPeriod')}>
                {(a11y) => (
                  <input
                    {...a11y}
                    inputMode="numeric"
                    value={form.scorePerPeriod}
                    onChange={(e) => set('scorePerPeriod', e.target.value)}
                  />
                )}
              </Field>
              <Field
                label="Score header"
                {...field('scoreHeader')}
                help="Response header whose value adds to the score."
              >
                {(a11y) => (
                  <input {...a11y} value={form.scoreHeader} onChange={(e) => set('scoreHeader', e.target.value)} />
                )}
              </Field>
            </>
          )}
          <Field label="Period" {...field('period')}>
            {(a11y) => (
              <select {...a11y} value={form.period} onChange={(e) => set('period', e.target.value)}>
                {DEFAULT_RULE_LIMITS.periods.map((p) => (
                  <option key={p} value={String(p)}>
                    {describeSeconds(p)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>

      <ExpressionField
        label="Counting expression (optional)"
        value={form.countingExpression}
        onChange={(v) => set('countingExpression', v)}
        problems={problemsOf(problems, 'countingExpression')}
        showProblems={touched.has('countingExpression')}
        help="Which requests add to the count. Empty: those the rule matches. It may read the origin's answer, e.g. http.response.code eq 404."
        testId={`${testIdPrefix}-counting-expression`}
      />

      <label className="check">
        <input
          type="checkbox"
          checked={form.requestsToOrigin}
          onChange={(e) => set('requestsToOrigin', e.target.checked)}
        />{' '}
        Count only requests that reach the origin (not those answered from cache)
      </label>
      <label className="check">
        <input type="checkbox" checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} /> Enabled
      </label>
    </>
  );
}
