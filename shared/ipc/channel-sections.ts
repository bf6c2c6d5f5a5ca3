// Calls of the Channel screen's Sections tab: the shelves of the channel's home page, in the platform's order, with
// what each one shows (playlist titles, channel names). The platform's rules for a section's content are here, so
// the form checks as the creator types and the contract refuses the same things before any call is made.
import { z } from 'zod';
import { characterCount } from '../text/utf8-length';
import { call, type CallMap } from './define';

// ---- the platform's rules ----------------------------------------------------------------------------------------

/** channelSections.insert refuses the 11th section (maxChannelSectionExceeded). */
export const MAX_CHANNEL_SECTIONS = 10;
export const SECTION_TITLE_MAX_CHARACTERS = 100;
/** contentDetails.playlists holds at most 50 ids, contentDetails.channels at most 100. */
export const MAX_SECTION_PLAYLISTS = 50;
export const MAX_SECTION_CHANNELS = 100;

export const SECTION_LIMIT_REASON = `A channel shows at most ${MAX_CHANNEL_SECTIONS} sections; remove one to add another.`;

/**
 * The types a section can be created with: the discovery document's snippet.type values that are not deprecated.
 * Sections of the deprecated types (likes, recentPosts, …) may still exist; they are listed with their type's name.
 */
export const CREATABLE_SECTION_TYPES = [
  'recentUploads',
  'popularUploads',
  'singlePlaylist',
  'multiplePlaylists',
  'allPlaylists',
  'multipleChannels',
  'subscriptions',
  'liveEvents',
  'upcomingEvents',
  'completedEvents',
] as const;
export type CreatableSectionType = (typeof CREATABLE_SECTION_TYPES)[number];

export const SECTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  recentUploads: 'Recent uploads',
  popularUploads: 'Popular uploads',
  singlePlaylist: 'One playlist',
  multiplePlaylists: 'Several playlists',
  allPlaylists: 'All playlists',
  multipleChannels: 'Featured channels',
  subscriptions: 'Subscriptions',
  liveEvents: 'Live now',
  upcomingEvents: 'Upcoming live streams',
  completedEvents: 'Past live streams',
  likes: 'Liked videos',
  likedPlaylists: 'Liked playlists',
  recentPosts: 'Recent posts',
  recentActivity: 'Recent activity',
  postedVideos: 'Posted videos',
  postedPlaylists: 'Posted playlists',
};

export function sectionTypeLabel(type: string): string {
  return SECTION_TYPE_LABELS[type] ?? type;
}

/** What the section's content must hold for its type. */
export function sectionNeeds(type: string): { playlists: 'one' | 'many' | 'none'; channels: boolean; title: boolean } {
  return {
    playlists: type === 'singlePlaylist' ? 'one' : type === 'multiplePlaylists' ? 'many' : 'none',
    channels: type === 'multipleChannels',
    title: type === 'multiplePlaylists' || type === 'multipleChannels',
  };
}

export interface SectionContent {
  readonly type: CreatableSectionType;
  /** Shown only for several playlists or featured channels; the platform names the other types itself. */
  readonly title?: string | undefined;
  readonly playlistIds?: readonly string[] | undefined;
  readonly channelIds?: readonly string[] | undefined;
}

/** What is wrong with a section's content, in the words the form shows, or undefined when the platform takes it. */
export function sectionContentProblem(content: SectionContent): string | undefined {
  const needs = sectionNeeds(content.type);
  const playlists = content.playlistIds ?? [];
  const channels = content.channelIds ?? [];
  const title = content.title?.trim() ?? '';
  if (needs.title && title === '') return 'This kind of section needs a title.';
  if (characterCount(title) > SECTION_TITLE_MAX_CHARACTERS)
    return `The title is ${characterCount(title)} characters long; the platform takes at most ${SECTION_TITLE_MAX_CHARACTERS}.`;
  if (needs.playlists === 'one' && playlists.length !== 1) return 'Pick the playlist this section shows.';
  if (needs.playlists === 'many' && playlists.length === 0) return 'Pick at least one playlist.';
  if (needs.playlists === 'none' && playlists.length > 0) return 'This kind of section shows no playlists.';
  if (playlists.length > MAX_SECTION_PLAYLISTS)
    return `A section shows at most ${MAX_SECTION_PLAYLISTS} playlists; ${playlists.length} are picked.`;
  if (new Set(playlists).size !== playlists.length) return 'A playlist is picked twice.';
  if (needs.channels && channels.length === 0) return 'Pick at least one channel.';
  if (!needs.channels && channels.length > 0) return 'This kind of section shows no channels.';
  if (channels.length > MAX_SECTION_CHANNELS)
    return `A section shows at most ${MAX_SECTION_CHANNELS} channels; ${channels.length} are picked.`;
  if (new Set(channels).size !== channels.length) return 'A channel is picked twice.';
  return undefined;
}

