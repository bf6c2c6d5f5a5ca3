// channels.list: by id, mine, forHandle or forUsername (the demo data has handles only); channels.update of the
// channel's branding.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { channelErrors } from '../catalog/catalog-errors';
import { ApiError, apiErrors } from '../errors/api-error';
import { beginCall, beginList, callerChannelId, sendResource, type DataApi } from '../api-call';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { idList, stringParam, booleanParam, type Query } from '../list-request';
import { cutPage, listResponse } from '../list-response';
import { projectChannel } from '../projections';
import { I18N_LANGUAGES, isKnownRegion } from '../reference-data';
import type { ChannelRecord } from '../youtube-state';

const FILTERS = ['categoryId', 'forHandle', 'forUsername', 'id', 'managedByMe', 'mine', 'mySubscribers'] as const;

export function registerChannelRoutes(app: FastifyInstance, api: DataApi): void {
  app.get('/channels', async (request, reply) => {
    const { query, parts, filter, viewer, maxResults, offset } = beginList(api, request, 'channels.list', {
      resource: RESOURCE_PARTS.Channel,
      filters: FILTERS,
      bounds: { default: 5, min: 0, max: 50 },
    });
    let found: ChannelRecord[];
    const otherCounts = new Map<string, number>();
    switch (filter) {
      case 'id': {
        const ids = idList(query);
        // Comment authors' channels come from the comments (channel-sources.ts), with their own upload counts.
        const others = api.otherChannels.find(ids.filter((id) => !api.store.channel(id)));
        for (const [id, other] of others) otherCounts.set(id, other.videoCount);
        found = ids.flatMap((id) => api.store.channel(id) ?? others.get(id)?.record ?? []);
        break;
      }
      case 'mine': {
        if (booleanParam(query, 'mine') !== true) {
          found = [];
          break;
        }
        if (!viewer)
          throw apiErrors.unauthenticated(
            'required',
            'The request uses the <code>mine</code> parameter but is not properly authorized.',
          );
        found = api.store.channel(viewer) ? [api.store.channel(viewer) as ChannelRecord] : [];
        break;
      }
      case 'forHandle':
      case 'forUsername': {
        const channel = api.store.channelByHandle(stringParam(query, filter) ?? '');
        found = channel ? [channel] : [];
        break;
      }
      default:
        // managedByMe and mySubscribers are for content owners and channel subscribers, which the demo has none of.
        found = [];
    }
    const projection = api.store.projection();
    const page = filter === 'id' ? cutPage(found, 0, found.length) : cutPage(found, offset, maxResults);
    const items = page.items.map((channel) =>
      projectChannel(projection, channel, parts, otherCounts.get(channel.id) ?? api.store.videoCountOf(channel.id)),
    );
    return sendResource(
      request,
      reply,
      listResponse('youtube#channelListResponse', { ...page, items }, filter === 'id' ? found.length : maxResults),
    );
  });
}

const WRITABLE_PARTS = ['brandingSettings', 'invideoPromotion'] as const;
const DESCRIPTION_MAX = 1000;
const KEYWORDS_MAX = 500;

/** ChannelSettings properties the platform still reads, and those it accepts but no longer uses. */
const channelSettingsSchema = z
  .object({
    title: z.string().max(1000).optional(),
    description: z.string().max(100_000).optional(),
    keywords: z.string().max(100_000).optional(),
    country: z.string().max(10).optional(),
    defaultLanguage: z.string().max(35).optional(),
    unsubscribedTrailer: z.string().max(64).optional(),
    defaultTab: z.string().max(100).optional(),
    featuredChannelsTitle: z.string().max(1000).optional(),
    featuredChannelsUrls: z.array(z.string().max(200)).max(100).optional(),
    moderateComments: z.boolean().optional(),
    profileColor: z.string().max(20).optional(),
    showBrowseView: z.boolean().optional(),
    showRelatedChannels: z.boolean().optional(),
    trackingAnalyticsAccountId: z.string().max(100).optional(),
  })
  .strict();

const channelUpdateSchema = z.object({
  id: z.string().min(1).max(64),
  brandingSettings: z
    .object({
      channel: channelSettingsSchema.optional(),
      image: z
        .object({ bannerExternalUrl: z.string().max(2000).optional() })
        .passthrough()
        .optional(),
      watch: z.record(z.string(), z.unknown()).optional(),
      hints: z.array(z.unknown()).max(100).optional(),
    })
    .strict()
    .optional(),
  invideoPromotion: z.record(z.string(), z.unknown()).optional(),
});

