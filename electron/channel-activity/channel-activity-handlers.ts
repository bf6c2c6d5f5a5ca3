// Binds the channelActivity.* calls of the contract to the activity and subscriptions services.
import type { channelActivityCalls } from '../../shared/ipc/channel-activity';
import type { HandlersFor } from '../ipc/handlers';
import type { ActivityService } from './activity-service';
import type { SubscriptionsService } from './subscriptions-service';

export function createChannelActivityHandlers(
  activity: ActivityService,
  subscriptions: SubscriptionsService,
): HandlersFor<typeof channelActivityCalls> {
  return {
    'channelActivity.activities': ({ pageToken }) => activity.activities(pageToken),
    'channelActivity.subscribers': ({ pageToken, recent }) => subscriptions.subscribers(pageToken, recent ?? false),
    'channelActivity.subscriptions': ({ pageToken }) => subscriptions.subscriptions(pageToken),
    'channelActivity.subscribe': ({ channel }) => subscriptions.subscribe(channel),
    'channelActivity.unsubscribe': ({ subscriptionId }) => subscriptions.unsubscribe(subscriptionId),
  };
}
