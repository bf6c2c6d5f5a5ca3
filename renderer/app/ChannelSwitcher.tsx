// The channels signed in at once, in the sidebar (issue 21): each with its picture, its uploads sending and waiting,
// its comments held for review and what needs attention (its sign-in, the project's quota). Choosing one makes every
// screen act on it; the others' uploads, decisions and bulk edits go on. Videos dropped on a channel are queued for it.
import { useEffect, type DragEvent } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ChannelAccountView } from '../../shared/ipc/accounts';
import { FailureLine } from '../components/FailureLine';
import { uploadCountOf, useChannelUploads } from '../stores/channel-upload-counts';
import { useChannels } from '../stores/channels-store';
import { useIncomingFiles } from '../stores/incoming-files-store';
import { useNavigation } from '../stores/navigation-store';
import { useQuota } from '../stores/quota-store';
import { SHELL } from './shell-messages';
import { UPLOADS_SCREEN } from './use-files-dropped-elsewhere';
import './channel-switcher.css';

const STATE_WORDS: Readonly<Record<ChannelAccountView['state'], MessageDescriptor | undefined>> = {
  'signed-in': undefined,
  expiring: SHELL.signInEndsSoon,
  'needs-sign-in': SHELL.signInAgain,
};

/** "2 sending, 1 waiting, 14 held": only what there is. */
export function channelFigures(
  intl: IntlShape,
  sending: number,
  waiting: number,
  held?: { held: number; more: boolean },
): string {
  const parts: string[] = [];
  if (sending > 0) parts.push(intl.formatMessage(SHELL.sending, { count: sending }));
  if (waiting > 0) parts.push(intl.formatMessage(SHELL.waiting, { count: waiting }));
  if (held && held.held > 0)
    parts.push(intl.formatMessage(SHELL.held, { count: held.held, more: held.more ? 'yes' : 'no' }));
  return parts.length > 0
    ? intl.formatList(parts, { type: 'unit', style: 'short' })
    : intl.formatMessage(SHELL.nothingWaiting);
}

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

function ChannelEntry({ channel }: { readonly channel: ChannelAccountView }) {
  const intl = useIntl();
  // Two numbers, each selected alone: a selector must answer the same value while nothing changed.
  const sending = useChannelUploads((state) => uploadCountOf(state, channel.channel.id).sending);
  const waiting = useChannelUploads((state) => uploadCountOf(state, channel.channel.id).waiting);
  const held = useChannels((state) => state.held[channel.channel.id]);
  const busy = useChannels((state) => state.busy);
  const choose = useChannels((state) => state.choose);
  const quotaOut = useQuota((state) =>
    state.view
      ? (['uploads', 'units'] as const).some((b) => state.view!.buckets[b].used >= state.view!.buckets[b].limit)
      : false,
  );
  const show = useNavigation((state) => state.show);
  const warningWords = STATE_WORDS[channel.state] ?? (quotaOut ? SHELL.quotaUsedUp : undefined);
  const warning = warningWords && intl.formatMessage(warningWords);
  const figures = channelFigures(intl, sending, waiting, held);
  const over = (event: DragEvent<HTMLButtonElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'copy';
  };
  const drop = (event: DragEvent<HTMLButtonElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    // The window's own drop handling (which queues for the chosen channel) must not see it too.
    event.stopPropagation();
    const files = [...event.dataTransfer.files];
    show(UPLOADS_SCREEN);
    if (files.length > 0) void useIncomingFiles.getState().addFiles(files, channel.channel.id);
  };
  return (
    <li>
      <button
        type="button"
        className={channel.chosen ? 'channel-entry chosen' : 'channel-entry'}
        aria-pressed={channel.chosen}
        disabled={busy === 'choose'}
        title={intl.formatMessage(SHELL.channelEntryTitle, { title: channel.channel.title, id: channel.channel.id })}
        onClick={() => void (channel.chosen ? undefined : choose(channel.channel.id))}
        onDragOver={over}
        onDrop={drop}
      >
        {channel.channel.thumbnailUrl ? (
          <img className="channel-avatar" src={channel.channel.thumbnailUrl} alt="" width={24} height={24} />
        ) : (
          <span className="channel-avatar" aria-hidden="true" />
        )}
        <span className="channel-text">
          <span className="channel-name" dir="auto">
            {channel.channel.title}
          </span>
          <span className="channel-figures">{figures}</span>
          {warning && <span className="channel-warning">{warning}</span>}
        </span>
      </button>
    </li>
  );
}

/** Shown once two channels or more are signed in; one channel keeps the plain chip. */
export function ChannelSwitcher() {
  const intl = useIntl();
  const channels = useChannels((state) => state.channels);
  const failure = useChannels((state) => state.failure);
  const loadHeld = useChannels((state) => state.loadHeld);
  // Held comments change as decisions are sent: read again when the switcher appears and each time a channel is chosen.
  const chosen = channels.find((channel) => channel.chosen)?.channel.id;
  useEffect(() => {
    if (channels.length > 1) void loadHeld();
  }, [chosen, channels.length, loadHeld]);
  if (channels.length < 2) return null;
  return (
    <section className="channel-switcher" aria-label={intl.formatMessage(SHELL.channels)}>
      <ul>
        {channels.map((channel) => (
          <ChannelEntry key={channel.channel.id} channel={channel} />
        ))}
      </ul>
      {failure && <FailureLine failure={failure} />}
    </section>
  );
}