function writableParts(query: Query): readonly string[] {
  const raw = stringParam(query, 'part');
  if (raw === undefined || raw.trim() === '') throw apiErrors.required('part');
  const parts = [
    ...new Set(
      raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  for (const part of parts) {
    if (part === 'id' || (WRITABLE_PARTS as readonly string[]).includes(part)) continue;
    const known = (RESOURCE_PARTS.Channel as readonly string[]).includes(part);
    // A part of the resource that channels.update cannot write, or no part at all.
    throw new ApiError(400, known ? 'unexpectedPart' : 'unknownPart', `'${part}'`, {
      domain: 'youtube.part',
      location: 'part',
      locationType: 'parameter',
    });
  }
  return parts;
}

/** The banner a bannerExternalUrl names: one of this emulator's channelBanners.insert URLs, of this channel. */
function bannerOf(url: string, channelId: string, ownsBanner: (bannerId: string, channelId: string) => boolean) {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    throw channelErrors.brandingValidation('brandingSettings.image.bannerExternalUrl is not a URL.');
  }
  const match = /^\/_emulator\/v1\/banners\/([^/]+)$/.exec(path);
  const bannerId = match ? decodeURIComponent(match[1] ?? '') : '';
  if (!bannerId || !ownsBanner(bannerId, channelId)) {
    throw channelErrors.brandingValidation(
      'brandingSettings.image.bannerExternalUrl must be the url a channelBanners.insert of this channel answered.',
    );
  }
  return bannerId;
}

/**
 * channels.update: only brandingSettings and invideoPromotion, each replaced whole by what is sent (a property
 * left out is cleared). The description and country of brandingSettings.channel are the channel's own, so
 * snippet shows them too. invideoPromotion is accepted and kept, but this revision of the Channel resource no
 * longer has the part, so no answer shows it.
 */
export function registerChannelUpdate(
  app: FastifyInstance,
  api: DataApi,
  ownsBanner: (bannerId: string, channelId: string) => boolean,
): void {
  app.put('/channels', async (request, reply) => {
    const caller = callerChannelId(beginCall(api, request, 'channels.update'));
    if (caller === undefined) throw apiErrors.unauthenticated('required', 'Login Required.');
    const parts = writableParts(request.query as Query);
    const parsed = channelUpdateSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.code === 'unrecognized_keys') throw channelErrors.invalidBrandingOption(issue.keys.join(', '));
      throw channelErrors.brandingValidation(`${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const input = parsed.data;
    const channel = api.store.channel(input.id);
    if (!channel) throw channelErrors.notFound();
    if (channel.id !== caller) throw channelErrors.forbidden();
    const settings = input.brandingSettings?.channel ?? {};
    if (parts.includes('brandingSettings')) {
      if (settings.title !== undefined && settings.title !== channel.title) throw channelErrors.titleUpdateForbidden();
      if ((settings.description ?? '').length > DESCRIPTION_MAX)
        throw channelErrors.brandingValidation(
          `brandingSettings.channel.description is longer than ${DESCRIPTION_MAX} characters.`,
        );
      if ((settings.description ?? '').includes('<') || (settings.description ?? '').includes('>'))
        throw channelErrors.brandingValidation('brandingSettings.channel.description may not contain < or >.');
      if ((settings.keywords ?? '').length > KEYWORDS_MAX)
        throw channelErrors.brandingValidation(
          `brandingSettings.channel.keywords is longer than ${KEYWORDS_MAX} characters.`,
        );
      if (settings.country !== undefined && !isKnownRegion(settings.country))
        throw channelErrors.brandingValidation(
          `brandingSettings.channel.country "${settings.country}" is not a region code.`,
        );
      if (settings.defaultLanguage !== undefined && !I18N_LANGUAGES.some(([id]) => id === settings.defaultLanguage))
        throw channelErrors.brandingValidation(
          `brandingSettings.channel.defaultLanguage "${settings.defaultLanguage}" is not a language the platform knows.`,
        );
      if (
        settings.unsubscribedTrailer !== undefined &&
        api.store.video(settings.unsubscribedTrailer)?.channelId !== channel.id
      )
        throw channelErrors.brandingValidation(
          'brandingSettings.channel.unsubscribedTrailer must be a video of the channel.',
        );
    }
    const bannerUrlSent = input.brandingSettings?.image?.bannerExternalUrl;
    const bannerId = bannerUrlSent ? bannerOf(bannerUrlSent, channel.id, ownsBanner) : undefined;
    api.store.change((state) => {
      const record = state.channels.find((candidate) => candidate.id === channel.id);
      if (!record) return;
      if (parts.includes('brandingSettings')) {
        record.description = settings.description ?? '';
        if (settings.country) record.country = settings.country;
        else delete record.country;
        record.branding = {
          ...(settings.keywords ? { keywords: settings.keywords } : {}),
          ...(settings.defaultLanguage ? { defaultLanguage: settings.defaultLanguage } : {}),
          ...(settings.unsubscribedTrailer ? { unsubscribedTrailer: settings.unsubscribedTrailer } : {}),
          ...(bannerId ? { bannerId } : {}),
        };
      }
      if (parts.includes('invideoPromotion')) {
        if (input.invideoPromotion) record.invideoPromotion = input.invideoPromotion;
        else delete record.invideoPromotion;
      }
    });
    const updated = api.store.channel(channel.id) as ChannelRecord;
    const shown = parts.filter((part) => part !== 'invideoPromotion');
    return reply
      .type('application/json; charset=UTF-8')
      .send(projectChannel(api.store.projection(), updated, shown, api.store.videoCountOf(channel.id)));
  });
}
