// The sections in a new order: the moved one at its 0-based position, the others shifted, every position renumbered
// as the platform does after a channelSections.update that sets snippet.position.
import type { SectionView } from '../../../../shared/ipc/channel-sections';

export function moveSection(
  sections: readonly SectionView[],
  sectionId: string,
  to: number,
): readonly SectionView[] | undefined {
  const from = sections.findIndex((section) => section.id === sectionId);
  if (from < 0 || to < 0 || to >= sections.length || from === to) return undefined;
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as SectionView);
  return numbered(next);
}

export function numbered(sections: readonly SectionView[]): readonly SectionView[] {
  return sections.map((section, position) => (section.position === position ? section : { ...section, position }));
}

/**
 * What a section is called on screen: its title; for one playlist, the playlist's title (the platform shows that);
 * otherwise its type's name.
 */
export function sectionTitle(
  section: Pick<SectionView, 'title' | 'type' | 'playlists'>,
  typeLabel: (type: string) => string,
): string {
  if (section.title) return section.title;
  const playlist = section.type === 'singlePlaylist' ? section.playlists[0] : undefined;
  return playlist?.available ? playlist.title : typeLabel(section.type);
}

/** The section's name in quotes (the language's, by `quoted`), as labels and notices say it. */
export function sectionName(
  section: Pick<SectionView, 'title' | 'type' | 'playlists'>,
  typeLabel: (type: string) => string,
  quoted: (title: string) => string = (title) => `“${title}”`,
): string {
  return quoted(sectionTitle(section, typeLabel));
}
