// The platform's answers the Library reads, checked before use: a server answering garbage gets a clear error
// instead of a half-drawn screen. Only the properties read are declared; the platform may add others.
import { z } from 'zod';
import type { LibraryVideo } from '../../shared/library/library-video';
import { LICENSES, PRIVACY_STATUSES } from '../../shared/uploads/video-metadata';
import { localizationsFromPlatform } from '../../shared/library/video-texts';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { LIBRARY_REFUSALS } from './library-messages';

const count = z.string().regex(/^\d+$/).optional();
const thumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });

const snippetSchema = z.object({
  publishedAt: z.string(),
  title: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  categoryId: z.string().optional(),
  defaultLanguage: z.string().optional(),
  defaultAudioLanguage: z.string().optional(),
  thumbnails: z.record(z.string(), thumbnail).optional(),
});
const statusSchema = z.object({
  privacyStatus: z.enum(PRIVACY_STATUSES),
  publishAt: z.string().optional(),
  license: z.enum(LICENSES).optional(),
  embeddable: z.boolean().optional(),
  publicStatsViewable: z.boolean().optional(),
  selfDeclaredMadeForKids: z.boolean().optional(),
  /** Revision 20260924: absent while the creator has not answered. */
  containsSyntheticMedia: z.boolean().optional(),
  uploadStatus: z.string().optional(),
  failureReason: z.string().optional(),
  rejectionReason: z.string().optional(),
});

export const videoResourceSchema = z.object({
  id: z.string(),
  snippet: snippetSchema,
  status: statusSchema,
  statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }).optional(),
  contentDetails: z
    .object({ duration: z.string().optional(), caption: z.enum(['true', 'false']).optional() })
    .optional(),
  localizations: z
    .record(z.string(), z.object({ title: z.string().optional(), description: z.string().optional() }))
    .optional(),
  /** Revision 20260924, answered to the owner only ("this data can only be retrieved by the video owner"). */
  paidProductPlacementDetails: z.object({ hasPaidProductPlacement: z.boolean().optional() }).optional(),
});
export type VideoResource = z.infer<typeof videoResourceSchema>;

/** videos.update answers the parts it was sent; read-only properties (publishedAt, thumbnails) may be left out. */
export const updatedVideoSchema = z.object({
  id: z.string(),
  snippet: snippetSchema.partial({ publishedAt: true }).optional(),
  status: statusSchema.optional(),
  localizations: videoResourceSchema.shape.localizations,
});

export const videoListSchema = z.object({ items: z.array(videoResourceSchema).default([]) });

export const playlistItemListSchema = z.object({
  items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })).default([]),
  nextPageToken: z.string().optional(),
  pageInfo: z.object({ totalResults: z.number().optional() }).optional(),
});

/** Parses an answer, or throws the error that says the platform answered something unexpected. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new DeskError('bad-response', say(LIBRARY_REFUSALS.oddAnswer, { what }), {
      issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
  }
  return parsed.data;
}

/** PT1H2M3S as seconds; undefined for P0D (still processing) or anything unreadable. */
export function durationSeconds(iso: string | undefined): number | undefined {
  const match = iso ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso) : null;
  if (!match) return undefined;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  const total = Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : undefined;
}

const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));

export function toLibraryVideo(resource: VideoResource): LibraryVideo {
  const { snippet, status, statistics } = resource;
  const durationSec = durationSeconds(resource.contentDetails?.duration);
  const viewCount = number(statistics?.viewCount);
  const likeCount = number(statistics?.likeCount);
  const commentCount = number(statistics?.commentCount);
  const localizations = localizationsFromPlatform(resource.localizations);
  return {
    id: resource.id,
    title: snippet.title,
    description: snippet.description ?? '',
    tags: snippet.tags ?? [],
    categoryId: snippet.categoryId ?? '',
    privacyStatus: status.privacyStatus,
    ...(status.publishAt ? { publishAt: status.publishAt } : {}),
    publishedAt: snippet.publishedAt,
    license: status.license ?? 'youtube',
    embeddable: status.embeddable ?? true,
    ...(status.selfDeclaredMadeForKids !== undefined
      ? { selfDeclaredMadeForKids: status.selfDeclaredMadeForKids }
      : {}),
    ...(status.containsSyntheticMedia !== undefined ? { containsSyntheticMedia: status.containsSyntheticMedia } : {}),
    ...(resource.paidProductPlacementDetails?.hasPaidProductPlacement !== undefined
      ? { hasPaidProductPlacement: resource.paidProductPlacementDetails.hasPaidProductPlacement }
      : {}),
    ...(resource.contentDetails?.caption ? { hasCaptions: resource.contentDetails.caption === 'true' } : {}),
    ...(durationSec !== undefined ? { durationSec } : {}),
    ...(viewCount !== undefined ? { viewCount } : {}),
    ...(likeCount !== undefined ? { likeCount } : {}),
    ...(commentCount !== undefined ? { commentCount } : {}),
    ...(status.uploadStatus ? { uploadStatus: status.uploadStatus } : {}),
    ...(status.failureReason || status.rejectionReason
      ? { processingReason: (status.failureReason ?? status.rejectionReason)! }
      : {}),
    thumbnails: snippet.thumbnails ?? {},
    ...(snippet.defaultLanguage ? { defaultLanguage: snippet.defaultLanguage } : {}),
    ...(localizations ? { localizations } : {}),
  };
}
