// A subscription as the platform shows it: snippet about the channel subscribed to, contentDetails with its item
// counts (uint32, so JSON numbers), subscriberSnippet about the subscriber.
import { resource } from '../list-response';
import { channelProfile, type CatalogApi } from '../catalog/catalog-api';
import type { SubscriptionRecord } from '../catalog/catalog-state';

export function projectSubscription(
  api: CatalogApi,
  subscription: SubscriptionRecord,
  parts: readonly string[],
): Record<string, unknown> {
  const target = channelProfile(api, subscription.channelId);
  const subscriber = channelProfile(api, subscription.subscriberId);
  const body: Record<string, unknown> = {};
  if (parts.includes('snippet')) {
    body.snippet = {
      publishedAt: subscription.publishedAt,
      title: target?.title ?? '',
      description: target?.description ?? '',
      resourceId: { kind: 'youtube#channel', channelId: subscription.channelId },
      channelId: subscription.subscriberId,
      thumbnails: target?.thumbnails ?? {},
    };
  }
  if (parts.includes('contentDetails')) {
    body.contentDetails = {
      totalItemCount: api.store
        .videos()
        .filter((video) => video.channelId === subscription.channelId && video.status.privacyStatus === 'public')
        .length,
      newItemCount: 0,
      activityType: subscription.activityType,
    };
  }
  if (parts.includes('subscriberSnippet')) {
    body.subscriberSnippet = {
      title: subscriber?.title ?? '',
      description: subscriber?.description ?? '',
      channelId: subscription.subscriberId,
      thumbnails: subscriber?.thumbnails ?? {},
    };
  }
  return resource('youtube#subscription', subscription.id, body);
}
