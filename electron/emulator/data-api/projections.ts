// Records to the resources clients see: only the requested parts, read-only properties computed, counts as strings
// (as the platform sends them), and the owner-only parts of a video given to its owner alone.
import { resource } from './list-response';
import { processingDetailsOf, uploadStatusFields } from './processing-outcome';
import type { ChannelRecord, PlaylistItemRecord, PlaylistRecord, VideoRecord } from './youtube-state';

export interface ProjectionContext {
  readonly baseUrl: string;
  readonly now: number;
  readonly channel: (id: string) => ChannelRecord | undefined;
  readonly video: (id: string) => VideoRecord | undefined;
  /** How long an uploaded video stays "uploaded" before it is "processed". */
  readonly processingMs: number;
  /** Whether a video has a published (non-draft, serving) caption track: contentDetails.caption. */
  readonly hasPublishedCaption?: (videoId: string) => boolean;
  /** A video's custom thumbnail, which replaces the generated placeholders. */
  readonly customThumbnails?: (
    videoId: string,
  ) => Record<string, { url: string; width: number; height: number }> | undefined;
  /** Whether a channel is verified (the media plugin's control): long uploads and custom thumbnails need it. */
  readonly channelVerified?: (channelId: string) => boolean;
}

// paidProductPlacementDetails: "This data can only be retrieved by the video owner" (discovery revision 20260924).
const OWNER_ONLY_VIDEO_PARTS = new Set([
  'fileDetails',
  'paidProductPlacementDetails',
  'processingDetails',
  'suggestions',
]);

type Parts = ReadonlySet<string> | readonly string[];
const has = (parts: Parts, part: string) =>
  parts instanceof Set ? parts.has(part) : (parts as readonly string[]).includes(part);

/**
 * status.longUploadsStatus: as the studio control set it, else from the channel's verification. Uploads over 15
 * minutes are processed only when it is "allowed" (youtube-store.ts), so the control reaches that path too.
 */
export function longUploadsStatusOf(
  channel: Pick<ChannelRecord, 'longUploadsStatus'>,
  verified: boolean,
): 'allowed' | 'eligible' | 'disallowed' {
  return channel.longUploadsStatus ?? (verified ? 'allowed' : 'eligible');
}

export function thumbnails(
  baseUrl: string,
  kind: 'channel' | 'video',
  id: string,
): Record<string, { url: string; width: number; height: number }> {
  const url = (size: string) => `${baseUrl}/_emulator/v1/images/${kind}/${encodeURIComponent(id)}/${size}.svg`;
  return kind === 'channel'
    ? {
        default: { url: url('default'), width: 88, height: 88 },
        medium: { url: url('medium'), width: 240, height: 240 },
        high: { url: url('high'), width: 800, height: 800 },
      }
    : {
        default: { url: url('default'), width: 120, height: 90 },
        medium: { url: url('medium'), width: 320, height: 180 },
        high: { url: url('high'), width: 480, height: 360 },
      };
}

/** Where the emulator serves a channelBanners.insert image (the real service answers a yt3.ggpht.com URL). */
export function bannerUrl(baseUrl: string, bannerId: string): string {
  return `${baseUrl}/_emulator/v1/banners/${encodeURIComponent(bannerId)}`;
}

/** A video's thumbnails: the custom ones set with thumbnails.set, else the generated placeholders. */
export function videoThumbnails(
  ctx: ProjectionContext,
  videoId: string,
): Record<string, { url: string; width: number; height: number }> {
  return ctx.customThumbnails?.(videoId) ?? thumbnails(ctx.baseUrl, 'video', videoId);
}

