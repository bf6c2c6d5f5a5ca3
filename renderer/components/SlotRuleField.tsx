// The editor of a series' publish slots: on days of the week at given times, or every N hours from a first slot, in
// a time zone (the computer's by default). It edits a draft and says, under each field, what keeps it from being a rule.
import { useId } from 'react';
import { Field } from './Field';
import { ruleOf, type SlotRuleDraft } from './slot-rule-draft';
import { WeekdayChecks } from './WeekdayChecks';
import { SLOTS } from './components-messages';
import { describeSlotRuleIn } from './slot-words';
import { useWords } from './words';

let zoneNames: readonly string[] | undefined;
function knownZones(): readonly string[] {
  zoneNames ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zoneNames;
}

interface SlotRuleFieldProps {
  readonly draft: SlotRuleDraft;
  readonly onChange: (draft: SlotRuleDraft) => void;
  /** E.g. "Publish slots"; the fieldset's legend. */
  readonly legend: string;
}

export function SlotRuleField({ draft, onChange, legend }: SlotRuleFieldProps) {
  const words = useWords();
  const say = words.formatMessage;
  const zonesId = useId();
  const checked = ruleOf(draft);
  const problems = checked.problems ?? {};
  const set = (patch: Partial<SlotRuleDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="slot-rule">
      <legend>{legend}</legend>
      <div className="slot-rule-kind" role="radiogroup" aria-label={say(SLOTS.howRepeat)}>
        <label>
          <input type="radio" checked={draft.kind === 'weekly'} onChange={() => set({ kind: 'weekly' })} />
          {say(SLOTS.weekly)}
        </label>
        <label>
          <input type="radio" checked={draft.kind === 'every'} onChange={() => set({ kind: 'every' })} />
          {say(SLOTS.every)}
        </label>
      </div>
      {draft.kind === 'weekly' ? (
        <>
          <fieldset className="slot-rule-days">
            <legend>{say(SLOTS.days)}</legend>
            <WeekdayChecks days={draft.days} onChange={(days) => set({ days })} />
            {problems.days && <p className="error field-problem">{problems.days}</p>}
          </fieldset>
          <Field label={say(SLOTS.times)} help={say(SLOTS.timesHelp)} problems={problems.times}>
            {(a11y) => <input {...a11y} value={draft.times} onChange={(event) => set({ times: event.target.value })} />}
          </Field>
        </>
      ) : (
        <>
          <Field label={say(SLOTS.hours)} problems={problems.hours}>
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                value={draft.hours}
                onChange={(event) => set({ hours: event.target.value })}
              />
            )}
          </Field>
          <Field label={say(SLOTS.first)} problems={problems.from}>
            {(a11y) => (
              <input
                {...a11y}
                type="datetime-local"
                value={draft.from}
                onChange={(event) => set({ from: event.target.value })}
              />
            )}
          </Field>
        </>
      )}
      <Field label={say(SLOTS.zone)} help={say(SLOTS.zoneHelp)} problems={problems.zone}>
        {(a11y) => (
          <>
            <input
              {...a11y}
              list={zonesId}
              value={draft.zone}
              onChange={(event) => set({ zone: event.target.value })}
            />
            <datalist id={zonesId}>
              {knownZones().map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      {checked.rule && (
        <p className="muted" data-testid="slot-rule-summary">
          {describeSlotRuleIn(words, checked.rule)}
        </p>
      )}
    </fieldset>
  );
}
