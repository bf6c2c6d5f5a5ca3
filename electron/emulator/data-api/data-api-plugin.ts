// The platform's Data API under /youtube/v3, with its store, quota ledger and error envelope. The store and the
// ledger are decorated as `youtubeStore` and `youtubeQuota` for the upload host, OAuth and test control.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ConformanceLog, registerConformanceCheck } from '../conformance/conformance-check';
import { registerCatalog } from './catalog/catalog-plugin';
import { ChannelSources } from './channel-sources';
import { EMULATOR_CORE } from '../core-plugin';
import { breakConnection, DroppedConnection, methodNotFound, registerAnswerDrops } from '../faults/data-api-faults';
import { FaultRegistry } from '../faults/fault-registry';
import { DATA_API_PREFIX, UPLOAD_PREFIX } from './api-paths';
import { ApiError } from './errors/api-error';
import type { DataApi } from './api-call';
import { DEMO_API_KEY } from './authenticate';
import { registerComments } from './comments/comments-plugin';
import { DEMO_CHANNEL_ID, DEMO_USER_CHANNEL_IDS, OTHER_CHANNEL_ID } from './demo-seed';
import { registerPlaceholderImages } from './placeholder-images';
import { PlatformQuota } from './platform-quota';
import { registerChannelRoutes } from './channels/routes-channels';
import { registerPlaylistItemRoutes } from './playlists/routes-playlist-items';
import { registerPlaylistRoutes } from './playlists/routes-playlists';
import { registerReferenceRoutes } from './reference/routes-reference';
import { registerVideoRoutes } from './videos/routes-videos';
import { YoutubeStore } from './youtube-store';

declare module 'fastify' {
  interface FastifyInstance {
    youtubeStore: YoutubeStore;
    youtubeQuota: PlatformQuota;
    /** Faults armed by tests, for the Data API and the upload host alike. */
    emulatorFaults: FaultRegistry;
  }
}

/** How long a new upload reads "uploaded" before it is "processed". */
const PROCESSING_MS = 5_000;

const youtubeDataApi: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const store = await YoutubeStore.open({
    dataDir: ctx.options.dataDir,
    now: () => ctx.now(),
    baseUrl: () => ctx.baseUrl(),
    processingMs: PROCESSING_MS,
  });
  const quota = new PlatformQuota(() => ctx.now());
  app.decorate('youtubeStore', store);
  app.decorate('youtubeQuota', quota);
  const faults = new FaultRegistry();
  app.decorate('emulatorFaults', faults);
  app.addHook('onClose', () => store.flush());
  const api: DataApi = { ctx, store, quota, faults, otherChannels: new ChannelSources() };
  if (ctx.options.checkConformance) {
    registerConformanceCheck(app, new ConformanceLog(), (line) => process.stderr.write(`emulator: ${line}\n`));
  }

  await app.register(
    async (scope) => {
      registerAnswerDrops(scope);
      scope.setErrorHandler((error: FastifyError | ApiError | DroppedConnection, request, reply) => {
        if (error instanceof DroppedConnection) return breakConnection(request, reply);
        const apiError =
          error instanceof ApiError
            ? error
            : error.statusCode === 400 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? new ApiError(400, 'parseError', `Parse Error: ${error.message}`, {
                  domain: 'global',
                  status: 'INVALID_ARGUMENT',
                })
              : new ApiError(500, 'backendError', `Backend Error: ${error.message}`, {
                  domain: 'global',
                  status: 'INTERNAL',
                });
        return reply
          .code(apiError.code)
          .headers(apiError.headers)
          .type('application/json; charset=UTF-8')
          .send(apiError.toBody());
      });
      scope.setNotFoundHandler((request, reply) =>
        reply.code(404).type('application/json; charset=UTF-8').send(methodNotFound(request).toBody()),
      );
      registerChannelRoutes(scope, api);
      registerReferenceRoutes(scope, api);
      registerVideoRoutes(scope, api);
      registerPlaylistItemRoutes(scope, api);
      registerPlaylistRoutes(scope, api);
      await registerCatalog(app, scope, api);
      await registerComments(app, scope, api);
    },
    { prefix: DATA_API_PREFIX },
  );
  registerPlaceholderImages(app, store);

  ctx.info.push(() => ({
    dataApiBaseUrl: `${ctx.baseUrl()}${DATA_API_PREFIX}`,
    uploadBaseUrl: `${ctx.baseUrl()}${UPLOAD_PREFIX}`,
    apiKey: DEMO_API_KEY,
    demo: {
      channelId: DEMO_CHANNEL_ID,
      /** The demo user's channels (its brand accounts' too), the one chosen by default first. */
      channels: DEMO_USER_CHANNEL_IDS.filter((id) => store.channel(id) !== undefined),
      otherChannelId: OTHER_CHANNEL_ID,
      uploadsPlaylistId: store.channel(DEMO_CHANNEL_ID)?.uploadsPlaylistId,
    },
    quota: { used: quota.used(), limit: quota.limits.units, control: `${ctx.baseUrl()}/_emulator/v1/quota` },
  }));
};

export const YOUTUBE_DATA_API = 'youtube-data-api';

export const youtubeDataApiPlugin = fp(youtubeDataApi, {
  name: YOUTUBE_DATA_API,
  fastify: '5.x',
  dependencies: [EMULATOR_CORE],
});
