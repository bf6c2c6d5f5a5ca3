import { ipGroupKey, parseIp, parseIPv4, type IpAddress } from './ip';
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
const NOT_DIRECT = Symbol('not direct');

/**
 * Whether every header name is lower case already, so that a rule's header is the record's own property. Names repeat
 * from one request to the next in the same order (Node's parser gives the same few names for every request of a
 * client), so each name is first compared with the name found lower case at its position in an earlier request: one
 * comparison of two interned strings instead of a scan of its characters. A name that differs is scanned and then
 * remembered at its position; the memory is bounded by KNOWN_POSITIONS.
 *
 * Inherited enumerable names are checked as well (no hasOwnProperty): one of them in upper case only sends the
 * request the slow way, which answers the same.
 */
function namesAreLowerCase(headers: NonNullable<RuleRequest['headers']>): boolean {
  let position = 0;
  for (const name in headers) {
    if (position < KNOWN_POSITIONS) {
      if (KNOWN_LOWER_CASE_NAMES[position] === name) {
        position++;
        continue;
      }
      if (!isLowerCaseName(name)) return false;
      KNOWN_LOWER_CASE_NAMES[position++] = name;
    } else if (!isLowerCaseName(name)) {
      return false;
    }
  }
  return true;
}

function isLowerCaseName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    // Anything beyond ASCII goes the slow way, where toLowerCase() decides.
    if ((c >= 65 && c <= 90) || c > 127) return false;
  }
  return true;
}

