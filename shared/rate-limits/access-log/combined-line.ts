// The nginx/Apache "combined" access log line, read by a hand-written scanner in one pass (no expression that can
// backtrack over a hostile line):
//   203.0.113.7 - alice [10/Oct/2026:13:55:36 +0000] "GET /wp-login.php?x=1 HTTP/1.1" 200 2326 "https://ref/" "UA"
// and its common variants: "common" (no referer and user agent), a leading virtual host (Apache's vhost_combined,
// "host:port " first), and trailing fields after the user agent: a request time (nginx $request_time, Apache %D)
// and a quoted X-Forwarded-For list. When a forwarded-for field names a client, it is the client the edge saw (the
// address in the first field is then a proxy's, such as the provider's own edge).
import { parseIp, parseIPv4, splitRequestTarget } from '../../rules/index';
import { badLine, printable, type LineResult } from './log-record';
import { parseClfTime } from './log-time';

function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** The byte written as two hex digits at text[at], or -1. */
function hexPair(text: string, at: number): number {
  const high = hexDigit(text.charCodeAt(at));
  const low = hexDigit(text.charCodeAt(at + 1));
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}

class Scanner {
  pos = 0;
  /** Where the next backslash is from pos on: -2 not looked for yet, -1 none. Found once, so many quoted fields cost one search. */
  private escapeAt = -2;
  text = '';

  /** One scanner serves every line (a line is read to its end before the next starts): no allocation per line. */
  reset(text: string): this {
    this.text = text;
    this.pos = 0;
    this.escapeAt = -2;
    return this;
  }

  done(): boolean {
    return this.pos >= this.text.length;
  }

  skipSpaces(): void {
    while (this.text.charCodeAt(this.pos) === 32 || this.text.charCodeAt(this.pos) === 9) this.pos++;
  }

  /** Characters up to the next space or tab (or the end). */
  token(): string {
    this.skipSpaces();
    const start = this.pos;
    const text = this.text;
    while (this.pos < text.length) {
      const c = text.charCodeAt(this.pos);
      if (c === 32 || c === 9) break;
      this.pos++;
    }
    return text.slice(start, this.pos);
  }

  /** Moves past the characters up to the next space or tab; where they end. */
  skipToken(): number {
    this.skipSpaces();
    const text = this.text;
    while (this.pos < text.length) {
      const c = text.charCodeAt(this.pos);
      if (c === 32 || c === 9) break;
      this.pos++;
    }
    return this.pos;
  }

  /**
   * Where the closing quote is when the next field is quoted, closed and holds no escape (then pos moves past it:
   * the content is text[pos + 1, close) of where it was), else -1 and pos stays: quoted() reads it then.
   */
  plainQuoted(): number {
    this.skipSpaces();
    const text = this.text;
    if (text.charCodeAt(this.pos) !== 34) return -1;
    const close = text.indexOf('"', this.pos + 1);
    if (close < 0) return -1;
    if (this.escapeAt === -2 || (this.escapeAt >= 0 && this.escapeAt <= this.pos))
      this.escapeAt = text.indexOf('\\', this.pos + 1);
    if (this.escapeAt >= 0 && this.escapeAt < close) return -1;
    this.pos = close + 1;
    return close;
  }

  /** Where the "]" of the "[…]" field at pos is (pos moves past it), or -1 when it is not one or never closes. */
  bracketed(): number {
    this.skipSpaces();
    if (this.text.charCodeAt(this.pos) !== 91) return -1;
    const end = this.text.indexOf(']', this.pos + 1);
    if (end >= 0) this.pos = end + 1;
    return end;
  }

