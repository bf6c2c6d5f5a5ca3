// The second draft the log replay compares the editor's draft with: the rule editor's own fields, typed beside the
// replay (a copy of the draft to start with, so that changing the threshold alone shows what the threshold does).
import { useIntl } from 'react-intl';
import { SECOND } from './rate-limits-messages';
import { useState } from 'react';
import type { FormCheck, RuleForm, RuleFormField } from '../../../shared/rate-limits/rule-form';
import { RuleFields } from './RuleFields';
import { useReplay } from './replay-store';

export function ReplaySecondDraft({ form, check }: { readonly form: RuleForm; readonly check: FormCheck }) {
  const update = useReplay((s) => s.updateSecondDraft);
  const say = useIntl().formatMessage;
  const [touched, setTouched] = useState<ReadonlySet<RuleFormField>>(new Set());
  const set = <K extends RuleFormField>(field: K, value: RuleForm[K]): void => {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
    update({ [field]: value });
  };
  return (
    <fieldset className="rl-second-draft" data-testid="replay-second-draft">
      <legend>{say(SECOND.legend)}</legend>
      <p className="muted">{say(SECOND.explain)}</p>
      <RuleFields form={form} problems={check.problems} touched={touched} onChange={set} testIdPrefix="second-draft" />
    </fieldset>
  );
}
