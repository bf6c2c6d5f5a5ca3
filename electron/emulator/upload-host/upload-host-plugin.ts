// The upload host of the video platform: resumable sessions exactly as the protocol's state table says (plus the
// variants real clients use), simple and multipart uploads, fault injection and inspection for tests.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { EMULATOR_CORE } from '../core-plugin';
import { YOUTUBE_DATA_API } from '../data-api/data-api-plugin';
import { registerFaultRoutes } from '../faults/fault-routes';
import { registerInspectionRoutes } from './inspection-routes';
import { expireSessionsNow } from './session-expiry';
import { registerThrottleRoutes } from './throttle-routes';
import { RunningHashes } from './running-hashes';
import { UploadSessionStore } from './session-store';
import type { UploadHost } from './upload-host';
import { DEFAULT_UPLOAD_HOST_SETTINGS } from './upload-host-settings';
import { uploadRoutes } from './upload-routes';
import { UploadThrottle } from './upload-throttle';

const registerUploadHost: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const host: UploadHost = {
    ctx,
    store: app.youtubeStore,
    quota: app.youtubeQuota,
    sessions: await UploadSessionStore.open(ctx.options.dataDir, ctx.now()),
    faults: app.emulatorFaults,
    hashes: new RunningHashes(),
    throttle: await UploadThrottle.open(ctx.options.dataDir, ctx.now()),
    settings: DEFAULT_UPLOAD_HOST_SETTINGS,
  };

  await app.register(uploadRoutes(host));
  registerFaultRoutes(app, {
    faults: host.faults,
    exhaustQuota: () => host.quota.exhaust(),
    expireSessions: (uploadId) => expireSessionsNow(host, uploadId),
  });
  registerInspectionRoutes(app, host);
  registerThrottleRoutes(app, host);

  ctx.info.push(() => ({
    uploads: {
      sessionLifetimeSec: host.settings.sessionLifetimeSec,
      uploadUrl: `${ctx.baseUrl()}/upload/youtube/v3`,
      activeSessions: host.sessions.list().filter((session) => session.state === 'open').length,
      faults: `${ctx.baseUrl()}/_emulator/v1/faults`,
      inspection: `${ctx.baseUrl()}/_emulator/v1/uploads`,
      throttle: `${ctx.baseUrl()}/_emulator/v1/throttle`,
    },
  }));
  app.addHook('onClose', () => host.sessions.flush());
  app.addHook('onClose', () => host.throttle.flush());
};

const UPLOAD_HOST = 'upload-host';

export const uploadHostPlugin = fp(registerUploadHost, {
  name: UPLOAD_HOST,
  fastify: '5.x',
  dependencies: [EMULATOR_CORE, YOUTUBE_DATA_API],
});
