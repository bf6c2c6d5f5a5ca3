// The fields of a rate limiting rule, as the rule editor shows them: the editor's own draft, and the second draft the
// log replay compares it with. Each field is checked as the user types with the same validation the service runs;
// a field complains once it was touched, so a new rule does not open full of errors.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { problemsOf, type FormProblem, type RuleForm, type RuleFormField } from '../../../shared/rate-limits/rule-form';
import {
  BLOCK_CONTENT_TYPES,
  DEFAULT_BLOCK_STATUS,
  DEFAULT_RULE_LIMITS,
  RATE_LIMIT_ACTIONS,
  type BlockContentType,
  type RateLimitAction,
} from '../../../shared/rate-limits/rule-model';
import { utf8Length } from '../../../shared/text/utf8-length';
import { CharacteristicsField } from './CharacteristicsField';
import { ExpressionField } from './ExpressionField';
import { Field } from '../../components/Field';
import { EDITOR } from './rate-limits-messages';
import { actionWords, durationWords } from './rule-words';

/** Between a check box and its words: no word to translate. */
const SPACE = ' ';
const EXPRESSION_EXAMPLE = 'http.request.uri.path eq "/login" and http.request.method eq "POST"';
const COUNTING_EXAMPLE = 'http.response.code eq 404';
const PLACEHOLDER_EXAMPLE = 'http.request.uri.path eq "/login"';

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
  const intl = useIntl();
  const say = intl.formatMessage;
  const field = (name: RuleFormField, show = touched.has(name)) => ({
    problems: show ? [...new Set(problemsOf(problems, name).map((p) => p.message))] : [],
  });
  const contentBytes = utf8Length(form.responseContent);

  return (
    <>
      <Field label={say(EDITOR.description)} {...field('description')}>
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
        label={say(EDITOR.expression)}
        value={form.expression}
        onChange={(v) => set('expression', v)}
        problems={problemsOf(problems, 'expression')}
        showProblems={touched.has('expression')}
        help={say(EDITOR.expressionHelp, { example: EXPRESSION_EXAMPLE })}
        placeholder={PLACEHOLDER_EXAMPLE}
        testId={`${testIdPrefix}-expression`}
      />

      <div className="rl-grid">
        <Field label={say(EDITOR.action)} {...field('action')}>
          {(a11y) => (
            <select {...a11y} value={form.action} onChange={(e) => set('action', e.target.value as RateLimitAction)}>
              {RATE_LIMIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionWords(action, intl)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field label={say(EDITOR.mitigationTimeout)} {...field('mitigationTimeout')} help={say(EDITOR.mitigationHelp)}>
          {(a11y) => (
            <select {...a11y} value={form.mitigationTimeout} onChange={(e) => set('mitigationTimeout', e.target.value)}>
              {DEFAULT_RULE_LIMITS.mitigationTimeouts.map((t) => (
                <option key={t} value={String(t)}>
                  {t === 0 ? say(EDITOR.throttleChoice) : durationWords(t, intl)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      {form.action === 'block' && (
        <fieldset className="choice rl-response">
          <legend>{say(EDITOR.responseLegend)}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={form.customResponse}
              onChange={(e) => set('customResponse', e.target.checked)}
            />
            {SPACE}
            {say(EDITOR.customResponse, { status: DEFAULT_BLOCK_STATUS })}
          </label>
          {form.customResponse && (
            <div className="rl-grid">
              <Field
                label={say(EDITOR.statusCode)}
                {...field('responseStatus')}
                help={say(EDITOR.statusHelp, { from: 400, to: 499 })}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    inputMode="numeric"
                    value={form.responseStatus}
                    onChange={(e) => set('responseStatus', e.target.value)}
                  />
                )}
              </Field>
              <Field label={say(EDITOR.contentType)} {...field('responseContentType')}>
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
                label={say(EDITOR.body)}
                className="rl-wide"
                {...field(
                  'responseContent',
                  touched.has('responseContent') || contentBytes > DEFAULT_RULE_LIMITS.maxResponseContentBytes,
                )}
                help={say(EDITOR.bodyBytes, { used: contentBytes, max: DEFAULT_RULE_LIMITS.maxResponseContentBytes })}
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
        <legend>{say(EDITOR.threshold)}</legend>
        <div className="row">
          <label className="check">
            <input
              type="radio"
              name={modeName}
              checked={form.mode === 'requests'}
              onChange={() => set('mode', 'requests')}
            />
            {SPACE}
            {say(EDITOR.byRequests)}
          </label>
          <label className="check">
            <input type="radio" name={modeName} checked={form.mode === 'score'} onChange={() => set('mode', 'score')} />
            {SPACE}
            {say(EDITOR.byScore)}
          </label>
        </div>
        <div className="rl-grid">
          {form.mode === 'requests' ? (
            <Field
              label={say(EDITOR.requestsPerPeriod)}
              {...field('requestsPerPeriod')}
              help={say(EDITOR.requestsHelp)}
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
              <Field label={say(EDITOR.scorePerPeriod)} {...field('scorePerPeriod')}>
                {(a11y) => (
                  <input
                    {...a11y}
                    inputMode="numeric"
                    value={form.scorePerPeriod}
                    onChange={(e) => set('scorePerPeriod', e.target.value)}
                  />
                )}
              </Field>
              <Field label={say(EDITOR.scoreHeader)} {...field('scoreHeader')} help={say(EDITOR.scoreHeaderHelp)}>
                {(a11y) => (
                  <input {...a11y} value={form.scoreHeader} onChange={(e) => set('scoreHeader', e.target.value)} />
                )}
              </Field>
            </>
          )}
          <Field label={say(EDITOR.period)} {...field('period')}>
            {(a11y) => (
              <select {...a11y} value={form.period} onChange={(e) => set('period', e.target.value)}>
                {DEFAULT_RULE_LIMITS.periods.map((p) => (
                  <option key={p} value={String(p)}>
                    {durationWords(p, intl)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>

      <ExpressionField
        label={say(EDITOR.countingExpression)}
        value={form.countingExpression}
        onChange={(v) => set('countingExpression', v)}
        problems={problemsOf(problems, 'countingExpression')}
        showProblems={touched.has('countingExpression')}
        help={say(EDITOR.countingHelp, { example: COUNTING_EXAMPLE })}
        testId={`${testIdPrefix}-counting-expression`}
      />

      <label className="check">
        <input
          type="checkbox"
          checked={form.requestsToOrigin}
          onChange={(e) => set('requestsToOrigin', e.target.checked)}
        />
        {SPACE}
        {say(EDITOR.toOrigin)}
      </label>
      <label className="check">
        <input type="checkbox" checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        {SPACE}
        {say(EDITOR.enabled)}
      </label>
    </>
  );
}
