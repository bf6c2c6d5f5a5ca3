// What a Data API method is to a creator, for every place the app says what quota went on ("Replies: 3 × 50
// units"): the one table of creator words, so no screen shows `comments.insert`. The method ids stay in a details
// disclosure for whoever compares with the Google Cloud console. A method missing here (one the app never calls)
// is said as "Other requests" rather than by its id.
import { quotaBucketOf, quotaCostOf } from '../../shared/platform/quota-costs';
import { formatBucketAmount } from './QuotaCost';

export const METHOD_WORDS: Readonly<Record<string, string>> = {
  'activities.list': 'Reading channel activity',
  'captions.delete': 'Captions deleted',
  'captions.download': 'Captions downloaded',
  'captions.insert': 'Captions added',
  'captions.list': 'Reading captions',
  'captions.update': 'Captions changed',
  'channelBanners.insert': 'Channel banners',
  'channelSections.delete': 'Home page sections removed',
  'channelSections.insert': 'Home page sections added',
  'channelSections.list': 'Reading home page sections',
  'channelSections.update': 'Home page sections changed',
  'channels.list': 'Reading the channel',
  'channels.update': 'Channel details saved',
  'commentThreads.insert': 'Comments posted',
  'commentThreads.list': 'Reading comments',
  'comments.delete': 'Comments deleted',
  'comments.insert': 'Replies',
  'comments.list': 'Reading replies',
  'comments.markAsSpam': 'Comments marked as spam',
  'comments.setModerationStatus': 'Comments approved or rejected',
  'comments.update': 'Comments edited',
  'guideCategories.list': 'Reading categories',
  'i18nLanguages.list': 'Reading languages',
  'i18nRegions.list': 'Reading regions',
  'members.list': 'Reading members',
  'membershipsLevels.list': 'Reading membership levels',
  'playlistImages.delete': 'Playlist covers removed',
  'playlistImages.insert': 'Playlist covers',
  'playlistImages.list': 'Reading playlist covers',
  'playlistImages.update': 'Playlist covers',
  'playlistItems.delete': 'Videos taken out of playlists',
  'playlistItems.insert': 'Videos added to playlists',
  'playlistItems.list': 'Reading playlists’ videos',
  'playlistItems.update': 'Playlist order',
  'playlists.delete': 'Playlists deleted',
  'playlists.insert': 'Playlists created',
  'playlists.list': 'Reading playlists',
  'playlists.update': 'Playlist details saved',
  'search.list': 'Searches',
  'subscriptions.delete': 'Unsubscribed',
  'subscriptions.insert': 'Subscribed',
  'subscriptions.list': 'Reading subscriptions',
  'thumbnails.set': 'Thumbnails',
  'videoCategories.list': 'Reading categories',
  'videos.batchGetStats': 'Views and likes',
  'videos.delete': 'Videos deleted',
  'videos.getRating': 'Reading ratings',
  'videos.insert': 'Uploads',
  'videos.list': 'Reading videos',
  'videos.rate': 'Ratings',
  'videos.update': 'Video details saved',
  'watermarks.set': 'Watermarks set',
  'watermarks.unset': 'Watermarks removed',
};

export const OTHER_REQUESTS = 'Other requests';

/** "Replies", "Views and likes", or "Other requests" for a method the app does not call. */
export function methodWords(method: string): string {
  return METHOD_WORDS[method] ?? OTHER_REQUESTS;
}

/**
 * What a method's spending is, in creator words: "Replies: 3 × 50 units" when several calls cost more than one
 * each, else the amount alone ("Reading videos: 12 units", "Uploads: 3 uploads").
 */
export function spendingWords(method: string, amount: number): string {
  const bucket = quotaBucketOf(method);
  const each = quotaCostOf(method);
  const calls = each > 0 ? amount / each : 0;
  const figure =
    each > 1 && calls > 1 && Number.isInteger(calls)
      ? `${calls.toString()} × ${formatBucketAmount(bucket, each)}`
      : formatBucketAmount(bucket, amount);
  return `${methodWords(method)}: ${figure}`;
}

/**
 * Today's spending by method, merged by creator words (several methods read as one line, e.g. "Reading
 * categories"), largest first.
 */
export function spendingLines(byMethod: Readonly<Record<string, number>>): { words: string; text: string }[] {
  const merged = new Map<string, { methods: string[]; amount: number }>();
  for (const [method, amount] of Object.entries(byMethod)) {
    const words = `${methodWords(method)}|${quotaBucketOf(method)}`;
    const entry = merged.get(words) ?? { methods: [], amount: 0 };
    entry.methods.push(method);
    entry.amount += amount;
    merged.set(words, entry);
  }
  return [...merged.values()]
    .sort((a, b) => b.amount - a.amount)
    .map(({ methods, amount }) => {
      const only = methods.length === 1 ? methods[0]! : undefined;
      const words = methodWords(methods[0]!);
      return {
        words,
        text: only
          ? spendingWords(only, amount)
          : `${words}: ${formatBucketAmount(quotaBucketOf(methods[0]!), amount)}`,
      };
    });
}
