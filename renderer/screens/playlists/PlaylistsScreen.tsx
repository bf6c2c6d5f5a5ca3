// The Playlists screen: the channel's playlists on the left (picture, title, privacy, count), the chosen one on the
// right: its details to edit, delete, its cover image (PlaylistCover), and its videos to reorder, remove and add to.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
import type { PlaylistSummary } from '../../../shared/ipc/playlists';
import type { BadgeTone } from '../../components/badge';
import { ConfirmButton } from '../../components/ConfirmButton';
import { usePlaylists } from './playlists-store';
import { PlaylistForm, PRIVACY_LABELS } from './PlaylistForm';
import { PlaylistCover } from './PlaylistCover';
import { PlaylistItems } from './PlaylistItems';
import { VideoPicker } from './VideoPicker';
import './playlists.css';
import { LiveAnnouncement } from '../../components/LiveAnnouncement';
import { FailureLine } from '../../components/FailureLine';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { PLAYLISTS } from './playlists-messages';

const PRIVACY_TONES: Readonly<Record<PlaylistSummary['privacy'], BadgeTone>> = {
  public: 'ok',
  unlisted: 'info',
  private: 'muted',
};

function PrivacyBadge({ privacy }: { readonly privacy: PlaylistSummary['privacy'] }) {
  const say = useIntl().formatMessage;
  return <span className={`badge badge-${PRIVACY_TONES[privacy]}`}>{say(PRIVACY_LABELS[privacy])}</span>;
}

