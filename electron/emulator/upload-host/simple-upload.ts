// Non-resumable uploads of videos.insert, as the official Node client sends them: uploadType=media (the raw file,
// no metadata) and uploadType=multipart (multipart/related: the JSON resource, then the file), possibly with chunked
// transfer encoding. The media is streamed to disk; the answer is 200 with the video resource.
import { createHash } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../data-api/errors/api-error';
import { validateInsertMetadata, type VideoMetadata } from '../data-api/video-metadata-validation';
import { acceptVideoMediaType } from './accepted-media-type';
import { receiveBody } from './body-receiver';
import { ConnectionCut, countedBody } from './counted-body';
import { MediaFileWriter } from './media-file-writer';
import { multipartRelatedType } from './multipart-content-type';
import { lockPrivateIfUnaudited } from './unaudited-lock';
import { boundaryOf, MultipartError, readMultipart } from './multipart-related';
import type { AccessGrant } from '../context';
import { authenticateUpload, chargeVideoInsert } from '../data-api/platform-services';
import { newVideoId, publishVideo } from './publish-video';
import { METADATA_MAX_BYTES, parseJsonMetadata } from './request-body-json';
import { MAX_VIDEO_BYTES } from './session-start';
import { serverError } from '../data-api/errors/server-error';
import { badUploadRequest, breakConnection, sendApiError } from './upload-replies';
import type { UploadHost } from './upload-host';
import { parseVideoParts } from './video-insert-parts';

interface Upload {
  readonly metadata: VideoMetadata;
  readonly mimeType: string;
  readonly sha256: string;
  readonly bytes: number;
}

export async function handleSimpleUpload(
  host: UploadHost,
  request: FastifyRequest,
  reply: FastifyReply,
  uploadType: 'media' | 'multipart',
): Promise<FastifyReply | void> {
  const facts = { kind: 'simpleUpload' as const };
  const fault = host.faults.take('serverError', facts);
  if (fault) return sendApiError(reply, serverError(fault.status, fault.retryAfter));

  const grant = authenticateUpload(host.ctx, request);
  const parts = parseVideoParts((request.query as Record<string, unknown>).part);
  const drop = host.faults.take('dropConnection', facts);
  const tokenExpiry = host.faults.take('expireAccessToken', facts);
  let tokensExpired = false;
  const onReceived = (received: number): void => {
    if (tokenExpiry && !tokensExpired && received >= tokenExpiry.afterBytes) {
      tokensExpired = true;
      host.ctx.tokens.expireAllAccessTokens();
    }
  };
  const tempPath = join(host.sessions.uploadsDir, `simple-${randomBytes(12).toString('hex')}.part`);
  const validate = (body: unknown): VideoMetadata => {
    const store = host.store;
    return lockPrivateIfUnaudited(
      host.ctx,
      grant,
      validateInsertMetadata(body, {
        parts: new Set(parts),
        categoryIsAssignable: (id) => store.categoryIsAssignable(id),
        now: host.ctx.now(),
      }),
    );
  };

  try {
    let upload: Upload | undefined;
    try {
      upload =
        uploadType === 'media'
          ? await receiveMedia(host, grant, request, tempPath, drop?.afterBytes ?? null, onReceived)
          : await receiveMultipart(host, grant, request, tempPath, validate, drop?.afterBytes ?? null, onReceived);
    } catch (error) {
      if (error instanceof ConnectionCut) return breakConnection(request, reply);
      if (error instanceof MultipartError) throw badUploadRequest(error.message);
      if (request.raw.destroyed && !(error instanceof ApiError)) return void reply.hijack();
      throw error;
    }
    if (!upload) return void reply.hijack(); // the client went away
    if (tokenExpiry) onReceived(Infinity);
    if (upload.bytes === 0) throw mediaBodyRequired();
    const body = await publishVideo(host, {
      videoId: newVideoId(),
      channelId: grant.channelId,
      parts,
      metadata: upload.metadata,
      mimeType: upload.mimeType,
      sourcePath: tempPath,
      sha256: upload.sha256,
    });
    // A drop armed for more bytes than the body had: the video exists, only the answer is lost.
    if (drop) return breakConnection(request, reply);
    return reply.code(200).type('application/json; charset=UTF-8').send(body);
  } finally {
    await rm(tempPath, { force: true });
  }
}

