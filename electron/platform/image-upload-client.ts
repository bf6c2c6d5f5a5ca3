// Sends files to the platform's upload host: thumbnails.set and channelBanners.insert as simple media uploads (the
// raw image); watermarks.set, captions.insert and playlistImages.insert/update as multipart/related (the JSON
// resource, then the image or caption file). Like the Data API client: the bearer token comes from the session for the exact URL, a 401 gets one retry
// with a fresh token, redirects are never followed (they would carry the token elsewhere), and every failure is a
// DeskError.
import { randomBytes } from 'node:crypto';
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { z } from 'zod';
import { DeskError } from '../ipc/desk-error';
import type { AccessTokenProvider } from './access-token-provider';
import type { DataApiObserver } from './data-api-client';
import { parseErrorEnvelope, toDeskError } from './data-api-errors';
import { keepWords } from '../language/say-line';
import { lineOf } from '../../shared/i18n/saved-line';
import { PLATFORM_ADVICE, PLATFORM_ERRORS } from './platform-messages';

export interface ImageToSend {
  readonly bytes: Buffer;
  readonly mimeType: string;
}

const thumbnailSchema = z.object({
  url: z.string().min(1),
  width: z.number().optional(),
  height: z.number().optional(),
});
const thumbnailSetResponseSchema = z.object({
  kind: z.literal('youtube#thumbnailSetResponse'),
  items: z.array(z.record(z.string(), thumbnailSchema)).min(1),
});

const channelBannerResourceSchema = z.object({
  kind: z.literal('youtube#channelBannerResource'),
  url: z.string().min(1).max(2_000),
});

export type ThumbnailSizes = Readonly<Record<string, { url: string; width?: number; height?: number }>>;

export interface InvideoBranding {
  readonly timing: {
    readonly type: 'offsetFromStart' | 'offsetFromEnd';
    readonly offsetMs: string;
    readonly durationMs?: string;
  };
  readonly position?: { readonly type: 'corner'; readonly cornerPosition: 'topRight' };
  readonly targetChannelId?: string;
}