export function projectChannel(
  ctx: ProjectionContext,
  channel: ChannelRecord,
  parts: Parts,
  videoCount: number,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (has(parts, 'snippet')) {
    body.snippet = {
      title: channel.title,
      description: channel.description,
      customUrl: channel.customUrl,
      publishedAt: channel.publishedAt,
      thumbnails: thumbnails(ctx.baseUrl, 'channel', channel.id),
      ...(channel.branding?.defaultLanguage ? { defaultLanguage: channel.branding.defaultLanguage } : {}),
      localized: { title: channel.title, description: channel.description },
      ...(channel.country ? { country: channel.country } : {}),
    };
  }
  if (has(parts, 'contentDetails'))
    body.contentDetails = { relatedPlaylists: { likes: '', uploads: channel.uploadsPlaylistId } };
  if (has(parts, 'statistics')) {
    body.statistics = {
      viewCount: '0',
      subscriberCount: String(channel.subscriberCount),
      hiddenSubscriberCount: false,
      videoCount: String(videoCount),
    };
  }
  // longUploadsStatus (discovery enum: allowed, eligible, disallowed; the channels reference, read 2026-11-25:
  // "allowed": the channel can upload videos over 15 minutes; "eligible": it can once its owner verifies it;
  // "disallowed": it cannot). An unverified channel of the emulator is one that has not verified yet: eligible.
  // isChannelMonetizationEnabled (revision 20260924; "whether the channel is considered YPP monetization enabled").
  // The test control sets both (control/studio-settings.ts). Never set, monetization reads false: the emulator's
  // channels have not joined the partner programme unless a test says so.
  if (has(parts, 'status')) {
    body.status = {
      privacyStatus: 'public',
      isLinked: true,
      longUploadsStatus: longUploadsStatusOf(channel, ctx.channelVerified?.(channel.id) ?? true),
      madeForKids: false,
      isChannelMonetizationEnabled: channel.monetizationEnabled ?? false,
    };
  }
  if (has(parts, 'brandingSettings')) {
    const branding = channel.branding ?? {};
    body.brandingSettings = {
      channel: {
        title: channel.title,
        description: channel.description,
        ...(branding.keywords ? { keywords: branding.keywords } : {}),
        ...(branding.unsubscribedTrailer ? { unsubscribedTrailer: branding.unsubscribedTrailer } : {}),
        ...(branding.defaultLanguage ? { defaultLanguage: branding.defaultLanguage } : {}),
        ...(channel.country ? { country: channel.country } : {}),
      },
      ...(branding.bannerId ? { image: { bannerExternalUrl: bannerUrl(ctx.baseUrl, branding.bannerId) } } : {}),
    };
  }
  return resource('youtube#channel', channel.id, body);
}

