// Reading the channel a creator pasted: an ID, a handle, an address that names either, and the older addresses that
// name neither, answered with what to do.
import { describe, expect, it } from 'vitest';
import { channelActivityCalls, parseChannelReference } from '../../../../shared/ipc/channel-activity';

const ID = 'UCViewerAmara00000000001';

describe('channel references', () => {
  it('takes an ID or an address of the channel page', () => {
    expect(parseChannelReference(ID)).toEqual({ channelId: ID });
    expect(parseChannelReference(` https://www.youtube.com/channel/${ID} `)).toEqual({ channelId: ID });
    expect(parseChannelReference(`https://youtube.com/channel/${ID}/videos?view=0`)).toEqual({ channelId: ID });
  });

  it('takes a handle alone or in an address, in any script', () => {
    expect(parseChannelReference('@amara')).toEqual({ handle: '@amara' });
    expect(parseChannelReference(' https://www.youtube.com/@Amara.Films/videos ')).toEqual({ handle: '@Amara.Films' });
    expect(parseChannelReference('youtube.com/@chloé_martin?si=x')).toEqual({ handle: '@chloé_martin' });
    expect(parseChannelReference('@日本語チャンネル')).toEqual({ handle: '@日本語チャンネル' });
  });

  it('says what a handle or an ID looks like, and where to find the ID for an older address', () => {
    expect(parseChannelReference('@ab')).toMatchObject({ problem: expect.stringContaining('3 to 30') });
    expect(parseChannelReference(`@${'a'.repeat(31)}`)).toMatchObject({ problem: expect.stringContaining('3 to 30') });
    expect(parseChannelReference('@a b c')).toMatchObject({ problem: expect.stringContaining('3 to 30') });
    expect(parseChannelReference('https://www.youtube.com/c/amara')).toMatchObject({
      problem: expect.stringContaining('Copy channel ID'),
    });
    expect(parseChannelReference('https://www.youtube.com/user/amara')).toMatchObject({
      problem: expect.stringContaining('handle (@name)'),
    });
    expect(parseChannelReference(`${ID}x`)).toMatchObject({ problem: expect.stringContaining('22 letters') });
    expect(parseChannelReference('hello')).toMatchObject({ problem: expect.stringContaining('starts with @') });
    expect(parseChannelReference('')).toMatchObject({ problem: expect.stringContaining('Paste a channel ID') });
  });

  it('the contract refuses what is no channel before any call', () => {
    const subscribe = channelActivityCalls['channelActivity.subscribe'].input;
    expect(subscribe.safeParse({ channel: ID }).success).toBe(true);
    expect(subscribe.safeParse({ channel: '@amara' }).success).toBe(true);
    expect(subscribe.safeParse({ channel: 'hello' }).success).toBe(false);
    expect(subscribe.safeParse({ channel: ID, more: true }).success).toBe(false);
    expect(channelActivityCalls['channelActivity.subscribers'].input.safeParse({ pageToken: 'a b' }).success).toBe(
      false,
    );
  });
});
