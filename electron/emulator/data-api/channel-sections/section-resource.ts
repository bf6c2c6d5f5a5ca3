// A channel section as the platform shows it: its type, position and title in snippet, the playlists or channels
// it shows in contentDetails (absent for types that take neither), and its targeting and localizations when set.
import { resource } from '../list-response';
import type { SectionRecord } from '../catalog/catalog-state';

export function projectSection(
  section: SectionRecord,
  position: number,
  parts: readonly string[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (parts.includes('snippet')) {
    body.snippet = {
      type: section.type,
      channelId: section.channelId,
      ...(section.title !== undefined ? { title: section.title } : {}),
      position,
      ...(section.style ? { style: section.style } : {}),
      ...(section.defaultLanguage ? { defaultLanguage: section.defaultLanguage } : {}),
      ...(section.defaultLanguage && section.title !== undefined ? { localized: { title: section.title } } : {}),
    };
  }
  if (parts.includes('contentDetails') && (section.playlists || section.channels)) {
    body.contentDetails = {
      ...(section.playlists ? { playlists: section.playlists } : {}),
      ...(section.channels ? { channels: section.channels } : {}),
    };
  }
  if (parts.includes('targeting') && section.targeting) body.targeting = section.targeting;
  if (parts.includes('localizations') && section.localizations) body.localizations = section.localizations;
  return resource('youtube#channelSection', section.id, body);
}
