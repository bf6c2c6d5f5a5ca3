// Calls of the Playlists screen: the channel's playlists, one playlist's items, and the writes on both. Writes send
// complete parts (an update replaces them on the platform), so the inputs carry every settable field.
import { z } from 'zod';
import { characterCount, utf8Length } from '../text/utf8-length';
import { uploadSourceSchema } from '../uploads/upload-source';
import { call, type CallMap } from './define';
import type { DeskErrorCode } from './error-codes';

// ---- the platform's rules, shared by the screen's form and the contract -----------------------------------------

export const PLAYLIST_TITLE_MAX_CHARACTERS = 150;
export const PLAYLIST_DESCRIPTION_MAX_BYTES = 5000;
/** The most videos one addVideos call takes: each is a call of its own on the platform. */
export const MAX_VIDEOS_PER_ADD = 50;

export const PLAYLIST_PRIVACIES = ['public', 'unlisted', 'private'] as const;
export type PlaylistPrivacy = (typeof PLAYLIST_PRIVACIES)[number];

/** What is wrong with a title, or undefined when the platform would take it. */
export function playlistTitleProblem(title: string): string | undefined {
  if (title.trim() === '') return 'A playlist needs a title.';
  const count = characterCount(title);
  if (count > PLAYLIST_TITLE_MAX_CHARACTERS)
    return `The title is ${count} characters long; the platform takes at most ${PLAYLIST_TITLE_MAX_CHARACTERS}.`;
  return undefined;
}

export function playlistDescriptionProblem(description: string): string | undefined {
  const bytes = utf8Length(description);
  if (bytes > PLAYLIST_DESCRIPTION_MAX_BYTES)
    return `The description is ${bytes} bytes long; the platform takes at most ${PLAYLIST_DESCRIPTION_MAX_BYTES}.`;
  return undefined;
}

// ---- views -------------------------------------------------------------------------------------------------------

export interface PlaylistSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly privacy: PlaylistPrivacy;
  readonly itemCount: number;
  readonly thumbnailUrl?: string;
  readonly publishedAt?: string;
}

export interface PlaylistItemView {
  readonly id: string;
  readonly videoId: string;
  /** 0-based, as the platform counts. */
  readonly position: number;
  /** The video's title, or the platform's "Private video" / "Deleted video" when it is not available. */
  readonly title: string;
  readonly thumbnailUrl?: string;
  readonly privacy?: PlaylistPrivacy;
  /** Deleted, or private on another channel: the platform shows no details. */
  readonly unavailable: boolean;
}

export interface PlaylistDetail {
  readonly playlistId: string;
  readonly items: readonly PlaylistItemView[];
}

/** A video of the channel's uploads, for the picker. */
export interface ChannelVideo {
  readonly videoId: string;
  readonly title: string;
  readonly thumbnailUrl?: string;
  readonly privacy?: PlaylistPrivacy;
  readonly publishedAt?: string;
}

export interface AddVideosResult {
  readonly added: readonly PlaylistItemView[];
  /** The first video the platform refused (the code says why, as a failed call's would); the rest were not sent. */
  readonly failed?: {
    readonly videoId: string;
    readonly code: DeskErrorCode;
    readonly message: string;
    readonly notSent: number;
  };
}

/**
 * A playlist's cover image as playlistImages.list answers it (the reference's resource, read 2026-11-25: id, and a
 * snippet of playlistId, type, width and height; the platform hands no URL of the image back).
 */
export interface PlaylistCoverView {
  readonly id: string;
  readonly playlistId: string;
  /** The only type the platform has is "hero". */
  readonly type: string;
  readonly width?: number;
  readonly height?: number;
}

// ---- inputs ------------------------------------------------------------------------------------------------------

/** Ids go into query strings and bodies: the platform's alphabet only, bounded. */
const playlistIdSchema = z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'must be a playlist id');
const itemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a playlist item id');
const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be a video id of 11 characters');

