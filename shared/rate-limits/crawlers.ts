// Search engines' crawlers by their user agents. A replay that would block one says so: blocking a crawler can take
// pages out of search results. A user agent can be forged (the provider verifies crawlers by reverse DNS, which a
// replay on this machine does not do), so this is a hint to look again, never a verdict.
const CRAWLERS: ReadonlyArray<readonly [needle: string, name: string]> = [
  ['googlebot', 'Googlebot'],
  ['google-inspectiontool', 'Google Inspection Tool'],
  ['adsbot-google', 'Google AdsBot'],
  ['bingbot', 'Bingbot'],
  ['duckduckbot', 'DuckDuckBot'],
  ['yandexbot', 'YandexBot'],
  ['baiduspider', 'Baiduspider'],
  ['applebot', 'Applebot'],
  ['slurp', 'Yahoo Slurp'],
  ['petalbot', 'PetalBot'],
  ['seznambot', 'SeznamBot'],
];

/** The crawler a user agent names itself as, or undefined. Linear: a few substring searches. */
export function crawlerOf(userAgent: string): string | undefined {
  if (userAgent === '') return undefined;
  const lower = userAgent.length > 512 ? userAgent.slice(0, 512).toLowerCase() : userAgent.toLowerCase();
  for (const [needle, name] of CRAWLERS) if (lower.includes(needle)) return name;
  return undefined;
}

const AUTOMATION = [
  'bot',
  'crawl',
  'spider',
  'curl/',
  'wget/',
  'python',
  'go-http-client',
  'java/',
  'okhttp',
  'scrapy',
  'headless',
];

/** A user agent that looks like a person's browser: "Mozilla/…" and no word of automation. */
export function looksLikeBrowser(userAgent: string): boolean {
  if (!userAgent.startsWith('Mozilla/')) return false;
  const lower = userAgent.length > 512 ? userAgent.slice(0, 512).toLowerCase() : userAgent.toLowerCase();
  return !AUTOMATION.some((word) => lower.includes(word));
}
