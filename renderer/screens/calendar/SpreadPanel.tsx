// "Spread these": the uploads picked (not started yet, so their details can still change) take the next free slots of
// a publish-slot rule, each made private with that publish time (the platform schedules only private videos; it
// makes each public at its time). Slots already taken by another entry are skipped; the preview shows where each goes.
import { useIntl } from 'react-intl';
import { nextFreeSlots, type SlotRule } from '../../../shared/series/publish-slots';
import { describeSlotRuleIn } from '../../components/slot-words';
import { SLOT_LEAD_MS } from '../../../shared/series/slot-lead';
import type { CalendarEntry, UnplannedUpload } from '../../../shared/calendar/calendar-entry';
import { formatDateTime } from '../../../shared/text/when';
import { FailureLine } from '../../components/FailureLine';
import { SlotRuleField } from '../../components/SlotRuleField';
import type { SlotRuleDraft } from '../../components/slot-rule-draft';
import { TemplateSlotsChoice } from './TemplateSlotsChoice';
import type { Failure } from '../../desk/failure';
import { CALENDAR } from './calendar-messages';

export interface SpreadPanelProps {
  readonly draft: SlotRuleDraft;
  readonly onDraft: (draft: SlotRuleDraft) => void;
  readonly onTemplate: (name: string, slots: SlotRule) => void;
  readonly rule: SlotRule | undefined;
  readonly zone: string;
  readonly now: number;
  readonly entries: readonly CalendarEntry[];
  readonly unplanned: readonly UnplannedUpload[];
  readonly unplannedTotal: number;
  readonly picked: ReadonlySet<string>;
  readonly onTogglePicked: (id: string) => void;
  readonly spreading: boolean;
  readonly failure: Failure | undefined;
  readonly onSpread: (rule: SlotRule) => void;
}

export function SpreadPanel({
  draft,
  onDraft,
  onTemplate,
  rule,
  zone,
  now,
  entries,
  unplanned,
  unplannedTotal,
  picked,
  onTogglePicked,
  spreading,
  failure,
  onSpread,
}: SpreadPanelProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const count = picked.size;
  const taken = entries.filter((entry) => !(entry.kind === 'upload' && picked.has(entry.id))).map((e) => e.at);
  const preview = rule ? nextFreeSlots(rule, { after: now + SLOT_LEAD_MS, count, taken }) : [];
  return (
    <section className="card cal-spread" aria-labelledby="cal-spread-title" data-testid="calendar-spread">
      <h2 id="cal-spread-title">{say(CALENDAR.spreadTitle)}</h2>
      <p className="muted">{say(CALENDAR.spreadHelp)}</p>
      {unplanned.length > 0 && (
        <fieldset className="cal-unplanned">
          <legend>{say(CALENDAR.notPlanned, { uploads: say(CALENDAR.uploads, { count: unplannedTotal }) })}</legend>
          <ul>
            {unplanned.map((upload) => (
              <li key={upload.id}>
                <label>
                  <input type="checkbox" checked={picked.has(upload.id)} onChange={() => onTogglePicked(upload.id)} />
                  <span dir="auto">{upload.title}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <TemplateSlotsChoice onChoose={onTemplate} />
      <SlotRuleField legend={say(CALENDAR.publishSlots)} draft={draft} onChange={onDraft} />
      {rule && count > 0 && (
        <ol className="cal-spread-preview" aria-label={say(CALENDAR.whereTheyGo)} data-testid="spread-preview">
          {preview.map((at) => (
            <li key={at} translate="no">
              {formatDateTime(at, { timeZone: zone })}
            </li>
          ))}
        </ol>
      )}
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={!rule || count === 0 || spreading}
          onClick={() => rule && onSpread(rule)}
        >
          {spreading
            ? say(CALENDAR.spreading)
            : say(CALENDAR.spreadButton, { uploads: say(CALENDAR.uploads, { count }) })}
        </button>
        {rule && <span className="muted">{say(CALENDAR.spreadCost, { rule: describeSlotRuleIn(intl, rule) })}</span>}
      </div>
      {failure && <FailureLine failure={failure} />}
    </section>
  );
}
