// The Channel screen's status card: monetization and long uploads in a creator's words, each pointing to where it
// is changed, and when the platform last said them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { english, inLanguage } from '../../../../support/intl';
import {
  ChannelStatus,
  longUploadsWords,
  monetizationStudioUrl,
  monetizationWords,
} from '../../../../../renderer/screens/channel/ChannelStatus';

vi.mock('../../../../../renderer/desk/desk', () => ({
  desk: {
    call: () => Promise.reject(new Error('the card reads nothing until asked')),
    on: () => () => undefined,
  },
}));

const channel = { id: 'UCdemo0000000000000000001', title: 'Demo' };

describe('ChannelStatus', () => {
  it('says monetization on, off or not reported', () => {
    expect(monetizationWords(true, english)).toBe('on');
    expect(monetizationWords(false, english)).toBe('off');
    expect(monetizationWords(undefined, english)).toBe('not reported');
  });

  it('says each long-uploads status', () => {
    expect(longUploadsWords('allowed', english)).toBe('allowed');
    expect(longUploadsWords('eligible', english)).toBe('not yet: the channel can once it is verified');
    expect(longUploadsWords('disallowed', english)).toBe('not allowed for this channel');
    expect(longUploadsWords(undefined, english)).toBe('not reported');
  });

  it('shows monetization with the studio link, and no verification note for a channel allowed long uploads', () => {
    const html = renderToStaticMarkup(
      inLanguage(
        <ChannelStatus channel={{ ...channel, isChannelMonetizationEnabled: false, longUploadsStatus: 'allowed' }} />,
      ),
    );
    expect(html).toContain('Monetization: <strong>off</strong>');
    expect(html).toContain(`href="${monetizationStudioUrl(channel.id)}"`);
    expect(monetizationStudioUrl(channel.id)).toBe(
      'https://studio.youtube.com/channel/UCdemo0000000000000000001/monetization',
    );
    expect(html).toContain('Videos longer than 15 minutes: <strong>allowed</strong>');
    expect(html).not.toContain('doctor-channel-not-verified');
    expect(html).toContain('As the platform said at sign-in.');
    expect(html).toContain('Reading the channel: 1 unit');
  });

  it('names the verification a channel needs for long uploads', () => {
    const html = renderToStaticMarkup(
      inLanguage(
        <ChannelStatus channel={{ ...channel, isChannelMonetizationEnabled: true, longUploadsStatus: 'eligible' }} />,
      ),
    );
    expect(html).toContain('Monetization: <strong>on</strong>');
    expect(html).toContain('data-testid="doctor-channel-not-verified"');
  });
});
