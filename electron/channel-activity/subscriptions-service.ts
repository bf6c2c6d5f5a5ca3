// The channel's audience and follows over subscriptions.*: its subscribers (mySubscribers, or myRecentSubscribers
// newest first), the channels it subscribes to (mine), subscribing by a pasted ID, handle or address, and unsubscribing.
// Oneself is refused before any call; the platform's refusals are said in plain words.
import {
  parseChannelReference,
  type SubscriberPage,
  type SubscriptionPage,
  type SubscriptionView,
} from '../../shared/ipc/channel-activity';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl } from '../language/say';
import { SUBSCRIPTION_REFUSALS } from './channel-activity-messages';
import { parseAnswer } from '../playlists/playlist-api-shapes';
import type { DataApiClient } from '../platform/data-api-client';
import {
  bestThumbnail,
  listSchema,
  ownedSchema,
  subscriptionSchema,
  type SubscriptionResource,
} from './activity-api-shapes';

const PAGE_SIZE = 20;

interface SubscriptionsServiceDeps {
  readonly dataApi: () => DataApiClient;
  readonly channelId: () => string | undefined;
}

function toSubscriptionView(resource: SubscriptionResource): SubscriptionView {
  const snippet = resource.snippet;
  const channelId = snippet?.resourceId?.channelId ?? '';
  const thumbnailUrl = bestThumbnail(snippet?.thumbnails);
  return {
    subscriptionId: resource.id,
    channelId,
    title: snippet?.title || channelId,
    description: snippet?.description ?? '',
    subscribedAt: snippet?.publishedAt ?? '',
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
  };
}

function reasonOf(error: unknown): string | undefined {
  const reason = error instanceof DeskError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

function plainRefusal(error: unknown, channelId: string): unknown {
  if (!(error instanceof DeskError)) return error;
  const words: Record<string, () => string> = {
    subscriptionDuplicate: () => say(SUBSCRIPTION_REFUSALS.duplicate),
    subscriptionForbidden: () => say(SUBSCRIPTION_REFUSALS.forbidden),
    publisherNotFound: () => say(SUBSCRIPTION_REFUSALS.noSuchChannelId, { channelId }),
    subscriptionNotFound: () => say(SUBSCRIPTION_REFUSALS.gone),
  };
  const reason = reasonOf(error);
  const text = reason === undefined ? undefined : words[reason]?.();
  return text === undefined ? error : new DeskError(error.code, text, error.details);
}

export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const own = () => {
    const channelId = deps.channelId();
    if (!channelId) throw new DeskError('not-signed-in', say(SUBSCRIPTION_REFUSALS.signInFirst));
    return channelId;
  };

  /** The channel a handle names (channels.list forHandle, 1 unit). */
  const channelOfHandle = async (handle: string): Promise<string> => {
    const answer = parseAnswer(
      listSchema(ownedSchema),
      await deps.dataApi().request({ path: '/channels', params: { part: 'id', forHandle: handle } }),
      `the channel of ${handle}`,
    );
    const channelId = answer.items?.[0]?.id;
    if (channelId === undefined) {
      throw new DeskError('not-found', say(SUBSCRIPTION_REFUSALS.noSuchHandle, { handle }));
    }
    return channelId;
  };

  return {
    async subscribers(pageToken: string | undefined, recent: boolean): Promise<SubscriberPage> {
      const filter = recent ? 'myRecentSubscribers' : 'mySubscribers';
      const answer = parseAnswer(
        listSchema(subscriptionSchema),
        await deps.dataApi().request({
          path: '/subscriptions',
          params: { part: 'snippet,subscriberSnippet', [filter]: true, maxResults: PAGE_SIZE, pageToken },
        }),
        "the channel's subscribers",
      );
      const items = (answer.items ?? []).map((resource) => {
        const subscriber = resource.subscriberSnippet;
        const channelId = subscriber?.channelId ?? resource.snippet?.resourceId?.channelId ?? '';
        const thumbnailUrl = bestThumbnail(subscriber?.thumbnails);
        return {
          channelId,
          title: subscriber?.title || channelId,
          subscribedAt: resource.snippet?.publishedAt ?? '',
          ...(thumbnailUrl ? { thumbnailUrl } : {}),
        };
      });
      const totalResults = answer.pageInfo?.totalResults;
      return {
        items,
        ...(answer.nextPageToken ? { nextPageToken: answer.nextPageToken } : {}),
        ...(totalResults !== undefined ? { totalResults } : {}),
      };
    },

    async subscriptions(pageToken: string | undefined): Promise<SubscriptionPage> {
      const answer = parseAnswer(
        listSchema(subscriptionSchema),
        await deps.dataApi().request({
          path: '/subscriptions',
          params: { part: 'snippet', mine: true, order: 'alphabetical', maxResults: PAGE_SIZE, pageToken },
        }),
        "the channel's subscriptions",
      );
      const totalResults = answer.pageInfo?.totalResults;
      return {
        items: (answer.items ?? []).map(toSubscriptionView),
        ...(answer.nextPageToken ? { nextPageToken: answer.nextPageToken } : {}),
        ...(totalResults !== undefined ? { totalResults } : {}),
      };
    },

    async subscribe(pasted: string): Promise<SubscriptionView> {
      const reference = parseChannelReference(pasted, sayingIntl());
      if ('problem' in reference) throw new DeskError('invalid-input', reference.problem);
      const channelId = 'handle' in reference ? await channelOfHandle(reference.handle) : reference.channelId;
      if (channelId === own()) {
        throw new DeskError('rejected', say(SUBSCRIPTION_REFUSALS.ownChannel));
      }
      try {
        const answer = await deps.dataApi().request({
          method: 'POST',
          path: '/subscriptions',
          params: { part: 'snippet' },
          body: { snippet: { resourceId: { kind: 'youtube#channel', channelId } } },
        });
        return toSubscriptionView(parseAnswer(subscriptionSchema, answer, 'the new subscription'));
      } catch (error) {
        throw plainRefusal(error, channelId);
      }
    },

    async unsubscribe(subscriptionId: string): Promise<null> {
      try {
        await deps.dataApi().request({ method: 'DELETE', path: '/subscriptions', params: { id: subscriptionId } });
      } catch (error) {
        throw plainRefusal(error, '');
      }
      return null;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
