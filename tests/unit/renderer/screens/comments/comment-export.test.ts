import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { CommentView } from '../../../../../shared/comments/comment-view';
import { EXPORT_COLUMNS, exportText } from '../../../../../renderer/screens/comments/comment-export';

const comment = (id: string, text: string): CommentView => ({
  id,
  authorName: '@ana',
  text,
  publishedAt: '2026-01-01T00:00:00Z',
  likeCount: 2,
  moderationStatus: 'heldForReview',
  mine: false,
});

describe('exportText', () => {
  it('writes one CSV row per comment, with commas, quotes and line breaks kept and formulas defused', () => {
    const comments = [
      comment('a', 'plain'),
      comment('b', 'has, "quotes"\nand a line break'),
      comment('c', '=HYPERLINK("x")'),
    ];
    const parsed = Papa.parse<Record<string, string>>(exportText(comments, 'csv'), { header: true });
    expect(parsed.meta.fields).toEqual([...EXPORT_COLUMNS]);
    expect(parsed.data.map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(parsed.data[1]!.text).toBe('has, "quotes"\nand a line break');
    expect(parsed.data[2]!.text).toBe(`'=HYPERLINK("x")`);
  });

  it('writes JSON records with the same fields', () => {
    const rows = JSON.parse(exportText([comment('a', 'hi')], 'json')) as Record<string, unknown>[];
    expect(Object.keys(rows[0]!)).toEqual([...EXPORT_COLUMNS]);
    expect(rows[0]!.text).toBe('hi');
  });

  it("carries an attached image's URL as the platform gave it, and nothing for a comment without one", () => {
    const withImage = { ...comment('i', 'look'), imageUrl: 'https://yt3.ggpht.com/comment-images/i.png' };
    const parsed = Papa.parse<Record<string, string>>(exportText([withImage, comment('n', 'none')], 'csv'), {
      header: true,
    });
    expect(parsed.data.map((row) => row.imageUrl)).toEqual(['https://yt3.ggpht.com/comment-images/i.png', '']);
  });
});
