// A video of the channel as the Library shows it: the editable details (the same fields as the upload form) and what
// the platform computes (statistics, duration, thumbnails). Counts are numbers here; the platform sends strings.
import { z } from 'zod';
import type { License, PrivacyStatus } from '../uploads/video-metadata';
import type { Localizations } from './video-texts';

/** The platform's video ids: 11 characters of the URL-safe base64 alphabet. */
export const libraryVideoIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{11}$/, 'A video id is 11 letters, digits, - or _.');

export const THUMBNAIL_SIZES = ['default', 'medium', 'high', 'standard', 'maxres'] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

export interface Thumbnail {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
}

export type Thumbnails = Partial<Record<ThumbnailSize, Thumbnail>>;

export interface LibraryVideo {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** '' when the platform sent none. */
  readonly categoryId: string;
  readonly privacyStatus: PrivacyStatus;
  /** RFC 3339; set on a scheduled (private) video. */
  readonly publishAt?: string;
  /** When it was uploaded, or published. */
  readonly publishedAt: string;
  readonly license: License;
  readonly embeddable: boolean;
  /** Undefined while the creator has not said. */
  readonly selfDeclaredMadeForKids?: boolean;
  /**
   * The altered or synthetic content disclosure (status.containsSyntheticMedia, discovery revision 20260924);
   * undefined while the creator has not answered (shared/uploads/synthetic-media.ts).
   */
  readonly containsSyntheticMedia?: boolean;
  /**
   * Whether the video contains paid promotion (paidProductPlacementDetails.hasPaidProductPlacement, revision
   * 20260924): read for the channel's own videos only, and set in the platform's studio (the Data API does not set
   * it, as far as its reference and client libraries show on 2026-12-07); undefined when the platform did not say.
   */
  readonly hasPaidProductPlacement?: boolean;
  /** Whether it has a published caption track (contentDetails.caption); undefined when not read. */
  readonly hasCaptions?: boolean;
  /** Seconds; undefined while the platform is still processing it. */
  readonly durationSec?: number;
  /** Undefined when the platform hides the figure. */
  readonly viewCount?: number;
  readonly likeCount?: number;
  readonly commentCount?: number;
  /** uploaded, processed, failed, rejected or deleted. */
  readonly uploadStatus?: string;
  /** status.failureReason or status.rejectionReason, raw (discovery revision 20240303). */
  readonly processingReason?: string;
  readonly thumbnails: Thumbnails;
  /** The language of the title and description (snippet.defaultLanguage), when set. */
  readonly defaultLanguage?: string;
  /** The title and description in other languages (the localizations part); absent: none. */
  readonly localizations?: Localizations;
}

/** Why the figures were read with videos.list instead of videos.batchGetStats. */
export type FiguresFallback = 'not-served' | 'not-enabled' | 'bucket-exhausted';

/** Where a page's figures (views, likes, comments) came from, and the bucket they were charged to. */
export type FigureSource =
  { readonly from: 'videos.batchGetStats' } | { readonly from: 'videos.list'; readonly because: FiguresFallback };

export interface LibraryPage {
  readonly videos: readonly LibraryVideo[];
  /** Set when the page's figures were read apart from its details (the Library's pages; search reads them along). */
  readonly figures?: FigureSource;
  /** Hand it back to `library.list` for the next page; absent on the last page. */
  readonly nextPageToken?: string;
  /** How many videos the channel's uploads hold in all (as the platform counts them). */
  readonly totalResults: number;
}

/** A video is scheduled when it is private with a publish time still ahead. */
export function isScheduled(video: Pick<LibraryVideo, 'privacyStatus' | 'publishAt'>, now: number): boolean {
  return video.privacyStatus === 'private' && video.publishAt !== undefined && Date.parse(video.publishAt) > now;
}
