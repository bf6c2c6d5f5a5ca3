// The nginx/Apache "combined" access log line, read by a hand-written scanner in one pass (no expression that can
// backtrack over a hostile line):
//   203.0.113.7 - alice [10/Oct/2026:13:55:36 +0000] "GET /wp-login.php?x=1 HTTP/1.1" 200 2326 "https://ref/" "UA"
// and its common variants: "common" (no referer and user agent), a leading virtual host (Apache's vhost_combined,
// "host:port " first), and trailing fields after the user agent: a request time (nginx $request_time, Apache %D)
// and a quoted X-Forwarded-For list. When a forwarded-for field names a client, it is the client the edge saw (the
// address in the first field is then a proxy's, such as the provider's own edge).
import { parseIp, splitRequestTarget } from '../../rules/index';
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

  /** "[…]" content, or undefined when the next field is not bracketed or never closes. */
  bracketed(): string | undefined {
    this.skipSpaces();
    if (this.text[this.pos] !== '[') return undefined;
    const end = this.text.indexOf(']', this.pos + 1);
    if (end < 0) return undefined;
    const content = this.text.slice(this.pos + 1, end);
    this.pos = end + 1;
    return content;
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

/** A request target's path and query; the usual origin form ("/path?query") without the general parser's regex. */
function pathAndQuery(target: string): { path: string; query: string } {
  if (target.charCodeAt(0) !== 47 || target.includes('#')) return splitRequestTarget(target);
  const q = target.indexOf('?');
  return q < 0 ? { path: target, query: '' } : { path: target.slice(0, q), query: target.slice(q + 1) };
}

/** Upper case, without a new string when it is already (as methods almost always are). */
function upper(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) return text.toUpperCase();
  }
  return text;
}

const isStatus = (text: string): boolean =>
  text.length === 3 && text >= '100' && text <= '599' && text.charCodeAt(1) >= 48 && text.charCodeAt(2) >= 48;

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

/** A request time such as 0.012 or 12: digits with at most one dot, never an address. */
function isDecimal(text: string): boolean {
  let dots = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) dots++;
    else if (c < 48 || c > 57) return false;
  }
  return dots <= 1;
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
  const s = SCANNER.reset(line);
  let client = s.token();
  let host = defaultHost;
  if (!parseIp(client)) {
    // vhost_combined: "host:port client - user [time] …"
    const second = s.token();
    if (!parseIp(second)) return badLine('it does not start with a client address');
    host = hostOf(client);
    client = second;
  }
  s.token(); // identd, always "-"
  // The user name may hold spaces when the server does not escape them: skip to the bracket.
  const bracket = line.indexOf('[', s.pos);
  if (bracket < 0) return badLine('it has no [time] field');
  s.pos = bracket;
  const timeText = s.bracketed();
  if (timeText === undefined) return badLine('its [time] field is not closed');
  const at = parseClfTime(timeText);
  if (Number.isNaN(at))
    return badLine(`its time "${printable(timeText.slice(0, 40))}" is not dd/Mon/yyyy:HH:MM:SS +zone`);
  const requestLine = s.quoted();
  if (requestLine === undefined) return badLine('its "request" field is missing or not closed');
  const firstSpace = requestLine.indexOf(' ');
  const lastSpace = requestLine.lastIndexOf(' ');
  const method = firstSpace > 0 ? requestLine.slice(0, firstSpace) : '';
  const target =
    firstSpace > 0 ? requestLine.slice(firstSpace + 1, lastSpace > firstSpace ? lastSpace : undefined) : '';
  if (!isMethod(method) || target === '' || target.includes(' '))
    return badLine(`its request "${printable(requestLine.slice(0, 40))}" is not METHOD TARGET PROTOCOL`);
  const status = s.token();
  if (!isStatus(status)) return badLine(`its status "${printable(status.slice(0, 20))}" is not an HTTP status`);
  s.token(); // bytes sent
  const referer = s.quoted();
  const userAgent = referer === undefined ? undefined : s.quoted();
  if (referer !== undefined && userAgent === undefined)
    return badLine('its "user agent" field is missing or not closed');
  // Trailing fields: a request time, a forwarded-for list, in either order; anything else is left alone.
  let sourceIp = client;
  while (!s.done()) {
    s.skipSpaces();
    if (s.done()) break;
    if (line[s.pos] === '"') {
      const field = s.quoted();
      if (field === undefined) return badLine('a trailing "quoted" field is not closed');
      const forwarded = forwardedClient(field);
      if (forwarded) sourceIp = forwarded;
    } else {
      const field = s.token();
      const forwarded = forwardedClient(field);
      if (forwarded) sourceIp = forwarded;
    }
  }
  const { path, query } = pathAndQuery(target);
  const ua = userAgent === '-' || userAgent === undefined ? '' : userAgent;
  const headers: Record<string, string> = { 'user-agent': ua };
  if (referer && referer !== '-') headers.referer = referer;
  return {
    ok: true,
    record: {
      at,
      request: { method: upper(method), scheme: 'https', host, path, query, headers, sourceIp },
      status: Number(status),
      cached: undefined,
      userAgent: ua,
    },
  };
}
