// The chosen channel, every channel signed in beside it, how their tokens are protected on this machine, and signing
// out (of every channel: the list removes one alone).
import { useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
import { formatTime } from '../../../shared/text/when';
import { FailureLine } from '../../components/FailureLine';
import { useAccount } from '../../stores/account-store';
import { useDemoTips } from '../../stores/demo-tips-store';
import './accounts.css';
import { ConnectionDoctor } from './ConnectionDoctor';
import { NotificationSettings } from './NotificationSettings';
import { SignedInChannels } from './SignedInChannels';
import { ACCOUNTS } from './accounts-messages';

const bold = (chunks: ReactNode[]) => <strong translate="no">{chunks}</strong>;

/**
 * The weak protections the hosts warn of (electron/auth/key-file-cipher.ts, electron/desktop/safe-storage-cipher.ts),
 * said here in the language in force; a warning of another backend is shown as the host said it.
 */
const STORAGE_WARNINGS: Readonly<Record<string, MessageDescriptor>> = {
  'key-file': ACCOUNTS.warnKeyFile,
  basic_text: ACCOUNTS.warnNoKeyring,
  unknown: ACCOUNTS.warnNoKeyring,
};

export function AccountsScreen() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { account, info, busy, error, signOut, verify, verifiedAt, verifyError } = useAccount();
  const tipsHidden = useDemoTips((s) => s.hidden);
  const showTips = useDemoTips((s) => s.show);
  useEffect(() => {
    void verify();
  }, [verify]);
  if (!account) return null;
  const { channel } = account;
  return (
    <section className="screen accounts-screen" aria-labelledby="accounts-title">
      <h1 id="accounts-title">{say(SCREEN_NAMES.accounts)}</h1>
      {error && <FailureLine failure={error} />}
      <article className="card channel-card" data-testid="connected-channel">
        {channel.thumbnailUrl ? (
          <img className="avatar" src={channel.thumbnailUrl} alt="" width={88} height={88} />
        ) : (
          <div className="avatar placeholder" aria-hidden="true" dir="auto">
            {channel.title.slice(0, 1)}
          </div>
        )}
        <div>
          <h2 className="channel-title" dir="auto">
            {channel.title}
          </h2>
          <p className="muted channel-ids">
            <span>{say(ACCOUNTS.channelId)}</span>
            <code data-testid="channel-id">{channel.id}</code>
            {channel.customUrl ? (
              <span className="channel-handle" dir="auto">
                {channel.customUrl}
              </span>
            ) : null}
          </p>
          <p className="muted">{say(account.kind === 'demo' ? ACCOUNTS.demoKind : ACCOUNTS.oauthKind)}</p>
          {verifiedAt !== undefined && !verifyError && (
            <p className="muted" data-testid="channel-verified">
              {say(ACCOUNTS.verifiedAt, { time: formatTime(verifiedAt) })}
            </p>
          )}
          {verifyError && (
            <FailureLine failure={verifyError} retryLabel={say(ACCOUNTS.checkAgain)} onRetry={() => void verify()} />
          )}
        </div>
        <button type="button" onClick={() => void signOut()} disabled={busy !== undefined}>
          {say(busy === 'sign-out' ? ACCOUNTS.signingOut : ACCOUNTS.signOut)}
        </button>
      </article>
      <SignedInChannels />
      <ConnectionDoctor account={account} failures={[verifyError, error]} />
      <NotificationSettings />
      {account.kind === 'demo' && (
        <div className="card demo-explained" data-testid="demo-explained">
          <p>{say(ACCOUNTS.demoExplained)}</p>
          <p>{intl.formatMessage(ACCOUNTS.demoLeave, { b: bold })}</p>
          {tipsHidden && (
            <button type="button" onClick={showTips}>
              {say(ACCOUNTS.showTips)}
            </button>
          )}
        </div>
      )}
      {info && (
        <p className="muted">
          {intl.formatMessage(ACCOUNTS.tokensKept, { b: bold, backend: info.secretStorage.backend })}
        </p>
      )}
      {info?.secretStorage.warning && (
        <p role="status" className="warning">
          {STORAGE_WARNINGS[info.secretStorage.backend]
            ? say(STORAGE_WARNINGS[info.secretStorage.backend]!)
            : info.secretStorage.warning}
        </p>
      )}
    </section>
  );
}
