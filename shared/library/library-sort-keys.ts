// The Library table's sortable columns, one list for the page's sort and the catalogue's query.
export const SORT_KEYS = ['title', 'visibility', 'schedule', 'altered', 'date', 'views', 'comments', 'likes'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
