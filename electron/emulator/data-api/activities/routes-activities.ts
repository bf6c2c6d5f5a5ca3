// activities.list (channelId or mine; home is gone and lists nothing): a channel's activity derived from its own
// history, newest first: its uploads, the videos it added to its playlists, and the channels it subscribed to.
// activities.insert is no longer part of the API (the discovery document has no such method), so a POST to
// /activities gets the Data API's "Method not found" 404, as the platform answers a removed method.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendResource } from '../api-call';
import { apiErrors } from '../errors/api-error';
import {
  booleanParam,
  oneFilter,
  parseMaxResults,
  parsePageToken,
  parseParts,
  stringParam,
  type Query,
} from '../list-request';
import { cutPage, listResponse, resource } from '../list-response';
import { thumbnails } from '../projections';
import { channelProfile, type CatalogApi } from '../catalog/catalog-api';
import { beginCatalogCall, requireMine } from '../catalog/caller';

const ACTIVITY_PARTS = ['contentDetails', 'snippet'] as const;

interface Activity {
  readonly id: string;
  readonly type: 'upload' | 'playlistItem' | 'subscription';
  readonly publishedAt: string;
  readonly title: string;
  readonly description: string;
  readonly thumbnails: Record<string, unknown>;
  readonly contentDetails: Record<string, unknown>;
}

function activityId(...parts: string[]): string {
  return `MT${createHash('sha1').update(parts.join('\0')).digest('base64url')}`;
}

function activitiesOf(api: CatalogApi, channelId: string, own: boolean): Activity[] {
  const baseUrl = api.ctx.baseUrl();
  const visible = (privacy: string) => own || privacy === 'public';
  const found: Activity[] = [];
  for (const video of api.store.videos()) {
    if (video.channelId !== channelId || !visible(video.status.privacyStatus)) continue;
    found.push({
      id: activityId('upload', video.id),
      type: 'upload',
      publishedAt: video.publishedAt,
      title: video.snippet.title,
      description: video.snippet.description,
      thumbnails: thumbnails(baseUrl, 'video', video.id),
      contentDetails: { upload: { videoId: video.id } },
    });
  }
  for (const playlist of api.store.playlists()) {
    if (playlist.channelId !== channelId || playlist.uploads || !visible(playlist.privacyStatus)) continue;
    for (const item of api.store.itemsOf(playlist.id)) {
      const video = api.store.video(item.videoId);
      if (!video || !visible(video.status.privacyStatus)) continue;
      found.push({
        id: activityId('playlistItem', item.id),
        type: 'playlistItem',
        publishedAt: item.publishedAt,
        title: video.snippet.title,
        description: video.snippet.description,
        thumbnails: thumbnails(baseUrl, 'video', video.id),
        contentDetails: {
          playlistItem: {
            resourceId: { kind: 'youtube#video', videoId: video.id },
            playlistId: playlist.id,
            playlistItemId: item.id,
          },
        },
      });
    }
  }
  const subscriptions = api.catalog.read((state) => state.subscriptions.filter((s) => s.subscriberId === channelId));
  for (const subscription of subscriptions) {
    const target = channelProfile(api, subscription.channelId);
    if (!target) continue;
    found.push({
      id: activityId('subscription', subscription.id),
      type: 'subscription',
      publishedAt: subscription.publishedAt,
      title: target.title,
      description: target.description,
      thumbnails: target.thumbnails,
      contentDetails: { subscription: { resourceId: { kind: 'youtube#channel', channelId: target.id } } },
    });
  }
  return found.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
}

function parseTime(query: Query, name: string): number | undefined {
  const raw = stringParam(query, name);
  if (raw === undefined) return undefined;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) throw apiErrors.invalidValue(name, `Invalid value '${raw}'. Expected an RFC 3339 date-time.`);
  return time;
}

export function registerActivityRoutes(app: FastifyInstance, api: CatalogApi): void {
  app.get('/activities', async (request, reply) => {
    const viewer = beginCatalogCall(api, request, 'activities.list');
    const query = request.query as Query;
    const parts = parseParts(query, ACTIVITY_PARTS);
    const filter = oneFilter(query, ['channelId', 'home', 'mine']);
    const maxResults = parseMaxResults(query, { default: 5, min: 0, max: 50 });
    const offset = parsePageToken(query);
    const after = parseTime(query, 'publishedAfter');
    const before = parseTime(query, 'publishedBefore');
    let channelId: string | undefined;
    if (filter === 'mine') channelId = booleanParam(query, 'mine') ? requireMine(viewer) : undefined;
    else if (filter === 'channelId') {
      channelId = stringParam(query, 'channelId') ?? '';
      if (!api.store.channel(channelId)) {
        throw apiErrors.notFound(
          'channelNotFound',
          'The channel specified in the <code>channelId</code> parameter cannot be found.',
        );
      }
    }
    const found = channelId
      ? activitiesOf(api, channelId, channelId === viewer).filter(
          (activity) =>
            (after === undefined || Date.parse(activity.publishedAt) >= after) &&
            (before === undefined || Date.parse(activity.publishedAt) < before),
        )
      : [];
    const channelTitle = channelId ? (api.store.channel(channelId)?.title ?? '') : '';
    const page = cutPage(found, offset, maxResults);
    const items = page.items.map((activity) => {
      const body: Record<string, unknown> = {};
      if (parts.includes('snippet')) {
        body.snippet = {
          publishedAt: activity.publishedAt,
          channelId,
          title: activity.title,
          description: activity.description,
          thumbnails: activity.thumbnails,
          channelTitle,
          type: activity.type,
        };
      }
      if (parts.includes('contentDetails')) body.contentDetails = activity.contentDetails;
      return resource('youtube#activity', activity.id, body);
    });
    return sendResource(request, reply, listResponse('youtube#activityListResponse', { ...page, items }, maxResults));
  });
}
