// How an activity reads on screen: what the channel did ("Uploaded", "Added to “Tutorials”", "Subscribed to") and
// when, in the creator's own locale.
import type { IntlShape } from 'react-intl';
import type { ActivityView } from '../../../../shared/ipc/channel-activity';
import { formatDate, formatDateTime } from '../../../../shared/text/when';
import { CHANNEL } from '../channel-messages';

export function activityVerb(activity: Pick<ActivityView, 'type' | 'playlistTitle'>, intl: IntlShape): string {
  const say = intl.formatMessage;
  if (activity.type === 'playlistItem') {
    return activity.playlistTitle
      ? say(CHANNEL.addedToPlaylist, { playlist: activity.playlistTitle })
      : say(CHANNEL.addedToAPlaylist);
  }
  // A type the platform adds later reads as "Activity" (the select's other); a type's name is no ICU keyword.
  return say(CHANNEL.activityVerb, { type: /^[A-Za-z]+$/.test(activity.type) ? activity.type : 'other' });
}

/** "Mon, Jan 12, 2:05 PM", or an empty string for a time the platform did not give. */
export function whenText(iso: string, withTime = true): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return withTime ? formatDateTime(time) : formatDate(time);
}
