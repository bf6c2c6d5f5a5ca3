// The edge's view of an incoming HTTP request, in the shape the shared rules language evaluates.
import type { IncomingHttpHeaders } from 'node:http';
import { parseIp, splitRequestTarget, type RuleRequest } from '../../../shared/rules/index';

/** The Host header without its port; bracketed IPv6 literals lose their brackets. Lowercase. */
export function hostWithoutPort(host: string | undefined): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end > 0 ? trimmed.slice(1, end) : trimmed;
  }
  const colon = trimmed.lastIndexOf(':');
  return colon >= 0 && trimmed.indexOf(':') === colon ? trimmed.slice(0, colon) : trimmed;
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function unmapIPv4(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/**
 * The client address the rules see. Tests and the demo all connect from loopback, so a loopback peer may name
 * the client it stands for in X-Forwarded-For (first address, if it parses); any other peer is taken as is.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  const address = unmapIPv4(peer ?? '');
  if (!isLoopback(address) && address !== '') return address;
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  if (first && parseIp(first)) return first;
  return address === '' ? '127.0.0.1' : address;
}

interface IncomingRequestParts {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly peerAddress: string | undefined;
}

export function buildRuleRequest(parts: IncomingRequestParts): RuleRequest {
  const { path, query } = splitRequestTarget(parts.url);
  return {
    method: parts.method.toUpperCase(),
    scheme: 'http',
    host: hostWithoutPort(parts.headers.host),
    path,
    query,
    headers: parts.headers,
    sourceIp: clientAddress(parts.peerAddress, parts.headers['x-forwarded-for']),
  };
}
