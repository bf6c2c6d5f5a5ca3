// Text as a filter compares it: without accents, in lower case, so "Reykjavik" finds "Reykjavík" and "DRONE" finds
// "drone". The Library's filter of loaded rows and the catalogue's stored columns fold alike.
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a filter, folded; none for an empty one. */
export function filterWords(filter: string | undefined): string[] {
  return filter === undefined ? [] : foldText(filter).split(/\s+/).filter(Boolean);
}
