// The platform side of the attachment steps: `thumbnails.set` through the image upload client (the image read
// and checked again by the image intake just before it goes), `playlistItems.insert` /
// `playlistItems.list?playlistId&videoId` on the Data API, and `captions.insert` (the file checked again by the
// caption intake) / `captions.list?videoId`.
import { CAPTION_MIME_TYPES, readCaptionFile } from '../../captions/caption-intake';
import { tracksOf } from '../../captions/caption-resource';
import { readImageFile } from '../../files/image-intake';
import type { AccessTokenProvider, ServiceEndpoints } from '../../platform/access-token-provider';
import { DataApiClient, type DataApiObserver } from '../../platform/data-api-client';
import { ImageUploadClient } from '../../platform/image-upload-client';
import type { AttachmentPlatform, CaptionTrackToAdd, ThumbnailImage } from './attachment-runner';

export interface PlatformAttachmentsDeps {
  readonly endpoints: () => ServiceEndpoints;
  readonly tokens: AccessTokenProvider;
  /** The app's quota ledger: the steps spend units like any other call. */
  readonly observer?: DataApiObserver;
}

interface PlaylistItemList {
  readonly items?: readonly unknown[];
}

export class PlatformAttachments implements AttachmentPlatform {
  private readonly api: DataApiClient;
  private readonly images: ImageUploadClient;

  constructor(deps: PlatformAttachmentsDeps) {
    this.api = new DataApiClient(
      () => deps.endpoints().dataApiBaseUrl,
      deps.tokens,
      deps.observer ? { observer: deps.observer } : {},
    );
    this.images = new ImageUploadClient(() => deps.endpoints().uploadBaseUrl, deps.tokens, deps.observer);
  }

  async setThumbnail(videoId: string, image: ThumbnailImage, signal: AbortSignal): Promise<void> {
    const checked = await readImageFile(image.path, image.name, 'thumbnail');
    await this.images.setThumbnail(videoId, { bytes: checked.bytes, mimeType: checked.mimeType }, { signal });
  }

  async addToPlaylist(videoId: string, playlistId: string): Promise<void> {
    await this.api.request({
      method: 'POST',
      path: '/playlistItems',
      params: { part: 'snippet' },
      body: { snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId } } },
    });
  }

  async isInPlaylist(videoId: string, playlistId: string): Promise<boolean> {
    const list = await this.api.request<PlaylistItemList>({
      path: '/playlistItems',
      params: { part: 'id', playlistId, videoId, maxResults: 50 },
    });
    return (list.items?.length ?? 0) > 0;
  }

  async addCaption(videoId: string, track: CaptionTrackToAdd, signal: AbortSignal): Promise<void> {
    const checked = await readCaptionFile(track.path, track.fileName);
    await this.images.insertCaption(
      { snippet: { videoId, language: track.language, name: track.name, isDraft: track.isDraft } },
      { bytes: checked.bytes, mimeType: CAPTION_MIME_TYPES[checked.format] },
      { signal },
    );
  }

  async hasCaption(videoId: string, language: string, name: string): Promise<boolean> {
    const tracks = tracksOf(await this.api.request({ path: '/captions', params: { part: 'snippet', videoId } }));
    return tracks.some((track) => track.language === language && track.name === name);
  }
}
