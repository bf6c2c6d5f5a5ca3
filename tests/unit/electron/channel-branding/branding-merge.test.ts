// channels.update replaces brandingSettings whole: the merge must send back everything the platform holds with only
// the user's changes laid over it, clear what the user cleared, and say when nothing changed.
import { describe, expect, it } from 'vitest';
import { mergeBranding } from '../../../../electron/channel-branding/branding-merge';
import type { BrandingSettings } from '../../../../electron/channel-branding/branding-resources';

const current: BrandingSettings = {
  channel: {
    title: 'Demo Studio',
    description: 'Old words',
    keywords: 'studio "desk setup"',
    country: 'US',
    defaultLanguage: 'en',
    unsubscribedTrailer: 'dQd3moVid01',
  },
  image: { bannerExternalUrl: 'https://yt3.example/banner-1' },
};

describe('mergeBranding', () => {
  it('changes the description only, keeping the title, trailer, keywords, country, language and banner', () => {
    const { changed, brandingSettings } = mergeBranding(current, { description: 'New words' });
    expect(changed).toBe(true);
    expect(brandingSettings).toEqual({
      channel: { ...current.channel, description: 'New words' },
      image: { bannerExternalUrl: 'https://yt3.example/banner-1' },
    });
  });

  it('joins a keyword list as the platform stores it, quoting the multi-word ones', () => {
    const { brandingSettings } = mergeBranding(current, { keywords: ['studio', 'color grading', 'lights'] });
    expect(brandingSettings.channel?.keywords).toBe('studio "color grading" lights');
  });

  it('clears the country and language on null, and the keywords on an empty list', () => {
    const { changed, brandingSettings } = mergeBranding(current, {
      country: null,
      defaultLanguage: null,
      keywords: [],
    });
    expect(changed).toBe(true);
    expect(brandingSettings.channel).not.toHaveProperty('country');
    expect(brandingSettings.channel).not.toHaveProperty('defaultLanguage');
    expect(brandingSettings.channel).not.toHaveProperty('keywords');
    expect(brandingSettings.channel?.unsubscribedTrailer).toBe('dQd3moVid01');
  });

  it('sets a banner URL without touching the channel settings', () => {
    const { changed, brandingSettings } = mergeBranding(current, { bannerExternalUrl: 'https://yt3.example/2' });
    expect(changed).toBe(true);
    expect(brandingSettings.channel).toEqual(current.channel);
    expect(brandingSettings.image).toEqual({ bannerExternalUrl: 'https://yt3.example/2' });
  });

  it('keeps properties it does not know (the platform may hold more than this app shows)', () => {
    const withMore = {
      ...current,
      watch: { textColor: '#fff' },
      channel: { ...current.channel, moderateComments: true },
    };
    const { brandingSettings } = mergeBranding(withMore, { country: 'DE' });
    expect(brandingSettings).toMatchObject({
      watch: { textColor: '#fff' },
      channel: { moderateComments: true, country: 'DE' },
    });
  });

  it('says nothing changed when the edits equal what the platform has', () => {
    expect(
      mergeBranding(current, {
        description: 'Old words',
        keywords: ['studio', 'desk setup'],
        country: 'US',
        defaultLanguage: 'en',
        bannerExternalUrl: 'https://yt3.example/banner-1',
      }).changed,
    ).toBe(false);
    expect(mergeBranding({}, { description: '', keywords: [], country: null }).changed).toBe(false);
  });
});
