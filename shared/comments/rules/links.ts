// Links in a comment's normalised text: "https://…", "www.…" and bare host names ("bit.ly/x", "scam.example"),
// found with RE2 (linear in the text whatever it holds), since a backtracking pattern over a host name is quadratic
// on a long run of letters and hyphens.
import { RE2JS } from 're2js';

const LINK = RE2JS.compile(
  '(?:https?://)?((?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,62})?\\.)+(?:[a-z]{2,24}|xn--[a-z0-9-]{1,59}))(?:[:/?#][^\\s]*)?',
  RE2JS.CASE_INSENSITIVE,
);
/** Top-level names that end words of ordinary prose as often as hosts ("e.g", "file.txt" are not links). */
const NOT_HOST_ENDINGS = new Set(['g', 'e', 'txt', 'mp4', 'mp3', 'jpg', 'png', 'gif', 'pdf', 'doc', 'zip', 'exe']);

/** A letter or digit, a dot, a letter: every host name holds one; most comments do not, and skip the engine. */
const DOTTED = /[\p{L}\p{N}]\.\p{L}/u;

/** The host names of the links in the text, lower case. */
export function linkHosts(text: string): string[] {
  const hosts: string[] = [];
  if (!DOTTED.test(text)) return hosts;
  const matcher = LINK.matcher(text);
  while (matcher.find()) {
    const host = (matcher.group(1) ?? '').toLowerCase();
    const tld = host.slice(host.lastIndexOf('.') + 1);
    if (!NOT_HOST_ENDINGS.has(tld)) hosts.push(host);
  }
  return hosts;
}

/** Whether `host` is `allowed` or one of its subdomains. */
export function hostAllowed(host: string, allow: readonly string[]): boolean {
  return allow.some((entry) => {
    const allowed = entry
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '')
      .replace(/^www\./, '');
    return host === allowed || host.endsWith(`.${allowed}`);
  });
}
