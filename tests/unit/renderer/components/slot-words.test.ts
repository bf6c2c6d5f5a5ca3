// A publish slot rule in each shipped language: the weekdays and the list as the language writes them.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import type { SlotRule } from '../../../../shared/series/publish-slots';
import { describeSlotRuleIn } from '../../../../renderer/components/slot-words';

const weekly: SlotRule = { kind: 'weekly', zone: 'Europe/Berlin', days: [5, 1, 3], times: ['18:00'] };
const every: SlotRule = { kind: 'every', zone: 'UTC', hours: 6, from: '2027-01-01T09:00' };

describe('a slot rule in words', () => {
  it('says the days in order, as a list of the language', () => {
    expect(describeSlotRuleIn(intlFor('en'), weekly)).toBe('Mon, Wed, and Fri at 18:00 (Europe/Berlin)');
    expect(describeSlotRuleIn(intlFor('de'), weekly)).toMatch(/^Mo\.?, Mi\.? und Fr\.? .*18:00.*\(Europe\/Berlin\)$/);
    expect(describeSlotRuleIn(intlFor('en'), { ...weekly, days: [1, 2, 3, 4, 5, 6, 7] })).toBe(
      'Every day at 18:00 (Europe/Berlin)',
    );
  });

  it('says a rule of every few hours with its plural', () => {
    expect(describeSlotRuleIn(intlFor('en'), every)).toBe('Every 6 hours from 2027-01-01 09:00 (UTC)');
    expect(describeSlotRuleIn(intlFor('en'), { ...every, hours: 1 })).toBe('Every hour from 2027-01-01 09:00 (UTC)');
  });
});
