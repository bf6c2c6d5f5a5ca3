// Every channel signed in at once (issue 21): its picture, title and sign-in state; add one more by its own sign-in
// (the consent page asks which channel: a brand account's channel is the one chosen there), sign one in again, or
// remove one (its tokens revoked, its saved sign-in deleted) without touching the others.
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ChannelAccountView } from '../../../shared/ipc/accounts';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { useChannels } from '../../stores/channels-store';
import { ACCOUNTS } from './accounts-messages';
import './signed-in-channels.css';

/** The product's name: a brand, the same in every language. */
const APP_NAME = 'Channel Desk';

const STATE_WORDS: Readonly<Record<ChannelAccountView['state'], MessageDescriptor>> = {
  'signed-in': ACCOUNTS.stateSignedIn,
  expiring: ACCOUNTS.stateExpiring,
  'needs-sign-in': ACCOUNTS.stateNeedsSignIn,
};

export function SignedInChannels() {
  const say = useIntl().formatMessage;
  const channels = useChannels((state) => state.channels);
  const busy = useChannels((state) => state.busy);
  const failure = useChannels((state) => state.failure);
  const add = useChannels((state) => state.add);
  const remove = useChannels((state) => state.remove);
  return (
    <section className="card signed-in-channels" aria-labelledby="signed-in-channels-title">
      <h2 id="signed-in-channels-title">{say(ACCOUNTS.signedInTitle)}</h2>
      <p className="muted">{say(ACCOUNTS.signedInText)}</p>
      <ul className="channel-list">
        {channels.map((channel) => (
          <li key={channel.channel.id} data-channel={channel.channel.id}>
            {channel.channel.thumbnailUrl ? (
              <img className="channel-list-avatar" src={channel.channel.thumbnailUrl} alt="" width={32} height={32} />
            ) : (
              <span className="channel-list-avatar" aria-hidden="true" />
            )}
            <span className="channel-list-text">
              <strong dir="auto">{channel.channel.title}</strong>
              <span className="muted">
                {channel.chosen
                  ? say(ACCOUNTS.chosen, { state: say(STATE_WORDS[channel.state]) })
                  : say(STATE_WORDS[channel.state])}
              </span>
            </span>
            {channel.state === 'needs-sign-in' && (
              <button type="button" disabled={busy !== undefined} onClick={() => void add(channel.channel.id)}>
                {say(ACCOUNTS.signInAgain)}
              </button>
            )}
            <ConfirmButton
              label={say(ACCOUNTS.remove)}
              ariaLabel={say(ACCOUNTS.removeName, { channel: channel.channel.title })}
              question={say(ACCOUNTS.removeQuestion, { channel: channel.channel.title, app: APP_NAME })}
              confirmLabel={say(ACCOUNTS.removeYes)}
              keepLabel={say(ACCOUNTS.removeKeep)}
              groupLabel={say(ACCOUNTS.removeGroup, { channel: channel.channel.title })}
              disabled={busy !== undefined}
              onConfirm={() => void remove(channel.channel.id)}
            />
          </li>
        ))}
      </ul>
      <button type="button" disabled={busy !== undefined} onClick={() => void add()}>
        {say(busy === 'add' ? ACCOUNTS.adding : ACCOUNTS.add)}
      </button>
      {failure && <FailureLine failure={failure} />}
    </section>
  );
}
