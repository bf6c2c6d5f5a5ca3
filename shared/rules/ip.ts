// IP addresses for the rules language. Written by hand because shared/ may use neither node:net nor the DOM.
// IPv4 values are plain numbers (fast to compare in hot paths); IPv6 values are bigints (128 bits do not fit a double).

export type IpAddress = { readonly family: 4; readonly value: number } | { readonly family: 6; readonly value: bigint };

export interface IpRange {
  readonly from: IpAddress;
  readonly to: IpAddress;
}

export function parseIPv4(text: string): number | null {
  // A hand-written scan: this runs for every request (ip.src), so no split() or regex.
  let value = 0;
  let part = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      // Leading zeros are refused: other parsers read them as octal, so accepting them would be ambiguous.
      if (digits === 1 && part === 0) return null;
      part = part * 10 + (c - 48);
      if (++digits > 3 || part > 255) return null;
    } else if (c === 46) {
      if (digits === 0 || ++dots > 3) return null;
      value = value * 256 + part;
      part = 0;
      digits = 0;
    } else {
      return null;
    }
  }
  if (dots !== 3 || digits === 0) return null;
  return value * 256 + part;
}

function hexGroup(s: string): number {
  if (s.length === 0 || s.length > 4) return -1;
  let v = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

export function parseIPv6(text: string): bigint | null {
  if (text.length < 2 || text.length > 45) return null;
  let head = text;
  const tail: number[] = [];
  // An embedded IPv4 (::ffff:192.0.2.1) supplies the last two groups.
  const lastColon = text.lastIndexOf(':');
  if (text.indexOf('.', lastColon) > lastColon) {
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    head = text.slice(0, lastColon + 1);
    // Keep "::" intact when the IPv4 part follows it; otherwise drop the separating colon.
    if (!head.endsWith('::')) head = head.slice(0, -1);
    if (head === '') return null;
  }
  const gap = head.indexOf('::');
  if (gap >= 0 && head.indexOf('::', gap + 1) >= 0) return null;
  const parseGroups = (s: string): number[] | null => {
    if (s === '') return [];
    const out: number[] = [];
    for (const g of s.split(':')) {
      const v = hexGroup(g);
      if (v < 0) return null;
      out.push(v);
    }
    return out;
  };
  let groups: number[];
  if (gap >= 0) {
    const left = parseGroups(head.slice(0, gap));
    const right = parseGroups(head.slice(gap + 2));
    if (left === null || right === null) return null;
    const known = left.length + right.length + tail.length;
    if (known > 7) return null;
    groups = [...left, ...new Array<number>(8 - known).fill(0), ...right, ...tail];
  } else {
    const all = parseGroups(head);
    if (all === null) return null;
    groups = [...all, ...tail];
    if (groups.length !== 8) return null;
  }
  // One BigInt from a hex string is much cheaper than eight shift-and-or steps.
  let hex = '0x';
  for (const g of groups) hex += g.toString(16).padStart(4, '0');
  return BigInt(hex);
}

export function parseIp(text: string): IpAddress | null {
  if (text.includes(':')) {
    const v6 = parseIPv6(text);
    return v6 === null ? null : { family: 6, value: v6 };
  }
  const v4 = parseIPv4(text);
  return v4 === null ? null : { family: 4, value: v4 };
}

function formatIPv4(value: number): string {
  return `${Math.floor(value / 16777216) % 256}.${Math.floor(value / 65536) % 256}.${Math.floor(value / 256) % 256}.${value % 256}`;
}

/** RFC 5952 text: lowercase, longest zero run (2+ groups) compressed, IPv4-mapped addresses in dotted form. */
function formatIPv6(value: bigint): string {
  if (value >> 32n === 0xffffn) return `::ffff:${formatIPv4(Number(value & 0xffffffffn))}`;
  const groups: number[] = [];
  for (let i = 7; i >= 0; i--) groups.push(Number((value >> BigInt(i * 16)) & 0xffffn));
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestLen < 2) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`;
}

export function formatIp(ip: IpAddress): string {
  return ip.family === 4 ? formatIPv4(ip.value) : formatIPv6(ip.value);
}

function ipEquals(a: IpAddress, b: IpAddress): boolean {
  return a.family === b.family && a.value === b.value;
}

/** -1, 0, 1; undefined for different families, which have no order (and are never equal). */
export function compareIp(a: IpAddress, b: IpAddress): -1 | 0 | 1 | undefined {
  if (a.family !== b.family) return undefined;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

/** The network address of ip/prefix (host bits cleared). */
export function maskIp(ip: IpAddress, prefix: number): IpAddress {
  if (ip.family === 4) {
    const hostBits = 32 - prefix;
    const size = 2 ** hostBits;
    return { family: 4, value: Math.floor(ip.value / size) * size };
  }
  const hostBits = BigInt(128 - prefix);
  return { family: 6, value: (ip.value >> hostBits) << hostBits };
}

export function cidrRange(network: IpAddress, prefix: number): IpRange {
  if (network.family === 4) {
    const size = 2 ** (32 - prefix);
    const from = Math.floor(network.value / size) * size;
    return { from: { family: 4, value: from }, to: { family: 4, value: from + size - 1 } };
  }
  const hostBits = BigInt(128 - prefix);
  const from = (network.value >> hostBits) << hostBits;
  return { from: { family: 6, value: from }, to: { family: 6, value: from | ((1n << hostBits) - 1n) } };
}

export type CidrParseResult =
  | { ok: true; network: IpAddress; prefix: number }
  | { ok: false; reason: 'address' | 'prefix' | 'host-bits'; message: string; suggestion?: string };

/** Parses "addr/prefix". Host bits must be zero, as the service requires: 192.0.2.1/24 is refused. */
export function parseCidr(text: string): CidrParseResult {
  const slash = text.indexOf('/');
  if (slash < 0) return { ok: false, reason: 'prefix', message: 'missing prefix length' };
  const ip = parseIp(text.slice(0, slash));
  if (ip === null) return { ok: false, reason: 'address', message: 'invalid IP address syntax' };
  const prefixText = text.slice(slash + 1);
  const max = ip.family === 4 ? 32 : 128;
  if (!/^(0|[1-9][0-9]{0,2})$/.test(prefixText) || Number(prefixText) > max) {
    return { ok: false, reason: 'prefix', message: `invalid prefix length: expected 0 to ${max}` };
  }
  const prefix = Number(prefixText);
  const network = maskIp(ip, prefix);
  if (!ipEquals(network, ip)) {
    return {
      ok: false,
      reason: 'host-bits',
      message: 'host part of address was not zero',
      suggestion: `${formatIp(network)}/${prefix}`,
    };
  }
  return { ok: true, network, prefix };
}

/** Groups IPv6 sources per /64 (one household or host usually owns a whole /64); IPv4 stays per address. */
export function ipGroupKey(ip: IpAddress): string {
  if (ip.family === 4) return formatIPv4(ip.value);
  return `${formatIPv6(maskIp(ip, 64).value as bigint)}/64`;
}

/**
 * Membership in a set of addresses, CIDRs and ranges. Ranges are merged and sorted once, so a lookup is a
 * binary search per family instead of a scan over every item.
 */
export class IpRangeSet {
  private readonly v4From: Float64Array;
  private readonly v4To: Float64Array;
  private readonly v6From: bigint[];
  private readonly v6To: bigint[];

  constructor(ranges: readonly IpRange[]) {
    const v4: Array<[number, number]> = [];
    const v6: Array<[bigint, bigint]> = [];
    for (const r of ranges) {
      if (r.from.family === 4 && r.to.family === 4) v4.push([r.from.value, r.to.value]);
      else if (r.from.family === 6 && r.to.family === 6) v6.push([r.from.value, r.to.value]);
    }
    const m4 = mergeRanges(
      v4,
      (a, b) => a - b,
      (x) => x + 1,
    );
    const m6 = mergeRanges(
      v6,
      (a, b) => (a < b ? -1 : a > b ? 1 : 0),
      (x) => x + 1n,
    );
    this.v4From = Float64Array.from(m4.map((r) => r[0]));
    this.v4To = Float64Array.from(m4.map((r) => r[1]));
    this.v6From = m6.map((r) => r[0]);
    this.v6To = m6.map((r) => r[1]);
  }

  has(ip: IpAddress): boolean {
    if (ip.family === 4) return this.hasIPv4(ip.value);
    const v = ip.value;
    let lo = 0;
    let hi = this.v6From.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (v < (this.v6From[mid] as bigint)) hi = mid - 1;
      else if (v > (this.v6To[mid] as bigint)) lo = mid + 1;
      else return true;
    }
    return false;
  }

  /** has() for an IPv4 address given as its number. */
  hasIPv4(v: number): boolean {
    let lo = 0;
    let hi = this.v4From.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (v < (this.v4From[mid] as number)) hi = mid - 1;
      else if (v > (this.v4To[mid] as number)) lo = mid + 1;
      else return true;
    }
    return false;
  }
}

function mergeRanges<T>(ranges: Array<[T, T]>, cmp: (a: T, b: T) => number, succ: (x: T) => T): Array<[T, T]> {
  ranges.sort((a, b) => cmp(a[0], b[0]));
  const out: Array<[T, T]> = [];
  for (const r of ranges) {
    const last = out[out.length - 1];
    if (last && cmp(r[0], succ(last[1])) <= 0) {
      if (cmp(r[1], last[1]) > 0) last[1] = r[1];
    } else {
      out.push([r[0], r[1]]);
    }
  }
  return out;
}
