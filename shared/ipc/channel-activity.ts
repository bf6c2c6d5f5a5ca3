// Calls of the Channel screen's Activity tab: what the channel did lately (activities.list mine), who subscribes to
// it (subscriptions.list mySubscribers / myRecentSubscribers) and whom it subscribes to (subscriptions.list mine),
// each paged as the platform pages it, plus subscribing by a channel's ID, handle or address and unsubscribing.
import { z } from 'zod';
import { call, type CallMap } from './define';
import type { IntlShape } from 'react-intl';
import { CHANNEL_REFERENCE_PROBLEMS } from './channel-reference-messages';

// ---- channel references ------------------------------------------------------------------------------------------

/** A channel id: UC and 22 more characters of the platform's alphabet. */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
const CHANNEL_ID_IN_TEXT = /(?:^|\/channel\/)(UC[A-Za-z0-9_-]{22})(?:$|[/?#])/;

/**
 * A handle as the platform allows them: 3 to 30 letters (of any script), digits, `_`, `-` and `.`, after the `@`,
 * alone or in an address of the channel's page (`…/@name`, `…/@name/videos`).
 */
const HANDLE_IN_TEXT = /(?:^|\/)(@[\p{L}\p{M}\p{N}_.-]{3,30})(?:$|[/?#])/u;

export type ChannelReference =
  | { readonly channelId: string }
  /** With its `@`; the main process looks the channel up (channels.list forHandle) before subscribing. */
  | { readonly handle: string }
  | { readonly problem: string };

type ReferenceProblem = keyof typeof CHANNEL_REFERENCE_PROBLEMS;

/** What the pasted text names, or which of the problems it has (worded by the caller in its language). */
function referenceIn(text: string): { readonly channelId: string } | { readonly handle: string } | ReferenceProblem {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  const found = CHANNEL_ID_IN_TEXT.exec(trimmed);
  if (found?.[1]) return { channelId: found[1] };
  const handle = HANDLE_IN_TEXT.exec(trimmed);
  if (handle?.[1]) return { handle: handle[1] };
  if (/(^|\/)@/.test(trimmed)) return 'badHandle';
  if (/\/(c|user)\//.test(trimmed)) return 'legacyAddress';
  return 'neither';
}

/**
 * The channel a creator means by what they pasted: its ID, an address of its page that names the ID
 * (`…/channel/UC…`), or its handle (`@name`, `…/@name`). A legacy custom address (`/c/…`, `/user/…`) names neither,
 * so the answer says where to find the ID, in the intl's language.
 */
export function parseChannelReference(text: string, intl: IntlShape): ChannelReference {
  const reference = referenceIn(text);
  return typeof reference === 'string'
    ? { problem: intl.formatMessage(CHANNEL_REFERENCE_PROBLEMS[reference]) }
    : reference;
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
  /** A channel ID, a handle, or an address of its page, as pasted. */
  channel: z
    .string()
    .max(500)
    // The screen and the main process say what is wrong in the creator's words (parseChannelReference); the contract
    // only refuses.
    .refine((text) => typeof referenceIn(text) !== 'string', 'must be a channel ID, a handle or a channel address'),
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
  /**
   * subscriptions.insert (50 units), after channels.list forHandle (1 unit) for a handle; oneself, a channel already
   * subscribed to and a handle nobody has are refused in plain words.
   */
  'channelActivity.subscribe': call<typeof subscribeInput, SubscriptionView>(subscribeInput),
  /** subscriptions.delete (50 units). */
  'channelActivity.unsubscribe': call<typeof unsubscribeInput, null>(unsubscribeInput),
} satisfies CallMap;
