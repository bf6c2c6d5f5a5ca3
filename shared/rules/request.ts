import { ipGroupKey, parseIp, type IpAddress } from './ip';
import { percentDecode } from './text';

/** One HTTP request as the edge sees it. Raw parts only; every field of the language is derived from these. */
export interface RuleRequest {
  /** Upper case, e.g. "GET". */
  method: string;
  /** Default "https". */
  scheme?: 'http' | 'https';
  /** Host header value, e.g. "example.com". */
  host: string;
  /** Path as sent, still percent-encoded, e.g. "/api/v1/items". */
  path: string;
  /** Query string as sent, without the "?". */
  query?: string;
  /** Header values by name. Names are lowercased when read, so Node's IncomingHttpHeaders fits as it is. */
  headers?: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Cookies by name; when absent they are parsed from the Cookie header. */
  cookies?: Readonly<Record<string, string | readonly string[]>>;
  /** Client address, IPv4 or IPv6 text. */
  sourceIp: string;
  /** ISO 3166-1 alpha-2 country of the client; when absent ip.src.country is a missing value. */
  country?: string;
  /** Autonomous system number of the client; when absent ip.src.asnum is a missing value. */
  asnum?: number;
  /** Overrides the User-Agent header. */
  userAgent?: string;
  /** Status code of the origin's answer, set once it is known; read by counting expressions. */
  responseCode?: number;
  /** Value of the cf.unique_visitor_id characteristic, if the caller tracks visitors. */
  uniqueVisitorId?: string;
}

export type StringListMap = ReadonlyMap<string, readonly string[]>;

const EMPTY_MAP: StringListMap = new Map();

/**
 * Derived values of one request, computed on first use and kept. Build one per request and evaluate every rule
 * against it, so ten rules that read the query arguments parse them once. `http.response.code` is read live
 * from the request because the caller sets it after the origin answered.
 */
export class RuleContext {
  private headersCache: StringListMap | undefined;
  private cookiesCache: StringListMap | undefined;
  private argsCache: StringListMap | undefined;
  private ipCache: IpAddress | null | undefined;
  private uriCache: string | undefined;
  private ipGroupCache: string | undefined;

  constructor(readonly request: RuleRequest) {}

  get headers(): StringListMap {
    if (this.headersCache === undefined) this.headersCache = buildHeaders(this.request.headers);
    return this.headersCache;
  }

  header(name: string): string | undefined {
    return this.headers.get(name)?.[0];
  }

  get cookieHeader(): string {
    return this.headers.get('cookie')?.join('; ') ?? '';
  }

  get cookies(): StringListMap {
    if (this.cookiesCache === undefined) {
      this.cookiesCache = this.request.cookies ? toListMap(this.request.cookies) : parseCookieHeader(this.cookieHeader);
    }
    return this.cookiesCache;
  }

  get args(): StringListMap {
    if (this.argsCache === undefined) this.argsCache = parseQueryArgs(this.request.query ?? '');
    return this.argsCache;
  }

  get uri(): string {
    if (this.uriCache === undefined) {
      const q = this.request.query;
      this.uriCache = q ? `${this.request.path}?${q}` : this.request.path;
    }
    return this.uriCache;
  }

  get fullUri(): string {
    return `${this.request.scheme ?? 'https'}://${this.request.host}${this.uri}`;
  }

  get userAgent(): string {
    return this.request.userAgent ?? this.header('user-agent') ?? '';
  }

  /** undefined when the source address does not parse. */
  get ip(): IpAddress | undefined {
    if (this.ipCache === undefined) this.ipCache = parseIp(this.request.sourceIp);
    return this.ipCache ?? undefined;
  }

  /** The source as rate limiting groups it: IPv4 per address, IPv6 per /64; the raw text if it does not parse. */
  get ipGroup(): string {
    if (this.ipGroupCache === undefined) {
      const ip = this.ip;
      this.ipGroupCache = ip ? ipGroupKey(ip) : this.request.sourceIp;
    }
    return this.ipGroupCache;
  }
}

export function createRuleContext(request: RuleRequest): RuleContext {
  return new RuleContext(request);
}

function buildHeaders(headers: RuleRequest['headers']): StringListMap {
  if (!headers) return EMPTY_MAP;
  const out = new Map<string, string[]>();
  for (const name of Object.keys(headers)) {
    const raw = headers[name];
    if (raw === undefined) continue;
    const key = name.toLowerCase();
    const list = out.get(key) ?? [];
    if (typeof raw === 'string') list.push(raw);
    else list.push(...raw);
    out.set(key, list);
  }
  return out;
}

function toListMap(record: Readonly<Record<string, string | readonly string[]>>): StringListMap {
  const out = new Map<string, readonly string[]>();
  for (const name of Object.keys(record)) {
    const v = record[name] as string | readonly string[];
    out.set(name, typeof v === 'string' ? [v] : v);
  }
  return out;
}

/** Cookie names are URL-decoded and equal names merge, as the service documents; values are kept as sent. */
export function parseCookieHeader(header: string): StringListMap {
  const out = new Map<string, string[]>();
  if (header === '') return out;
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const eq = trimmed.indexOf('=');
    const name = percentDecode((eq < 0 ? trimmed : trimmed.slice(0, eq)).trim());
    const value = eq < 0 ? '' : trimmed.slice(eq + 1).trim();
    const list = out.get(name);
    if (list) list.push(value);
    else out.set(name, [value]);
  }
  return out;
}

/** Query arguments with names and values URL-decoded ("+" is a space); repeated names collect all values. */
export function parseQueryArgs(query: string): StringListMap {
  const out = new Map<string, string[]>();
  if (query === '') return out;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = percentDecode(eq < 0 ? part : part.slice(0, eq), { plus: true });
    const value = eq < 0 ? '' : percentDecode(part.slice(eq + 1), { plus: true });
    const list = out.get(name);
    if (list) list.push(value);
    else out.set(name, [value]);
  }
  return out;
}

/** Splits a request target ("/a/b?x=1", or an absolute URL) into path and query, without the URL class. */
export function splitRequestTarget(target: string): { path: string; query: string } {
  let rest = target;
  const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/.exec(rest);
  if (scheme) rest = rest.slice(scheme[0].length);
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  const path = q < 0 ? rest : rest.slice(0, q);
  return { path: path === '' ? '/' : path, query: q < 0 ? '' : rest.slice(q + 1) };
}
