// The chosen channel, every channel signed in beside it, how their tokens are protected on this machine, and signing
// out (of every channel: the list removes one alone).
import { useEffect } from 'react';
import { formatTime } from '../../../shared/text/when';
import { FailureLine } from '../../components/FailureLine';
import { useAccount } from '../../stores/account-store';
import { useDemoTips } from '../../stores/demo-tips-store';
import './accounts.css';
import { ConnectionDoctor } from './ConnectionDoctor';
import { NotificationSettings } from './NotificationSettings';
import { SignedInChannels } from './SignedInChannels';

export function AccountsScreen() {
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
      <h1 id="accounts-title">Accounts</h1>
      {error && <FailureLine failure={error} />}
      <article className="card channel-card" data-testid="connected-channel">
        {channel.thumbnailUrl ? (
          <img className="avatar" src={channel.thumbnailUrl} alt="" width={88} height={88} />
        ) : (
          <div className="avatar placeholder" aria-hidden="true">
            {channel.title.slice(0, 1)}
          </div>
        )}
        <div>
          <h2 className="channel-title">{channel.title}</h2>
          <p className="muted">
            Channel id <code data-testid="channel-id">{channel.id}</code>
            {channel.customUrl ? ` · ${channel.customUrl}` : ''}
          </p>
          <p className="muted">
            {account.kind === 'demo' ? 'Demo workspace (local emulator)' : 'Connected with your OAuth client'}
          </p>
          {verifiedAt !== undefined && !verifyError && (
            <p className="muted" data-testid="channel-verified">
              Confirmed by the platform at {formatTime(verifiedAt)}
            </p>
          )}
          {verifyError && <FailureLine failure={verifyError} retryLabel="Check again" onRetry={() => void verify()} />}
        </div>
        <button type="button" onClick={() => void signOut()} disabled={busy !== undefined}>
          {busy === 'sign-out' ? 'Signing out…' : 'Sign out'}
        </button>
      </article>
      <SignedInChannels />
      <ConnectionDoctor account={account} failures={[verifyError, error]} />
      <NotificationSettings />
      {account.kind === 'demo' && (
        <div className="card demo-explained" data-testid="demo-explained">
          <p>
            This is the demo workspace: a channel and a website account on an emulator that runs inside the app. What
            you upload or change here stays on this computer.
          </p>
          <p>
            To use your own channel, <strong>Sign out</strong> (the demo and its rate limiting token go with it), then
            choose <strong>Connect your channel</strong>.
          </p>
          {tipsHidden && (
            <button type="button" onClick={showTips}>
              Show the first steps again
            </button>
          )}
        </div>
      )}
      {info && (
        <p className="muted">
          Sign-in tokens are kept in the main process, encrypted with <strong>{info.secretStorage.backend}</strong>.
        </p>
      )}
      {info?.secretStorage.warning && (
        <p role="status" className="warning">
          {info.secretStorage.warning}
        </p>
      )}
    </section>
  );
}
