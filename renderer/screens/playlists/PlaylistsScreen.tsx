// The Playlists screen: the channel's playlists on the left (picture, title, privacy, count), the chosen one on the
// right: its details to edit, delete, its cover image (PlaylistCover), and its videos to reorder, remove and add to.
import { useEffect, useState } from 'react';
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
import { countOf } from '../../../shared/text/count-words';

const PRIVACY_TONES: Readonly<Record<PlaylistSummary['privacy'], BadgeTone>> = {
  public: 'ok',
  unlisted: 'info',
  private: 'muted',
};

function PrivacyBadge({ privacy }: { readonly privacy: PlaylistSummary['privacy'] }) {
  return <span className={`badge badge-${PRIVACY_TONES[privacy]}`}>{PRIVACY_LABELS[privacy]}</span>;
}

function PlaylistList({ onNew }: { readonly onNew: () => void }) {
  const playlists = usePlaylists((s) => s.playlists);
  const selectedId = usePlaylists((s) => s.selectedId);
  const select = usePlaylists((s) => s.select);
  const busy = usePlaylists((s) => s.busy);
  return (
    <nav className="pl-list" aria-label="Your playlists">
      <button type="button" className="primary" onClick={onNew}>
        New playlist
      </button>
      {playlists === undefined && busy === 'list' && <p className="loading">Loading your playlists…</p>}
      {playlists?.length === 0 && <p className="muted">No playlists yet. Create the first one.</p>}
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
                <span className="pl-card-title">{playlist.title}</span>
                <span className="pl-card-meta">
                  <PrivacyBadge privacy={playlist.privacy} />
                  <span className="muted">{countOf(playlist.itemCount, 'video')}</span>
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
        <h2 id="pl-detail-title">{playlist.title}</h2>
        <PrivacyBadge privacy={playlist.privacy} />
        <ConfirmButton
          label="Delete playlist"
          ariaLabel={`Delete playlist “${playlist.title}”`}
          question="Delete this playlist? Its videos stay on your channel."
          confirmLabel="Yes, delete"
          keepLabel="Keep"
          groupLabel={`Confirm deleting “${playlist.title}”`}
          disabled={busy !== undefined}
          onConfirm={() => void remove()}
        />
      </div>
      <details className="card pl-edit">
        <summary>Title, description and privacy</summary>
        <PlaylistForm
          key={`${playlist.id}:${playlist.title}:${playlist.description}:${playlist.privacy}`}
          label={`Details of “${playlist.title}”`}
          initial={fields}
          submitLabel="Save changes"
          busy={busy === 'save'}
          onSubmit={update}
        />
      </details>
      <PlaylistCover playlist={playlist} />
      <div className="pl-items-head">
        <h3>Videos</h3>
        <button type="button" onClick={() => setPicking(true)} disabled={items === undefined || busy !== undefined}>
          Add videos…
        </button>
        <button type="button" className="small" onClick={() => void reloadItems()} disabled={busy !== undefined}>
          Reload
        </button>
      </div>
      {items === undefined && busy === 'items' && <p className="loading">Loading the videos…</p>}
      {items && <PlaylistItems items={items} />}
      {picking && items && (
        <VideoPicker playlistTitle={playlist.title} items={items} onClose={() => setPicking(false)} />
      )}
    </section>
  );
}

export function PlaylistsScreen() {
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
      <h1 id="pl-title">Playlists</h1>
      <HelpDisclosure label="About playlists">
        <p>
          Group your videos into playlists, put them in the order viewers should watch them, and choose who can see each
          one.
        </p>
      </HelpDisclosure>
      <LiveAnnouncement text={announcement} testId="pl-announcement" />
      {error && (
        <FailureLine
          failure={error}
          retryLabel="Reload playlists"
          onRetry={() => void load()}
          disabled={busy !== undefined}
        />
      )}
      <div className="pl-layout">
        <PlaylistList onNew={() => setCreating(true)} />
        <div className="pl-main">
          {creating && (
            <section className="card" aria-labelledby="pl-new-title">
              <h2 id="pl-new-title">New playlist</h2>
              <PlaylistForm
                label="New playlist"
                focusTitle
                initial={{ title: '', description: '', privacy: 'public' }}
                submitLabel="Create playlist"
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