/** Why a section cannot be added now, or undefined when it can. */
export function addSectionBlockedReason(sectionCount: number): string | undefined {
  return sectionCount >= MAX_CHANNEL_SECTIONS ? SECTION_LIMIT_REASON : undefined;
}

// ---- views -------------------------------------------------------------------------------------------------------

export interface SectionPlaylist {
  readonly id: string;
  /** The playlist's title, or "Unavailable playlist" when the platform no longer shows it. */
  readonly title: string;
  readonly itemCount?: number;
  readonly thumbnailUrl?: string;
  readonly available: boolean;
}

export interface SectionChannel {
  readonly id: string;
  readonly title: string;
  readonly thumbnailUrl?: string;
  readonly available: boolean;
}

export interface SectionView {
  readonly id: string;
  /** The platform's snippet.type (deprecated types included). */
  readonly type: string;
  /** The title the section was given, when its type takes one. */
  readonly title?: string;
  /** 0-based, as the platform counts. */
  readonly position: number;
  readonly playlists: readonly SectionPlaylist[];
  readonly channels: readonly SectionChannel[];
}

// ---- inputs ------------------------------------------------------------------------------------------------------

/** Section ids are the channel's id, a dot and a suffix; the platform's alphabet only, bounded. */
export const sectionIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/, 'must be a channel section id');
const playlistIdSchema = z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'must be a playlist id');
const channelIdSchema = z.string().regex(/^UC[A-Za-z0-9_-]{22}$/, 'must be a channel id (UC and 22 more characters)');

export const sectionContentSchema = z
  .strictObject({
    type: z.enum(CREATABLE_SECTION_TYPES),
    title: z
      .string()
      .max(SECTION_TITLE_MAX_CHARACTERS * 2)
      .optional(),
    playlistIds: z.array(playlistIdSchema).max(MAX_SECTION_PLAYLISTS).optional(),
    channelIds: z.array(channelIdSchema).max(MAX_SECTION_CHANNELS).optional(),
  })
  .superRefine((content, ctx) => {
    const problem = sectionContentProblem(content);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const updateInput = z.strictObject({ sectionId: sectionIdSchema, content: sectionContentSchema });
const sectionInput = z.strictObject({ sectionId: sectionIdSchema });
const moveInput = z.strictObject({
  sectionId: sectionIdSchema,
  position: z
    .int()
    .min(0)
    .max(MAX_CHANNEL_SECTIONS - 1),
});

// ---- the contract ------------------------------------------------------------------------------------------------

export const channelSectionCalls = {
  /** The signed-in channel's sections in position order, with the titles of the playlists and channels they show. */
  'channelSections.list': call<z.ZodUndefined, readonly SectionView[]>(z.undefined()),
  /** channelSections.insert (50 units), at the end; the platform refuses an 11th. */
  'channelSections.add': call<typeof sectionContentSchema, SectionView>(sectionContentSchema),
  /** Replaces the section's type, title and content, keeping its place (read first, 1 unit; update 50). */
  'channelSections.update': call<typeof updateInput, SectionView>(updateInput),
  /** Moves a section to a 0-based position; the others shift (channelSections.update, 50 units). */
  'channelSections.move': call<typeof moveInput, SectionView>(moveInput),
  /** channelSections.delete (50 units). */
  'channelSections.delete': call<typeof sectionInput, null>(sectionInput),
} satisfies CallMap;
