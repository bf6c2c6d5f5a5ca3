// The caller of a catalog method: charged and identified by the Data API's frame, then required to be a signed-in
// channel where the method acts for one.
import type { FastifyRequest } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { beginCall, callerChannelId } from '../api-call';
import type { CatalogApi } from './catalog-api';

/** The calling channel, or undefined for an API key. */
export function beginCatalogCall(api: CatalogApi, request: FastifyRequest, method: string): string | undefined {
  return callerChannelId(beginCall(api, request, method));
}

/** A method that acts for a channel: an API key is not enough. */
export function beginUserCall(api: CatalogApi, request: FastifyRequest, method: string): string {
  const channelId = beginCatalogCall(api, request, method);
  if (channelId === undefined) throw apiErrors.unauthenticated('required', 'Login Required.');
  return channelId;
}

export function requireMine(channelId: string | undefined, parameter = 'mine'): string {
  if (channelId === undefined) {
    throw apiErrors.unauthenticated(
      'required',
      `The request uses the <code>${parameter}</code> parameter but is not properly authorized.`,
    );
  }
  return channelId;
}