  /**
   * A double-quoted field with nginx's and Apache's escapes (\" \\ \xHH) undone, or undefined when the next field is
   * not quoted or its quote never closes.
   */
  quoted(): string | undefined {
    this.skipSpaces();
    const text = this.text;
    if (text.charCodeAt(this.pos) !== 34) return undefined;
    // The usual field has no escape: two native searches instead of a loop over its characters.
    const close = text.indexOf('"', this.pos + 1);
    if (close < 0) return undefined;
    if (this.escapeAt === -2 || (this.escapeAt >= 0 && this.escapeAt <= this.pos))
      this.escapeAt = text.indexOf('\\', this.pos + 1);
    if (this.escapeAt < 0 || this.escapeAt > close) {
      const content = text.slice(this.pos + 1, close);
      this.pos = close + 1;
      return content;
    }
    let i = this.pos + 1;
    let out = '';
    let from = i;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        out += text.slice(from, i);
        this.pos = i + 1;
        return out;
      }
      if (c === 92 && i + 1 < text.length) {
        out += text.slice(from, i);
        const next = text[i + 1];
        if (next === 'x' && i + 3 < text.length) {
          const code = hexPair(text, i + 2);
          if (code >= 0) {
            out += String.fromCharCode(code);
            i += 4;
            from = i;
            continue;
          }
        }
        out += next;
        i += 2;
        from = i;
        continue;
      }
      i++;
    }
    return undefined;
  }
}

const SCANNER = new Scanner();

/** What readRequest() found; one object for every line, read at once. */
const REQUEST = { method: '', path: '', query: '' };

/** The usual methods as constants, so that a rule's method test compares a string with itself. */
function knownMethod(text: string, from: number, to: number): string | undefined {
  const method = METHODS_BY_LENGTH[to - from];
  if (method === undefined) return undefined;
  for (let i = 0; i < method.length; i++) if (text.startsWith(method[i] as string, from)) return method[i];
  return undefined;
}

const METHODS_BY_LENGTH: readonly (readonly string[] | undefined)[] = [
  undefined,
  undefined,
  undefined,
  ['GET', 'PUT'],
  ['POST', 'HEAD'],
  ['PATCH'],
  ['DELETE'],
  ['OPTIONS'],
];

/**
 * Reads "METHOD TARGET PROTOCOL" from text[from, to) into REQUEST, without a string for the field or its target:
 * the usual origin form ("/path?query") is cut where it lies; another form goes through the general parser. False
 * when the field is not a request.
 */
function readRequest(text: string, from: number, to: number): boolean {
  const firstSpace = text.indexOf(' ', from);
  if (firstSpace <= from || firstSpace >= to) return false;
  // From the end: the protocol is a few characters (lastIndexOf costs more than this loop).
  let lastSpace = to - 1;
  while (text.charCodeAt(lastSpace) !== 32) lastSpace--;
  const start = firstSpace + 1;
  const end = lastSpace > firstSpace ? lastSpace : to;
  let method = knownMethod(text, from, firstSpace);
  if (method === undefined) {
    const written = text.slice(from, firstSpace);
    if (!isMethod(written)) return false;
    method = upper(written);
  }
  const inner = text.indexOf(' ', start);
  if (end === start || (inner >= 0 && inner < end)) return false;
  REQUEST.method = method;
  const hash = text.indexOf('#', start);
  if (text.charCodeAt(start) !== 47 || (hash >= 0 && hash < end)) {
    const { path, query } = splitRequestTarget(text.slice(start, end));
    REQUEST.path = path;
    REQUEST.query = query;
    return true;
  }
  const q = text.indexOf('?', start);
  const pathEnd = q >= 0 && q < end ? q : end;
  REQUEST.path = text.slice(start, pathEnd);
  REQUEST.query = pathEnd < end ? text.slice(pathEnd + 1, end) : '';
  return true;
}

/** Upper case, without a new string when it is already (as methods almost always are). */
function upper(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) return text.toUpperCase();
  }
  return text;
}

/** The status written as three digits at text[from, to), 100 to 599, or -1. */
function statusAt(text: string, from: number, to: number): number {
  if (to - from !== 3) return -1;
  const a = text.charCodeAt(from) - 48;
  const b = text.charCodeAt(from + 1) - 48;
  const c = text.charCodeAt(from + 2) - 48;
  if (!(a >= 1 && a <= 5 && b >= 0 && b <= 9 && c >= 0 && c <= 9)) return -1;
  return a * 100 + b * 10 + c;
}

function isTokenChar(c: number): boolean {
  // RFC 9110 tchar: letters and digits, and !#$%&'*+-.^_`|~
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c >= 48 && c <= 57) ||
    "!#$%&'*+-.^_`|~".includes(String.fromCharCode(c))
  );
}

function isMethod(text: string): boolean {
  if (text.length === 0 || text.length > 32) return false;
  for (let i = 0; i < text.length; i++) if (!isTokenChar(text.charCodeAt(i))) return false;
  return true;
}

