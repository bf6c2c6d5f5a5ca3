// The rule editor: every field checked as the user types with the same validation the service runs before it
// sends a rule; Save stays disabled while anything is wrong, and says why.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FormCheck, RuleForm, RuleFormField } from '../../../shared/rate-limits/rule-form';
import { useRateLimits } from './rate-limits-store';
import { RuleFields } from './RuleFields';
import { FailureLine } from '../../components/FailureLine';
import { EDITOR } from './rate-limits-messages';

export function RuleEditor({ check }: { readonly check: FormCheck }) {
  const editor = useRateLimits((s) => s.editor);
  const busy = useRateLimits((s) => s.busy);
  const updateForm = useRateLimits((s) => s.updateForm);
  const saveRule = useRateLimits((s) => s.saveRule);
  const closeEditor = useRateLimits((s) => s.closeEditor);
  // Problems of untouched fields stay quiet, so a blank form does not open covered in red.
  const [touched, setTouched] = useState<ReadonlySet<RuleFormField>>(new Set());
  const intl = useIntl();
  const say = intl.formatMessage;
  const remaining = useMemo(
    () => [...new Set(check.problems.map((p) => intl.formatMessage(EDITOR.field, { field: p.field })))],
    [check, intl],
  );
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
      <h2 id="rl-editor-title">{say(editor.mode === 'edit' ? EDITOR.editTitle : EDITOR.newTitle)}</h2>

      <RuleFields form={form} problems={check.problems} touched={touched} onChange={set} testIdPrefix="rule" />

      {editor.serverError && (
        <FailureLine
          failure={editor.serverError}
          className="rl-server-error"
          testId="rule-server-error"
          heading={
            <strong>{say(editor.serverError.kind === 'fix-input' ? EDITOR.notAccepted : EDITOR.notSaved)}</strong>
          }
          preformatted
          messageClassName="rl-syntax"
        />
      )}

      <div className="row rl-actions">
        <button type="submit" className="primary" disabled={!check.ok || busy === 'save'}>
          {say(busy === 'save' ? EDITOR.saving : EDITOR.save)}
        </button>
        <button type="button" onClick={closeEditor}>
          {say(EDITOR.cancel)}
        </button>
        <p className="muted" aria-live="polite" data-testid="rule-remaining">
          {check.ok
            ? say(EDITOR.ready)
            : say(EDITOR.toFix, { fields: intl.formatList(remaining, { type: 'unit', style: 'short' }) })}
        </p>
      </div>
    </form>
  );
}
