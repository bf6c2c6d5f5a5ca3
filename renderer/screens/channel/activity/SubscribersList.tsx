// Who subscribes to the channel (only its owner may ask), newest first or in the platform's order, a page at a
// time, with the platform's count. A subscriber who keeps their subscriptions private is not listed by the platform.
// A subscriber the channel does not follow yet can be subscribed to back in one click.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber } from '../../../../shared/text/measures';
import { actionCost } from '../../../components/QuotaCost';
import { CHANNEL } from '../channel-messages';
import type { Failure } from '../../../desk/failure';
import { whenText } from './activity-text';
import { useActivity } from './activity-store';
import { Avatar, PagedList } from './PagedList';

export function SubscribersList() {
  const say = useIntl().formatMessage;
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
      title={say(CHANNEL.subscribers)}
      headExtras={
        <>
          {page.totalResults !== undefined && (
            <span className="badge badge-info" data-testid="subscriber-count">
              {formatNumber(page.totalResults)}
            </span>
          )}
          <label className="check">
            <input
              type="checkbox"
              checked={recentFirst}
              disabled={page.loading}
              onChange={(event) => void setRecentFirst(event.target.checked)}
            />
            {say(CHANNEL.newestFirst)}
          </label>
        </>
      }
      loadingText={say(CHANNEL.subscribersLoading)}
      emptyText={say(CHANNEL.subscribersEmpty)}
      listLabel={say(CHANNEL.subscribers)}
      failedText={(message) => say(CHANNEL.subscribersFailed, { message })}
      moreText={say(CHANNEL.subscribersMore)}
      rowTestId="subscriber"
      itemKey={(subscriber) => subscriber.channelId}
      refusal={refusal}
      renderItem={(subscriber) => (
        <>
          <Avatar url={subscriber.thumbnailUrl} />
          <div className="act-text">
            <strong dir="auto">{subscriber.title}</strong>
            <span className="muted">
              {say(CHANNEL.subscribedOn, {
                date: whenText(subscriber.subscribedAt, false),
                time: (chunks: ReactNode[]) => <time dateTime={subscriber.subscribedAt}>{chunks}</time>,
              })}
            </span>
          </div>
          {following !== undefined && !followed.has(subscriber.channelId) && (
            <button
              type="button"
              className="small"
              aria-label={say(CHANNEL.subscribeBackName, {
                title: subscriber.title,
                units: actionCost('subscriptions.insert'),
              })}
              disabled={subscribing}
              onClick={() => {
                setRefusal(undefined);
                void subscribe(subscriber.channelId).then(setRefusal);
              }}
            >
              {say(CHANNEL.subscribeBack)}
            </button>
          )}
        </>
      )}
    />
  );
}
