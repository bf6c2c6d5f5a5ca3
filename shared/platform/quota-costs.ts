// What each Data API call costs, and which daily bucket it is charged to, for the emulator's ledger and the app's,
// and for the screens that say what an action costs before they do it. The platform changes these, so the emulator
// takes the table as a setting; this is its default, dated by QUOTA_TABLE_DATE.
//
// Followed (checked on 2026-11-25 through the docs search):
// - The quota calculator, developers.google.com/youtube/v3/determine_quota_cost (now also under /youtube/data/):
//   "a default quota allocation of 100 search.list calls, 100 videos.insert calls, and 10,000 units per day
//   combined for all other endpoints"; "The search.list and videos.insert methods have their own quota buckets. Each
//   of these methods has a default daily limit of 100 per day. The quota cost is 1 per call."; every request, refused
//   ones included, costs at least 1; days reset at midnight Pacific time; the other rows unchanged: reads 1, writes
//   50, captions.list 50, captions.insert 400, captions.update 450, captions.download 200.
// - The revision history, developers.google.com/youtube/v3/revision_history: 2025-12-04 (the calculator updated for
//   an upload's cost going from about 1,600 units to about 100), 2026-06-01 (granular buckets: videos.insert and
//   search.list charged to their own buckets, every other method to the existing one), 2026-06-03
//   (videos.batchGetStats: 1 unit in its own bucket, 10,000 units a day by default).
// - developers.google.com/youtube/v3/docs/videos/batchGetStats: "a quota cost of 1 unit".
// - developers.google.com/youtube/v3/docs/playlistImages/{list,insert,update}: 1, 50 and 50 units; delete, which
//   the pages found do not price, as every other write (50).
// Verified on 2026-11-25 (second search): the table's own rows for videos.insert and search.list after the change, in
// the zh-CN copy of developers.google.com/youtube/v3/determine_quota_cost: both rows read "100 a day, 1 per call"
// (English copies found show only the bucket text, or the old 1600 and 100). The zh-CN copy of /youtube/data/ prices
// live streaming differently (liveBroadcasts and liveStreams 1, liveChatMessages insert/delete 20 and list 5,
// liveChatBans 200, liveChatModerators 200 and list 50); no English copy found confirms it, so those rows keep the
// reads-and-writes pricing below.
// Not verified: no copy of the revision history found has the 2025-12-04 entry itself (the "about 100" units per
// upload is known only from the issue and third-party pages still quoting 1600).
// Its "about 100" units were superseded by the buckets of 2026-06-01 and are not modelled. Whether a
// quota is per Google Cloud project is the platform's long-standing rule (the Console's Quotas page); the emulator
// counts it per OAuth client, one client standing for one project. Methods the calculator leaves out (live
// streaming, abuse reports, third-party links) are priced as its reads and writes.
import type { DataApiMethodId } from './data-api-methods';

/** The date of the platform's table this file describes (its newest change: videos.batchGetStats). */
export const QUOTA_TABLE_DATE = '2026-06-03';

/** The daily buckets a project's calls are charged to. */
export type QuotaBucket = 'uploads' | 'search' | 'units' | 'stats';

export const QUOTA_BUCKETS: readonly QuotaBucket[] = ['uploads', 'search', 'units', 'stats'];

/** Each bucket's default daily limit, in its own units (1 per call for uploads and search). */
export const QUOTA_BUCKET_LIMITS: Readonly<Record<QuotaBucket, number>> = {
  uploads: 100,
  search: 100,
  units: 10_000,
  stats: 10_000,
};

/** The methods with a bucket of their own; every other method is charged to `units`. */
const OWN_BUCKETS: Readonly<Record<string, QuotaBucket>> = {
  'videos.insert': 'uploads',
  'search.list': 'search',
  'videos.batchGetStats': 'stats',
};

export function quotaBucketOf(method: string): QuotaBucket {
  return OWN_BUCKETS[method] ?? 'units';
}

/** The shared bucket's daily limit: what every method without a bucket of its own draws on. */
export const DAILY_QUOTA_LIMIT = QUOTA_BUCKET_LIMITS.units;

/**
 * Units per call, in the method's bucket, for every method of the generated method table (the discovery document and
 * the platform's changes since, videos.batchGetStats among them) plus the seed's guideCategories.list.
 */
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
  'liveChatMessages.transition': 50,
  'liveChatModerators.delete': 50,
  'liveChatModerators.insert': 50,
  'liveChatModerators.list': 1,
  'liveStreams.delete': 50,
  'liveStreams.insert': 50,
  'liveStreams.list': 1,
  'liveStreams.update': 50,
  'members.list': 1,
  'membershipsLevels.list': 1,
  'playlistImages.delete': 50,
  'playlistImages.insert': 50,
  'playlistImages.list': 1,
  'playlistImages.update': 50,
  'playlistItems.delete': 50,
  'playlistItems.insert': 50,
  'playlistItems.list': 1,
  'playlistItems.update': 50,
  'playlists.delete': 50,
  'playlists.insert': 50,
  'playlists.list': 1,
  'playlists.update': 50,
  'search.list': 1,
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
  // Its reference page (read 2026-12-07): "no authentication, API key or YouTube Data API quota units".
  'videoTrainability.get': 0,
  'videos.delete': 50,
  'videos.getRating': 1,
  'videos.batchGetStats': 1,
  'videos.insert': 1,
  'videos.list': 1,
  'videos.rate': 50,
  'videos.reportAbuse': 50,
  'videos.update': 50,
  'watermarks.set': 50,
  'watermarks.unset': 50,
  // Revision 20260924's streaming read of live chat, priced as liveChatMessages.list.
  'youtube.v3.liveChat.messages.stream': 1,
};

type QuotaMethodId = keyof typeof QUOTA_COSTS;

export function isQuotaMethod(method: string): method is QuotaMethodId {
  return Object.hasOwn(QUOTA_COSTS, method);
}

/**
 * The cost of one call in its bucket; a method unknown to the table costs what the calculator charges reads or
 * writes.
 */
export function quotaCostOf(method: string, costs: Readonly<Record<string, number>> = QUOTA_COSTS): number {
  return costs[method] ?? (method.endsWith('.list') ? 1 : 50);
}
