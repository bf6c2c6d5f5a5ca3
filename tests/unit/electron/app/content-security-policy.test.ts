import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../electron/app/content-security-policy';
import { PLATFORM_IMAGE_HOSTS } from '../../../../shared/platform/image-hosts';

const imgSrc = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src '));

describe("the page's image sources", () => {
  it("are the platform's image hosts and the local emulator, and no other https host", () => {
    const sources = imgSrc(contentSecurityPolicy())!.split(' ').slice(1);
    expect(sources).not.toContain('https:');
    expect(sources.filter((source) => source.startsWith('https://'))).toEqual(
      PLATFORM_IMAGE_HOSTS.map((host) => `https://${host}`),
    );
    expect(sources).toContain('http://127.0.0.1:*');
  });

  it("match the copy in the page's own meta tag", () => {
    const html = readFileSync(new URL('../../../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(imgSrc(meta)).toBe(imgSrc(contentSecurityPolicy()));
  });
});
