// The emulator's image state across versions: a data folder written before playlistImages existed still opens,
// with no playlist images, rather than being thrown away as unreadable (which would lose its thumbnails too).
import { describe, expect, it } from 'vitest';
import { mediaStateSchema } from '../../../../../../electron/emulator/data-api/media/media-state';

describe('mediaStateSchema', () => {
  it('reads a state file from before playlistImages, keeping its thumbnails', () => {
    const before = {
      version: 1,
      thumbnails: { dQd3moVid01: { revision: 2, setAt: '2026-08-01T00:00:00.000Z', sizes: {} } },
      watermarks: {},
      unverifiedChannels: [],
    };
    const parsed = mediaStateSchema.safeParse(before);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.playlistImages).toEqual({});
    expect(parsed.data?.thumbnails.dQd3moVid01?.revision).toBe(2);
  });
});
