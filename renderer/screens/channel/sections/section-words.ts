// How a section reads in the language in force: its kind's name (YouTube Studio's), its name in labels and notices,
// and what is wrong with its content (the rules of shared/ipc/channel-sections.ts's sectionContentProblem, said from
// the catalogue: the shared function keeps its English for the main process).
import type { IntlShape } from 'react-intl';
import {
  MAX_SECTION_CHANNELS,
  MAX_SECTION_PLAYLISTS,
  SECTION_TITLE_MAX_CHARACTERS,
  sectionNeeds,
  type SectionContent,
  type SectionView,
} from '../../../../shared/ipc/channel-sections';
import { characterCount } from '../../../../shared/text/utf8-length';
import { CHANNEL } from '../channel-messages';
import { sectionName } from './section-order';

/** A function naming a section type in `intl`'s language, for section-order.ts's sectionTitle and sectionName. */
export function typeLabelIn(intl: IntlShape): (type: string) => string {
  return (type) => intl.formatMessage(CHANNEL.sectionType, { type });
}

export function sectionNameIn(section: Pick<SectionView, 'title' | 'type' | 'playlists'>, intl: IntlShape): string {
  return sectionName(section, typeLabelIn(intl), (title) => intl.formatMessage(CHANNEL.sectionName, { title }));
}

export function sectionProblemIn(content: SectionContent, intl: IntlShape): string | undefined {
  const say = intl.formatMessage;
  const needs = sectionNeeds(content.type);
  const playlists = content.playlistIds ?? [];
  const channels = content.channelIds ?? [];
  const title = content.title?.trim() ?? '';
  if (needs.title && title === '') return say(CHANNEL.needsTitle);
  if (characterCount(title) > SECTION_TITLE_MAX_CHARACTERS)
    return say(CHANNEL.titleLonger, { length: characterCount(title), max: SECTION_TITLE_MAX_CHARACTERS });
  if (needs.playlists === 'one' && playlists.length !== 1) return say(CHANNEL.pickPlaylist);
  if (needs.playlists === 'many' && playlists.length === 0) return say(CHANNEL.pickPlaylists);
  if (needs.playlists === 'none' && playlists.length > 0) return say(CHANNEL.noPlaylistsHere);
  if (playlists.length > MAX_SECTION_PLAYLISTS)
    return say(CHANNEL.tooManyPlaylists, { max: MAX_SECTION_PLAYLISTS, count: playlists.length });
  if (new Set(playlists).size !== playlists.length) return say(CHANNEL.playlistTwice);
  if (needs.channels && channels.length === 0) return say(CHANNEL.pickChannels);
  if (!needs.channels && channels.length > 0) return say(CHANNEL.noChannelsHere);
  if (channels.length > MAX_SECTION_CHANNELS)
    return say(CHANNEL.tooManyChannels, { max: MAX_SECTION_CHANNELS, count: channels.length });
  if (new Set(channels).size !== channels.length) return say(CHANNEL.channelTwice);
  return undefined;
}
