// The demo workspace's sample access log of its website, creator-blog.example: half an hour of one morning in the
// nginx combined format with a trailing request time, generated the same every time (a fixed seed). Against the
// demo's example rules it shows each thing a replay is for:
//  - password guessing on /wp-login.php from two addresses (curl, python-requests): blocked, as it should be;
//  - a reader who mistypes a password a dozen times in a minute: blocked, and flagged as behaving like a visitor;
//  - a scraper of /wp-json/wp/v2/users: blocked by the API rule;
//  - Googlebot reading the REST API quickly: blocked, and flagged as a search engine's crawler;
//  - the creator's own address (DEMO_OWN_ADDRESSES) saving a post in the block editor, which calls /wp-json/ in a
//    burst: blocked by the API rule, and flagged as the creator's own;
//  - one line of TLS handshake bytes sent to the plain-HTTP port, as real logs have: a bad line, named by number.
export const DEMO_LOG_NAME = 'creator-blog.example-access.log';
/** The creator's own address in the demo (a documentation range), offered as the demo's own-addresses list. */
export const DEMO_OWN_ADDRESSES: readonly string[] = ['198.51.100.23'];
export const DEMO_LOG_START = Date.UTC(2026, 10, 24, 9, 0, 0);
const DURATION_MS = 30 * 60_000;

export const DEMO_BLOCKED = {
  guessers: ['185.220.101.34', '45.146.164.110'],
  mistyping: '203.0.113.58',
  scraper: '103.152.220.44',
  crawler: '66.249.66.1',
  own: '198.51.100.23',
} as const;

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PAGES = [
  '/',
  '/2026/11/studio-tour/',
  '/2026/10/gear-list/',
  '/about/',
  '/2026/09/editing-workflow/',
  '/contact/',
];
const ASSETS = [
  '/wp-content/themes/creator/style.css',
  '/wp-includes/js/jquery/jquery.min.js',
  '/wp-content/uploads/2026/11/studio.jpg',
];

interface Entry {
  readonly at: number;
  readonly ip: string;
  readonly method: string;
  readonly target: string;
  readonly status: number;
  readonly ua: string;
  readonly referer?: string;
}

/** mulberry32: a small deterministic generator, so the sample is the same file on every machine. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number): string => String(n).padStart(2, '0');

function clfTime(at: number): string {
  const d = new Date(at);
  return `${two(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0000`;
}

function line(e: Entry, rand: () => number): string {
  const bytes = e.status === 200 ? 800 + Math.floor(rand() * 40_000) : 150;
  const time = (0.002 + rand() * 0.3).toFixed(3);
  return `${e.ip} - - [${clfTime(e.at)}] "${e.method} ${e.target} HTTP/1.1" ${e.status} ${bytes} "${e.referer ?? '-'}" "${e.ua}" ${time}`;
}

/** A burst of `count` requests from `from`, `gapMs` apart. */
function burst(
  out: Entry[],
  from: number,
  count: number,
  gapMs: number,
  make: (at: number, i: number) => Omit<Entry, 'at'>,
): void {
  for (let i = 0; i < count; i++) out.push({ at: from + i * gapMs, ...make(from + i * gapMs, i) });
}

