import { describe, expect, it } from 'vitest';
import { crawlerOf, looksLikeBrowser } from '../../../../shared/rate-limits/crawlers';

describe('crawlers and browsers by user agent', () => {
  it('names the search engine crawlers', () => {
    expect(crawlerOf('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe('Googlebot');
    expect(crawlerOf('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe('Bingbot');
    expect(crawlerOf('Mozilla/5.0 (Macintosh) Safari/605.1.15')).toBeUndefined();
    expect(crawlerOf('')).toBeUndefined();
  });

  it('takes a Mozilla user agent without words of automation for a browser', () => {
    expect(looksLikeBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(true);
    expect(looksLikeBrowser('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(false);
    expect(looksLikeBrowser('Mozilla/5.0 HeadlessChrome/131.0')).toBe(false);
    expect(looksLikeBrowser('curl/8.5.0')).toBe(false);
  });
});
