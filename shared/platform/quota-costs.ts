// What each Data API call costs in quota units, for the emulator's ledger and the app's, and for the screens that
// say what an action costs before they do it. From the platform's quota calculator
// (developers.google.com/youtube/v3/determine_quota_cost): every call costs at least 1, refused ones included;
// reads 1, writes 50, search 100, captions.download 200, captions.insert 400, captions.update 450, videos.insert 1600.
// Methods the calculator leaves out (live streaming, abuse reports, third-party links) are priced as its reads and
// writes. The platform changes these, so the emulator takes the table as a setting; this is its default.
import type { DataApiMethodId } from './data-api-methods';

export const DAILY_QUOTA_LIMIT = 10_000;

/** Units per call, for every method of the discovery document plus the seed's guideCategories.list. */
export const QUOTA_COSTS: Readonly<Record<DataApiMethodId | 'guideCategories.list', number>> = {
  'abuseReports.insert': 50,
  'activities.list': 1,
  'captions.delete': 50,
  'captions.download': 200,
  'captions.insert': 400,
  'captions.list': 50,
  'captions.update': 450,
  'channelBanners.insert': 50,
  'channelSections.delete': 50,
  'channelSections.insert': 50,
  'channelSections.list': 1,
  'channelSections.update': 50,
  'channels.list': 1,
  'channels.update': 50,
  'commentThreads.insert': 50,
  'commentThreads.list': 1,
  'comments.delete': 50,
  'comments.insert': 50,
  'comments.list': 1,
  'comments.markAsSpam': 50,
  'comments.setModerationStatus': 50,
  'comments.update': 50,
  'guideCategories.list': 1,
  'i18nLanguages.list': 1,
  'i18nRegions.list': 1,
  'liveBroadcasts.bind': 50,
  'liveBroadcasts.delete': 50,
  'liveBroadcasts.insert': 50,
  'liveBroadcasts.insertCuepoint': 50,
  'liveBroadcasts.list': 1,
  'liveBroadcasts.transition': 50,
  'liveBroadcasts.update': 50,
  'liveChatBans.delete': 50,
  'liveChatBans.insert': 50,
  'liveChatMessages.delete': 50,
  'liveChatMessages.insert': 50,
  'liveChatMessages.list': 1,
  'liveChatModerators.delete': 50,
  'liveChatModerators.insert': 50,
  'liveChatModerators.list': 1,
  'liveStreams.delete': 50,
  'liveStreams.insert': 50,
  'liveStreams.list': 1,
  'liveStreams.update': 50,
  'members.list': 1,
  'membershipsLevels.list': 1,
  'playlistItems.delete': 50,
  'playlistItems.insert': 50,
  'playlistItems.list': 1,
  'playlistItems.update': 50,
  'playlists.delete': 50,
  'playlists.insert': 50,
  'playlists.list': 1,
  'playlists.update': 50,
  'search.list': 100,
  'subscriptions.delete': 50,
  'subscriptions.insert': 50,
  'subscriptions.list': 1,
  'superChatEvents.list': 1,
  'tests.insert': 50,
  'thirdPartyLinks.delete': 50,
  'thirdPartyLinks.insert': 50,
  'thirdPartyLinks.list': 1,
  'thirdPartyLinks.update': 50,
  'thumbnails.set': 50,
  'videoAbuseReportReasons.list': 1,
  'videoCategories.list': 1,
  'videos.delete': 50,
  'videos.getRating': 1,
  'videos.insert': 1600,
  'videos.list': 1,
  'videos.rate': 50,
  'videos.reportAbuse': 50,
  'videos.update': 50,
  'watermarks.set': 50,
  'watermarks.unset': 50,
  'youtube.v3.updateCommentThreads': 50,
};

export type QuotaMethodId = keyof typeof QUOTA_COSTS;

export function isQuotaMethod(method: string): method is QuotaMethodId {
  return Object.hasOwn(QUOTA_COSTS, method);
}

/** The cost of one call; a method unknown to the table costs what the calculator charges reads or writes. */
export function quotaCostOf(method: string, costs: Readonly<Record<string, number>> = QUOTA_COSTS): number {
  return costs[method] ?? (method.endsWith('.list') ? 1 : 50);
}
