// The creator's own addresses (home, office, a monitoring service): a list the user keeps, each an address or a
// CIDR range. A replay flags every one of them a draft would have blocked: locking oneself out is the mistake to
// catch before deploying.
import type { IntlShape } from 'react-intl';
import { cidrRange, IpRangeSet, parseCidr, parseIp, type IpRange } from '../rules/index';
import { OWN_ADDRESS_PROBLEMS } from './rule-problem-messages';

export const MAX_OWN_ADDRESSES = 100;
export const MAX_OWN_ADDRESS_CHARS = 64;

/** Why an entry of the list is not an address or a range. */
export type OwnAddressFault =
  | { readonly kind: 'empty' | 'too-long' | 'not-address' }
  | {
      readonly kind: 'cidr';
      readonly reason: 'address' | 'prefix' | 'host-bits';
      readonly max?: number;
      readonly suggestion?: string;
    };

/** Why an entry of the list is not an address or a range; undefined when it is one. */
export function ownAddressFault(entry: string): OwnAddressFault | undefined {
  const text = entry.trim();
  if (text === '') return { kind: 'empty' };
  if (text.length > MAX_OWN_ADDRESS_CHARS) return { kind: 'too-long' };
  if (text.includes('/')) {
    const cidr = parseCidr(text);
    if (cidr.ok) return undefined;
    const ip = parseIp(text.slice(0, text.indexOf('/')));
    return {
      kind: 'cidr',
      reason: cidr.reason,
      ...(cidr.reason === 'prefix' && ip ? { max: ip.family === 4 ? 32 : 128 } : {}),
      ...(cidr.suggestion ? { suggestion: cidr.suggestion } : {}),
    };
  }
  return parseIp(text) ? undefined : { kind: 'not-address' };
}

/** ownAddressFault in the language of `intl`, completing "Line 3 …"; undefined when the entry is fine. */
export function ownAddressProblem(entry: string, intl: IntlShape): string | undefined {
  const fault = ownAddressFault(entry);
  if (!fault) return undefined;
  const say = intl.formatMessage;
  switch (fault.kind) {
    case 'empty':
      return say(OWN_ADDRESS_PROBLEMS.empty);
    case 'too-long':
      return say(OWN_ADDRESS_PROBLEMS.tooLong, { max: MAX_OWN_ADDRESS_CHARS });
    case 'not-address':
      return say(OWN_ADDRESS_PROBLEMS.notAddress);
    case 'cidr': {
      const problem =
        fault.reason === 'address'
          ? say(OWN_ADDRESS_PROBLEMS.badAddress)
          : fault.reason === 'host-bits'
            ? say(OWN_ADDRESS_PROBLEMS.hostBits)
            : fault.max === undefined
              ? say(OWN_ADDRESS_PROBLEMS.prefixMissing)
              : say(OWN_ADDRESS_PROBLEMS.badPrefix, { max: fault.max });
      return fault.suggestion
        ? say(OWN_ADDRESS_PROBLEMS.didYouMean, { problem, suggestion: fault.suggestion })
        : problem;
    }
  }
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
