// The rule editor: every field checked as the user types with the same validation the service runs before it
// sends a rule; Save stays disabled while anything is wrong, and says why.
import { useMemo, useState } from 'react';
import { problemsOf, type FormCheck, type RuleForm, type RuleFormField } from '../../../shared/ratelimits/rule-form';
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
import { useRateLimits } from './ratelimits-store';
import { CharacteristicsField } from './CharacteristicsField';
import { ExpressionField } from './ExpressionField';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';

const FIELD_LABELS: Readonly<Record<RuleFormField, string>> = {
  description: 'Description',
  expression: 'Expression',
  action: 'Action',
  customResponse: 'Custom response',
  responseStatus: 'Response status',
  responseContentType: 'Response content type',
  responseContent: 'Response body',
  characteristics: 'Count requests per',
  period: 'Period',
  mode: 'Threshold',
  requestsPerPeriod: 'Requests per period',
  scorePerPeriod: 'Score per period',
  scoreHeader: 'Score header',
  mitigationTimeout: 'Mitigation timeout',
  requestsToOrigin: 'Count only requests to the origin',
  countingExpression: 'Counting expression',
  enabled: 'Enabled',
};

export function RuleEditor({ check }: { readonly check: FormCheck }) {
  const editor = useRateLimits((s) => s.editor);
  const busy = useRateLimits((s) => s.busy);
  const updateForm = useRateLimits((s) => s.updateForm);
  const saveRule = useRateLimits((s) => s.saveRule);
  const closeEditor = useRateLimits((s) => s.closeEditor);
  // Problems of untouched fields stay quiet, so a blank form does not open covered in red.
  const [touched, setTouched] = useState<ReadonlySet<RuleFormField>>(new Set());
  const remaining = useMemo(() => [...new Set(check.problems.map((p) => FIELD_LABELS[p.field]))], [check]);
  if (!editor) return null;
  const { form } = editor;

  const set = <K extends RuleFormField>(field: K, value: RuleForm[K]): void => {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
    updateForm({ [field]: value });
  };
  // A field complains only once it was touched (or a save was tried), so a new rule does not open full of errors.
  const field = (name: RuleFormField, show = touched.has(name)) => ({
    problems: show ? [...new Set(problemsOf(check.problems, name).map((p) => p.message))] : [],
  });
  const contentBytes = utf8Length(form.responseContent);

  return (
    <form
      className="card rl-editor"
      aria-labelledby="rl-editor-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (check.ok) void saveRule(check.rule);
      }}
    >
      <h2 id="rl-editor-title">{editor.mode === 'edit' ? 'Edit rule' : 'New rule'}</h2>

      <Field label="Description" {...field('description')}>
        {(a11y) => (
          <input
            {...a11y}
            value={form.description}
            maxLength={500}
            onChange={(e) => set('description', e.target.value)}
            data-testid="rule-description"
          />
        )}
      </Field>

      <ExpressionField
        label="Expression"
        value={form.expression}
        onChange={(v) => set('expression', v)}
        problems={problemsOf(check.problems, 'expression')}
        showProblems={touched.has('expression')}
        help='Which requests the rule applies to, e.g. http.request.uri.path eq "/login" and http.request.method eq "POST".'
        placeholder='http.request.uri.path eq "/login"'
        testId="rule-expression"
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
        problems={problemsOf(check.problems, 'characteristics')}
        show={touched.has('characteristics')}
      />

      <fieldset className="choice">
        <legend>Threshold</legend>
        <div className="row">
          <label className="check">
            <input
              type="radio"
              name="rl-mode"
              checked={form.mode === 'requests'}
              onChange={() => set('mode', 'requests')}
            />{' '}
            Number of requests
          </label>
          <label className="check">
            <input type="radio" name="rl-mode" checked={form.mode === 'score'} onChange={() => set('mode', 'score')} />{' '}
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
                  data-testid="rule-requests"
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
        problems={problemsOf(check.problems, 'countingExpression')}
        showProblems={touched.has('countingExpression')}
        help="Which requests add to the count. Empty: those the rule matches. It may read the origin's answer, e.g. http.response.code eq 404."
        testId="rule-counting-expression"
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

      {editor.serverError && (
        <FailureLine
          failure={editor.serverError}
          className="rl-server-error"
          testId="rule-server-error"
          heading={
            <strong>
              {editor.serverError.kind === 'fix-input'
                ? 'The service did not accept the rule.'
                : 'The rule was not saved.'}
            </strong>
          }
          preformatted
          messageClassName="rl-syntax"
        />
      )}

      <div className="row rl-actions">
        <button type="submit" className="primary" disabled={!check.ok || busy === 'save'}>
          {busy === 'save' ? 'Saving…' : 'Save rule'}
        </button>
        <button type="button" onClick={closeEditor}>
          Cancel
        </button>
        <p className="muted" aria-live="polite" data-testid="rule-remaining">
          {check.ok ? 'Ready to save.' : `To save, fix: ${remaining.join(', ')}.`}
        </p>
      </div>
    </form>
  );
}