export interface SendOptions {
  /** Bytes handed to the network so far, of the whole request body. */
  readonly onProgress?: (sent: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export class ImageUploadClient {
  private readonly http: AxiosInstance;

  constructor(
    private readonly uploadBaseUrl: () => string,
    private readonly tokens: AccessTokenProvider,
    /** Told of every answer, like the Data API client's (the app's quota ledger counts these calls too). */
    private readonly observer?: DataApiObserver,
  ) {
    this.http = axios.create({ timeout: 120_000, validateStatus: () => true, maxRedirects: 0 });
  }

  /** thumbnails.set: the sizes the platform made of the image. */
  async setThumbnail(videoId: string, image: ImageToSend, options: SendOptions = {}): Promise<ThumbnailSizes> {
    const url = this.url('/thumbnails/set', { videoId, uploadType: 'media' });
    const response = await this.send('/thumbnails/set', url, image.bytes, image.mimeType, options);
    const parsed = thumbnailSetResponseSchema.safeParse(response.data);
    if (!parsed.success) {
      throw new DeskError('bad-response', keepWords(PLATFORM_ERRORS.thumbnailOddAnswer), {
        status: response.status,
      });
    }
    return parsed.data.items[0] as ThumbnailSizes;
  }

  /** channelBanners.insert: the URL the platform keeps the banner at, for channels.update to set. */
  async insertBanner(image: ImageToSend, options: SendOptions = {}): Promise<string> {
    const url = this.url('/channelBanners/insert', { uploadType: 'media' });
    const response = await this.send('/channelBanners/insert', url, image.bytes, image.mimeType, options);
    const parsed = channelBannerResourceSchema.safeParse(response.data);
    if (!parsed.success) {
      throw new DeskError('bad-response', keepWords(PLATFORM_ERRORS.bannerNoUrl), { status: response.status });
    }
    return parsed.data.url;
  }

  /** watermarks.set: nothing comes back (204); the platform cannot report the watermark later either. */
  async setWatermark(
    channelId: string,
    branding: InvideoBranding,
    image: ImageToSend,
    options: SendOptions = {},
  ): Promise<void> {
    const url = this.url('/watermarks/set', { channelId, uploadType: 'multipart' });
    const { body, contentType } = multipartRelated(branding, image);
    await this.send('/watermarks/set', url, body, contentType, options);
  }

  /** captions.insert with its file (multipart: the caption resource, then the file); answers the new track. */
  async insertCaption(resource: unknown, file: ImageToSend, options: SendOptions = {}): Promise<unknown> {
    const url = this.url('/captions', { part: 'snippet', uploadType: 'multipart' });
    const { body, contentType } = multipartRelated(resource, file);
    return (await this.send('/captions', url, body, contentType, options)).data;
  }

  /**
   * playlistImages.insert (POST) or, for a playlist that has an image, playlistImages.update (PUT, the resource
   * carrying the image's id): multipart, the resource then the image. Answers the playlistImage resource.
   */
  async sendPlaylistImage(
    resource: unknown,
    image: ImageToSend,
    verb: 'POST' | 'PUT',
    options: SendOptions = {},
  ): Promise<unknown> {
    const url = this.url('/playlistImages', { part: 'snippet', uploadType: 'multipart' });
    const { body, contentType } = multipartRelated(resource, image);
    return (await this.send('/playlistImages', url, body, contentType, options, verb)).data;
  }

  private url(path: string, params: Record<string, string>): string {
    return `${this.uploadBaseUrl().replace(/\/$/, '')}${path}?${new URLSearchParams(params).toString()}`;
  }

  private async send(
    path: string,
    url: string,
    body: Buffer,
    contentType: string,
    options: SendOptions,
    verb: 'POST' | 'PUT' = 'POST',
  ): Promise<AxiosResponse> {
    const post = async (token: string) => {
      const response = await this.post(url, body, contentType, token, options, verb);
      const reason = parseErrorEnvelope(response.data).reason;
      this.observer?.called({ verb, path, status: response.status, ...(reason ? { reason } : {}) });
      return response;
    };
    let token = await this.tokens.getAccessToken(url);
    let response = await post(token);
    if (response.status === 401) {
      token = await this.tokens.refreshAfterRejection(token, url);
      response = await post(token);
    }
    if (response.status >= 200 && response.status < 300) return response;
    throw imageError(response.status, response.data);
  }

  private async post(
    url: string,
    body: Buffer,
    contentType: string,
    token: string,
    options: SendOptions,
    verb: 'POST' | 'PUT',
  ) {
    try {
      return await this.http.request({
        method: verb,
        url,
        data: body,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, accept: 'application/json' },
        signal: options.signal,
        maxBodyLength: body.length + 1,
        onUploadProgress: options.onProgress
          ? (event) => options.onProgress?.(Math.min(event.loaded, body.length), body.length)
          : undefined,
      });
    } catch (error) {
      if (options.signal?.aborted) throw new DeskError('network', keepWords(PLATFORM_ERRORS.imageStopped));
      throw new DeskError(
        'network',
        keepWords(PLATFORM_ERRORS.uploadHostUnreachable, {
          why: error instanceof Error ? error.message : { line: lineOf(PLATFORM_ERRORS.networkError) },
        }),
      );
    }
  }
}

/** `multipart/related`: the JSON resource, then the media, as the upload host takes metadata with a file. */
function multipartRelated(resource: unknown, media: ImageToSend): { body: Buffer; contentType: string } {
  const boundary = `desk-${randomBytes(16).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(resource)}\r\n` +
        `--${boundary}\r\nContent-Type: ${media.mimeType}\r\n\r\n`,
    ),
    media.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}

/**
 * The upload host's refusals. An unverified channel's 403 has the same reason ("forbidden") as a video of someone
 * else; only its message tells them apart, and only the first has a way out the user can take.
 */
function imageError(status: number, body: unknown): DeskError {
  const { reason, message } = parseErrorEnvelope(body);
  if (status === 403 && reason === 'forbidden' && /custom video thumbnails/i.test(message ?? '')) {
    return new DeskError(
      'channel-not-verified',
      keepWords(PLATFORM_ERRORS.withAdvice, {
        said: message ?? { line: lineOf(PLATFORM_ERRORS.thumbnailsNotAllowed) },
        advice: { line: lineOf(PLATFORM_ADVICE.verifyForThumbnails) },
      }),
      {
        status,
        reason,
      },
    );
  }
  return toDeskError(status, body);
}
