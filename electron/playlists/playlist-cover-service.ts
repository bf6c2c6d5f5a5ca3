// A playlist's cover image through playlistImages (discovery revision 20240303; 50 MB since 2026-09-14 in the
// revision history): read with playlistImages.list, set from a picked file checked by the image intake (PNG or JPEG
// by its bytes, square, at most 50 MiB) with playlistImages.insert, replaced with playlistImages.update, removed with
// playlistImages.delete. A staged copy (browser mode) is freed either way: the page still holds the File.
import { z } from 'zod';
import type { PlaylistCoverView } from '../../shared/ipc/playlists';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { readImageSource } from '../files/image-intake';
import type { StagingArea } from '../files/staging-area';
import type { DataApiClient } from '../platform/data-api-client';
import type { ImageUploadClient } from '../platform/image-upload-client';
import { parseAnswer } from '../library/video-resources';

interface PlaylistCoverDeps {
  readonly dataApi: () => DataApiClient;
  readonly client: () => ImageUploadClient;
  readonly staging: StagingArea;
  readonly acceptsPaths: boolean;
}

/** The only type the platform has: the playlist's "hero" image. */
const COVER_TYPE = 'hero';

// The reference pages write width and height as strings, the discovery document as integers: either is read.
const dimension = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).optional();
const coverSchema = z.object({
  id: z.string().min(1),
  snippet: z.object({ playlistId: z.string(), type: z.string().optional(), width: dimension, height: dimension }),
});
const coverListSchema = z.object({ items: z.array(coverSchema).default([]) });

function toView(resource: z.output<typeof coverSchema>): PlaylistCoverView {
  const { playlistId, type, width, height } = resource.snippet;
  return {
    id: resource.id,
    playlistId,
    type: type ?? COVER_TYPE,
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
  };
}

export interface PlaylistCoverService {
  cover(playlistId: string): Promise<PlaylistCoverView | null>;
  setCover(input: { playlistId: string; source: UploadSource; coverId?: string }): Promise<PlaylistCoverView>;
  deleteCover(coverId: string): Promise<null>;
}

export function createPlaylistCoverService(deps: PlaylistCoverDeps): PlaylistCoverService {
  return {
    async cover(playlistId) {
      const answer = parseAnswer(
        coverListSchema,
        await deps.dataApi().request<unknown>({
          path: '/playlistImages',
          params: { part: 'snippet', playlistId, maxResults: 1 },
        }),
        "a list of a playlist's images",
      );
      const first = answer.items.find((item) => item.snippet.playlistId === playlistId);
      return first ? toView(first) : null;
    },

    async setCover({ playlistId, source, coverId }) {
      const letGo = deps.staging.hold(source);
      try {
        const image = await readImageSource(source, 'playlist-cover', deps);
        const resource = {
          ...(coverId ? { id: coverId } : {}),
          snippet: { playlistId, type: COVER_TYPE, width: image.width, height: image.height },
        };
        const answer = await deps.client().sendPlaylistImage(resource, image, coverId ? 'PUT' : 'POST');
        return toView(parseAnswer(coverSchema, answer, "the playlist's new image"));
      } finally {
        await letGo();
      }
    },

    async deleteCover(coverId) {
      await deps.dataApi().request<unknown>({ method: 'DELETE', path: '/playlistImages', params: { id: coverId } });
      return null;
    },
  };
}
