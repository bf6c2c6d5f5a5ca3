// The rest of the platform's catalog, wired into the Data API's scope (so that its error envelope, 404s and quota
// apply): captions, channel branding and banners, channel sections, subscriptions, search, activities, memberships,
// guide categories and abuse reports, with their own store (catalog-state.json). The media inserts (caption files,
// banner images) go to the upload host's paths in a scope of their own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EMULATOR_CORE } from '../../core-plugin';
import { prepareSmallMediaScope, SMALL_MEDIA_PREFIXES } from '../../upload-host/small-media-scope';
import type { DataApi } from '../api-call';
import { registerChannelUpdate } from '../channels/routes-channels';
import { DEMO_CHANNEL_ID } from '../demo-seed';
import { registerActivityRoutes } from '../activities/routes-activities';
import { registerBannerImages } from '../channel-banners/banner-images';
import { registerBannerUploads } from '../channel-banners/banner-upload';
import type { CatalogApi } from './catalog-api';
import { CatalogStore } from './catalog-store';
import { registerCaptionRoutes } from '../captions/routes-captions';
import { registerCaptionUploads } from '../captions/upload-captions';
import { DEMO_BANNER_ID, DEMO_BRANDING } from './demo-catalog';
import { registerAbuseRoutes } from '../reference/routes-abuse';
import { registerGuideCategoryRoutes } from '../reference/routes-guide-categories';
import { registerMembershipRoutes } from '../memberships/routes-memberships';
import { registerSearchRoutes } from '../search/routes-search';
import { registerSectionRoutes } from '../channel-sections/routes-sections';
import { registerSubscriptionRoutes } from '../subscriptions/routes-subscriptions';
import { registerViewerImages } from './viewer-images';

declare module 'fastify' {
  interface FastifyInstance {
    youtubeCatalog: CatalogApi;
  }
}

/**
 * `root` takes the images, the close hook and the `youtubeCatalog` decoration the upload plugin below uses;
 * `dataApi` is the Data API's scope.
 */
export async function registerCatalog(root: FastifyInstance, dataApi: FastifyInstance, data: DataApi): Promise<void> {
  const catalog = await CatalogStore.open(data.ctx.options.dataDir, data.ctx.now());
  root.addHook('onClose', () => catalog.flush());
  const api: CatalogApi = { ...data, catalog };
  data.store.useCaptionLookup((videoId) =>
    catalog.read((state) =>
      state.captions.some((track) => track.videoId === videoId && !track.isDraft && track.status === 'serving'),
    ),
  );
  data.store.onVideoRemoved((videoId) =>
    catalog.change((state) => {
      state.captions = state.captions.filter((track) => track.videoId !== videoId);
    }),
  );
  applyDemoBranding(api);

  registerCaptionRoutes(dataApi, api);
  registerChannelUpdate(dataApi, data, (bannerId, channelId) =>
    catalog.read((state) => state.banners.some((banner) => banner.id === bannerId && banner.channelId === channelId)),
  );
  registerSectionRoutes(dataApi, api);
  registerSubscriptionRoutes(dataApi, api);
  registerSearchRoutes(dataApi, api);
  registerActivityRoutes(dataApi, api);
  registerMembershipRoutes(dataApi, api);
  registerGuideCategoryRoutes(dataApi, api);
  registerAbuseRoutes(dataApi, api);

  root.decorate('youtubeCatalog', api);
  registerBannerImages(root, api);
  registerViewerImages(root, api);
}

/** The media inserts on the upload host's paths: a plugin of its own, as a scope cannot be added mid-load. */
export const catalogUploadsPlugin = fp(
  async (app) => {
    await app.register(catalogUploadRoutes(app.youtubeCatalog));
  },
  // The Data API's name spelled out: importing it from data-api-plugin would be a cycle (it imports this file).
  { name: 'catalog-uploads', fastify: '5.x', dependencies: [EMULATOR_CORE, 'youtube-data-api'] },
);

// The catalog's media methods on the upload host, in a small-media scope of their own (raw bodies, the Data API's
// error envelope, the faults a test arms for these methods).
function catalogUploadRoutes(api: CatalogApi) {
  return async (scope: FastifyInstance): Promise<void> => {
    prepareSmallMediaScope(scope);
    registerCaptionUploads(scope, api, SMALL_MEDIA_PREFIXES);
    registerBannerUploads(scope, api, SMALL_MEDIA_PREFIXES);
  };
}

/** The demo channel gets its keywords, trailer and drawn banner once, the first time it has no branding at all. */
function applyDemoBranding(api: CatalogApi): void {
  const channel = api.store.channel(DEMO_CHANNEL_ID);
  const hasBanner = api.catalog.read((state) => state.banners.some((banner) => banner.id === DEMO_BANNER_ID));
  if (!channel || channel.branding !== undefined || !hasBanner) return;
  api.store.change((state) => {
    const record = state.channels.find((candidate) => candidate.id === DEMO_CHANNEL_ID);
    if (record) record.branding = { ...DEMO_BRANDING, bannerId: DEMO_BANNER_ID };
  });
}
