// The channel's recent activity, newest first: what it did, to what, and when. The channel's own videos open in
// the Library; more comes a page at a time.
import { useIntl } from 'react-intl';
import { useNavigation } from '../../../stores/navigation-store';
import { CHANNEL } from '../channel-messages';
import { activityVerb, whenText } from './activity-text';
import { useActivity } from './activity-store';
import { PagedList } from './PagedList';

export function ActivityFeed() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const page = useActivity((s) => s.activity);
  const openVideo = useNavigation((s) => s.openVideo);

  return (
    <PagedList
      list="activity"
      page={page}
      title={say(CHANNEL.recentActivity)}
      loadingText={say(CHANNEL.activityLoading)}
      emptyText={say(CHANNEL.activityEmpty)}
      listLabel={say(CHANNEL.activityList)}
      failedText={(message) => say(CHANNEL.activityFailed, { message })}
      moreText={say(CHANNEL.activityMore)}
      ordered
      rowTestId="activity-item"
      rowType={(activity) => activity.type}
      itemKey={(activity) => activity.id}
      renderItem={(activity) => (
        <>
          {activity.thumbnailUrl ? (
            // A subscription's picture is the channel's square avatar, not a 16:9 video frame.
            activity.type === 'subscription' ? (
              <span className="act-thumb act-thumb-avatar">
                <img className="act-avatar" src={activity.thumbnailUrl} alt="" width={36} height={36} />
              </span>
            ) : (
              <img className="act-thumb" src={activity.thumbnailUrl} alt="" width={80} height={45} />
            )
          ) : (
            <span className="act-thumb" aria-hidden="true" />
          )}
          <div className="act-text">
            <span className="muted">{activityVerb(activity, intl)}</span>
            <strong dir="auto">{activity.title}</strong>
            <time className="muted" dateTime={activity.publishedAt} translate="no">
              {whenText(activity.publishedAt)}
            </time>
          </div>
          {activity.ownVideo && activity.videoId && (
            <button
              type="button"
              className="small"
              aria-label={say(CHANNEL.openTitleInLibrary, { title: activity.title })}
              onClick={() => openVideo(activity.videoId ?? '')}
            >
              {say(CHANNEL.openInLibrary)}
            </button>
          )}
        </>
      )}
    />
  );
}
