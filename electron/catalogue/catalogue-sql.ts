// A checked catalogue query as SQL: the WHERE of its filters and the ORDER BY of its sort, the creator's words only
// ever as bound values. The rules are the Library's: every word of the text in the title or a tag, every word of the
// description filter in the description, a scheduled video is a private one with a publication time still to come,
// and a missing figure sorts last either way, ties in the uploads playlist's order.
import type { CatalogueQuery, CatalogueVisibility } from '../../shared/catalogue/catalogue-query';
import type { SortKey } from '../../shared/library/library-sort-keys';
import { filterWords } from '../../shared/text/fold-text';

export interface CatalogueSql {
  readonly where: string;
  readonly orderBy: string;
  readonly values: Array<string | number>;
}

const DAY_MS = 86_400_000;

function visibilityClause(choice: CatalogueVisibility): string {
  switch (choice) {
    case 'scheduled':
      return '(privacy = ? AND publish_at > ?)';
    case 'private':
      return '(privacy = ? AND (publish_at IS NULL OR publish_at <= ?))';
    default:
      return 'privacy = ?';
  }
}

const SORT_COLUMNS: Readonly<Record<SortKey, string>> = {
  title: 'title COLLATE NOCASE',
  // Public, unlisted, private, then scheduled, as the table's badges sort.
  visibility:
    "(CASE WHEN privacy = 'private' AND publish_at > :now THEN 3 WHEN privacy = 'public' THEN 0 WHEN privacy = 'unlisted' THEN 1 ELSE 2 END)",
  schedule: "(CASE WHEN privacy = 'private' AND publish_at > :now THEN publish_at END)",
  // Yes before no; not answered last.
  altered: '(CASE altered WHEN 1 THEN 0 WHEN 0 THEN 1 END)',
  date: 'published_at',
  views: 'views',
  comments: 'comments',
  likes: 'likes',
};

export function catalogueSql(query: CatalogueQuery): CatalogueSql {
  const { filter, sort, now } = query;
  const clauses: string[] = [];
  const values: Array<string | number> = [];
  for (const word of filterWords(filter.text)) {
    clauses.push('(instr(title_folded, ?) > 0 OR instr(tags_folded, ?) > 0)');
    values.push(word, word);
  }
  for (const word of filterWords(filter.description)) {
    clauses.push('instr(description_folded, ?) > 0');
    values.push(word);
  }
  const visibility = [...new Set(filter.visibility ?? [])];
  if (visibility.length > 0) {
    clauses.push(`(${visibility.map(visibilityClause).join(' OR ')})`);
    for (const choice of visibility)
      values.push(
        choice === 'scheduled' ? 'private' : choice,
        ...(choice === 'scheduled' || choice === 'private' ? [now] : []),
      );
  }
  if (filter.from !== undefined) {
    clauses.push('published_at >= ?');
    values.push(Date.parse(`${filter.from}T00:00:00Z`));
  }
  if (filter.to !== undefined) {
    clauses.push('published_at < ?');
    values.push(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS);
  }
  if (filter.altered === 'yes') clauses.push('altered = 1');
  if (filter.altered === 'no') clauses.push('altered = 0');
  if (filter.altered === 'unanswered') clauses.push('altered IS NULL');
  if (filter.captions === 'yes') clauses.push('captions = 1');
  if (filter.captions === 'no') clauses.push('(captions IS NULL OR captions = 0)');

  let orderBy = 'position, id';
  if (sort) {
    // The moment is a number the contract checked, written in place of :now (bound values are positional here).
    const column = SORT_COLUMNS[sort.key].replaceAll(':now', String(Math.trunc(now)));
    const direction = sort.direction === 'ascending' ? 'ASC' : 'DESC';
    orderBy = `(${column}) IS NULL, ${column} ${direction}, position, id`;
  }
  return { where: clauses.length > 0 ? clauses.join(' AND ') : '1', orderBy, values };
}
