// captions.insert and captions.update with their file, on the upload host (uploadType=media or multipart).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { parseParts, type Query } from '../list-request';
import type { CatalogApi } from '../catalog/catalog-api';
import { captionErrors } from '../catalog/catalog-errors';
import { beginUserCall } from '../catalog/caller';
import { readUploadBody } from '../../upload-host/small-media-body';
import { parseCaptionInsert, parseCaptionUpdate } from './caption-input';
import { projectCaption } from './caption-resource';
import { CAPTION_MAX_BYTES, insertCaption, updateCaption } from './caption-writes';
import { ApiError } from '../errors/api-error';

const tooLarge = (max: number) =>
  new ApiError(413, 'uploadTooLarge', `Media larger than: ${max}`, { domain: 'global' });

async function handleInsert(api: CatalogApi, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const channelId = beginUserCall(api, request, 'captions.insert');
  const parts = parseParts(request.query as Query, RESOURCE_PARTS.Caption);
  const body = await readUploadBody(request, CAPTION_MAX_BYTES, tooLarge);
  if (body.resource === undefined) {
    throw captionErrors.invalidMetadata(
      'A new track needs its snippet (videoId, language, name): use uploadType=multipart.',
    );
  }
  const record = await insertCaption(api, channelId, parseCaptionInsert(body.resource), body.media);
  return reply.type('application/json; charset=UTF-8').send(projectCaption(record, parts));
}

async function handleUpdate(api: CatalogApi, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const channelId = beginUserCall(api, request, 'captions.update');
  const parts = parseParts(request.query as Query, RESOURCE_PARTS.Caption);
  const body = await readUploadBody(request, CAPTION_MAX_BYTES, tooLarge);
  if (body.resource === undefined) {
    throw captionErrors.invalidMetadata('An update names its track by id: use uploadType=multipart.');
  }
  const record = await updateCaption(api, channelId, parseCaptionUpdate(body.resource), parts, body.media);
  return reply.type('application/json; charset=UTF-8').send(projectCaption(record, parts));
}

export function registerCaptionUploads(scope: FastifyInstance, api: CatalogApi, prefixes: readonly string[]): void {
  for (const prefix of prefixes) {
    scope.post(`${prefix}/captions`, (request, reply) => handleInsert(api, request, reply));
    scope.put(`${prefix}/captions`, (request, reply) => handleUpdate(api, request, reply));
  }
}
