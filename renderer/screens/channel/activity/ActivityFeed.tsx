// The channel's recent activity, newest first: what it did, to what, and when. The channel's own videos open in
// the Library; more comes a page at a time.
import { useNavigation } from '../../../stores/navigation-store';
import { activityVerb, whenText } from './activity-text';
import { useActivity } from './activity-store';
import { PagedList } from './PagedList';

export function ActivityFeed() {
  const page = useActivity((s) => s.activity);
  const openVideo = useNavigation((s) => s.openVideo);

  return (
    <PagedList
      list="activity"
      page={page}
      title="Recent activity"
      loadingText="Loading what your channel did lately…"
      emptyText="Nothing yet. Uploads, playlist additions and new subscriptions of your channel appear here."
      listLabel="Recent activity, newest first"
      noun="activity"
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
            <span className="muted">{activityVerb(activity)}</span>
            <strong>{activity.title}</strong>
            <time className="muted" dateTime={activity.publishedAt}>
              {whenText(activity.publishedAt)}
            </time>
          </div>
          {activity.ownVideo && activity.videoId && (
            <button
              type="button"
              className="small"
              aria-label={`Open “${activity.title}” in the Library`}
              onClick={() => openVideo(activity.videoId ?? '')}
            >
              Open in Library
            </button>
          )}
        </>
      )}
    />
  );
}