const titleSchema = z
  .string()
  .max(PLAYLIST_TITLE_MAX_CHARACTERS * 2)
  .superRefine((title, ctx) => {
    const problem = playlistTitleProblem(title);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const descriptionSchema = z
  .string()
  .max(PLAYLIST_DESCRIPTION_MAX_BYTES)
  .superRefine((description, ctx) => {
    const problem = playlistDescriptionProblem(description);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const playlistFieldsSchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema,
  privacy: z.enum(PLAYLIST_PRIVACIES),
});

const playlistInput = z.strictObject({ playlistId: playlistIdSchema });
const updateInput = z.strictObject({ playlistId: playlistIdSchema, fields: playlistFieldsSchema });
const addVideosInput = z.strictObject({
  playlistId: playlistIdSchema,
  videoIds: z.array(videoIdSchema).min(1).max(MAX_VIDEOS_PER_ADD),
});
const removeItemInput = z.strictObject({ playlistId: playlistIdSchema, itemId: itemIdSchema });
const moveItemInput = z.strictObject({
  playlistId: playlistIdSchema,
  itemId: itemIdSchema,
  videoId: videoIdSchema,
  position: z.int().min(0).max(4999),
});

/** The cover's id as the platform makes it (URL-safe base64), bounded. */
const coverIdSchema = z.string().regex(/^[A-Za-z0-9_=-]{1,256}$/, 'must be a playlist image id');
const setCoverInput = z.strictObject({
  playlistId: playlistIdSchema,
  source: uploadSourceSchema,
  /** The cover it replaces (playlistImages.update); absent for a playlist without one (playlistImages.insert). */
  coverId: coverIdSchema.optional(),
});
const deleteCoverInput = z.strictObject({ playlistId: playlistIdSchema, coverId: coverIdSchema });

export type PlaylistFields = z.output<typeof playlistFieldsSchema>;

// ---- the contract ------------------------------------------------------------------------------------------------

/** `channelId`: another signed-in channel's (an upload queued for it offers its playlists); absent: the chosen one's. */
const listInput = z.strictObject({ channelId: z.string().min(1).max(100).optional() }).optional();

export const playlistCalls = {
  /** Every playlist of the signed-in channel (all pages), newest first; the uploads playlist is not one. */
  'playlists.list': call<typeof listInput, readonly PlaylistSummary[]>(listInput),
  /** One playlist's items in order (all pages). */
  'playlists.items': call<typeof playlistInput, PlaylistDetail>(playlistInput),
  /** The channel's uploads, newest first, to add to a playlist. */
  'playlists.channelVideos': call<z.ZodUndefined, readonly ChannelVideo[]>(z.undefined()),
  'playlists.create': call<typeof playlistFieldsSchema, PlaylistSummary>(playlistFieldsSchema),
  /** Replaces the title, description and privacy. */
  'playlists.update': call<typeof updateInput, PlaylistSummary>(updateInput),
  'playlists.delete': call<typeof playlistInput, null>(playlistInput),
  /** Appends the videos in the order given, one platform call each; stops at the first refusal and says so. */
  'playlists.addVideos': call<typeof addVideosInput, AddVideosResult>(addVideosInput),
  'playlists.removeItem': call<typeof removeItemInput, null>(removeItemInput),
  /** Moves an item to a 0-based position; the others shift. */
  'playlists.moveItem': call<typeof moveItemInput, PlaylistItemView>(moveItemInput),
  /** The playlist's cover image (playlistImages.list, 1 unit), or null when it has none. */
  'playlists.cover': call<typeof playlistInput, PlaylistCoverView | null>(playlistInput),
  /**
   * Checks the picked image (PNG or JPEG, square, at most 50 MiB) and sends it as the cover: playlistImages.insert,
   * or playlistImages.update when `coverId` names the one it replaces (50 units either way).
   */
  'playlists.setCover': call<typeof setCoverInput, PlaylistCoverView>(setCoverInput),
  /** playlistImages.delete (50 units). */
  'playlists.deleteCover': call<typeof deleteCoverInput, null>(deleteCoverInput),
} satisfies CallMap;
