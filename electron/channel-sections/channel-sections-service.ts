// The signed-in channel's sections over the Data API. A write sends the section whole, as an update replaces the
// parts it names: the section is read first so that what the screen does not edit (its place, style, language)
// is sent back unchanged. Refusals a creator can act on are said in plain words (section-refusals.ts).
import { sectionNeeds, type SectionContent, type SectionView } from '../../shared/ipc/channel-sections';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { SECTION_REFUSALS } from './channel-sections-messages';
import { parseAnswer } from '../playlists/playlist-api-shapes';
import type { DataApiClient } from '../platform/data-api-client';
import { sectionListSchema, sectionSchema, type SectionResource } from './section-api-shapes';
import { channelOf, playlistOf, resolveContentNames } from './section-content-names';
import { explainSectionRefusal } from './section-refusals';

export interface ChannelSectionsService {
  list(): Promise<readonly SectionView[]>;
  add(content: SectionContent): Promise<SectionView>;
  update(sectionId: string, content: SectionContent): Promise<SectionView>;
  move(sectionId: string, position: number): Promise<SectionView>;
  remove(sectionId: string): Promise<null>;
}

type Snippet = NonNullable<SectionResource['snippet']>;

/** The body parts of a section with this content; contentDetails only for the types that show playlists or channels. */
function sectionBody(content: SectionContent, keep: Partial<Snippet> = {}) {
  const needs = sectionNeeds(content.type);
  const title = content.title?.trim();
  const contentDetails =
    needs.playlists !== 'none'
      ? { playlists: [...(content.playlistIds ?? [])] }
      : needs.channels
        ? { channels: [...(content.channelIds ?? [])] }
        : undefined;
  return {
    snippet: {
      type: content.type,
      ...(needs.title && title ? { title } : {}),
      ...(keep.position !== undefined ? { position: keep.position } : {}),
      ...(keep.style ? { style: keep.style } : {}),
      ...(keep.defaultLanguage ? { defaultLanguage: keep.defaultLanguage } : {}),
    },
    ...(contentDetails ? { contentDetails } : {}),
  };
}

function partsOf(body: { contentDetails?: unknown }): string {
  return body.contentDetails ? 'snippet,contentDetails' : 'snippet';
}

function contentOf(resource: SectionResource): SectionContent {
  return {
    type: (resource.snippet?.type ?? 'recentUploads') as SectionContent['type'],
    ...(resource.snippet?.title !== undefined ? { title: resource.snippet.title } : {}),
    ...(resource.contentDetails?.playlists ? { playlistIds: resource.contentDetails.playlists } : {}),
    ...(resource.contentDetails?.channels ? { channelIds: resource.contentDetails.channels } : {}),
  };
}

interface ChannelSectionsServiceDeps {
  readonly dataApi: () => DataApiClient;
}

export function createChannelSectionsService({ dataApi }: ChannelSectionsServiceDeps): ChannelSectionsService {
  async function views(resources: readonly SectionResource[]): Promise<SectionView[]> {
    const names = await resolveContentNames(
      dataApi(),
      resources.flatMap((resource) => resource.contentDetails?.playlists ?? []),
      resources.flatMap((resource) => resource.contentDetails?.channels ?? []),
    );
    return resources.map((resource, index) => ({
      id: resource.id,
      type: resource.snippet?.type ?? 'channelsectionTypeUndefined',
      ...(resource.snippet?.title ? { title: resource.snippet.title } : {}),
      position: resource.snippet?.position ?? index,
      playlists: (resource.contentDetails?.playlists ?? []).map((id) => playlistOf(names, id)),
      channels: (resource.contentDetails?.channels ?? []).map((id) => channelOf(names, id)),
    }));
  }

  async function viewOf(resource: SectionResource): Promise<SectionView> {
    const [view] = await views([resource]);
    if (!view) throw new Error('a section view went missing');
    return view;
  }

  async function current(sectionId: string): Promise<SectionResource> {
    const answer = parseAnswer(
      sectionListSchema,
      await dataApi().request({ path: '/channelSections', params: { part: 'snippet,contentDetails', id: sectionId } }),
      'the section',
    );
    const found = answer.items?.find((item) => item.id === sectionId);
    if (!found) {
      throw new DeskError('not-found', say(SECTION_REFUSALS.channelSectionNotFound), { sectionId });
    }
    return found;
  }

  async function write(method: 'POST' | 'PUT', body: ReturnType<typeof sectionBody> & { id?: string }) {
    try {
      const answer = await dataApi().request({
        method,
        path: '/channelSections',
        params: { part: partsOf(body) },
        body,
      });
      return parseAnswer(sectionSchema, answer, 'the section');
    } catch (error) {
      throw explainSectionRefusal(error);
    }
  }

  return {
    async list() {
      const answer = parseAnswer(
        sectionListSchema,
        await dataApi().request({ path: '/channelSections', params: { part: 'snippet,contentDetails', mine: true } }),
        "the channel's sections",
      );
      const ordered = [...(answer.items ?? [])].sort(
        (a, b) => (a.snippet?.position ?? Number.MAX_SAFE_INTEGER) - (b.snippet?.position ?? Number.MAX_SAFE_INTEGER),
      );
      return views(ordered);
    },

    async add(content) {
      return viewOf(await write('POST', sectionBody(content)));
    },

    async update(sectionId, content) {
      const before = await current(sectionId);
      return viewOf(await write('PUT', { id: sectionId, ...sectionBody(content, before.snippet) }));
    },

    async move(sectionId, position) {
      const before = await current(sectionId);
      const moved = await write('PUT', {
        id: sectionId,
        ...sectionBody(contentOf(before), { ...before.snippet, position }),
      });
      return viewOf(moved);
    },

    async remove(sectionId) {
      try {
        await dataApi().request({ method: 'DELETE', path: '/channelSections', params: { id: sectionId } });
      } catch (error) {
        throw explainSectionRefusal(error);
      }
      return null;
    },
  };
}
