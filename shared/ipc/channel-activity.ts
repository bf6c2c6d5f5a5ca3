// Calls of the Channel screen's Activity tab: what the channel did lately (activities.list mine), who subscribes to
// it (subscriptions.list mySubscribers / myRecentSubscribers) and whom it subscribes to (subscriptions.list mine),
// each paged as the platform pages it, plus subscribing by a channel's ID or address and unsubscribing.
import { z } from 'zod';
import { call, type CallMap } from './define';

// ---- channel references ------------------------------------------------------------------------------------------

/** A channel id: UC and 22 more characters of the platform's alphabet. */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
const CHANNEL_ID_IN_TEXT = /(?:^|\/channel\/)(UC[A-Za-z0-9_-]{22})(?:$|[/?#])/;

export type ChannelReference = { readonly channelId: string } | { readonly problem: string };

/**
 * The channel a creator means by what they pasted: its ID, or an address of its page that names the ID
 * (`…/channel/UC…`). A handle (`@name`) or a custom address does not name the ID, so the answer says where to find it.
 */
export function parseChannelReference(text: string): ChannelReference {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'Paste a channel ID (it starts with UC) or the address of its page.' };
  const found = CHANNEL_ID_IN_TEXT.exec(trimmed);
  if (found?.[1]) return { channelId: found[1] };
  if (/(^|\/)@[^/]+/.test(trimmed) || /\/(c|user)\//.test(trimmed)) {
    return {
      problem:
        'That address names the channel by its handle, not its ID. Open the channel, choose About, then “Share channel” › “Copy channel ID”, and paste that.',
    };
  }
  return {
    problem: 'That is not a channel ID: an ID is “UC” followed by 22 letters, digits, - or _, e.g. from …/channel/UC….',
  };
}

// ---- views -------------------------------------------------------------------------------------------------------

export interface ActivityView {
  readonly id: string;
  /** The platform's snippet.type: upload, playlistItem, like, subscription, … */
  readonly type: string;
  /** ISO 8601. */
  readonly publishedAt: string;
  /** What it was about: the video's or channel's title. */
  readonly title: string;
  readonly thumbnailUrl?: string;
  /** The video it concerns, when it concerns one. */
  readonly videoId?: string;
  /** The video is one of this channel's own uploads, so the Library can open it. */
  readonly ownVideo: boolean;
  /** For a playlist addition: the playlist. */
  readonly playlistId?: string;
  readonly playlistTitle?: string;
  /** For a subscription (or a recommendation, …): the channel it concerns. */
  readonly channelId?: string;
}

export interface ActivityPage {
  readonly items: readonly ActivityView[];
  readonly nextPageToken?: string;
}

export interface SubscriberView {
  readonly channelId: string;
  readonly title: string;
  readonly thumbnailUrl?: string;
  /** When they subscribed (ISO 8601). */
  readonly subscribedAt: string;
}

export interface SubscriberPage {
  readonly items: readonly SubscriberView[];
  readonly nextPageToken?: string;
  /** The platform's count of all of them, when it gives one. */
  readonly totalResults?: number;
}

export interface SubscriptionView {
  readonly subscriptionId: string;
  readonly channelId: string;
  readonly title: string;
  readonly description: string;
  readonly thumbnailUrl?: string;
  /** When the channel subscribed (ISO 8601). */
  readonly subscribedAt: string;
}

export interface SubscriptionPage {
  readonly items: readonly SubscriptionView[];
  readonly nextPageToken?: string;
  readonly totalResults?: number;
}

// ---- inputs ------------------------------------------------------------------------------------------------------

const pageTokenSchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_=.-]+$/, 'A page token holds letters, digits and - _ = . only.');

const pageInput = z.strictObject({ pageToken: pageTokenSchema.optional() });
const subscribersInput = z.strictObject({
  pageToken: pageTokenSchema.optional(),
  /** Newest first (myRecentSubscribers) rather than the platform's default order (mySubscribers). */
  recent: z.boolean().optional(),
});
const subscribeInput = z.strictObject({
  /** A channel ID or an address of its page, as pasted. */
  channel: z
    .string()
    .max(500)
    .superRefine((text, ctx) => {
      const reference = parseChannelReference(text);
      if ('problem' in reference) ctx.addIssue({ code: 'custom', message: reference.problem });
    }),
});
const unsubscribeInput = z.strictObject({
  subscriptionId: z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/, 'must be a subscription id'),
});

// ---- the contract ------------------------------------------------------------------------------------------------

export const channelActivityCalls = {
  /** One page of the channel's recent activity, newest first (activities.list mine, plus one lookup of titles). */
  'channelActivity.activities': call<typeof pageInput, ActivityPage>(pageInput),
  /** One page of the channel's subscribers (the owner only). */
  'channelActivity.subscribers': call<typeof subscribersInput, SubscriberPage>(subscribersInput),
  /** One page of the channels this channel subscribes to. */
  'channelActivity.subscriptions': call<typeof pageInput, SubscriptionPage>(pageInput),
  /** subscriptions.insert (50 units); oneself and a channel already subscribed to are refused in plain words. */
  'channelActivity.subscribe': call<typeof subscribeInput, SubscriptionView>(subscribeInput),
  /** subscriptions.delete (50 units). */
  'channelActivity.unsubscribe': call<typeof unsubscribeInput, null>(unsubscribeInput),
} satisfies CallMap;
