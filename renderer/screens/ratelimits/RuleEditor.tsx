// The rule editor: every field checked as the user types with the same validation the service runs before it
// sends a rule; Save stays disabled while anything is wrong, and says why.
import { useMemo, useState } from 'react';
import type { FormCheck, RuleForm, RuleFormField } from '../../../shared/ratelimits/rule-form';
import { useRateLimits } from './ratelimits-store';
import { RuleFields } from './RuleFields';
import { FailureLine } from '../../components/FailureLine';

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

      <RuleFields form={form} problems={check.problems} touched={touched} onChange={set} testIdPrefix="rule" />

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
