// The channels this channel subscribes to, a page at a time: subscribe to one by its ID, its handle or the address of
// its page (checked as it is typed; the cost said first, a handle's lookup included), and unsubscribe after asking.
// Refusals (already subscribed, one's own channel, no such channel or handle) are said in plain words by the main
// process.
import { useState, type FormEvent } from 'react';
import { parseChannelReference } from '../../../../shared/ipc/channel-activity';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { FailureLine } from '../../../components/FailureLine';
import { Field } from '../../../components/Field';
import { QuotaCost } from '../../../components/QuotaCost';
import { useQuota } from '../../../stores/quota-store';
import type { Failure } from '../../../desk/failure';
import { whenText } from './activity-text';
import { useActivity } from './activity-store';
import { Avatar, PagedList } from './PagedList';

function SubscribeForm() {
  const quota = useQuota((state) => state.view);
  const subscribe = useActivity((s) => s.subscribe);
  const subscribing = useActivity((s) => s.subscribing);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Failure | undefined>(undefined);
  const reference = parseChannelReference(text);
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
      aria-label="Subscribe to a channel"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Field
        label="Channel ID, handle or address"
        help="A handle starts with @ (@name); an ID with UC (channel page › About › Share channel › Copy channel ID); or paste the address of the channel’s page"
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
          {subscribing ? 'Subscribing…' : 'Subscribe'}
        </button>
        {'handle' in reference ? (
          <QuotaCost
            quota={quota}
            action="Looking up the handle and subscribing"
            method="subscriptions.insert"
            first="channels.list"
          />
        ) : (
          <QuotaCost quota={quota} action="Subscribing" method="subscriptions.insert" />
        )}
      </div>
      {refusal && <FailureLine failure={refusal} />}
    </form>
  );
}

export function SubscriptionsList() {
  const page = useActivity((s) => s.subscriptions);
  const unsubscribe = useActivity((s) => s.unsubscribe);
  const unsubscribing = useActivity((s) => s.unsubscribing);
  const [refusal, setRefusal] = useState<Failure | undefined>(undefined);

  return (
    <PagedList
      list="subscriptions"
      page={page}
      title="Subscriptions"
      headExtras={page.totalResults !== undefined && <span className="badge badge-info">{page.totalResults}</span>}
      loadingText="Loading the channels you subscribe to…"
      emptyText="Your channel subscribes to no one yet. Paste a channel’s handle or ID above to subscribe."
      listLabel="Channels you subscribe to"
      noun="subscriptions"
      rowTestId="subscription"
      itemKey={(subscription) => subscription.subscriptionId}
      refusal={refusal}
      renderItem={(subscription) => (
        <>
          <Avatar url={subscription.thumbnailUrl} />
          <div className="act-text">
            <strong>{subscription.title}</strong>
            <span className="muted">
              Since <time dateTime={subscription.subscribedAt}>{whenText(subscription.subscribedAt, false)}</time>
            </span>
          </div>
          <ConfirmButton
            label={unsubscribing === subscription.subscriptionId ? 'Unsubscribing…' : 'Unsubscribe'}
            ariaLabel={`Unsubscribe from “${subscription.title}”`}
            question={`Unsubscribe from “${subscription.title}”? (50 units)`}
            confirmLabel="Yes, unsubscribe"
            keepLabel="Keep"
            groupLabel={`Confirm unsubscribing from “${subscription.title}”`}
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
