// The switcher's line under each channel, and each channel's counts of uploads sending and waiting.
import { describe, expect, it, vi } from 'vitest';
import type { UploadState } from '../../../../shared/uploads/upload-view';
import { english } from '../../../support/intl';

vi.mock('../../../../renderer/desk/desk', () =>
  import('../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { channelFigures } = await import('../../../../renderer/app/ChannelSwitcher');
const { uploadCountOf } = await import('../../../../renderer/stores/channel-upload-counts');

describe('channelFigures', () => {
  it('says only what there is', () => {
    expect(channelFigures(english, 0, 0)).toBe('Nothing waiting');
    expect(channelFigures(english, 1, 0)).toBe('1 sending');
    expect(channelFigures(english, 2, 3, { held: 14, more: false })).toBe('2 sending, 3 waiting, 14 held');
    expect(channelFigures(english, 0, 0, { held: 100, more: true })).toBe('100+ held');
    expect(channelFigures(english, 0, 1, { held: 0, more: false })).toBe('1 waiting');
  });
});

describe('uploadCountOf', () => {
  it("counts one channel's uploads sending and waiting, and nothing of another's", () => {
    const entries: Array<[string, string | undefined, UploadState]> = [
      ['a1', 'UCa', 'uploading'],
      ['a2', 'UCa', 'starting'],
      ['a3', 'UCa', 'queued'],
      ['a4', 'UCa', 'waiting-quota'],
      ['a5', 'UCa', 'done'],
      ['a6', 'UCa', 'paused'],
      ['b1', 'UCb', 'uploading'],
      ['x1', undefined, 'uploading'],
    ];
    const uploads = new Map(entries.map(([id, channelId, state]) => [id, { channelId, state }]));
    expect(uploadCountOf({ uploads }, 'UCa')).toEqual({ sending: 2, waiting: 2 });
    expect(uploadCountOf({ uploads }, 'UCb')).toEqual({ sending: 1, waiting: 0 });
  });
});
