// What the platform says of the channel that only its studio changes: monetization (status.
// isChannelMonetizationEnabled, discovery revision 20260924) and whether it may upload videos longer than 15 minutes
// (status.longUploadsStatus). Both come with the channel read at sign-in and again whenever the channel is re-read
// (the account store's verify: Accounts does it on opening, this card on request).
import { useState } from 'react';
import type { ChannelSummary } from '../../../shared/ipc/accounts';
import { formatTime } from '../../../shared/text/when';
import { FailureLine } from '../../components/FailureLine';
import { QuotaCost } from '../../components/QuotaCost';
import { UnverifiedChannelNote } from '../../components/UnverifiedChannelNote';
import { useAccount } from '../../stores/account-store';
import { useQuota } from '../../stores/quota-store';

/**
 * The studio's Earn page of a channel. Its address is the studio's own (studio.youtube.com/channel/<id>/monetization,
 * as the studio shows it; not in any reference page found on 2026-12-07): a wrong path lands on the studio's home.
 */
export function monetizationStudioUrl(channelId: string): string {
  return `https://studio.youtube.com/channel/${encodeURIComponent(channelId)}/monetization`;
}

export function monetizationWords(enabled: boolean | undefined): string {
  return enabled === undefined ? 'not reported' : enabled ? 'on' : 'off';
}

export function longUploadsWords(status: string | undefined): string {
  switch (status) {
    case 'allowed':
      return 'allowed';
    case 'eligible':
      return 'not yet: the channel can once it is verified';
    case 'disallowed':
      return 'not allowed for this channel';
    default:
      return 'not reported';
  }
}

export function ChannelStatus({ channel }: { readonly channel: ChannelSummary }) {
  const verify = useAccount((s) => s.verify);
  const verifiedAt = useAccount((s) => s.verifiedAt);
  const verifyError = useAccount((s) => s.verifyError);
  const quota = useQuota((s) => s.view);
  const [reading, setReading] = useState(false);

  const readAgain = () => {
    if (reading) return;
    setReading(true);
    void verify().finally(() => setReading(false));
  };

  return (
    <div className="card ch-status" data-testid="channel-status">
      <p className="ch-status-line" data-testid="channel-monetization">
        Monetization: <strong>{monetizationWords(channel.isChannelMonetizationEnabled)}</strong>
      </p>
      <p className="muted field-help">
        Whether the channel earns money from its videos is managed in the platform&rsquo;s studio; this app only shows
        it.{' '}
        <a href={monetizationStudioUrl(channel.id)} target="_blank" rel="noopener noreferrer">
          Open monetization in the studio
        </a>
      </p>
      <p className="ch-status-line" data-testid="channel-long-uploads">
        Videos longer than 15 minutes: <strong>{longUploadsWords(channel.longUploadsStatus)}</strong>
      </p>
      <UnverifiedChannelNote longUploadsStatus={channel.longUploadsStatus} />
      <div className="row ch-status-read">
        <span className="muted" data-testid="channel-status-when">
          {verifiedAt === undefined
            ? 'As the platform said at sign-in.'
            : `As the platform said at ${formatTime(verifiedAt)}.`}
        </span>
        <button
          type="button"
          className="small"
          aria-describedby="ch-status-cost"
          // Not disabled while reading: a disabled button drops the keyboard focus to the page.
          aria-disabled={reading}
          onClick={readAgain}
        >
          {reading ? 'Reading…' : 'Read it again'}
        </button>
        <QuotaCost quota={quota} id="ch-status-cost" action="Reading the channel" method="channels.list" />
      </div>
      {verifyError && !reading && (
        <FailureLine
          failure={verifyError}
          retryLabel="Read it again"
          onRetry={readAgain}
          testId="channel-status-error"
        />
      )}
    </div>
  );
}
