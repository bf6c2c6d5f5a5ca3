import { describe, expect, it } from 'vitest';
import { ownAddressProblem, ownAddressRanges } from '../../../../shared/rate-limits/own-addresses';
import { parseIp } from '../../../../shared/rules/index';
import { intlFor } from '../../../../shared/i18n/catalogue';

const EN = intlFor('en');

describe('own addresses', () => {
  it('accepts addresses and CIDR ranges, and says what is wrong with anything else', () => {
    expect(ownAddressProblem('198.51.100.23', EN)).toBeUndefined();
    expect(ownAddressProblem(' 2001:db8::/32 ', EN)).toBeUndefined();
    expect(ownAddressProblem('', EN)).toBe('is empty');
    expect(ownAddressProblem('home', EN)).toBe('is not an IP address or a CIDR range');
    expect(ownAddressProblem('198.51.100.23/24', EN)).toContain('did you mean 198.51.100.0/24?');
    expect(ownAddressProblem('1'.repeat(65), EN)).toContain('longer than 64');
  });

  it('matches addresses inside the ranges only, and skips entries that are not addresses', () => {
    const ranges = ownAddressRanges(['198.51.100.0/24', '2001:db8::7', 'home']);
    expect(ranges.has(parseIp('198.51.100.200')!)).toBe(true);
    expect(ranges.has(parseIp('198.51.101.1')!)).toBe(false);
    expect(ranges.has(parseIp('2001:db8::7')!)).toBe(true);
    expect(ranges.has(parseIp('2001:db8::8')!)).toBe(false);
  });
});
