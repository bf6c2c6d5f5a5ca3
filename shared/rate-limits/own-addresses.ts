// The creator's own addresses (home, office, a monitoring service): a list the user keeps, each an address or a
// CIDR range. A replay flags every one of them a draft would have blocked: locking oneself out is the mistake to
// catch before deploying.
import { cidrRange, IpRangeSet, parseCidr, parseIp, type IpRange } from '../rules/index';

export const MAX_OWN_ADDRESSES = 100;
export const MAX_OWN_ADDRESS_CHARS = 64;

/** Why an entry of the list is not an address or a range; undefined when it is one. */
export function ownAddressProblem(entry: string): string | undefined {
  const text = entry.trim();
  if (text === '') return 'is empty';
  if (text.length > MAX_OWN_ADDRESS_CHARS) return `is longer than ${MAX_OWN_ADDRESS_CHARS} characters`;
  if (text.includes('/')) {
    const cidr = parseCidr(text);
    if (cidr.ok) return undefined;
    return cidr.suggestion ? `${cidr.message} (did you mean ${cidr.suggestion}?)` : cidr.message;
  }
  return parseIp(text) ? undefined : 'is not an IP address or a CIDR range';
}

export function ownAddressRanges(entries: readonly string[]): IpRangeSet {
  const ranges: IpRange[] = [];
  for (const entry of entries) {
    const text = entry.trim();
    if (text.includes('/')) {
      const cidr = parseCidr(text);
      if (cidr.ok) ranges.push(cidrRange(cidr.network, cidr.prefix));
    } else {
      const ip = parseIp(text);
      if (ip) ranges.push({ from: ip, to: ip });
    }
  }
  return new IpRangeSet(ranges);
}