const KNOWN_POSITIONS = 64;
const KNOWN_LOWER_CASE_NAMES: Array<string | undefined> = new Array<string | undefined>(KNOWN_POSITIONS).fill(
  undefined,
);

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
  /** The IPv4 source as a number; -1 when it is not IPv4 text, -2 until read. */
  private ipv4Cache = -2;
  private uriCache: string | undefined;
  private ipGroupCache: string | undefined;
  private lowerCaseNames: boolean | undefined;

  /**
   * `sourceIpv4` is what `ipv4` answers for the request's sourceIp (parseIPv4's number, or -1), for a caller that read
   * it already: the log replay keeps it with each client, so the address is not parsed again for every request.
   */
  constructor(
    public request: RuleRequest,
    sourceIpv4?: number,
  ) {
    if (sourceIpv4 !== undefined) this.ipv4Cache = sourceIpv4;
  }

  /**
   * This context made the one of another request, every derived value of the last one forgotten: for a caller that
   * evaluates requests one after another and keeps no context past its request (the log replay), so that a million
   * requests do not each allocate one.
   */
  reset(request: RuleRequest, sourceIpv4?: number): this {
    this.request = request;
    this.headersCache = undefined;
    this.cookiesCache = undefined;
    this.argsCache = undefined;
    this.ipCache = undefined;
    this.ipv4Cache = sourceIpv4 ?? -2;
    this.uriCache = undefined;
    this.ipGroupCache = undefined;
    this.lowerCaseNames = undefined;
    return this;
  }

  get headers(): StringListMap {
    if (this.headersCache === undefined) this.headersCache = buildHeaders(this.request.headers);
    return this.headersCache;
  }

  /**
   * The values of one header (`name` in lower case). Most requests carry lower-case names already (Node's own
   * headers do); then this reads the request's record directly, without building the map of every header.
   */
  headerValues(name: string): readonly string[] | undefined {
    const raw = this.rawHeader(name);
    if (raw !== NOT_DIRECT) return raw === undefined || typeof raw !== 'string' ? raw : [raw];
    return this.headers.get(name);
  }

  header(name: string): string | undefined {
    const raw = this.rawHeader(name);
    if (raw !== NOT_DIRECT) return raw === undefined || typeof raw === 'string' ? raw : raw[0];
    return this.headers.get(name)?.[0];
  }

  /**
   * The values of one header (`name` in lower case) as the request holds them, without allocating: a string is one
   * value. For the counting keys, which read a header for every request that matches a rule.
   */
  headerRaw(name: string): string | readonly string[] | undefined {
    const raw = this.rawHeader(name);
    return raw !== NOT_DIRECT ? raw : this.headers.get(name);
  }

  get cookieHeader(): string {
    const raw = this.rawHeader('cookie');
    if (raw !== NOT_DIRECT) return raw === undefined ? '' : typeof raw === 'string' ? raw : raw.join('; ');
    return this.headers.get('cookie')?.join('; ') ?? '';
  }

  /** The record's own value when its names are all lower case (so no two merge), else NOT_DIRECT. */
  private rawHeader(name: string): string | readonly string[] | undefined | typeof NOT_DIRECT {
    const headers = this.request.headers;
    if (headers === undefined) return undefined;
    if (this.headersCache !== undefined) return NOT_DIRECT;
    if (this.lowerCaseNames === undefined) this.lowerCaseNames = namesAreLowerCase(headers);
    if (!this.lowerCaseNames) return NOT_DIRECT;
    return Object.prototype.hasOwnProperty.call(headers, name) ? headers[name] : undefined;
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

  /**
   * The values of one query argument. Reads the query string directly, without the map of every argument, unless
   * an argument name holds an escape ("%", "+"): names are compared decoded, so the map decides then.
   */
  argValues(name: string): readonly string[] | undefined {
    if (this.argsCache !== undefined) return this.argsCache.get(name);
    const query = this.request.query ?? '';
    // Most queries lack the argument a rule asks for: without escapes ("%"; "+" only matters to a name holding a
    // space), a name that is nowhere in the text is in no argument either.
    if (query.indexOf(name) < 0 && query.indexOf('%') < 0 && !(name.includes(' ') && query.includes('+'))) {
      return undefined;
    }
    let found: string[] | undefined;
    for (let start = 0; start < query.length;) {
      let end = query.indexOf('&', start);
      if (end < 0) end = query.length;
      const eq = query.indexOf('=', start);
      const nameEnd = eq >= 0 && eq < end ? eq : end;
      for (let i = start; i < nameEnd; i++) {
        const c = query.charCodeAt(i);
        if (c === 37 || c === 43) return this.args.get(name);
      }
      if (end > start && nameEnd - start === name.length && query.startsWith(name, start)) {
        (found ??= []).push(nameEnd < end ? percentDecode(query.slice(nameEnd + 1, end), PLUS_IS_SPACE) : '');
      }
      start = end + 1;
    }
    return found;
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
    if (this.ipCache === undefined) {
      const v4 = this.ipv4;
      this.ipCache = v4 >= 0 ? { family: 4, value: v4 } : parseIp(this.request.sourceIp);
    }
    return this.ipCache ?? undefined;
  }

  /**
   * The source as a number when it is IPv4, else -1: what sets of addresses test, without the object `ip` holds.
   * parseIp reads text without a colon as IPv4 and nothing else, so this is `ip.value` whenever `ip.family` is 4.
   */
  get ipv4(): number {
    if (this.ipv4Cache === -2) this.ipv4Cache = parseIPv4(this.request.sourceIp) ?? -1;
    return this.ipv4Cache;
  }

  /** The source as rate limiting groups it: IPv4 per address, IPv6 per /64; the raw text if it does not parse. */
  get ipGroup(): string {
    if (this.ipGroupCache === undefined) {
      const source = this.request.sourceIp;
      // parseIPv4 accepts only the canonical dotted form, so an IPv4 source is its own key, and so is text that does
      // not parse: without a colon the source is one or the other, and the key needs no parsing at all.
      const ip = source.includes(':') ? this.ip : undefined;
      this.ipGroupCache = ip === undefined || ip.family === 4 ? source : ipGroupKey(ip);
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
  // A scan with indexOf rather than split(): this runs for every request a rule reads an argument of.
  for (let start = 0; start <= query.length;) {
    let end = query.indexOf('&', start);
    if (end < 0) end = query.length;
    if (end > start) {
      const eq = query.indexOf('=', start);
      const hasValue = eq >= 0 && eq < end;
      const name = percentDecode(query.slice(start, hasValue ? eq : end), PLUS_IS_SPACE);
      const value = hasValue ? percentDecode(query.slice(eq + 1, end), PLUS_IS_SPACE) : '';
      const list = out.get(name);
      if (list) list.push(value);
      else out.set(name, [value]);
    }
    start = end + 1;
  }
  return out;
}

const PLUS_IS_SPACE = { plus: true };

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
