// Who subscribes to the channel (only its owner may ask), newest first or in the platform's order, a page at a
// time, with the platform's count. A subscriber who keeps their subscriptions private is not listed by the platform.
// A subscriber the channel does not follow yet can be subscribed to back in one click.
import { useState } from 'react';
import type { Failure } from '../../../desk/failure';
import { whenText } from './activity-text';
import { useActivity } from './activity-store';
import { Avatar, PagedList } from './PagedList';

const numbers = new Intl.NumberFormat();

export function SubscribersList() {
  const page = useActivity((s) => s.subscribers);
  const recentFirst = useActivity((s) => s.recentFirst);
  const setRecentFirst = useActivity((s) => s.setRecentFirst);
  const following = useActivity((s) => s.subscriptions.items);
  const subscribe = useActivity((s) => s.subscribe);
  const subscribing = useActivity((s) => s.subscribing);
  const [refusal, setRefusal] = useState<Failure | undefined>(undefined);
  const followed = new Set(following?.map((subscription) => subscription.channelId));

  return (
    <PagedList
      list="subscribers"
      page={page}
      title="Subscribers"
      headExtras={
        <>
          {page.totalResults !== undefined && (
            <span className="badge badge-info" data-testid="subscriber-count">
              {numbers.format(page.totalResults)}
            </span>
          )}
          <label className="check">
            <input
              type="checkbox"
              checked={recentFirst}
              disabled={page.loading}
              onChange={(event) => void setRecentFirst(event.target.checked)}
            />
            Newest first
          </label>
        </>
      }
      loadingText="Loading your subscribers…"
      emptyText="No subscribers are listed yet. Only subscribers who keep their subscriptions public are shown."
      listLabel="Subscribers"
      noun="subscribers"
      rowTestId="subscriber"
      itemKey={(subscriber) => subscriber.channelId}
      refusal={refusal}
      renderItem={(subscriber) => (
        <>
          <Avatar url={subscriber.thumbnailUrl} />
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
        </>
      )}
    />
  );
}
