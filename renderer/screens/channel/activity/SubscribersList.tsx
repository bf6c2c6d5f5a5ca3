// Who subscribes to the channel (only its owner may ask), newest first or in the platform's order, a page at a
// time, with the platform's count. A subscriber who keeps their subscriptions private is not listed by the platform.
// A subscriber the channel does not follow yet can be subscribed to back in one click.
import { useState } from 'react';
import { whenText } from './activity-text';
import { useActivity } from './activity-store';

const numbers = new Intl.NumberFormat();

export function SubscribersList() {
  const { items, nextPageToken, totalResults, loading, error } = useActivity((s) => s.subscribers);
  const recentFirst = useActivity((s) => s.recentFirst);
  const setRecentFirst = useActivity((s) => s.setRecentFirst);
  const load = useActivity((s) => s.load);
  const following = useActivity((s) => s.subscriptions.items);
  const subscribe = useActivity((s) => s.subscribe);
  const subscribing = useActivity((s) => s.subscribing);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const followed = new Set(following?.map((subscription) => subscription.channelId));

  return (
    <section className="act-block" aria-labelledby="act-subscribers-title" aria-busy={loading}>
      <div className="act-head">
        <h2 id="act-subscribers-title">Subscribers</h2>
        {totalResults !== undefined && (
          <span className="badge badge-info" data-testid="subscriber-count">
            {numbers.format(totalResults)}
          </span>
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={recentFirst}
            disabled={loading}
            onChange={(event) => void setRecentFirst(event.target.checked)}
          />
          Newest first
        </label>
      </div>
      {items === undefined && loading && <p className="loading">Loading your subscribers…</p>}
      {items?.length === 0 && (
        <p className="muted">
          No subscribers are listed yet. Only subscribers who keep their subscriptions public are shown.
        </p>
      )}
      {items && items.length > 0 && (
        <ul className="act-list" aria-label="Subscribers">
          {items.map((subscriber) => (
            <li key={subscriber.channelId} className="tile act-row" data-testid="subscriber">
              {subscriber.thumbnailUrl ? (
                <img className="act-avatar" src={subscriber.thumbnailUrl} alt="" width={36} height={36} />
              ) : (
                <span className="act-avatar" aria-hidden="true" />
              )}
              <div className="act-text">
                <strong>{subscriber.title}</strong>
                <span className="muted">
                  Subscribed <time dateTime={subscriber.subscribedAt}>{whenText(subscriber.subscribedAt, false)}</time>
                </span>
              </div>
              {following !== undefined && !followed.has(subscriber.channelId) && (
                <button
                  type="button"
                  className="small"
                  aria-label={`Subscribe back to “${subscriber.title}” (50 units)`}
                  disabled={subscribing}
                  onClick={() => {
                    setRefusal(undefined);
                    void subscribe(subscriber.channelId).then(setRefusal);
                  }}
                >
                  Subscribe back
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p className="error" role="alert">
          {refusal}
        </p>
      )}
      {error && (
        <div className="row error" role="alert">
          <span>The subscribers could not be loaded: {error}</span>
          <button type="button" className="small" onClick={() => void load('subscribers', items !== undefined)}>
            Try again
          </button>
        </div>
      )}
      {nextPageToken && (
        <button type="button" onClick={() => void load('subscribers', true)} disabled={loading}>
          {loading ? 'Loading…' : 'Load more subscribers'}
        </button>
      )}
    </section>
  );
}
