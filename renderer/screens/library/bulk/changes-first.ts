// A bulk edit's videos as a creator reads them: the ones that change first (then the ones refused, or otherwise
// worth a look), and apart, counted and folded away, the ones left as they were. Stable within each kind, so the
// table's order still holds among them.

export interface ChangesFirst<T> {
  /** What changes or needs a look, by the rank of its kind, each kind in its given order. */
  readonly first: readonly T[];
  /** What is left as it was. */
  readonly quiet: readonly T[];
}

/**
 * Splits `items` by kind: those of a kind in `quietKinds` apart; the others ranked by `rank` (a kind not listed after
 * those that are), each kind in the given order.
 */
export function changesFirst<T, K extends string>(
  items: readonly T[],
  kindOf: (item: T) => K,
  rank: readonly K[],
  quietKinds: readonly K[],
): ChangesFirst<T> {
  const quiet: T[] = [];
  const ranked: Array<{ item: T; rank: number; index: number }> = [];
  items.forEach((item, index) => {
    const kind = kindOf(item);
    if (quietKinds.includes(kind)) quiet.push(item);
    else ranked.push({ item, rank: rank.includes(kind) ? rank.indexOf(kind) : rank.length, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { first: ranked.map(({ item }) => item), quiet };
}
