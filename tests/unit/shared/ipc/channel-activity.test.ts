// Reading the channel a creator pasted: an ID, a handle, an address that names either, and the older addresses that
// name neither, answered with what to do.
import { describe, expect, it } from 'vitest';
import { channelActivityCalls, parseChannelReference } from '../../../../shared/ipc/channel-activity';
import { intlFor } from '../../../../shared/i18n/catalogue';

const en = intlFor('en');

const ID = 'UCViewerAmara00000000001';

describe('channel references', () => {
  it('takes an ID or an address of the channel page', () => {
    expect(parseChannelReference(ID, en)).toEqual({ channelId: ID });
    expect(parseChannelReference(` https://www.youtube.com/channel/${ID} `, en)).toEqual({ channelId: ID });
    expect(parseChannelReference(`https://youtube.com/channel/${ID}/videos?view=0`, en)).toEqual({ channelId: ID });
  });

  it('takes a handle alone or in an address, in any script', () => {
    expect(parseChannelReference('@amara', en)).toEqual({ handle: '@amara' });
    expect(parseChannelReference(' https://www.youtube.com/@Amara.Films/videos ', en)).toEqual({
      handle: '@Amara.Films',
    });
    expect(parseChannelReference('youtube.com/@chloé_martin?si=x', en)).toEqual({ handle: '@chloé_martin' });
    expect(parseChannelReference('@日本語チャンネル', en)).toEqual({ handle: '@日本語チャンネル' });
  });

  it('says what a handle or an ID looks like, and where to find the ID for an older address', () => {
    expect(parseChannelReference('@ab', en)).toMatchObject({ problem: expect.stringContaining('3 to 30') });
    expect(parseChannelReference(`@${'a'.repeat(31)}`, en)).toMatchObject({
      problem: expect.stringContaining('3 to 30'),
    });
    expect(parseChannelReference('@a b c', en)).toMatchObject({ problem: expect.stringContaining('3 to 30') });
    expect(parseChannelReference('https://www.youtube.com/c/amara', en)).toMatchObject({
      problem: expect.stringContaining('Copy channel ID'),
    });
    expect(parseChannelReference('https://www.youtube.com/user/amara', en)).toMatchObject({
      problem: expect.stringContaining('handle (@name)'),
    });
    expect(parseChannelReference(`${ID}x`, en)).toMatchObject({ problem: expect.stringContaining('22 letters') });
    expect(parseChannelReference('hello', en)).toMatchObject({ problem: expect.stringContaining('starts with @') });
    expect(parseChannelReference('', en)).toMatchObject({ problem: expect.stringContaining('Paste a channel ID') });
  });

  it("says the problem in the caller's language", () => {
    expect(parseChannelReference('hello', intlFor('ja'))).toEqual({
      problem: expect.stringMatching(/^チャンネル ID でもハンドルでもありません。/),
    });
    expect(parseChannelReference('@ab', intlFor('de'))).toEqual({
      problem: expect.stringContaining('3 bis 30 Buchstaben'),
    });
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
