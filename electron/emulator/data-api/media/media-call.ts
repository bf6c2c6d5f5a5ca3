// The frame of the image methods (beginSignedInCall): record the method (the conformance check holds the answer to
// its schema), act out a fault a test armed for it, authenticate the user, charge the quota.
import type { FastifyRequest } from 'fastify';
import type { AccessGrant } from '../../context';
import { beginSignedInCall } from '../api-call';
import type { MediaHost } from './media-host';

type MediaMethod =
  | 'thumbnails.set'
  | 'watermarks.set'
  | 'watermarks.unset'
  | 'playlistImages.list'
  | 'playlistImages.insert'
  | 'playlistImages.update'
  | 'playlistImages.delete';

export function beginMediaCall(host: MediaHost, request: FastifyRequest, method: MediaMethod): AccessGrant {
  return beginSignedInCall(host, request, method);
}
