// Whether a URL's host names something that is not a public machine on the internet: this machine, the local network
// (link-local, private and shared ranges, which include cloud metadata services at 169.254.169.254), or a range no
// public site lives in. The host must come from WHATWG URL parsing, which already writes every IPv4 spelling
// (decimal 2130706433, octal 0177.1, hex 0x7f.1, short 127.1, a trailing dot, percent-escapes) as a dotted quad and
// every IPv6 one in its short form, so only canonical literals reach the checks below.
//
// A name is judged as written: what it resolves to is not known here, and would not settle it anyway, since the
// browser that opens the link resolves it again later and may get another answer (DNS rebinding).
import { BlockList, isIP } from 'node:net';

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux and macOS
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
// BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 ranges above by itself.
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible form (::127.0.0.1)
  ['64:ff9b::', 96], // NAT64: an IPv4 address written in IPv6, which may be any of the ranges above
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo tunnels, which carry an IPv4 address
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 tunnels, which carry an IPv4 address
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

// Names that never lead to a public site: localhost (RFC 6761), local (mDNS, RFC 6762), internal (reserved for private use), home.arpa (RFC 8375), and the
// zones home routers and companies use that will never be delegated (lan, home, corp).
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'lan', 'home', 'corp'];

/** `hostname` as `URL.hostname` gives it (IPv6 in brackets). */
export function isNonPublicHost(hostname: string): boolean {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const version = isIP(host);
  if (version === 4) return notPublic.check(host, 'ipv4');
  if (version === 6) return notPublic.check(host, 'ipv6');
  const name = host.toLowerCase().replace(/\.$/, '');
  // A name of one label (https://router/) is looked up in the local network's search domains.
  if (name === '' || !name.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
