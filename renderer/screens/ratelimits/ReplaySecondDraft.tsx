// The second draft the log replay compares the editor's draft with: the rule editor's own fields, typed beside the
// replay (a copy of the draft to start with, so that changing the threshold alone shows what the threshold does).
import { useState } from 'react';
import type { FormCheck, RuleForm, RuleFormField } from '../../../shared/ratelimits/rule-form';
import { RuleFields } from './RuleFields';
import { useReplay } from './replay-store';

export function ReplaySecondDraft({ form, check }: { readonly form: RuleForm; readonly check: FormCheck }) {
  const update = useReplay((s) => s.updateSecondDraft);
  const [touched, setTouched] = useState<ReadonlySet<RuleFormField>>(new Set());
  const set = <K extends RuleFormField>(field: K, value: RuleForm[K]): void => {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
    update({ [field]: value });
  };
  return (
    <fieldset className="rl-second-draft" data-testid="replay-second-draft">
      <legend>Second draft</legend>
      <p className="muted">
        Replayed beside this draft through the same log; it is not saved. Its description names its column.
      </p>
      <RuleFields form={form} problems={check.problems} touched={touched} onChange={set} testIdPrefix="second-draft" />
    </fieldset>
  );
}
