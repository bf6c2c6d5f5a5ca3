// The platform's image methods in one small-media scope, like the upload host's: the handlers read the image
// themselves, bounded by each method's limit.
import type { FastifyInstance } from 'fastify';
import { DATA_API_PREFIX } from '../api-paths';
import { prepareSmallMediaScope, SMALL_MEDIA_PREFIXES } from '../../upload-host/small-media-scope';
import type { MediaHost } from './media-host';
import {
  handlePlaylistImageDelete,
  handlePlaylistImageInsert,
  handlePlaylistImageList,
  handlePlaylistImageUpdate,
} from '../playlist-images/playlist-image-routes';
import { handleThumbnailSet } from '../thumbnails/thumbnail-set';
import { handleWatermarkSet, handleWatermarkUnset } from '../watermarks/watermark-routes';

export function mediaRoutes(host: MediaHost) {
  return async (scope: FastifyInstance): Promise<void> => {
    prepareSmallMediaScope(scope);
    // Both paths take media and multipart bodies.
    for (const prefix of SMALL_MEDIA_PREFIXES) {
      scope.post(`${prefix}/thumbnails/set`, (request, reply) => handleThumbnailSet(host, request, reply));
      scope.post(`${prefix}/watermarks/set`, (request, reply) => handleWatermarkSet(host, request, reply));
      scope.post(`${prefix}/playlistImages`, (request, reply) => handlePlaylistImageInsert(host, request, reply));
      scope.put(`${prefix}/playlistImages`, (request, reply) => handlePlaylistImageUpdate(host, request, reply, true));
    }
    scope.get(`${DATA_API_PREFIX}/playlistImages`, (request, reply) => handlePlaylistImageList(host, request, reply));
    scope.put(`${DATA_API_PREFIX}/playlistImages`, (request, reply) =>
      handlePlaylistImageUpdate(host, request, reply, false),
    );
    scope.delete(`${DATA_API_PREFIX}/playlistImages`, (request, reply) =>
      handlePlaylistImageDelete(host, request, reply),
    );
    scope.post(`${DATA_API_PREFIX}/watermarks/unset`, (request, reply) => handleWatermarkUnset(host, request, reply));
  };
}
