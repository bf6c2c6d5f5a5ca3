// Read-only views for tests: the sessions of the upload host and the stored bytes of a video, plus the host's
// settings.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { UploadHost } from './upload-host';
import { uploadHostSettingsPatchSchema } from './upload-host-settings';
import { publicState, type UploadSession } from './upload-session';

const UPLOADS_PATH = '/_emulator/v1/uploads';

export function registerInspectionRoutes(app: FastifyInstance, host: UploadHost): void {
  const view = (session: UploadSession) => ({
    uploadId: session.uploadId,
    channelId: session.channelId,
    state: publicState(session, host.ctx.now()),
    storedBytes: session.storedBytes,
    totalBytes: session.totalBytes,
    mimeType: session.mimeType,
    parts: session.parts,
    ...(session.videoId && session.state === 'complete' ? { videoId: session.videoId } : {}),
    createdAt: new Date(session.createdAt).toISOString(),
    expiresAt: new Date(session.expiresAt).toISOString(),
  });

  // The body bytes received in all (kept or not), so a test can tell what a client sent beyond the files' sizes.
  app.get(UPLOADS_PATH, async () => ({
    sessions: host.sessions.list().map(view),
    bodyBytesReceived: host.throttle.state().receivedBytes,
  }));

  app.get(`${UPLOADS_PATH}/settings`, async () => host.settings);

  app.put(`${UPLOADS_PATH}/settings`, async (request, reply) => {
    const parsed = uploadHostSettingsPatchSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid upload host settings: ${z.prettifyError(parsed.error)}` });
    host.settings = { ...host.settings, ...parsed.data };
    return host.settings;
  });

  app.get(`${UPLOADS_PATH}/:uploadId`, async (request, reply) => {
    const { uploadId } = request.params as { uploadId: string };
    const session = host.sessions.get(uploadId);
    if (!session) return reply.code(404).send({ error: `no upload session with id ${uploadId}` });
    return view(session);
  });

  app.get('/_emulator/v1/videos/:videoId/media', async (request, reply) => {
    const { videoId } = request.params as { videoId: string };
    const media = host.store.getVideoMedia(videoId);
    if (!media) return reply.code(404).send({ error: `no uploaded media for video ${videoId}` });
    return { size: media.size, sha256: media.sha256, mimeType: media.mimeType };
  });
}
