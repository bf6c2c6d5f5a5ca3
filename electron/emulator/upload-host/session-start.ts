// Step 1 of the resumable protocol: POST .../videos?uploadType=resumable&part=... with the metadata. Everything is
// checked here, before any media moves, and videos.insert's quota is charged once per session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../data-api/errors/api-error';
import { validateInsertMetadata } from '../data-api/video-metadata-validation';
import { acceptVideoMediaType } from './accepted-media-type';
import { authenticateUpload, chargeVideoInsert } from '../data-api/platform-services';
import { readJsonBody } from './request-body-json';
import { serverError } from '../data-api/errors/server-error';
import { sendApiError } from './upload-replies';
import { lockPrivateIfUnaudited } from './unaudited-lock';
import type { UploadHost } from './upload-host';
import { parseVideoParts } from './video-insert-parts';

/** discovery: videos.insert mediaUpload.maxSize (256 GiB). */
export const MAX_VIDEO_BYTES = 274_877_906_944;

export async function startResumableSession(
  host: UploadHost,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const fault = host.faults.take('serverError', { kind: 'sessionStart' });
  if (fault) return sendApiError(reply, serverError(fault.status, fault.retryAfter));

  const grant = authenticateUpload(host.ctx, request);
  const parts = parseVideoParts((request.query as Record<string, unknown>).part);
  const totalBytes = parseUploadContentLength(request.headers['x-upload-content-length']);
  const declaredType = request.headers['x-upload-content-type'];
  const mimeType =
    declaredType === undefined
      ? 'application/octet-stream'
      : acceptVideoMediaType(String(declaredType), 'X-Upload-Content-Type');
  const body = await readJsonBody(request.raw);
  const store = host.store;
  const metadata = lockPrivateIfUnaudited(
    host.ctx,
    grant,
    validateInsertMetadata(body, {
      parts: new Set(parts),
      categoryIsAssignable: (id) => store.categoryIsAssignable(id),
      now: host.ctx.now(),
    }),
  );
  chargeVideoInsert(host.quota, grant);

  const now = host.ctx.now();
  const session = await host.sessions.create({
    channelId: grant.channelId,
    parts: [...parts],
    metadata,
    mimeType,
    totalBytes,
    createdAt: now,
    expiresAt: now + host.settings.sessionLifetimeSec * 1000,
  });
  const location =
    `${host.ctx.baseUrl()}/upload/youtube/v3/videos?uploadType=resumable` +
    `&part=${encodeURIComponent(parts.join(','))}&upload_id=${session.uploadId}`;
  return reply.code(200).headers({ location, 'x-guploader-uploadid': session.uploadId, 'content-length': '0' }).send();
}

/** X-Upload-Content-Length: absent means the client will tell the total later (`bytes a-b/*` chunks). */
function parseUploadContentLength(header: string | string[] | undefined): number | null {
  if (header === undefined) return null;
  const text = String(header).trim();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_VIDEO_BYTES) {
    throw new ApiError(
      400,
      'invalidValue',
      `X-Upload-Content-Length "${text}" must be the file size in bytes, from 1 to ${MAX_VIDEO_BYTES}.`,
      { domain: 'global', location: 'X-Upload-Content-Length', locationType: 'header', status: 'INVALID_ARGUMENT' },
    );
  }
  return value;
}
