// The platform side of the attachment steps: `thumbnails.set` on the upload host (the image streamed from disk,
// `uploadType=media`), and `playlistItems.insert` / `playlistItems.list?playlistId&videoId` on the Data API.
import { DeskError } from '../ipc/desk-error';
import type { AccessTokenProvider, ServiceEndpoints } from '../platform/access-token-provider';
import { DataApiClient } from '../platform/data-api-client';
import { toDeskError } from '../platform/data-api-errors';
import type { AttachmentPlatform, ThumbnailImage } from './attachment-runner';
import { TransportError, type HttpTransport, type TransportResponse } from './http-transport';

export interface PlatformAttachmentsDeps {
  readonly endpoints: () => ServiceEndpoints;
  readonly tokens: AccessTokenProvider;
  readonly transport: HttpTransport;
}

interface PlaylistItemList {
  readonly items?: readonly unknown[];
}

export class PlatformAttachments implements AttachmentPlatform {
  private readonly api: DataApiClient;

  constructor(private readonly deps: PlatformAttachmentsDeps) {
    this.api = new DataApiClient(() => deps.endpoints().dataApiBaseUrl, deps.tokens);
  }

  async setThumbnail(videoId: string, image: ThumbnailImage, signal: AbortSignal): Promise<void> {
    const base = this.deps.endpoints().uploadBaseUrl.replace(/\/+$/, '');
    const url = `${base}/thumbnails/set?videoId=${encodeURIComponent(videoId)}&uploadType=media`;
    let token = await this.deps.tokens.getAccessToken(url);
    let response = await this.sendImage(url, image, token, signal);
    if (response.status === 401) {
      token = await this.deps.tokens.refreshAfterRejection(token, url);
      response = await this.sendImage(url, image, token, signal);
    }
    if (response.status >= 200 && response.status < 300) return;
    throw toDeskError(response.status, parseJson(response.body));
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

  private async sendImage(
    url: string,
    image: ThumbnailImage,
    token: string,
    signal: AbortSignal,
  ): Promise<TransportResponse> {
    try {
      return await this.deps.transport.send({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': image.mimeType, accept: 'application/json' },
        body: image.size === 0 ? { kind: 'none' } : { kind: 'file', path: image.path, first: 0, last: image.size - 1 },
        signal,
      });
    } catch (error) {
      if (error instanceof TransportError) {
        throw new DeskError(
          'network',
          `Could not reach the video platform's upload host (${error.message}). Check your connection and Retry.`,
        );
      }
      throw error;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
