// The channels this channel subscribes to, a page at a time: subscribe to one by its ID, its handle or the address of
// its page (checked as it is typed; the cost said first, a handle's lookup included), and unsubscribe after asking.
// Refusals (already subscribed, one's own channel, no such channel or handle) are said in plain words by the main
// process.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CHANNEL } from '../channel-messages';
import { parseChannelReference } from '../../../../shared/ipc/channel-activity';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { FailureLine } from '../../../components/FailureLine';
import { Field } from '../../../components/Field';
import { actionCost, QuotaCost } from '../../../components/QuotaCost';
import { useQuota } from '../../../stores/quota-store';
import type { Failure } from '../../../desk/failure';
import { whenText } from './activity-text';
import { useActivity } from './activity-store';
import { Avatar, PagedList } from './PagedList';

function SubscribeForm() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const quota = useQuota((state) => state.view);
  const subscribe = useActivity((s) => s.subscribe);
  const subscribing = useActivity((s) => s.subscribing);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Failure | undefined>(undefined);
  const reference = parseChannelReference(text, intl);
  const problem = 'problem' in reference ? reference.problem : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(undefined);
    if (problem) return;
    const refused = await subscribe(text);
    setRefusal(refused);
    if (refused === undefined) {
      setText('');
      setTried(false);
    }
  };

  return (
    <form
      className="act-subscribe"
      aria-label={say(CHANNEL.subscribeForm)}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Field
        label={say(CHANNEL.channelReference)}
        help={say(CHANNEL.channelReferenceHelp)}
        problems={tried || text.trim() !== '' ? problem : undefined}
      >
        {(a11y) => (
          <input
            {...a11y}
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              setRefusal(undefined);
            }}
          />
        )}
      </Field>
      <div className="row">
        <button type="submit" className="primary" disabled={subscribing}>
          {say(subscribing ? CHANNEL.subscribing : CHANNEL.subscribe)}
        </button>
        {'handle' in reference ? (
          <QuotaCost
            quota={quota}
            action={say(CHANNEL.handleCost)}
            method="subscriptions.insert"
            first="channels.list"
          />
        ) : (
          <QuotaCost quota={quota} action={say(CHANNEL.subscribeCost)} method="subscriptions.insert" />
        )}
      </div>
      {refusal && <FailureLine failure={refusal} />}
    </form>
  );
}

export function SubscriptionsList() {
  const say = useIntl().formatMessage;
  const page = useActivity((s) => s.subscriptions);
  const unsubscribe = useActivity((s) => s.unsubscribe);
  const unsubscribing = useActivity((s) => s.unsubscribing);
  const [refusal, setRefusal] = useState<Failure | undefined>(undefined);

  return (
    <PagedList
      list="subscriptions"
      page={page}
      title={say(CHANNEL.subscriptions)}
      headExtras={page.totalResults !== undefined && <span className="badge badge-info">{page.totalResults}</span>}
      loadingText={say(CHANNEL.subscriptionsLoading)}
      emptyText={say(CHANNEL.subscriptionsEmpty)}
      listLabel={say(CHANNEL.subscriptionsList)}
      failedText={(message) => say(CHANNEL.subscriptionsFailed, { message })}
      moreText={say(CHANNEL.subscriptionsMore)}
      rowTestId="subscription"
      itemKey={(subscription) => subscription.subscriptionId}
      refusal={refusal}
      renderItem={(subscription) => (
        <>
          <Avatar url={subscription.thumbnailUrl} />
          <div className="act-text">
            <strong dir="auto">{subscription.title}</strong>
            <span className="muted">
              {say(CHANNEL.since, {
                date: whenText(subscription.subscribedAt, false),
                time: (chunks: ReactNode[]) => <time dateTime={subscription.subscribedAt}>{chunks}</time>,
              })}
            </span>
          </div>
          <ConfirmButton
            label={say(unsubscribing === subscription.subscriptionId ? CHANNEL.unsubscribing : CHANNEL.unsubscribe)}
            ariaLabel={say(CHANNEL.unsubscribeName, { title: subscription.title })}
            question={say(CHANNEL.unsubscribeQuestion, {
              title: subscription.title,
              units: actionCost('subscriptions.delete'),
            })}
            confirmLabel={say(CHANNEL.yesUnsubscribe)}
            keepLabel={say(CHANNEL.keep)}
            groupLabel={say(CHANNEL.unsubscribeGroup, { title: subscription.title })}
            disabled={unsubscribing !== undefined}
            onConfirm={() => {
              setRefusal(undefined);
              void unsubscribe(subscription.subscriptionId).then(setRefusal);
            }}
          />
        </>
      )}
    >
      <SubscribeForm />
    </PagedList>
  );
}
