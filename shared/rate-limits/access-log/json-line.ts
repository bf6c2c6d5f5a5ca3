// The infrastructure provider's HTTP request logs (Logpush, dataset http_requests) as JSON lines: one object per
// line. Field names as the provider's log fields reference lists them (checked 2026-11-25; the list is
// open-ended, so only these are read and any other is ignored): ClientIP, ClientRequestHost,
// ClientRequestMethod, ClientRequestURI (path and query), ClientRequestPath, ClientRequestScheme,
// ClientRequestUserAgent, ClientRequestReferer, ClientCountry, ClientASN, EdgeStartTimestamp (RFC 3339 text or
// Unix seconds/ms/ns, by the job's timestamp_format), EdgeResponseStatus, OriginResponseStatus and
// CacheCacheStatus ("hit", "miss", "dynamic", …). JSON.parse is linear; the line is bounded before it is read.
import { splitRequestTarget } from '../../rules/index';
import { badLine, type LineResult } from './log-record';
import { parseRfc3339, parseUnixTime } from './log-time';

const CACHE_HITS = new Set(['hit', 'stale', 'updating', 'revalidated', 'stream_hit']);

function text(record: Record<string, unknown>, name: string): string | undefined {
  const value = record[name];
  return typeof value === 'string' ? value : undefined;
}

function status(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;
}

function timeOf(value: unknown): number {
  if (typeof value === 'number') return parseUnixTime(value);
  if (typeof value !== 'string') return NaN;
  const numeric = value !== '' && value.length <= 20 && !Number.isNaN(Number(value));
  return numeric ? parseUnixTime(Number(value)) : parseRfc3339(value);
}

export function parseJsonLine(line: string, defaultHost: string): LineResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return badLine('not-json');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return badLine('not-json-object');
  const record = parsed as Record<string, unknown>;
  const sourceIp = text(record, 'ClientIP');
  if (!sourceIp) return badLine('no-client-ip');
  const at = timeOf(record.EdgeStartTimestamp);
  if (Number.isNaN(at)) return badLine('no-edge-start');
  const uri = text(record, 'ClientRequestURI') ?? text(record, 'ClientRequestPath');
  if (uri === undefined) return badLine('no-request-uri');
  const method = (text(record, 'ClientRequestMethod') ?? 'GET').toUpperCase();
  const { path, query } = splitRequestTarget(uri);
  const userAgent = text(record, 'ClientRequestUserAgent') ?? '';
  const headers: Record<string, string> = { 'user-agent': userAgent };
  const referer = text(record, 'ClientRequestReferer');
  if (referer) headers.referer = referer;
  const country = text(record, 'ClientCountry');
  const asn = record.ClientASN;
  const cache = text(record, 'CacheCacheStatus')?.toLowerCase();
  const answered = status(record.OriginResponseStatus) ?? status(record.EdgeResponseStatus) ?? 200;
  return {
    ok: true,
    record: {
      at,
      request: {
        method,
        scheme: text(record, 'ClientRequestScheme') === 'http' ? 'http' : 'https',
        host: (text(record, 'ClientRequestHost') ?? defaultHost).toLowerCase(),
        path,
        query,
        headers,
        sourceIp,
        ...(country && country.length === 2 ? { country: country.toUpperCase() } : {}),
        ...(typeof asn === 'number' && Number.isInteger(asn) ? { asnum: asn } : {}),
      },
      status: answered,
      cached: cache === undefined ? undefined : CACHE_HITS.has(cache),
      userAgent,
    },
  };
}