/** A request time such as 0.012 or 12 in text[from, to): digits with at most one dot, never an address. */
function isDecimal(text: string, from = 0, to = text.length): boolean {
  let dots = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) dots++;
    else if (c < 48 || c > 57) return false;
  }
  return dots <= 1;
}

/** parseIp() succeeding, without its object for an IPv4 address. */
function isAddress(text: string): boolean {
  return text.includes(':') ? parseIp(text) !== null : parseIPv4(text) !== null;
}

/** The first address of an X-Forwarded-For list, when it is one. */
function forwardedClient(list: string): string | undefined {
  if (list === '-' || isDecimal(list)) return undefined;
  const comma = list.indexOf(',');
  const first = (comma < 0 ? list : list.slice(0, comma)).trim();
  return first !== '' && parseIp(first) ? first : undefined;
}

function hostOf(vhost: string): string {
  const colon = vhost.lastIndexOf(':');
  return (colon > 0 && vhost.indexOf(':') === colon ? vhost.slice(0, colon) : vhost).toLowerCase();
}

export function parseCombinedLine(line: string, defaultHost: string): LineResult {
  return quickCombinedLine(line, defaultHost) ?? scanCombinedLine(line, defaultHost);
}

/**
 * The usual line read the short way: an IPv4 client first, no backslash after the time, a quoted referer and user
 * agent, and at most request times after them; that is nearly every line of a real log, and a million of them must
 * be read in a fraction of a second. It follows scanCombinedLine() step by step (the same searches from the same
 * places, the same record) without its scanner, and gives up (undefined) on anything else, which scanCombinedLine()
 * then reads or refuses: tests/unit/shared/rate-limits/access-log/combined-line.test.ts holds the two to the same
 * answers, lines of any text included.
 */
export function quickCombinedLine(line: string, defaultHost: string): LineResult | undefined {
  // Reading a character of a line (a slice of the chunk it was read in) costs more than a native search or slice:
  // fields are found with indexOf, and the characters read one by one are the few that separate them.
  const length = line.length;
  const space = line.indexOf(' ');
  // The client: canonical IPv4 text (a slice this short is a copy, which parseIPv4 reads fast), then "- ".
  const client = line.slice(0, space);
  const sourceIpv4 = space < 7 ? null : parseIPv4(client);
  if (sourceIpv4 === null) return undefined;
  if (line.charCodeAt(space + 1) !== 45 || line.charCodeAt(space + 2) !== 32) return undefined;
  // The user name may hold spaces, so the time is the next "[".
  const bracket = line.indexOf('[', space + 2);
  if (bracket < 0) return undefined;
  const timeEnd = line.indexOf(']', bracket + 1);
  if (timeEnd < 0) return undefined;
  const at = parseClfTime(line, bracket + 1, timeEnd);
  if (Number.isNaN(at)) return undefined;
  // The request, with no escape anywhere after it (an escape sends the line the long way).
  const open = timeEnd + 2;
  if (line.charCodeAt(timeEnd + 1) !== 32 || line.charCodeAt(open) !== 34 || line.indexOf('\\', open) >= 0)
    return undefined;
  const close = line.indexOf('"', open + 1);
  if (close < 0 || !readRequest(line, open + 1, close)) return undefined;
  const { method, path, query } = REQUEST;
  // " 200 " then the bytes sent, a token without a tab, up to a space.
  if (line.charCodeAt(close + 1) !== 32 || line.charCodeAt(close + 5) !== 32) return undefined;
  const status = statusAt(line, close + 2, close + 5);
  if (status < 0) return undefined;
  const bytesEnd = line.indexOf(' ', close + 6);
  if (bytesEnd <= close + 6) return undefined;
  for (let i = close + 6; i < bytesEnd; i++) if (line.charCodeAt(i) === 9) return undefined;
  // "referer" "user agent"
  if (line.charCodeAt(bytesEnd + 1) !== 34) return undefined;
  const refererEnd = line.indexOf('"', bytesEnd + 2);
  if (refererEnd < 0 || line.charCodeAt(refererEnd + 1) !== 32 || line.charCodeAt(refererEnd + 2) !== 34)
    return undefined;
  const agentEnd = line.indexOf('"', refererEnd + 3);
  if (agentEnd < 0) return undefined;
  // Nothing after, or one request time (another trailing field, a forwarded-for list, goes the long way).
  if (agentEnd + 1 < length && (line.charCodeAt(agentEnd + 1) !== 32 || !isDecimal(line, agentEnd + 2, length)))
    return undefined;
  const referer = line.slice(bytesEnd + 2, refererEnd);
  const userAgent = line.slice(refererEnd + 3, agentEnd);
  const ua = userAgent === '-' ? '' : userAgent;
  const headers: Record<string, string> = { 'user-agent': ua };
  if (referer && referer !== '-') headers.referer = referer;
  return {
    ok: true,
    record: {
      at,
      request: { method, scheme: 'https', host: defaultHost, path, query, headers, sourceIp: client },
      status,
      cached: undefined,
      userAgent: ua,
      sourceIpv4,
    },
  };
}

