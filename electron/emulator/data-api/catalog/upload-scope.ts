// The catalog's media methods on the upload host, in a small-media scope of their own (raw bodies, the Data API's
// error envelope, the faults a test arms for these methods).
import type { FastifyInstance } from 'fastify';
import { prepareSmallMediaScope, SMALL_MEDIA_PREFIXES } from '../../upload-host/small-media-scope';
import { registerBannerUploads } from '../channel-banners/banner-upload';
import type { CatalogApi } from './catalog-api';
import { registerCaptionUploads } from '../captions/upload-captions';

export function catalogUploadRoutes(api: CatalogApi) {
  return async (scope: FastifyInstance): Promise<void> => {
    prepareSmallMediaScope(scope);
    registerCaptionUploads(scope, api, SMALL_MEDIA_PREFIXES);
    registerBannerUploads(scope, api, SMALL_MEDIA_PREFIXES);
  };
}
