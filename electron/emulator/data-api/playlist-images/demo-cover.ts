// The demo workspace's playlist cover: "First time here" starts with a square hero image, so the Playlists screen has
// a cover to show, replace and delete. Made once, when the emulator's image state is new (a data folder that
// already has one keeps what the user did with it, the cover deleted included).
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaHost } from '../media/media-host';
import { MEDIA_STATE_FILE } from '../media/media-store';
import { DEMO_COVER_PNG_BASE64, DEMO_COVER_SIDE as SIDE } from './demo-cover-png';
import { playlistImageId } from './playlist-image-resource';

const DEMO_COVER_PLAYLIST_ID = 'PLd3moStartHere00000000000000000003';

/** Whether the image state is yet to be written: the demo's cover is seeded only then. */
export async function mediaStateIsNew(dataDir: string): Promise<boolean> {
  return access(join(dataDir, MEDIA_STATE_FILE)).then(
    () => false,
    () => true,
  );
}

export async function seedDemoCover(host: MediaHost): Promise<void> {
  if (!host.videos.playlist(DEMO_COVER_PLAYLIST_ID)) return;
  const bytes = Buffer.from(DEMO_COVER_PNG_BASE64, 'base64');
  const id = playlistImageId(DEMO_COVER_PLAYLIST_ID, 'hero');
  await host.media.setPlaylistImage(
    id,
    { name: `pi-${id}-1.png`, bytes },
    { playlistId: DEMO_COVER_PLAYLIST_ID, type: 'hero', revision: 1, width: SIDE, height: SIDE },
  );
}