function PlaylistList({ onNew }: { readonly onNew: () => void }) {
  const say = useIntl().formatMessage;
  const playlists = usePlaylists((s) => s.playlists);
  const selectedId = usePlaylists((s) => s.selectedId);
  const select = usePlaylists((s) => s.select);
  const busy = usePlaylists((s) => s.busy);
  return (
    <nav className="pl-list" aria-label={say(PLAYLISTS.yours)}>
      <button type="button" className="primary" onClick={onNew}>
        {say(PLAYLISTS.new)}
      </button>
      {playlists === undefined && busy === 'list' && <p className="loading">{say(PLAYLISTS.loadingList)}</p>}
      {playlists?.length === 0 && <p className="muted">{say(PLAYLISTS.none)}</p>}
      <ul>
        {playlists?.map((playlist) => (
          <li key={playlist.id}>
            <button
              type="button"
              className={`pl-card ${playlist.id === selectedId ? 'active' : ''}`}
              aria-current={playlist.id === selectedId ? 'true' : undefined}
              data-testid="playlist-card"
              onClick={() => void select(playlist.id)}
            >
              {playlist.thumbnailUrl ? (
                <img className="pl-thumb" src={playlist.thumbnailUrl} alt="" width={96} height={54} />
              ) : (
                <span className="pl-thumb pl-thumb-empty" aria-hidden="true" />
              )}
              <span className="pl-card-text">
                <span className="pl-card-title" dir="auto">
                  {playlist.title}
                </span>
                <span className="pl-card-meta">
                  <PrivacyBadge privacy={playlist.privacy} />
                  <span className="muted">{say(PLAYLISTS.videoCount, { count: playlist.itemCount })}</span>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PlaylistDetail({ playlist }: { readonly playlist: PlaylistSummary }) {
  const say = useIntl().formatMessage;
  const items = usePlaylists((s) => s.items);
  const busy = usePlaylists((s) => s.busy);
  const update = usePlaylists((s) => s.update);
  const remove = usePlaylists((s) => s.remove);
  const reloadItems = usePlaylists((s) => s.reloadItems);
  const [picking, setPicking] = useState(false);
  const fields = { title: playlist.title, description: playlist.description, privacy: playlist.privacy };

  return (
    <section className="pl-detail" aria-labelledby="pl-detail-title">
      <div className="pl-detail-head">
        <h2 id="pl-detail-title" dir="auto">
          {playlist.title}
        </h2>
        <PrivacyBadge privacy={playlist.privacy} />
        <ConfirmButton
          label={say(PLAYLISTS.delete)}
          ariaLabel={say(PLAYLISTS.deleteName, { title: playlist.title })}
          question={say(PLAYLISTS.deleteQuestion)}
          confirmLabel={say(PLAYLISTS.deleteYes)}
          keepLabel={say(PLAYLISTS.keep)}
          groupLabel={say(PLAYLISTS.deleteGroup, { title: playlist.title })}
          disabled={busy !== undefined}
          onConfirm={() => void remove()}
        />
      </div>
      <details className="card pl-edit">
        <summary>{say(PLAYLISTS.editDetails)}</summary>
        <PlaylistForm
          key={`${playlist.id}:${playlist.title}:${playlist.description}:${playlist.privacy}`}
          label={say(PLAYLISTS.detailsOf, { title: playlist.title })}
          initial={fields}
          submitLabel={say(PLAYLISTS.saveChanges)}
          busy={busy === 'save'}
          onSubmit={update}
        />
      </details>
      <PlaylistCover playlist={playlist} />
      <div className="pl-items-head">
        <h3>{say(PLAYLISTS.videos)}</h3>
        <button type="button" onClick={() => setPicking(true)} disabled={items === undefined || busy !== undefined}>
          {say(PLAYLISTS.addVideos)}
        </button>
        <button type="button" className="small" onClick={() => void reloadItems()} disabled={busy !== undefined}>
          {say(PLAYLISTS.reloadItems)}
        </button>
      </div>
      {items === undefined && busy === 'items' && <p className="loading">{say(PLAYLISTS.loadingVideos)}</p>}
      {items && <PlaylistItems items={items} />}
      {picking && items && (
        <VideoPicker playlistTitle={playlist.title} items={items} onClose={() => setPicking(false)} />
      )}
    </section>
  );
}

export function PlaylistsScreen() {
  const say = useIntl().formatMessage;
  const load = usePlaylists((s) => s.load);
  const playlists = usePlaylists((s) => s.playlists);
  const selectedId = usePlaylists((s) => s.selectedId);
  const error = usePlaylists((s) => s.error);
  const announcement = usePlaylists((s) => s.announcement);
  const busy = usePlaylists((s) => s.busy);
  const create = usePlaylists((s) => s.create);
  const [creating, setCreating] = useState(false);
  const selected = playlists?.find((playlist) => playlist.id === selectedId);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="screen pl-screen" aria-labelledby="pl-title">
      <h1 id="pl-title">{say(SCREEN_NAMES.playlists)}</h1>
      <HelpDisclosure label={say(PLAYLISTS.about)}>
        <p>{say(PLAYLISTS.aboutText)}</p>
      </HelpDisclosure>
      <LiveAnnouncement text={announcement} testId="pl-announcement" />
      {error && (
        <FailureLine
          failure={error}
          retryLabel={say(PLAYLISTS.reload)}
          onRetry={() => void load()}
          disabled={busy !== undefined}
        />
      )}
      <div className="pl-layout">
        <PlaylistList onNew={() => setCreating(true)} />
        <div className="pl-main">
          {creating && (
            <section className="card" aria-labelledby="pl-new-title">
              <h2 id="pl-new-title">{say(PLAYLISTS.new)}</h2>
              <PlaylistForm
                label={say(PLAYLISTS.new)}
                focusTitle
                initial={{ title: '', description: '', privacy: 'public' }}
                submitLabel={say(PLAYLISTS.create)}
                busy={busy === 'save'}
                onSubmit={async (fields) => {
                  const created = await create(fields);
                  if (created) setCreating(false);
                  return created;
                }}
                onCancel={() => setCreating(false)}
              />
            </section>
          )}
          {selected && <PlaylistDetail key={selected.id} playlist={selected} />}
        </div>
      </div>
    </section>
  );
}
