// The text of an export: CSV (papaparse quotes fields holding commas, quotes and line breaks, so a comment's text
// survives a spreadsheet) or JSON, one record per comment as the API listed it.
import { writeCsv } from '../../../shared/csv/csv-write';
import type { CommentView } from '../../../shared/comments/comment-view';

export const EXPORT_COLUMNS = [
  'id',
  'parentId',
  'videoId',
  'videoTitle',
  'authorName',
  'authorChannelId',
  'publishedAt',
  'updatedAt',
  'likeCount',
  'moderationStatus',
  'totalReplyCount',
  'text',
  /** The image attached to it, as the platform gave its URL (2026-09-30); empty for none. */
  'imageUrl',
] as const;

function record(comment: CommentView): Record<(typeof EXPORT_COLUMNS)[number], string | number> {
  return {
    id: comment.id,
    parentId: comment.parentId ?? '',
    videoId: comment.videoId ?? '',
    videoTitle: comment.videoTitle ?? '',
    authorName: comment.authorName,
    authorChannelId: comment.authorChannelId ?? '',
    publishedAt: comment.publishedAt,
    updatedAt: comment.updatedAt ?? '',
    likeCount: comment.likeCount,
    moderationStatus: comment.moderationStatus ?? '',
    totalReplyCount: comment.totalReplyCount ?? 0,
    text: comment.text,
    imageUrl: comment.imageUrl ?? '',
  };
}

export function exportText(comments: readonly CommentView[], format: 'csv' | 'json'): string {
  const rows = comments.map(record);
  if (format === 'json') return JSON.stringify(rows, null, 1);
  // writeCsv guards every cell a spreadsheet would run as a formula.
  return writeCsv({ fields: EXPORT_COLUMNS, data: rows });
}
