// The platform's rules for a channel section (channelSections.insert and update, "Errors"): each type with the
// contentDetails it needs, a title for the multiple-item types, existing and shareable playlists and channels, at
// most 10 sections a channel, positions within the list.
import { z } from 'zod';
import { DISCOVERY_SCHEMAS } from '../../generated/discovery-schemas';
import type { YoutubeStore } from '../youtube-store';
import { sectionErrors } from '../catalog/catalog-errors';

export const MAX_SECTIONS = 10;
const MAX_PLAYLISTS = 50;
const MAX_CHANNELS = 100;
const TITLE_MAX = 100;

/** The types the discovery document lists for snippet.type, but for its placeholder for none. */
const SECTION_TYPES: ReadonlySet<string> = new Set(
  (DISCOVERY_SCHEMAS.ChannelSectionSnippet?.properties?.type?.enum ?? []).filter(
    (type) => type !== 'channelsectionTypeUndefined',
  ),
);

const PLAYLIST_TYPES = new Set(['singlePlaylist', 'multiplePlaylists']);
const TITLED_TYPES = new Set(['multiplePlaylists', 'multipleChannels']);

const idArray = z.array(z.string().min(1).max(64)).max(1000);

export const sectionBodySchema = z.object({
  id: z.string().max(200).optional(),
  snippet: z
    .object({
      type: z.string().max(64).optional(),
      title: z.string().max(10_000).optional(),
      position: z.number().int().optional(),
      style: z.enum(['channelsectionStyleUnspecified', 'horizontalRow', 'verticalList']).optional(),
      defaultLanguage: z.string().max(35).optional(),
    })
    .optional(),
  contentDetails: z.object({ playlists: idArray.optional(), channels: idArray.optional() }).optional(),
  targeting: z
    .object({
      countries: z.array(z.string().max(10)).max(300).optional(),
      languages: z.array(z.string().max(35)).max(300).optional(),
      regions: z.array(z.string().max(10)).max(300).optional(),
    })
    .optional(),
  localizations: z.record(z.string().max(35), z.object({ title: z.string().max(TITLE_MAX) })).optional(),
});

type SectionBody = z.infer<typeof sectionBodySchema>;

const invalid = sectionErrors.invalid;

function duplicated(ids: readonly string[]): boolean {
  return new Set(ids).size !== ids.length;
}

/**
 * The section's content once checked; throws the platform's refusal otherwise. `channelKnown` says whether a channel
 * exists (the viewer channels that subscriptions know are channels too, though the video store holds none of them).
 */
export function checkSection(
  body: SectionBody,
  channelId: string,
  videos: YoutubeStore,
  channelKnown: (id: string) => boolean = (id) => videos.channel(id) !== undefined,
) {
  const snippet = body.snippet;
  if (!snippet) throw invalid('snippetNeeded', 'You must specify a snippet to create the channel section.');
  if (!snippet.type)
    throw invalid('typeRequired', 'The channelSection resource must specify a value for the snippet.type field.');
  if (!SECTION_TYPES.has(snippet.type)) {
    throw invalid('invalidValue', `"${snippet.type}" is not a channel section type.`);
  }
  const type = snippet.type;
  const playlists = body.contentDetails?.playlists;
  const channels = body.contentDetails?.channels;
  if ((PLAYLIST_TYPES.has(type) || type === 'multipleChannels') && !body.contentDetails) {
    throw invalid(
      'contentDetailsNeeded',
      'The resource you are inserting must contain a contentDetails object for this type of channel section.',
    );
  }
  if (PLAYLIST_TYPES.has(type)) {
    if (!playlists || playlists.length === 0) {
      throw invalid(
        'playlistsNeeded',
        'If the snippet.type property has a value of singlePlaylist or multiplePlaylists, then the contentDetails.playlists[] property must be specified.',
      );
    }
    if (type === 'singlePlaylist' && playlists.length !== 1) {
      throw invalid(
        'onePlaylistNeeded',
        'If the snippet.type property has a value of singlePlaylist, then the contentDetails.playlists[] property must specify exactly one playlist.',
      );
    }
    if (playlists.length > MAX_PLAYLISTS) {
      throw invalid(
        'maxPlaylistExceeded',
        'The request failed because it attempted to include too many playlists in the channel section.',
      );
    }
    if (duplicated(playlists))
      throw invalid('playlistsDuplicated', 'The request failed because it specifies duplicate playlists.');
    for (const id of playlists) {
      const playlist = videos.playlist(id);
      if (!playlist) throw sectionErrors.playlistNotFound();
      if (playlist.privacyStatus === 'private') {
        throw invalid(
          'playlistIsPrivate',
          'One or more of the specified playlists are private and, therefore, cannot be included in the channel section.',
        );
      }
    }
  } else if (playlists !== undefined) {
    throw invalid(
      'playlistsNotExpected',
      'The resource provided with the request specified a value for the contentDetails.playlists[] property, but playlists are not expected for this type of channel section.',
    );
  }
  if (type === 'multipleChannels') {
    if (!channels || channels.length === 0) {
      throw invalid(
        'channelsNeeded',
        'If the snippet.type property has a value of multipleChannels, then the contentDetails.channels[] property must be specified and must specify at least one channel.',
      );
    }
    if (channels.length > MAX_CHANNELS) {
      throw invalid(
        'maxChannelsExceeded',
        'The request failed because it attempted to include too many channels in the channel section.',
      );
    }
    if (duplicated(channels))
      throw invalid('channelsDuplicated', 'The request failed because it specifies duplicate channels.');
    if (channels.includes(channelId)) {
      throw invalid(
        'ownChannelInChannels',
        'You cannot include your own channel in a channel section that appears on that channel.',
      );
    }
    if (channels.some((id) => !channelKnown(id))) throw sectionErrors.channelNotFound();
  } else if (channels !== undefined) {
    throw invalid(
      'channelsNotExpected',
      'The resource provided with the request specified a value for the contentDetails.channels[] property, but channels are not expected for this type of channel section.',
    );
  }
  const title = snippet.title?.trim() ? snippet.title : undefined;
  if (TITLED_TYPES.has(type) && title === undefined) {
    throw invalid(
      'titleRequired',
      "If the snippet.type property has a value of multiplePlaylists or multipleChannels, then you must set the section's title by specifying a value for the snippet.title property.",
    );
  }
  if (title !== undefined && title.length > TITLE_MAX) {
    throw invalid(
      'titleLengthExceeded',
      `The value of the snippet.title property cannot exceed ${TITLE_MAX} characters.`,
    );
  }
  if (body.localizations && !snippet.defaultLanguage) {
    throw invalid('defaultLanguageNotSetError', 'The snippet.defaultLanguage must be set to update localizations.');
  }
  return {
    type,
    ...(title !== undefined ? { title } : {}),
    ...(snippet.style ? { style: snippet.style } : {}),
    ...(snippet.defaultLanguage ? { defaultLanguage: snippet.defaultLanguage } : {}),
    ...(playlists ? { playlists: [...playlists] } : {}),
    ...(channels ? { channels: [...channels] } : {}),
    ...(body.targeting ? { targeting: body.targeting } : {}),
    ...(body.localizations ? { localizations: body.localizations } : {}),
  };
}

/** A requested position must fall within the channel's sections (the new one included). */
export function checkPosition(position: number | undefined, count: number): number | undefined {
  if (position === undefined) return undefined;
  if (position < 0 || position >= count) {
    throw invalid('inValidPosition', `The snippet.position must be between 0 and ${count - 1}.`);
  }
  return position;
}
