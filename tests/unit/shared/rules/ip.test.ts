import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  cidrRange,
  formatIp,
  ipGroupKey,
  IpRangeSet,
  parseCidr,
  parseIp,
  parseIPv4,
  parseIPv6,
  type IpAddress,
} from '../../../../shared/rules';

describe('parsing and formatting', () => {
  it('IPv4', () => {
    expect(parseIPv4('192.0.2.1')).toBe(0xc0000201);
    expect(parseIPv4('0.0.0.0')).toBe(0);
    expect(parseIPv4('255.255.255.255')).toBe(0xffffffff);
    for (const bad of [
      '256.0.0.1',
      '1.2.3',
      '1.2.3.4.5',
      '01.2.3.4',
      '1.2.3.-4',
      '',
      '1..2.3',
      'a.b.c.d',
      '1.2.3.4 ',
    ]) {
      expect(parseIPv4(bad), bad).toBeNull();
    }
  });

  it('IPv6 including :: and an embedded IPv4', () => {
    expect(parseIPv6('::')).toBe(0n);
    expect(parseIPv6('::1')).toBe(1n);
    expect(parseIPv6('2001:db8::')).toBe(0x20010db8n << 96n);
    expect(parseIPv6('2001:DB8:0:0:0:0:0:1')).toBe((0x20010db8n << 96n) | 1n);
    expect(parseIPv6('::ffff:192.0.2.1')).toBe((0xffffn << 32n) | 0xc0000201n);
    expect(parseIPv6('1:2:3:4:5:6:192.0.2.1')).not.toBeNull();
    expect(parseIPv6('1:2:3:4:5:6:7::')).not.toBeNull();
    for (const bad of [
      ':',
      ':::',
      '1:::2',
      '1::2::3',
      '12345::',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      'g::',
      '::1.2.3',
      'fe80::1%eth0',
      ':1::',
    ]) {
      expect(parseIPv6(bad), bad).toBeNull();
    }
  });

  it('formats IPv6 per RFC 5952', () => {
    const f = (s: string): string => formatIp(parseIp(s) as IpAddress);
    expect(f('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(f('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1');
    expect(f('2001:0:0:1:0:0:0:1')).toBe('2001:0:0:1::1');
    expect(f('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1');
    expect(f('::')).toBe('::');
    expect(f('::ffff:c000:0201')).toBe('::ffff:192.0.2.1');
  });

  it('CIDR: refuses host bits and bad prefixes, suggests the network', () => {
    expect(parseCidr('192.0.2.0/24')).toMatchObject({ ok: true, prefix: 24 });
    expect(parseCidr('192.0.2.1/24')).toEqual({
      ok: false,
      reason: 'host-bits',
      message: 'host part of address was not zero',
      suggestion: '192.0.2.0/24',
    });
    expect(parseCidr('2001:db8::1/64')).toMatchObject({ ok: false, suggestion: '2001:db8::/64' });
    expect(parseCidr('192.0.2.0/33')).toMatchObject({ ok: false, reason: 'prefix' });
    expect(parseCidr('192.0.2.0/')).toMatchObject({ ok: false, reason: 'prefix' });
    expect(parseCidr('192.0.2/24')).toMatchObject({ ok: false, reason: 'address' });
    expect(parseCidr('0.0.0.0/0')).toMatchObject({ ok: true });
    expect(parseCidr('192.0.2.1/32')).toMatchObject({ ok: true });
  });

  it('groups IPv6 per /64 and keeps IPv4 whole', () => {
    expect(ipGroupKey(parseIp('2001:db8:1:2:3:4:5:6') as IpAddress)).toBe('2001:db8:1:2::/64');
    expect(ipGroupKey(parseIp('2001:db8:1:2::ffff') as IpAddress)).toBe('2001:db8:1:2::/64');
    expect(ipGroupKey(parseIp('192.0.2.9') as IpAddress)).toBe('192.0.2.9');
  });
});

// Reference: an address is in network/prefix iff the first `prefix` bits of their binary forms are equal.
const bits = (ip: IpAddress): string =>
  BigInt(ip.value)
    .toString(2)
    .padStart(ip.family === 4 ? 32 : 128, '0');
const inCidrReference = (ip: IpAddress, network: IpAddress, prefix: number): boolean =>
  ip.family === network.family && bits(ip).slice(0, prefix) === bits(network).slice(0, prefix);

const v4 = fc.integer({ min: 0, max: 0xffffffff }).map((value): IpAddress => ({ family: 4, value }));
const v6 = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }).map((value): IpAddress => ({ family: 6, value }));
const anyIp = fc.oneof(v4, v6);
const cidr = anyIp.chain((ip) =>
  fc.integer({ min: 0, max: ip.family === 4 ? 32 : 128 }).map((prefix) => ({ ip, prefix })),
);

describe('properties', () => {
  it('format then parse gives the same address', () => {
    fc.assert(
      fc.property(anyIp, (ip) => {
        expect(parseIp(formatIp(ip))).toEqual(ip);
      }),
    );
  });

  it('CIDR membership agrees with the bit-prefix reference, for nearby and random addresses', () => {
    fc.assert(
      fc.property(cidr, anyIp, fc.integer({ min: -3, max: 3 }), ({ ip: base, prefix }, other, delta) => {
        const { from, to } = cidrRange(base, prefix);
        const set = new IpRangeSet([{ from, to }]);
        // Probe the edges (where off-by-one errors live) and an unrelated address.
        const probes: IpAddress[] = [other, from, to];
        for (const edge of [from, to]) {
          const v = BigInt(edge.value) + BigInt(delta);
          const max = edge.family === 4 ? 0xffffffffn : (1n << 128n) - 1n;
          if (v >= 0n && v <= max)
            probes.push(edge.family === 4 ? { family: 4, value: Number(v) } : { family: 6, value: v });
        }
        for (const probe of probes) expect(set.has(probe)).toBe(inCidrReference(probe, from, prefix));
      }),
    );
  });

  it('a set of many ranges answers like checking each range', () => {
    fc.assert(
      fc.property(fc.array(cidr, { maxLength: 12 }), fc.array(anyIp, { maxLength: 20 }), (cidrs, probes) => {
        const ranges = cidrs.map(({ ip, prefix }) => cidrRange(ip, prefix));
        const set = new IpRangeSet(ranges);
        for (const p of [...probes, ...ranges.map((r) => r.to)]) {
          const expected = cidrs.some(({ ip, prefix }) => inCidrReference(p, cidrRange(ip, prefix).from, prefix));
          expect(set.has(p)).toBe(expected);
        }
      }),
    );
  });
});