/** ISO 8601 duration as the platform writes it (PT1H2M3S; P0D while unknown). */
export function isoDuration(totalSec: number): string {
  if (totalSec <= 0) return 'P0D';
  const h = Math.floor(totalSec / 3600);
  const m = Math.floor((totalSec % 3600) / 60);
  const s = Math.floor(totalSec % 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

function isProcessed(ctx: ProjectionContext, video: VideoRecord): boolean {
  return video.uploadedAt === undefined || ctx.now - video.uploadedAt >= ctx.processingMs;
}

export function projectVideo(
  ctx: ProjectionContext,
  video: VideoRecord,
  parts: Parts,
  viewerIsOwner: boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const processed = isProcessed(ctx, video);
  const owner = ctx.channel(video.channelId);
  if (has(parts, 'snippet')) {
    body.snippet = {
      publishedAt: video.publishedAt,
      channelId: video.channelId,
      title: video.snippet.title,
      description: video.snippet.description,
      thumbnails: videoThumbnails(ctx, video.id),
      channelTitle: owner?.title ?? '',
      ...(video.snippet.tags?.length ? { tags: video.snippet.tags } : {}),
      categoryId: video.snippet.categoryId,
      liveBroadcastContent: 'none',
      ...(video.snippet.defaultLanguage ? { defaultLanguage: video.snippet.defaultLanguage } : {}),
      localized: { title: video.snippet.title, description: video.snippet.description },
      ...(video.snippet.defaultAudioLanguage ? { defaultAudioLanguage: video.snippet.defaultAudioLanguage } : {}),
    };
  }
  if (has(parts, 'contentDetails')) {
    body.contentDetails = {
      duration: isoDuration(processed ? video.durationSec : 0),
      dimension: '2d',
      definition: 'hd',
      caption: ctx.hasPublishedCaption?.(video.id) ? 'true' : 'false',
      licensedContent: false,
      contentRating: {},
      projection: 'rectangular',
    };
  }
  if (has(parts, 'status')) {
    body.status = {
      ...uploadStatusFields(processed, video.processingOutcome),
      privacyStatus: video.status.privacyStatus,
      license: video.status.license,
      embeddable: video.status.embeddable,
      publicStatsViewable: video.status.publicStatsViewable,
      madeForKids: video.status.selfDeclaredMadeForKids ?? false,
      ...(video.status.selfDeclaredMadeForKids !== undefined && viewerIsOwner
        ? { selfDeclaredMadeForKids: video.status.selfDeclaredMadeForKids }
        : {}),
      ...(video.status.publishAt ? { publishAt: video.status.publishAt } : {}),
      // Revision 20260924: only once the creator answered (no answer is not "no").
      ...(video.status.containsSyntheticMedia !== undefined
        ? { containsSyntheticMedia: video.status.containsSyntheticMedia }
        : {}),
    };
  }
  if (has(parts, 'statistics')) {
    body.statistics = {
      viewCount: String(video.viewCount),
      likeCount: String(video.likeCount),
      favoriteCount: '0',
      commentCount: String(video.commentCount),
    };
  }
  if (has(parts, 'player')) {
    body.player = {
      embedHtml: `<iframe width="480" height="270" src="//www.youtube.com/embed/${video.id}" frameborder="0" allowfullscreen></iframe>`,
    };
  }
  if (has(parts, 'recordingDetails')) body.recordingDetails = video.recordingDetails ?? {};
  // 2026-07-07: only a linked video carries the part, and only the channel id of the partner.
  if (has(parts, 'brandPartner') && video.brandPartner) body.brandPartner = { channelId: video.brandPartner.channelId };
  if (has(parts, 'localizations') && video.localizations) body.localizations = video.localizations;
  if (viewerIsOwner) {
    if (has(parts, 'processingDetails')) {
      body.processingDetails = processingDetailsOf(processed, video.processingOutcome, {
        now: ctx.now,
        uploadedAt: video.uploadedAt,
        processingMs: ctx.processingMs,
      });
    }
    if (has(parts, 'fileDetails') && video.media) {
      body.fileDetails = {
        fileSize: String(video.media.size),
        fileType: 'video',
        container: containerOf(video.media.mimeType),
      };
    }
    if (has(parts, 'paidProductPlacementDetails')) {
      body.paidProductPlacementDetails = { hasPaidProductPlacement: video.hasPaidProductPlacement ?? false };
    }
    if (has(parts, 'suggestions') && processed) body.suggestions = { processingHints: [], tagSuggestions: [] };
  }
  for (const part of OWNER_ONLY_VIDEO_PARTS) if (!viewerIsOwner) delete body[part];
  return resource('youtube#video', video.id, body);
}

function containerOf(mimeType: string): string {
  if (mimeType.includes('quicktime')) return 'mov';
  if (mimeType.includes('webm')) return 'webm';
  if (mimeType.includes('mp4')) return 'mp4';
  return 'unknown';
}

export function projectPlaylistItem(
  ctx: ProjectionContext,
  playlist: PlaylistRecord,
  item: PlaylistItemRecord,
  position: number,
  parts: Parts,
  /** The caller's channel (undefined for an API key): someone else's private video shows as "Private video". */
  viewerChannelId?: string,
): Record<string, unknown> {
  const listed = ctx.video(item.videoId);
  // As on the platform, a private video in a playlist stays an item, but others see none of its details.
  const hidden =
    listed !== undefined && listed.status.privacyStatus === 'private' && listed.channelId !== viewerChannelId;
  const video = hidden ? undefined : listed;
  const owner = ctx.channel(playlist.channelId);
  const videoOwner = video ? ctx.channel(video.channelId) : undefined;
  const body: Record<string, unknown> = {};
  if (has(parts, 'snippet')) {
    body.snippet = {
      publishedAt: item.publishedAt,
      channelId: playlist.channelId,
      title: video ? video.snippet.title : hidden ? 'Private video' : 'Deleted video',
      description: video ? video.snippet.description : hidden ? 'This video is private.' : 'This video is unavailable.',
      thumbnails: video ? videoThumbnails(ctx, video.id) : {},
      channelTitle: owner?.title ?? '',
      playlistId: playlist.id,
      position,
      resourceId: { kind: 'youtube#video', videoId: item.videoId },
      ...(videoOwner ? { videoOwnerChannelTitle: videoOwner.title, videoOwnerChannelId: videoOwner.id } : {}),
    };
  }
  if (has(parts, 'contentDetails')) {
    body.contentDetails = {
      videoId: item.videoId,
      ...(video ? { videoPublishedAt: video.publishedAt } : {}),
      ...(item.note ? { note: item.note } : {}),
    };
  }
  if (has(parts, 'status')) body.status = { privacyStatus: video?.status.privacyStatus ?? 'private' };
  return resource('youtube#playlistItem', item.id, body);
}

export function projectPlaylist(
  ctx: ProjectionContext,
  playlist: PlaylistRecord,
  parts: Parts,
  items: readonly PlaylistItemRecord[],
  viewerChannelId?: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const owner = ctx.channel(playlist.channelId);
  if (has(parts, 'snippet')) {
    // The platform shows the first video the viewer may see as the playlist's picture.
    const cover = items
      .map((item) => ctx.video(item.videoId))
      .find((video) => video && (video.status.privacyStatus !== 'private' || video.channelId === viewerChannelId));
    body.snippet = {
      publishedAt: playlist.publishedAt,
      channelId: playlist.channelId,
      title: playlist.title,
      description: playlist.description,
      thumbnails: cover ? thumbnails(ctx.baseUrl, 'video', cover.id) : {},
      channelTitle: owner?.title ?? '',
      ...(playlist.defaultLanguage ? { defaultLanguage: playlist.defaultLanguage } : {}),
      localized: { title: playlist.title, description: playlist.description },
    };
  }
  if (has(parts, 'status')) body.status = { privacyStatus: playlist.privacyStatus };
  if (has(parts, 'contentDetails')) body.contentDetails = { itemCount: items.length };
  if (has(parts, 'player')) {
    body.player = {
      embedHtml: `<iframe width="640" height="360" src="http://www.youtube.com/embed/videoseries?list=${playlist.id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    };
  }
  if (has(parts, 'localizations') && playlist.localizations) body.localizations = playlist.localizations;
  return resource('youtube#playlist', playlist.id, body);
}
