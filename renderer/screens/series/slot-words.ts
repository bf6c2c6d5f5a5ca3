// A publish slot rule in the creator's language ("Mon, Wed and Fri at 18:00 (Europe/Berlin)"): the weekdays' short
// names and the list as Intl writes them in the locale in force.
import type { IntlShape } from 'react-intl';
import type { SlotRule } from '../../../shared/series/publish-slots';
import { SLOT_WORDS } from './series-messages';

/** 2024-01-01 was a Monday: ISO weekday d (1 = Monday) is 2024-01-0d. */
function weekdayName(intl: IntlShape, isoDay: number): string {
  return intl.formatDate(Date.UTC(2024, 0, isoDay, 12), { weekday: 'short', timeZone: 'UTC' });
}

export function describeSlotRuleIn(intl: IntlShape, rule: SlotRule): string {
  if (rule.kind === 'every')
    return intl.formatMessage(SLOT_WORDS.every, {
      hours: rule.hours,
      from: rule.from.replace('T', ' '),
      zone: rule.zone,
    });
  const days =
    rule.days.length === 7
      ? intl.formatMessage(SLOT_WORDS.everyDay)
      : intl.formatList(
          [...rule.days].sort((a, b) => a - b).map((day) => weekdayName(intl, day)),
          { type: 'conjunction', style: 'short' },
        );
  const times = intl.formatList([...rule.times].sort(), { type: 'unit', style: 'short' });
  return intl.formatMessage(SLOT_WORDS.weekly, { days, times, zone: rule.zone });
}
