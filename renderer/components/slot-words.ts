// A publish slot rule in the creator's language ("Mon, Wed, and Fri at 18:00 (Europe/Berlin)"): the weekdays' short
// names and the list as Intl writes them in the locale in force. Shown by Series, the calendar and the slot field.
import { defineMessages, type IntlShape } from 'react-intl';
import type { SlotRule } from '../../shared/series/publish-slots';
import { untyped } from '../../shared/i18n/untyped';

const SLOT_WORDS = untyped(
  defineMessages({
    every: {
      id: 'series.slots.every',
      defaultMessage: '{hours, plural, one {Every hour} other {Every # hours}} from {from} ({zone})',
      description: 'A schedule of publish slots every few hours; from is a date and time, zone a time zone name',
    },
    weekly: {
      id: 'series.slots.weekly',
      defaultMessage: '{days} at {times} ({zone})',
      description: 'A weekly schedule of publish slots: weekdays (a list), times (a list), zone a time zone name',
    },
    everyDay: { id: 'series.slots.everyDay', defaultMessage: 'Every day', description: 'Weekly slots on all 7 days' },
  }),
);

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
          { type: 'conjunction', style: 'long' },
        );
  const times = intl.formatList([...rule.times].sort(), { type: 'unit', style: 'short' });
  return intl.formatMessage(SLOT_WORDS.weekly, { days, times, zone: rule.zone });
}
