// channelBanners.insert on the upload host: a JPEG or PNG of at least 2048x1152 pixels and at most 6 MB, kept
// under the data dir; the answer is a channelBannerResource whose URL channels.update then applies through
// brandingSettings.image.bannerExternalUrl (the third step of the platform's banner process).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { etagOf } from '../list-response';
import { stringParam, type Query } from '../list-request';
import { bannerUrl } from '../projections';
import type { CatalogApi } from '../catalog/catalog-api';
import { nowIso } from '../catalog/catalog-api';
import { bannerErrors, channelErrors } from '../catalog/catalog-errors';
import { bannerId } from '../catalog/catalog-ids';
import { beginUserCall } from '../catalog/caller';
import { PLATFORM_MAX_IMAGE_PIXELS } from '../media/platform-image';
import { readUploadBody } from '../../upload-host/small-media-body';

/** The discovery document's mediaUpload.maxSize for channelBanners.insert. */
const BANNER_MAX_BYTES = 6_291_456;
const BANNER_MIN_WIDTH = 2048;
const BANNER_MIN_HEIGHT = 1152;
const BANNERS_DIR = 'catalog-banners';

const TYPES: Readonly<Record<string, { mimeType: string; extension: string }>> = {
  jpg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
};

function inspectBanner(image: Buffer): { width: number; height: number; mimeType: string; extension: string } {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(image);
  } catch {
    throw bannerErrors.notAnImage();
  }
  const type = TYPES[size.type ?? ''];
  if (!type) throw bannerErrors.notAnImage();
  if (size.width < BANNER_MIN_WIDTH || size.height < BANNER_MIN_HEIGHT)
    throw bannerErrors.tooSmall(size.width, size.height);
  // Never decoded here, but served back to whoever shows the banner: a pixel flood is refused like on the other
  // image routes (media/platform-image.ts).
  if (size.width * size.height > PLATFORM_MAX_IMAGE_PIXELS) throw bannerErrors.tooManyPixels(size.width, size.height);
  return { width: size.width, height: size.height, ...type };
}

async function handleBannerInsert(
  api: CatalogApi,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const channelId = beginUserCall(api, request, 'channelBanners.insert');
  const named = stringParam(request.query as Query, 'channelId');
  if (named !== undefined && named !== channelId) {
    if (!api.store.channel(named)) throw bannerErrors.channelNotFound();
    throw channelErrors.forbidden();
  }
  const body = await readUploadBody(request, BANNER_MAX_BYTES, bannerErrors.tooLarge);
  if (body.media.length === 0) throw bannerErrors.mediaBodyRequired();
  const image = inspectBanner(body.media);
  const id = bannerId();
  const dir = join(api.ctx.options.dataDir, BANNERS_DIR);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${id}.${image.extension}`);
  await writeFile(path, body.media);
  api.catalog.change((state) =>
    state.banners.push({
      id,
      channelId,
      path,
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      createdAt: nowIso(api),
    }),
  );
  const url = bannerUrl(api.ctx.baseUrl(), id);
  return reply
    .type('application/json; charset=UTF-8')
    .send({ kind: 'youtube#channelBannerResource', etag: etagOf({ id, url }), url });
}

export function registerBannerUploads(scope: FastifyInstance, api: CatalogApi, prefixes: readonly string[]): void {
  for (const prefix of prefixes) {
    scope.post(`${prefix}/channelBanners/insert`, (request, reply) => handleBannerInsert(api, request, reply));
  }
}
