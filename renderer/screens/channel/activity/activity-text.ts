// How an activity reads on screen: what the channel did ("Uploaded", "Added to “Tutorials”", "Subscribed to") and
// when, in the creator's own locale.
import type { ActivityView } from '../../../../shared/ipc/channel-activity';
import { formatDate, formatDateTime } from '../../../../shared/text/when';

const VERBS: Readonly<Record<string, string>> = {
  upload: 'Uploaded',
  like: 'Liked',
  favorite: 'Marked as a favourite',
  comment: 'Commented on',
  subscription: 'Subscribed to',
  recommendation: 'Recommended',
  bulletin: 'Posted',
  social: 'Shared',
  channelItem: 'Added to the channel',
  promotedItem: 'Promoted',
};

export function activityVerb(activity: Pick<ActivityView, 'type' | 'playlistTitle'>): string {
  if (activity.type === 'playlistItem') {
    return activity.playlistTitle ? `Added to the playlist “${activity.playlistTitle}”` : 'Added to a playlist';
  }
  return VERBS[activity.type] ?? 'Activity';
}

/** "Mon, Jan 12, 2:05 PM", or an empty string for a time the platform did not give. */
export function whenText(iso: string, withTime = true): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return withTime ? formatDateTime(time) : formatDate(time);
}
