// members.list and membershipsLevels.list, for the creator who authorizes the request only (their scope is
// youtube.channel-memberships.creator); a channel without memberships gets channelMembershipsNotEnabled.
// members.list pages with nextPageToken alone (its response has no prevPageToken); mode=updates starts a stream
// whose first answer lists nobody and whose token then brings the members who joined or changed level since.
import type { FastifyInstance } from 'fastify';
import { sendResource } from '../api-call';
import { ApiError } from '../errors/api-error';
import { idList, parseMaxResults, parseParts, stringParam, type Query } from '../list-request';
import { etagOf } from '../list-response';
import { channelProfile, type CatalogApi } from '../catalog/catalog-api';
import { membershipErrors } from '../catalog/catalog-errors';
import type { MembershipsRecord } from '../catalog/catalog-state';
import { beginUserCall } from '../catalog/caller';

const MODES = ['all_current', 'updates'] as const;
const MONTH_MS = 30.44 * 24 * 3600 * 1000;

function membershipsOf(api: CatalogApi, channelId: string): MembershipsRecord {
  const record = api.catalog.read((state) => state.memberships.find((m) => m.channelId === channelId));
  if (!record) throw membershipErrors.notEnabled();
  return record;
}

function memberError(reason: string, message: string, location: string): ApiError {
  return new ApiError(400, reason, message, { domain: 'youtube.memberships', location, locationType: 'parameter' });
}

function encodeToken(value: string): string {
  return `CDm${Buffer.from(value).toString('base64url')}`;
}

function decodeToken(raw: string): { offset?: number; since?: number } {
  const text = raw.startsWith('CDm') ? Buffer.from(raw.slice(3), 'base64url').toString() : '';
  const offset = /^o:(\d{1,9})$/.exec(text);
  if (offset) return { offset: Number(offset[1]) };
  const since = /^u:(\d{1,15})$/.exec(text);
  if (since) return { since: Number(since[1]) };
  throw memberError('invalidPageToken', 'The request specifies an invalid page token.', 'pageToken');
}

export function registerMembershipRoutes(app: FastifyInstance, api: CatalogApi): void {
  app.get('/membershipsLevels', async (request, reply) => {
    const me = beginUserCall(api, request, 'membershipsLevels.list');
    parseParts(request.query as Query, ['snippet']);
    const record = membershipsOf(api, me);
    const items = record.levels.map((level) => {
      const body = {
        kind: 'youtube#membershipsLevel',
        id: level.id,
        snippet: { creatorChannelId: me, levelDetails: { displayName: level.displayName } },
      };
      return { kind: body.kind, etag: etagOf(body), id: level.id, snippet: body.snippet };
    });
    return sendResource(request, reply, { kind: 'youtube#membershipsLevelListResponse', etag: etagOf(items), items });
  });

  app.get('/members', async (request, reply) => {
    const me = beginUserCall(api, request, 'members.list');
    const query = request.query as Query;
    parseParts(query, ['snippet']);
    const maxResults = parseMaxResults(query, { default: 5, min: 0, max: 1000 });
    const mode = stringParam(query, 'mode') ?? 'all_current';
    if (!(MODES as readonly string[]).includes(mode)) {
      throw memberError('invalidMode', `Invalid value '${mode}' for mode: all_current or updates.`, 'mode');
    }
    const record = membershipsOf(api, me);
    const levelIndex = (id: string) => record.levels.findIndex((level) => level.id === id);
    const hasAccessTo = stringParam(query, 'hasAccessToLevel');
    if (hasAccessTo !== undefined && levelIndex(hasAccessTo) < 0) {
      throw memberError(
        'invalidHasAccessToLevel',
        'The hasAccessToLevel parameter names no level of the channel.',
        'hasAccessToLevel',
      );
    }
    const only = idList(query, 'filterByMemberChannelId');
    if (only.length > 100) {
      throw memberError(
        'invalidFilterByMemberChannelId',
        'filterByMemberChannelId names at most 100 channels.',
        'filterByMemberChannelId',
      );
    }
    const rawToken = stringParam(query, 'pageToken');
    const token = rawToken ? decodeToken(rawToken) : {};
    const now = api.ctx.now();
    let members = record.members
      .filter((member) => hasAccessTo === undefined || levelIndex(member.levelId) >= levelIndex(hasAccessTo))
      .filter((member) => only.length === 0 || only.includes(member.channelId))
      .sort((a, b) => a.since.localeCompare(b.since));
    let nextPageToken: string | undefined;
    let total = members.length;
    if (mode === 'updates') {
      members =
        token.since === undefined ? [] : members.filter((member) => Date.parse(member.levelSince) > (token.since ?? 0));
      total = members.length;
      nextPageToken = encodeToken(`u:${now}`);
    } else {
      const offset = token.offset ?? 0;
      members = members.slice(offset, offset + maxResults);
      if (maxResults > 0 && offset + maxResults < total) nextPageToken = encodeToken(`o:${offset + maxResults}`);
    }
    const months = (iso: string) => Math.max(0, Math.floor((now - Date.parse(iso)) / MONTH_MS));
    const items = members.map((member) => {
      const profile = channelProfile(api, member.channelId);
      const at = levelIndex(member.levelId);
      const level = record.levels[at];
      const snippet = {
        creatorChannelId: me,
        memberDetails: {
          channelId: member.channelId,
          channelUrl: `https://www.youtube.com/channel/${member.channelId}`,
          displayName: profile?.title ?? '',
          profileImageUrl: profile?.thumbnails.default?.url ?? '',
        },
        membershipsDetails: {
          highestAccessibleLevel: member.levelId,
          highestAccessibleLevelDisplayName: level?.displayName ?? '',
          accessibleLevels: record.levels.slice(0, at + 1).map((l) => l.id),
          membershipsDuration: { memberSince: member.since, memberTotalDurationMonths: months(member.since) },
          membershipsDurationAtLevels: [
            {
              level: member.levelId,
              memberSince: member.levelSince,
              memberTotalDurationMonths: months(member.levelSince),
            },
          ],
        },
      };
      return { kind: 'youtube#member', etag: etagOf(snippet), snippet };
    });
    const body = {
      kind: 'youtube#memberListResponse',
      ...(nextPageToken ? { nextPageToken } : {}),
      pageInfo: { totalResults: total, resultsPerPage: maxResults },
      items,
    };
    const { kind, ...rest } = body;
    return sendResource(request, reply, { kind, etag: etagOf(body), ...rest });
  });
}