export function demoSampleLog(): string {
  const rand = random(20261124);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const entries: Entry[] = [];
  // Readers: a page, then its assets, now and then another page; a few sign in once.
  for (let v = 0; v < 60; v++) {
    const ip = `192.0.2.${10 + v}`;
    const ua = pick(BROWSERS);
    let at = DEMO_LOG_START + Math.floor(rand() * (DURATION_MS - 5 * 60_000));
    const pages = 1 + Math.floor(rand() * 4);
    for (let p = 0; p < pages; p++) {
      const page = pick(PAGES);
      entries.push({
        at,
        ip,
        method: 'GET',
        target: page,
        status: 200,
        ua,
        referer: p === 0 ? 'https://www.google.com/' : undefined,
      });
      for (const asset of ASSETS)
        entries.push({
          at: at + 150 + Math.floor(rand() * 400),
          ip,
          method: 'GET',
          target: asset,
          status: 200,
          ua,
          referer: `https://creator-blog.example${page}`,
        });
      at += 20_000 + Math.floor(rand() * 60_000);
    }
    if (v % 12 === 0) entries.push({ at, ip, method: 'POST', target: '/wp-login.php', status: 302, ua });
  }
  // Password guessing.
  burst(entries, DEMO_LOG_START + 4 * 60_000, 200, 1500, () => ({
    ip: DEMO_BLOCKED.guessers[0],
    method: 'POST',
    target: '/wp-login.php',
    status: 200,
    ua: 'curl/8.5.0',
  }));
  burst(entries, DEMO_LOG_START + 12 * 60_000, 60, 2000, () => ({
    ip: DEMO_BLOCKED.guessers[1],
    method: 'POST',
    target: '/wp-login.php',
    status: 200,
    ua: 'python-requests/2.32.3',
  }));
  // A reader who cannot remember a password: the page and its assets, then twelve tries in a minute.
  const reader = BROWSERS[1] as string;
  const readerAt = DEMO_LOG_START + 18 * 60_000;
  entries.push({
    at: readerAt,
    ip: DEMO_BLOCKED.mistyping,
    method: 'GET',
    target: '/wp-login.php',
    status: 200,
    ua: reader,
  });
  for (const asset of ASSETS)
    entries.push({
      at: readerAt + 300,
      ip: DEMO_BLOCKED.mistyping,
      method: 'GET',
      target: asset,
      status: 200,
      ua: reader,
    });
  burst(entries, readerAt + 5000, 12, 4500, () => ({
    ip: DEMO_BLOCKED.mistyping,
    method: 'POST',
    target: '/wp-login.php',
    status: 200,
    ua: reader,
    referer: 'https://creator-blog.example/wp-login.php',
  }));
  // A scraper of the user list.
  burst(entries, DEMO_LOG_START + 8 * 60_000, 600, 100, (_, i) => ({
    ip: DEMO_BLOCKED.scraper,
    method: 'GET',
    target: `/wp-json/wp/v2/users?page=${1 + (i % 40)}`,
    status: 200,
    ua: 'Go-http-client/1.1',
  }));
  // Googlebot reading posts through the REST API, eight a second for twenty seconds.
  burst(entries, DEMO_LOG_START + 21 * 60_000, 160, 125, (_, i) => ({
    ip: DEMO_BLOCKED.crawler,
    method: 'GET',
    target: `/wp-json/wp/v2/posts?page=${1 + (i % 20)}`,
    status: 200,
    ua: GOOGLEBOT,
  }));
  // The creator: the dashboard with its assets, then the block editor saving a post (its API calls in a burst).
  const own = BROWSERS[0] as string;
  const editAt = DEMO_LOG_START + 25 * 60_000;
  entries.push({
    at: editAt,
    ip: DEMO_BLOCKED.own,
    method: 'GET',
    target: '/wp-admin/post.php?post=812&action=edit',
    status: 200,
    ua: own,
  });
  for (const asset of ASSETS)
    entries.push({ at: editAt + 200, ip: DEMO_BLOCKED.own, method: 'GET', target: asset, status: 200, ua: own });
  burst(entries, editAt + 60_000, 70, 120, (_, i) => ({
    ip: DEMO_BLOCKED.own,
    method: i % 5 === 0 ? 'POST' : 'GET',
    target:
      i % 5 === 0 ? '/wp-json/wp/v2/posts/812?_locale=user' : `/wp-json/wp/v2/blocks?context=edit&page=${1 + (i % 7)}`,
    status: 200,
    ua: own,
    referer: 'https://creator-blog.example/wp-admin/post.php?post=812&action=edit',
  }));
  entries.sort((a, b) => a.at - b.at || (a.ip < b.ip ? -1 : a.ip > b.ip ? 1 : 0));
  const lines = entries.map((e) => line(e, rand));
  // TLS bytes on the plain port: nginx logs them as the "request", with status 400.
  lines.splice(
    Math.floor(lines.length / 3),
    0,
    `198.18.0.77 - - [${clfTime(DEMO_LOG_START + 10 * 60_000)}] "\\x16\\x03\\x01\\x02\\x00\\x01\\x00\\x01\\xFC\\x03\\x03" 400 157 "-" "-" 0.000`,
  );
  return `${lines.join('\n')}\n`;
}
