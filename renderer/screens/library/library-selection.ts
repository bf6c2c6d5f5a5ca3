// Which videos of the Library are picked for a bulk edit, as a file manager picks: a click picks one, Shift extends
// from the last plain pick (the anchor) over the rows as they are shown, Ctrl/Cmd (or Space) toggles one. Pure, so the
// rules are tested without a page; the store keeps the result.

export interface LibrarySelection {
  readonly ids: ReadonlySet<string>;
  /** Where a Shift-range starts: the last row picked without Shift. */
  readonly anchor: string | undefined;
}

export const NO_SELECTION: LibrarySelection = { ids: new Set(), anchor: undefined };

export interface PickModifiers {
  /** Shift: the range from the anchor. */
  readonly range?: boolean;
  /** Ctrl, Cmd or Space: one row in or out, the rest kept. */
  readonly toggle?: boolean;
}

/**
 * The selection after picking `id` among `order` (the rows in their shown order). A range replaces the selection
 * unless toggling too (Ctrl+Shift adds the range), as file managers do.
 */
export function pick(
  selection: LibrarySelection,
  order: readonly string[],
  id: string,
  modifiers: PickModifiers = {},
): LibrarySelection {
  if (modifiers.range) {
    const from = selection.anchor === undefined ? -1 : order.indexOf(selection.anchor);
    const to = order.indexOf(id);
    if (to < 0) return selection;
    const start = from < 0 ? to : Math.min(from, to);
    const end = from < 0 ? to : Math.max(from, to);
    const ids = new Set(modifiers.toggle ? selection.ids : []);
    for (const rowId of order.slice(start, end + 1)) ids.add(rowId);
    return { ids, anchor: from < 0 ? id : selection.anchor };
  }
  if (modifiers.toggle) {
    const ids = new Set(selection.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    return { ids, anchor: id };
  }
  return { ids: new Set([id]), anchor: id };
}

/** Every shown row picked (the filter's or the search's matches), the anchor kept if still shown. */
export function pickAll(selection: LibrarySelection, order: readonly string[]): LibrarySelection {
  const anchor = selection.anchor !== undefined && order.includes(selection.anchor) ? selection.anchor : order[0];
  return { ids: new Set(order), anchor };
}

/** Only the ids still among `known` (after a delete, or a new channel). */
export function keepKnown(selection: LibrarySelection, known: ReadonlySet<string>): LibrarySelection {
  const ids = new Set([...selection.ids].filter((id) => known.has(id)));
  if (ids.size === selection.ids.size) return selection;
  return { ids, anchor: selection.anchor !== undefined && known.has(selection.anchor) ? selection.anchor : undefined };
}

/**
 * The selected videos among those loaded: the shown ones in the table's order, then the ones the filter hides, so the
 * header's count, the export and the bulk editor speak of the same videos.
 */
export function selectedVideos<T extends { readonly id: string }>(
  ids: ReadonlySet<string>,
  shown: readonly T[],
  loaded: readonly T[],
): T[] {
  if (ids.size === 0) return [];
  const chosen = shown.filter((video) => ids.has(video.id));
  const seen = new Set(chosen.map((video) => video.id));
  for (const video of loaded) {
    if (ids.has(video.id) && !seen.has(video.id)) {
      seen.add(video.id);
      chosen.push(video);
    }
  }
  return chosen;
}
