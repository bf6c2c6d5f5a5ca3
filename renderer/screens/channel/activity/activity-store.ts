// The Activity tab's state: three lists paged as the platform pages them (the channel's activity, its subscribers,
// its subscriptions), each with its own loading and error so one failing list never hides the others, plus
// subscribing and unsubscribing.
import { CHANNEL } from '../channel-messages';
import { sayNow } from '../say-now';
import { create } from 'zustand';
import type { ActivityView, SubscriberView, SubscriptionView } from '../../../../shared/ipc/channel-activity';
import { desk } from '../../../desk/desk';
import { failureOf, reworded, type Failure } from '../../../desk/failure';
import { resetWithChannel } from '../../../stores/channel-scope';

export interface Paged<T> {
  readonly items: readonly T[] | undefined;
  readonly nextPageToken: string | undefined;
  readonly totalResults: number | undefined;
  readonly loading: boolean;
  readonly error: Failure | undefined;
}

const empty = <T>(): Paged<T> => ({
  items: undefined,
  nextPageToken: undefined,
  totalResults: undefined,
  loading: false,
  error: undefined,
});

interface Page<T> {
  readonly items: readonly T[];
  readonly nextPageToken?: string;
  readonly totalResults?: number;
}

export type ListName = 'activity' | 'subscribers' | 'subscriptions';

interface ActivityState {
  readonly activity: Paged<ActivityView>;
  readonly subscribers: Paged<SubscriberView>;
  readonly subscriptions: Paged<SubscriptionView>;
  /** Subscribers newest first (myRecentSubscribers) rather than in the platform's default order. */
  readonly recentFirst: boolean;
  readonly subscribing: boolean;
  /** The subscription being ended. */
  readonly unsubscribing: string | undefined;
  /** What the last change did, for the live region. */
  readonly announcement: string | undefined;

  loadAll: () => Promise<void>;
  /** The first page again (`more` false) or the next one. */
  load: (list: ListName, more: boolean) => Promise<void>;
  setRecentFirst: (recentFirst: boolean) => Promise<void>;
  /** Answers the refusal's message, or undefined once subscribed. */
  subscribe: (channel: string) => Promise<Failure | undefined>;
  unsubscribe: (subscriptionId: string) => Promise<Failure | undefined>;
}

export const useActivity = create<ActivityState>((set, get) => {
  async function fetchPage(list: ListName, pageToken: string | undefined): Promise<Page<unknown>> {
    const token = pageToken ? { pageToken } : {};
    if (list === 'activity') return desk.call('channelActivity.activities', token);
    if (list === 'subscribers')
      return desk.call('channelActivity.subscribers', { ...token, recent: get().recentFirst });
    return desk.call('channelActivity.subscriptions', token);
  }

  return {
    activity: empty(),
    subscribers: empty(),
    subscriptions: empty(),
    recentFirst: true,
    subscribing: false,
    unsubscribing: undefined,
    announcement: undefined,

    async loadAll() {
      await Promise.all([
        get().load('activity', false),
        get().load('subscribers', false),
        get().load('subscriptions', false),
      ]);
    },

    async load(list, more) {
      const current = get()[list] as Paged<unknown>;
      if (current.loading || (more && !current.nextPageToken)) return;
      set({ [list]: { ...current, loading: true, error: undefined } });
      try {
        const page = await fetchPage(list, more ? current.nextPageToken : undefined);
        const before = more ? (get()[list].items ?? []) : [];
        set({
          [list]: {
            items: [...before, ...page.items],
            nextPageToken: page.nextPageToken,
            totalResults: page.totalResults,
            loading: false,
            error: undefined,
          },
        });
      } catch (error) {
        set({ [list]: { ...(get()[list] as Paged<unknown>), loading: false, error: failureOf(error) } });
      }
    },

    async setRecentFirst(recentFirst) {
      set({ recentFirst });
      await get().load('subscribers', false);
    },

    async subscribe(channel) {
      set({ subscribing: true, announcement: undefined });
      try {
        const added = await desk.call('channelActivity.subscribe', { channel });
        const list = get().subscriptions;
        set({
          subscribing: false,
          subscriptions: {
            ...list,
            items: [added, ...(list.items ?? [])],
            ...(list.totalResults !== undefined ? { totalResults: list.totalResults + 1 } : {}),
          },
          announcement: sayNow(CHANNEL.saidSubscribed, { title: added.title }),
        });
        return undefined;
      } catch (error) {
        set({ subscribing: false });
        return failureOf(error);
      }
    },

    async unsubscribe(subscriptionId) {
      const list = get().subscriptions;
      const subscription = list.items?.find((item) => item.subscriptionId === subscriptionId);
      if (!subscription) return undefined;
      set({ unsubscribing: subscriptionId, announcement: undefined });
      try {
        await desk.call('channelActivity.unsubscribe', { subscriptionId });
        const now = get().subscriptions;
        set({
          unsubscribing: undefined,
          subscriptions: {
            ...now,
            items: now.items?.filter((item) => item.subscriptionId !== subscriptionId),
            ...(now.totalResults !== undefined ? { totalResults: Math.max(0, now.totalResults - 1) } : {}),
          },
          announcement: sayNow(CHANNEL.saidUnsubscribed, { title: subscription.title }),
        });
        return undefined;
      } catch (error) {
        set({ unsubscribing: undefined });
        return reworded(failureOf(error), (message) => `“${subscription.title}”: ${message}`);
      }
    },
  };
});
resetWithChannel(useActivity);
