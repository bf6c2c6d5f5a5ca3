// Calls of the Library: the channel's uploaded videos, paged as the platform pages them, and the edits of one video.
// Edits carry the upload form's metadata, checked by the same shared rules (videoMetadataSchema) as an upload's.
import { z } from 'zod';
import { libraryVideoIdSchema, type LibraryPage, type LibraryVideo } from '../library/library-video';
import type { VideoTrainability } from '../library/video-trainability';
import { videoMetadataSchema } from '../uploads/video-metadata-schema';
import { saidRefusal } from '../i18n/said-issue';
import { CONTRACT_PROBLEMS } from './contract-messages';
import { call, type CallMap } from './define';

const listInput = z.strictObject({
  /** The platform's opaque token from the previous page. */
  pageToken: z
    .string()
    .max(512)
    .regex(/^[A-Za-z0-9_=.-]+$/, 'A page token holds letters, digits and - _ = . only.')
    .optional(),
  /** Videos per page (the platform gives at most 50). */
  pageSize: z.number().int().min(1).max(50).optional(),
});
const idInput = z.strictObject({ id: libraryVideoIdSchema });

/** The orders search.list offers that mean something for videos (videoCount sorts channels). */
export const SEARCH_ORDERS = ['relevance', 'date', 'viewCount', 'rating', 'title'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

const searchInput = z.strictObject({
  /** The words to look for in the channel's videos (the platform's syntax: "phrases", -word, a|b). */
  q: z
    .string()
    .trim()
    .min(1, 'Type what to search for.')
    .max(200, 'A search is at most 200 characters.')
    .refine((words) => /^[^\p{Cc}]*$/u.test(words), saidRefusal(CONTRACT_PROBLEMS.searchControl)),
  order: z.enum(SEARCH_ORDERS).optional(),
  pageToken: listInput.shape.pageToken,
  pageSize: listInput.shape.pageSize,
});
const updateInput = z.strictObject({ id: libraryVideoIdSchema, metadata: videoMetadataSchema });

export const libraryCalls = {
  /** One page of the channel's uploads, newest first. */
  'library.list': call<typeof listInput, LibraryPage>(listInput),
  /**
   * Searches the channel's own videos on the platform (search.list forMine, 100 quota units a page, plus 1 for the
   * videos' details): results in the platform's order, with the same fields as the list.
   */
  'library.search': call<typeof searchInput, LibraryPage>(searchInput),
  'library.get': call<typeof idInput, LibraryVideo>(idInput),
  /**
   * Saves the form's fields (the upload form's: title, description, tags, category, privacy, schedule, licence,
   * embedding, made for kids) onto the video as it is now on the platform, keeping what the form does not show.
   */
  'library.update': call<typeof updateInput, LibraryVideo>(updateInput),
  /** Who may train AI models on the video (videoTrainability.get: no quota), read when the creator asks. */
  'library.trainability': call<typeof idInput, VideoTrainability>(idInput),
  /** Deletes the video from the platform for good. */
  'library.delete': call<typeof idInput, { readonly id: string }>(idInput),
} satisfies CallMap;
