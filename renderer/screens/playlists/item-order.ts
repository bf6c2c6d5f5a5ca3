// A playlist's items in a new order: the moved item at its 0-based position, the others shifted, every position
// renumbered the way the platform does after a playlistItems.update.
import type { PlaylistItemView } from '../../../shared/ipc/playlists';

export function moveItem(
  items: readonly PlaylistItemView[],
  itemId: string,
  to: number,
): readonly PlaylistItemView[] | undefined {
  const from = items.findIndex((item) => item.id === itemId);
  if (from < 0 || to < 0 || to >= items.length || from === to) return undefined;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as PlaylistItemView);
  return numbered(next);
}

export function numbered(items: readonly PlaylistItemView[]): readonly PlaylistItemView[] {
  return items.map((item, position) => (item.position === position ? item : { ...item, position }));
}
