// The Data API side of the upload service, loaded on first use. An upload itself talks to the upload host through
// http-transport.ts (Node's own http); only the category list and the steps after the transfer (thumbnail,
// playlists, captions) need the Data API and image clients, which bring axios (and through it undici, web streams
// and form-data): about 10 MB of a process's memory that an upload never uses. So they are imported when first
// called, and the upload engine's process stays small until then (see the upload bench in the README).
import type { AccessTokenProvider } from '../../platform/access-token-provider';
import type { DataApiClient, DataApiObserver } from '../../platform/data-api-client';
import type { PlatformAttachmentsDeps } from './attachment-platform';
import type { AttachmentPlatform } from './attachment-runner';

/** A Data API client made on first call (and a new one per call, like the service's categories always did). */
export async function loadDataApiClient(
  baseUrl: () => string,
  tokens: AccessTokenProvider,
  observer: DataApiObserver | undefined,
): Promise<DataApiClient> {
  const { DataApiClient } = await import('../../platform/data-api-client');
  return new DataApiClient(baseUrl, tokens, observer ? { observer } : {});
}

/** The platform's attachment steps (attachment-platform.ts), its module imported by the first step. */
export function lazyPlatformAttachments(deps: PlatformAttachmentsDeps): AttachmentPlatform {
  let loaded: Promise<AttachmentPlatform> | undefined;
  const platform = (): Promise<AttachmentPlatform> =>
    (loaded ??= import('./attachment-platform').then(({ PlatformAttachments }) => new PlatformAttachments(deps)));
  return {
    setThumbnail: async (videoId, image, signal) => (await platform()).setThumbnail(videoId, image, signal),
    addToPlaylist: async (videoId, playlistId, signal) => (await platform()).addToPlaylist(videoId, playlistId, signal),
    isInPlaylist: async (videoId, playlistId, signal) => (await platform()).isInPlaylist(videoId, playlistId, signal),
    addCaption: async (videoId, track, signal) => (await platform()).addCaption(videoId, track, signal),
    hasCaption: async (videoId, language, name, signal) =>
      (await platform()).hasCaption(videoId, language, name, signal),
  };
}
