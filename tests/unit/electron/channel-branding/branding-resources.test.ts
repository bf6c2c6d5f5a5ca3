// A server answering garbage gets a clear error instead of a half-drawn tab; region and language lists come back
// by name, an entry without a name shown by its code; properties this app does not know are kept for the merge.
import { describe, expect, it } from 'vitest';
import {
  parseChannelList,
  parseChoices,
  parseUpdatedChannel,
} from '../../../../electron/channel-branding/branding-resources';
import { DeskError } from '../../../../electron/ipc/desk-error';

describe('branding resources', () => {
  it('reads the first channel of a list, keeping unknown branding properties', () => {
    const channel = parseChannelList({
      items: [{ id: 'UCx', brandingSettings: { channel: { keywords: 'a', moderateComments: true }, watch: {} } }],
    });
    expect(channel?.brandingSettings).toEqual({ channel: { keywords: 'a', moderateComments: true }, watch: {} });
    expect(parseChannelList({ items: [] })).toBeUndefined();
  });

  it('refuses garbage with bad-response and a sentence', () => {
    for (const body of [
      '<html>oops</html>',
      { items: [{ id: 7 }] },
      { items: [{ id: 'UCx', brandingSettings: 'x' }] },
    ]) {
      const error = (() => {
        try {
          parseChannelList(body);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(DeskError);
      expect((error as DeskError).code).toBe('bad-response');
      expect((error as DeskError).message).toMatch(/not a list of channels/);
    }
    expect(() => parseUpdatedChannel({ brandingSettings: {} })).toThrow(/not the updated channel/);
  });

  it('lists choices by name, showing the code of an entry without a name', () => {
    expect(
      parseChoices(
        {
          items: [
            { id: 'FR', snippet: { gl: 'FR', name: 'France' } },
            { id: 'XK' },
            { id: 'DE', snippet: { gl: 'DE', name: 'Germany' } },
          ],
        },
        'a list of regions',
      ),
    ).toEqual([
      { code: 'FR', name: 'France' },
      { code: 'DE', name: 'Germany' },
      { code: 'XK', name: 'XK' },
    ]);
  });
});
