// The slots of a schedule handed out one at a time around the times already planned: the main process gives each
// queued file the next one, the template editor's preview shows the first few. None is sooner than the lead that
// the calendar's "spread these" keeps too (slot-lead.ts).
import { DateTime } from 'luxon';
import { nextFreeSlots, type SlotRule } from './publish-slots';
import { SLOT_LEAD_MS } from './slot-lead';

export class SlotPicker {
  private readonly taken: number[];
  private readonly after: number;

  /** `slotsFrom`: the first local day (YYYY-MM-DD in the rule's zone) a slot may fall on, if later than now. */
  constructor(
    private readonly rule: SlotRule,
    now: number,
    slotsFrom: string | null,
    taken: Iterable<number>,
  ) {
    this.taken = [...taken];
    const firstDay = slotsFrom ? DateTime.fromISO(slotsFrom, { zone: rule.zone }).startOf('day').toMillis() - 1 : 0;
    this.after = Math.max(now + SLOT_LEAD_MS, firstDay);
  }

  /** The next free slot, or undefined when the rule has none within its search bound. */
  next(): number | undefined {
    const [slot] = nextFreeSlots(this.rule, { after: this.after, count: 1, taken: this.taken });
    return slot;
  }

  /** The slot was given to a file: it is no longer free. */
  take(slot: number): void {
    this.taken.push(slot);
  }
}
