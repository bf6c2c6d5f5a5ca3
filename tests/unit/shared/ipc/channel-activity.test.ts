// Reading the channel a creator pasted: an ID, an address that names it, and the handle addresses that do not, each
// answered with what to do.
import { describe, expect, it } from 'vitest';
import { channelActivityCalls, parseChannelReference } from '../../../../shared/ipc/channel-activity';

const ID = 'UCViewerAmara00000000001';

describe('channel references', () => {
  it('takes an ID or an address of the channel page', () => {
    expect(parseChannelReference(ID)).toEqual({ channelId: ID });
    expect(parseChannelReference(` https://www.youtube.com/channel/${ID} `)).toEqual({ channelId: ID });
    expect(parseChannelReference(`https://youtube.com/channel/${ID}/videos?view=0`)).toEqual({ channelId: ID });
  });

  it('says where to find the ID for a handle, and what an ID looks like otherwise', () => {
    expect(parseChannelReference('https://www.youtube.com/@amara')).toMatchObject({
      problem: expect.stringContaining('Copy channel ID'),
    });
    expect(parseChannelReference('@amara')).toMatchObject({ problem: expect.stringContaining('handle') });
    expect(parseChannelReference(`${ID}x`)).toMatchObject({ problem: expect.stringContaining('22 letters') });
    expect(parseChannelReference('')).toMatchObject({ problem: expect.stringContaining('Paste a channel ID') });
  });

  it('the contract refuses what is no channel before any call', () => {
    const subscribe = channelActivityCalls['channelActivity.subscribe'].input;
    expect(subscribe.safeParse({ channel: ID }).success).toBe(true);
    expect(subscribe.safeParse({ channel: 'hello' }).success).toBe(false);
    expect(subscribe.safeParse({ channel: ID, more: true }).success).toBe(false);
    expect(channelActivityCalls['channelActivity.subscribers'].input.safeParse({ pageToken: 'a b' }).success).toBe(
      false,
    );
  });
});