async function receiveMedia(
  host: UploadHost,
  grant: AccessGrant,
  request: FastifyRequest,
  tempPath: string,
  cutAfter: number | null,
  onReceived: (received: number) => void,
): Promise<Upload | undefined> {
  const mimeType = acceptVideoMediaType(request.headers['content-type'], 'the request body');
  chargeVideoInsert(host.quota, grant);
  await (await open(tempPath, 'w')).close();
  const hash = createHash('sha256');
  const result = await receiveBody({
    source: request.raw,
    path: tempPath,
    offset: 0,
    maxBytes: MAX_VIDEO_BYTES,
    keepBytes: null,
    cutAfter,
    onReceived,
    hash,
  });
  if (result.outcome === 'cut') throw new ConnectionCut();
  if (result.outcome === 'aborted') return undefined;
  if (result.outcome === 'overflow') throw badUploadRequest(`A video is at most ${MAX_VIDEO_BYTES} bytes.`);
  return { metadata: {}, mimeType, sha256: hash.digest('hex'), bytes: result.stored };
}

async function receiveMultipart(
  host: UploadHost,
  grant: AccessGrant,
  request: FastifyRequest,
  tempPath: string,
  validate: (body: unknown) => VideoMetadata,
  cutAfter: number | null,
  onReceived: (received: number) => void,
): Promise<Upload> {
  const contentType = multipartRelatedType(request);
  const hash = createHash('sha256');
  let partIndex = 0;
  let json: Buffer[] = [];
  let jsonBytes = 0;
  let metadata: VideoMetadata | undefined;
  let mimeType = '';
  let media: MediaFileWriter | undefined;
  try {
    for await (const event of readMultipart(
      countedBody(host.throttle.body(request.raw), { cutAfter, onReceived }),
      boundaryOf(contentType),
    )) {
      if (event.kind === 'partStart') {
        partIndex += 1;
        if (partIndex === 1) {
          const type = (event.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
          if (type !== 'application/json') {
            throw new ApiError(
              400,
              'badContent',
              `The first part of a multipart upload must be the application/json resource, not "${type}".`,
              {
                domain: 'global',
              },
            );
          }
        } else if (partIndex === 2) {
          mimeType = acceptVideoMediaType(event.headers['content-type'], 'the media part');
          media = new MediaFileWriter(tempPath, hash);
        } else {
          throw badUploadRequest('A multipart upload has two parts: the JSON resource and the media.');
        }
      } else if (event.kind === 'data') {
        if (partIndex === 1) {
          jsonBytes += event.chunk.length;
          if (jsonBytes > METADATA_MAX_BYTES)
            throw badUploadRequest(`The metadata part is larger than ${METADATA_MAX_BYTES} bytes.`);
          json.push(event.chunk);
        } else {
          await media?.write(event.chunk);
        }
      } else if (partIndex === 1) {
        metadata = validate(parseJsonMetadata(Buffer.concat(json).toString('utf8')));
        json = [];
        chargeVideoInsert(host.quota, grant);
      }
    }
  } finally {
    await media?.close();
  }
  if (!metadata || !media) throw mediaBodyRequired();
  return { metadata, mimeType, sha256: hash.digest('hex'), bytes: media.bytes };
}

function mediaBodyRequired(): ApiError {
  return new ApiError(
    400,
    'mediaBodyRequired',
    'This request requires a media body: the video file is missing or empty.',
    {
      domain: 'global',
    },
  );
}
