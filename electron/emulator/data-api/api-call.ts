// The frame of every Data API method: act out a fault armed for it, identify the caller, charge the quota (the platform charges invalid requests
// too), and answer lists with an ETag so that If-None-Match gives 304.
import type { ChannelSources } from './channel-sources';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessGrant, EmulatorContext } from '../context';
import { recordCallMethod } from './call-method';
import { applyDataApiFault } from '../faults/data-api-faults';
import type { FaultRegistry } from '../faults/fault-registry';
import { authenticate, identify, identifyIfSent, type Caller } from './authenticate';
import { oneFilter, parseMaxResults, parsePageToken, parseParts, type Query } from './list-request';
import { projectOf, type PlatformQuota } from './platform-quota';
import type { YoutubeStore } from './youtube-store';

export interface DataApi {
  readonly ctx: EmulatorContext;
  readonly store: YoutubeStore;
  readonly quota: PlatformQuota;
  /** Faults armed by tests through `POST /_emulator/v1/faults` with a `method`. */
  readonly faults: FaultRegistry;
  /** Channels another resource answers for (comment authors), for channels.list by id. */
  readonly otherChannels: ChannelSources;
}

/**
 * `method` is the short id, e.g. `channels.list`. `scopesOf` names the method whose scopes it takes, for a method the
 * generated scope table lacks (one the discovery document has dropped).
 */
export function beginCall(
  api: DataApi,
  request: FastifyRequest,
  method: string,
  options: { readonly scopesOf?: string } = {},
): Caller {
  recordCallMethod(request, method);
  applyDataApiFault(api.faults, request, method);
  const caller = identify(api.ctx, request, `youtube.${options.scopesOf ?? method}`);
  api.quota.charge(method, projectOf(caller), callerChannelId(caller));
  return caller;
}

/**
 * The frame of a method that needs neither credentials nor quota (videoTrainability.get): as `beginCall`, but the
 * caller is identified only when it sent credentials (checked then as for any method), and nothing is charged.
 */
export function beginOpenCall(api: DataApi, request: FastifyRequest, method: string): Caller | undefined {
  recordCallMethod(request, method);
  applyDataApiFault(api.faults, request, method);
  return identifyIfSent(api.ctx, request, `youtube.${method}`);
}

/**
 * The frame of a method that only a signed-in user may call (video writes, image methods): as `beginCall`, but an
 * API key or a missing token is refused by `authenticate`, and the quota is charged to the grant's client.
 */
export function beginSignedInCall(
  host: Pick<DataApi, 'ctx' | 'faults' | 'quota'>,
  request: FastifyRequest,
  method: string,
): AccessGrant {
  recordCallMethod(request, method);
  applyDataApiFault(host.faults, request, method);
  const grant = authenticate(host.ctx, request, `youtube.${method}`);
  host.quota.charge(method, grant.clientId, grant.channelId);
  return grant;
}

export function callerChannelId(caller: Caller): string | undefined {
  return caller.kind === 'oauth' ? caller.grant.channelId : undefined;
}

/**
 * The frame of a list method (`beginCall`), then what every list reads of its query, in this order: the parts (of
 * `resource`'s), the one filter of `filters`, maxResults within `bounds`, and the page token as an offset.
 */
export function beginList(
  api: DataApi,
  request: FastifyRequest,
  method: string,
  options: {
    readonly resource: readonly string[];
    readonly filters: readonly string[];
    readonly bounds: { default: number; min: number; max: number };
  },
) {
  const caller = beginCall(api, request, method);
  const query = request.query as Query;
  const parts = parseParts(query, options.resource);
  const filter = oneFilter(query, options.filters);
  return {
    query,
    parts,
    filter,
    viewer: callerChannelId(caller),
    maxResults: parseMaxResults(query, options.bounds),
    offset: parsePageToken(query),
  };
}

export function sendResource(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Record<string, unknown>,
): FastifyReply {
  const etag = String(body.etag);
  const match = request.headers['if-none-match'];
  reply.header('etag', `"${etag}"`);
  if (
    typeof match === 'string' &&
    match.split(',').some((candidate) => candidate.trim().replace(/^W\//, '').replace(/"/g, '') === etag)
  ) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=UTF-8').send(body);
}
