// What a scheduled change does on the platform, for one channel: the Library's own read-then-write update of a video
// (the bulk editor's path: complete parts laid over the video as it is now), a cheap look at several videos' status
// (one videos.list of up to 50 ids, 1 unit: how a change waiting for "when it goes live" learns it did), adding the
// video to a playlist, posting a comment, and taking the last two back for undo.
import { z } from 'zod';
import type { BulkWrite } from '../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../shared/library/library-video';
import { commentThreadResourceSchema } from '../comments/comment-resources';
import { createLibraryService, MAX_IDS_PER_CALL, type DataApi } from '../library/library-service';
import { parseAnswer } from '../library/video-resources';

export interface VideoStatus {
  readonly privacyStatus: string;
  readonly publishAt?: string;
}

export interface ChangeApi {
  /** Reads the video fresh, asks `edits` for what to write (it may throw to leave the video alone), and writes. */
  update(videoId: string, edits: (current: LibraryVideo) => BulkWrite): Promise<LibraryVideo>;
  /** The status of each video found (a video gone is absent). */
  statuses(videoIds: readonly string[]): Promise<Map<string, VideoStatus>>;
  /** The new playlist item's id. */
  addToPlaylist(playlistId: string, videoId: string): Promise<string>;
  removePlaylistItem(itemId: string): Promise<void>;
  /** The new comment's id. */
  postComment(videoId: string, text: string): Promise<string>;
  deleteComment(commentId: string): Promise<void>;
}

const statusListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        status: z.object({ privacyStatus: z.string(), publishAt: z.string().optional() }),
      }),
    )
    .default([]),
});
const itemSchema = z.object({ id: z.string().min(1) });

export function createChangeApi(dataApi: () => DataApi): ChangeApi {
  // The uploads playlist is for the Library's list, which a change never reads.
  const library = createLibraryService({
    dataApi,
    uploadsPlaylistId: () => Promise.reject(new Error('A scheduled change does not list the Library.')),
  });
  return {
    update: (videoId, edits) => library.update(videoId, edits),
    async statuses(videoIds) {
      const found = new Map<string, VideoStatus>();
      for (let start = 0; start < videoIds.length; start += MAX_IDS_PER_CALL) {
        const batch = videoIds.slice(start, start + MAX_IDS_PER_CALL);
        const answer = parseAnswer(
          statusListSchema,
          await dataApi().request<unknown>({
            path: '/videos',
            params: { part: 'status', id: batch.join(','), maxResults: MAX_IDS_PER_CALL },
          }),
          'a list of videos',
        );
        for (const video of answer.items) found.set(video.id, video.status);
      }
      return found;
    },
    async addToPlaylist(playlistId, videoId) {
      const answer = await dataApi().request<unknown>({
        method: 'POST',
        path: '/playlistItems',
        params: { part: 'snippet' },
        body: { snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId } } },
      });
      return parseAnswer(itemSchema, answer, 'the added playlist item').id;
    },
    async removePlaylistItem(itemId) {
      await dataApi().request<unknown>({ method: 'DELETE', path: '/playlistItems', params: { id: itemId } });
    },
    async postComment(videoId, text) {
      const answer = await dataApi().request<unknown>({
        method: 'POST',
        path: '/commentThreads',
        params: { part: 'snippet' },
        body: { snippet: { videoId, topLevelComment: { snippet: { textOriginal: text } } } },
      });
      const thread = parseAnswer(commentThreadResourceSchema, answer, 'the posted comment');
      return thread.snippet?.topLevelComment.id ?? thread.id;
    },
    async deleteComment(commentId) {
      await dataApi().request<unknown>({ method: 'DELETE', path: '/comments', params: { id: commentId } });
    },
  };
}
