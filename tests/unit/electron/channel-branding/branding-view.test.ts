// The view the Branding tab gets: keywords as a list, the branding part preferred to the snippet, a banner URL the
// page's CSP would block left out, and an uploaded banner offered for step 2 only while it is not the one shown.
import { describe, expect, it } from 'vitest';
import { toBrandingView } from '../../../../electron/channel-branding/branding-view';

describe('toBrandingView', () => {
  it('reads the branding part, with the keywords as a list', () => {
    const view = toBrandingView(
      {
        id: 'UCdemo',
        snippet: { title: 'Snippet title', description: 'snippet words' },
        brandingSettings: {
          channel: { title: 'Demo', description: 'Branding words', keywords: 'a "b c"', country: 'FR' },
          image: { bannerExternalUrl: 'https://yt3.example/b1' },
        },
      },
      undefined,
    );
    expect(view).toEqual({
      channelId: 'UCdemo',
      title: 'Demo',
      description: 'Branding words',
      keywords: ['a', 'b c'],
      country: 'FR',
      bannerUrl: 'https://yt3.example/b1',
    });
  });

  it('falls back on the snippet, and leaves out a banner URL that is neither https nor the local emulator', () => {
    const view = toBrandingView(
      {
        id: 'UCx',
        snippet: { title: 'X', description: 'words' },
        brandingSettings: { image: { bannerExternalUrl: 'http://tracker.example/b.png' } },
      },
      undefined,
    );
    expect(view).toEqual({ channelId: 'UCx', title: 'X', description: 'words', keywords: [] });
    expect(
      toBrandingView(
        { id: 'UCx', brandingSettings: { image: { bannerExternalUrl: 'javascript:alert(1)' } } },
        undefined,
      ),
    ).not.toHaveProperty('bannerUrl');
  });

  it('offers an uploaded banner for step 2 until the channel shows it', () => {
    const pending = { url: 'http://127.0.0.1:4000/_emulator/v1/banners/b2', width: 2048, height: 1152 };
    const before = toBrandingView({ id: 'UCx', brandingSettings: {} }, pending);
    expect(before.pendingBanner).toEqual(pending);
    const after = toBrandingView(
      { id: 'UCx', brandingSettings: { image: { bannerExternalUrl: pending.url } } },
      pending,
    );
    expect(after.pendingBanner).toBeUndefined();
    expect(after.bannerUrl).toBe(pending.url);
  });
});
