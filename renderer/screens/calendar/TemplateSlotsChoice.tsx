// "Slots of a template": a series' publish slots are set up once, in its template (Series screen); spreading uploads
// on the calendar starts from them rather than typing the rule again. Choosing one fills the slot editor below,
// where it can still be changed for this spread alone.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SlotRule } from '../../../shared/series/publish-slots';
import { useTemplates } from '../../stores/templates-store';
import { CALENDAR } from './calendar-messages';

export function TemplateSlotsChoice({ onChoose }: { readonly onChoose: (name: string, slots: SlotRule) => void }) {
  const say = useIntl().formatMessage;
  const id = useId();
  // Loaded by the calendar's slot source (slot-source.ts).
  const templates = useTemplates((s) => s.templates);
  const withSlots = templates.filter(({ template }) => template.slots !== null);
  if (withSlots.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{say(CALENDAR.templateSlots)}</label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const chosen = withSlots.find(({ template }) => template.id === event.target.value);
          if (chosen?.template.slots) onChoose(chosen.template.name, chosen.template.slots);
        }}
      >
        <option value="">{say(CALENDAR.chooseTemplate)}</option>
        {withSlots.map(({ template }) => (
          <option key={template.id} value={template.id} dir="auto">
            {template.name}
          </option>
        ))}
      </select>
    </div>
  );
}
