// What the platform says of the channel that only its studio changes: monetization (status.
// isChannelMonetizationEnabled, discovery revision 20260924) and whether it may upload videos longer than 15 minutes
// (status.longUploadsStatus). Both come with the channel read at sign-in and again whenever the channel is re-read
// (the account store's verify: Accounts does it on opening, this card on request).
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ChannelSummary } from '../../../shared/ipc/accounts';
import { formatTime } from '../../../shared/text/when';
import { FailureLine } from '../../components/FailureLine';
import { QuotaCost } from '../../components/QuotaCost';
import { UnverifiedChannelNote } from '../../components/UnverifiedChannelNote';
import { useAccount } from '../../stores/account-store';
import { useQuota } from '../../stores/quota-store';
import { CHANNEL } from './channel-messages';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * The studio's Earn page of a channel. Its address is the studio's own (studio.youtube.com/channel/<id>/monetization,
 * as the studio shows it; not in any reference page found on 2026-12-07): a wrong path lands on the studio's home.
 */
export function monetizationStudioUrl(channelId: string): string {
  return `https://studio.youtube.com/channel/${encodeURIComponent(channelId)}/monetization`;
}

export function monetizationWords(enabled: boolean | undefined, intl: IntlShape): string {
  return intl.formatMessage(CHANNEL.monetizationWords, {
    state: enabled === undefined ? 'unknown' : enabled ? 'on' : 'off',
  });
}

export function longUploadsWords(status: string | undefined, intl: IntlShape): string {
  const known = status === 'allowed' || status === 'eligible' || status === 'disallowed';
  return intl.formatMessage(CHANNEL.longUploadsWords, { status: known ? status : 'unknown' });
}

export function ChannelStatus({ channel }: { readonly channel: ChannelSummary }) {
  const intl = useIntl();
  const say = intl.formatMessage;
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
        {say(CHANNEL.monetization, { state: monetizationWords(channel.isChannelMonetizationEnabled, intl), strong })}
      </p>
      <p className="muted field-help">
        {say(CHANNEL.monetizationHelp, {
          link: (chunks: ReactNode[]) => (
            <a href={monetizationStudioUrl(channel.id)} target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
      <p className="ch-status-line" data-testid="channel-long-uploads">
        {say(CHANNEL.longUploads, { state: longUploadsWords(channel.longUploadsStatus, intl), strong })}
      </p>
      <UnverifiedChannelNote longUploadsStatus={channel.longUploadsStatus} />
      <div className="row ch-status-read">
        <span className="muted" data-testid="channel-status-when">
          {verifiedAt === undefined ? say(CHANNEL.asAtSignIn) : say(CHANNEL.asAt, { time: formatTime(verifiedAt) })}
        </span>
        <button
          type="button"
          className="small"
          aria-describedby="ch-status-cost"
          // Not disabled while reading: a disabled button drops the keyboard focus to the page.
          aria-disabled={reading}
          onClick={readAgain}
        >
          {say(reading ? CHANNEL.reading : CHANNEL.readAgain)}
        </button>
        <QuotaCost quota={quota} id="ch-status-cost" action={say(CHANNEL.readingCost)} method="channels.list" />
      </div>
      {verifyError && !reading && (
        <FailureLine
          failure={verifyError}
          retryLabel={say(CHANNEL.readAgain)}
          onRetry={readAgain}
          testId="channel-status-error"
        />
      )}
    </div>
  );
}