/** The combined line read by the general scanner: every variant, and the reason a line is refused. */
export function scanCombinedLine(line: string, defaultHost: string): LineResult {
  const s = SCANNER.reset(line);
  let client = s.token();
  let host = defaultHost;
  if (!isAddress(client)) {
    // vhost_combined: "host:port client - user [time] …"
    const second = s.token();
    if (!isAddress(second)) return badLine('no-client-address');
    host = hostOf(client);
    client = second;
  }
  s.skipToken(); // identd, always "-"
  // The user name may hold spaces when the server does not escape them: skip to the bracket.
  const bracket = line.indexOf('[', s.pos);
  if (bracket < 0) return badLine('no-time');
  s.pos = bracket;
  const timeEnd = s.bracketed();
  if (timeEnd < 0) return badLine('time-not-closed');
  const at = parseClfTime(line, bracket + 1, timeEnd);
  if (Number.isNaN(at)) {
    const timeText = line.slice(bracket + 1, Math.min(timeEnd, bracket + 41));
    return badLine('bad-time', printable(timeText));
  }
  // The request field is read where it lies, unless escapes must be undone first.
  const open = s.pos;
  const close = s.plainQuoted();
  let requestLine: string | undefined;
  if (close < 0) {
    requestLine = s.quoted();
    if (requestLine === undefined) return badLine('no-request');
  }
  const known =
    requestLine === undefined
      ? readRequest(line, line.indexOf('"', open) + 1, close)
      : readRequest(requestLine, 0, requestLine.length);
  if (!known) {
    const field = requestLine ?? line.slice(line.indexOf('"', open) + 1, close);
    return badLine('bad-request', printable(field.slice(0, 40)));
  }
  const { method, path, query } = REQUEST;
  s.skipSpaces();
  const statusStart = s.pos;
  const status = statusAt(line, statusStart, s.skipToken());
  if (status < 0) return badLine('bad-status', printable(line.slice(statusStart, s.pos).slice(0, 20)));
  s.skipToken(); // bytes sent
  const referer = s.quoted();
  const userAgent = referer === undefined ? undefined : s.quoted();
  if (referer !== undefined && userAgent === undefined) return badLine('no-user-agent');
  // Trailing fields: a request time, a forwarded-for list, in either order; anything else is left alone.
  let sourceIp = client;
  while (!s.done()) {
    s.skipSpaces();
    if (s.done()) break;
    if (line[s.pos] === '"') {
      const field = s.quoted();
      if (field === undefined) return badLine('quoted-not-closed');
      const forwarded = forwardedClient(field);
      if (forwarded) sourceIp = forwarded;
    } else {
      const from = s.pos;
      // A request time, the usual trailing field, needs no string.
      if (isDecimal(line, from, s.skipToken())) continue;
      const forwarded = forwardedClient(line.slice(from, s.pos));
      if (forwarded) sourceIp = forwarded;
    }
  }
  const ua = userAgent === '-' || userAgent === undefined ? '' : userAgent;
  const headers: Record<string, string> = { 'user-agent': ua };
  if (referer && referer !== '-') headers.referer = referer;
  return {
    ok: true,
    record: {
      at,
      request: { method, scheme: 'https', host, path, query, headers, sourceIp },
      status,
      cached: undefined,
      userAgent: ua,
      sourceIpv4: parseIPv4(sourceIp) ?? -1,
    },
  };
}
