// Every channel signed in at once (issue 21): its picture, title and sign-in state; add one more by its own sign-in
// (the consent page asks which channel: a brand account's channel is the one chosen there), sign one in again, or
// remove one (its tokens revoked, its saved sign-in deleted) without touching the others.
import type { ChannelAccountView } from '../../../shared/ipc/accounts';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { useChannels } from '../../stores/channels-store';
import './signed-in-channels.css';

const STATE_WORDS: Readonly<Record<ChannelAccountView['state'], string>> = {
  'signed-in': 'Signed in',
  expiring: 'Signed in; the sign-in ends soon',
  'needs-sign-in': 'Needs signing in again',
};

export function SignedInChannels() {
  const channels = useChannels((state) => state.channels);
  const busy = useChannels((state) => state.busy);
  const failure = useChannels((state) => state.failure);
  const add = useChannels((state) => state.add);
  const remove = useChannels((state) => state.remove);
  return (
    <section className="card signed-in-channels" aria-labelledby="signed-in-channels-title">
      <h2 id="signed-in-channels-title">Signed-in channels</h2>
      <p className="muted">
        Every channel here stays signed in with its own sign-in: uploads, comment decisions and bulk edits of each go on
        while another is chosen in the sidebar.
      </p>
      <ul className="channel-list">
        {channels.map((channel) => (
          <li key={channel.channel.id} data-channel={channel.channel.id}>
            {channel.channel.thumbnailUrl ? (
              <img className="channel-list-avatar" src={channel.channel.thumbnailUrl} alt="" width={32} height={32} />
            ) : (
              <span className="channel-list-avatar" aria-hidden="true" />
            )}
            <span className="channel-list-text">
              <strong>{channel.channel.title}</strong>
              <span className="muted">
                {STATE_WORDS[channel.state]}
                {channel.chosen ? ' · chosen' : ''}
              </span>
            </span>
            {channel.state === 'needs-sign-in' && (
              <button type="button" disabled={busy !== undefined} onClick={() => void add(channel.channel.id)}>
                Sign in again
              </button>
            )}
            <ConfirmButton
              label="Remove"
              ariaLabel={`Remove ${channel.channel.title}`}
              question={`Sign ${channel.channel.title} out of Channel Desk?`}
              confirmLabel="Yes, remove"
              keepLabel="Keep"
              groupLabel={`Confirm removing ${channel.channel.title}`}
              disabled={busy !== undefined}
              onConfirm={() => void remove(channel.channel.id)}
            />
          </li>
        ))}
      </ul>
      <button type="button" disabled={busy !== undefined} onClick={() => void add()}>
        {busy === 'add' ? 'Adding a channel…' : 'Add a channel'}
      </button>
      {failure && <FailureLine failure={failure} />}
    </section>
  );
}
