// The frame of the image methods, like beginCall for the Data API: record the method (the conformance check holds
// the answer to its schema), act out a fault a test armed for it, identify the caller, charge the quota.
import type { FastifyRequest } from 'fastify';
import type { AccessGrant } from '../../context';
import { recordCallMethod } from '../call-method';
import { applyDataApiFault } from '../../faults/data-api-faults';
import { authenticate } from '../authenticate';
import type { MediaHost } from './media-host';

export type MediaMethod =
  | 'thumbnails.set'
  | 'watermarks.set'
  | 'watermarks.unset'
  | 'playlistImages.list'
  | 'playlistImages.insert'
  | 'playlistImages.update'
  | 'playlistImages.delete';

export function beginMediaCall(host: MediaHost, request: FastifyRequest, method: MediaMethod): AccessGrant {
  recordCallMethod(request, method);
  applyDataApiFault(host.faults, request, method);
  const grant = authenticate(host.ctx, request, `youtube.${method}`);
  host.quota.charge(method, grant.clientId, grant.channelId);
  return grant;
}
