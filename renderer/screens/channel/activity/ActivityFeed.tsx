// The channel's recent activity, newest first: what it did, to what, and when. The channel's own videos open in
// the Library; more comes a page at a time.
import { useNavigation } from '../../../stores/navigation-store';
import { activityVerb, whenText } from './activity-text';
import { useActivity } from './activity-store';

export function ActivityFeed() {
  const { items, nextPageToken, loading, error } = useActivity((s) => s.activity);
  const load = useActivity((s) => s.load);
  const openVideo = useNavigation((s) => s.openVideo);

  return (
    <section className="act-block" aria-labelledby="act-feed-title" aria-busy={loading}>
      <h2 id="act-feed-title">Recent activity</h2>
      {items === undefined && loading && <p className="loading">Loading what your channel did lately…</p>}
      {items?.length === 0 && (
        <p className="muted">
          Nothing yet. Uploads, playlist additions and new subscriptions of your channel appear here.
        </p>
      )}
      {items && items.length > 0 && (
        <ol className="act-list" aria-label="Recent activity, newest first">
          {items.map((activity) => (
            <li key={activity.id} className="tile act-row" data-testid="activity-item" data-type={activity.type}>
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
            </li>
          ))}
        </ol>
      )}
      {error && (
        <div className="row error" role="alert">
          <span>The activity could not be loaded: {error}</span>
          <button type="button" className="small" onClick={() => void load('activity', items !== undefined)}>
            Try again
          </button>
        </div>
      )}
      {nextPageToken && (
        <button type="button" onClick={() => void load('activity', true)} disabled={loading}>
          {loading ? 'Loading…' : 'Load more activity'}
        </button>
      )}
    </section>
  );
}
