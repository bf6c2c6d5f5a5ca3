// The playlists every upload of a template joins: the channel's playlists as check boxes (read once, as the upload
// form reads them), and a chosen playlist the list no longer shows kept visible so it can be unticked.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { MAX_ATTACHED_PLAYLISTS, type AttachedPlaylist } from '../../../shared/uploads/upload-attachments';
import type { PlaylistSummary } from '../../../shared/ipc/playlists';
import { FailureLine } from '../../components/FailureLine';
import type { Failure } from '../../desk/failure';
import { useUploads } from '../../stores/uploads-store';
import { PLAYLIST_WORDS } from './series-messages';

interface TemplatePlaylistsProps {
  readonly chosen: readonly AttachedPlaylist[];
  readonly onChange: (playlists: AttachedPlaylist[]) => void;
}

export function TemplatePlaylists(props: TemplatePlaylistsProps) {
  const playlists = useUploads((s) => s.playlists);
  const loadError = useUploads((s) => s.playlistsError);
  const load = useUploads((s) => s.loadPlaylists);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <TemplatePlaylistsView {...props} playlists={playlists} loadError={loadError} reload={() => void load(true)} />
  );
}

/** The check boxes as the channel's playlists stand (undefined: not read yet). */
export function TemplatePlaylistsView({
  chosen,
  onChange,
  playlists,
  loadError,
  reload,
}: TemplatePlaylistsProps & {
  readonly playlists: readonly PlaylistSummary[] | undefined;
  readonly loadError: Failure | undefined;
  readonly reload: () => void;
}) {
  const intl = useIntl();
  const chosenIds = new Set(chosen.map((playlist) => playlist.id));
  const shown: AttachedPlaylist[] = [
    ...(playlists ?? []).map(({ id, title }) => ({ id, title })),
    ...chosen.filter((playlist) => !(playlists ?? []).some((entry) => entry.id === playlist.id)),
  ];
  const full = chosen.length >= MAX_ATTACHED_PLAYLISTS;
  const toggle = (playlist: AttachedPlaylist, on: boolean): void =>
    onChange(on ? [...chosen, playlist] : chosen.filter((entry) => entry.id !== playlist.id));

  return (
    <fieldset className="series-fieldset" data-testid="template-playlists">
      <legend>{intl.formatMessage(PLAYLIST_WORDS.legend)}</legend>
      {playlists === undefined && !loadError && <p className="muted">{intl.formatMessage(PLAYLIST_WORDS.loading)}</p>}
      {loadError && (
        <FailureLine
          failure={{
            ...loadError,
            message: intl.formatMessage(PLAYLIST_WORDS.loadFailed, { reason: loadError.message }),
          }}
          onRetry={reload}
        />
      )}
      {playlists !== undefined && shown.length === 0 && (
        <p className="muted">{intl.formatMessage(PLAYLIST_WORDS.none)}</p>
      )}
      {shown.length > 0 && (
        <ul className="series-playlists">
          {shown.map((playlist) => (
            <li key={playlist.id}>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={chosenIds.has(playlist.id)}
                  disabled={full && !chosenIds.has(playlist.id)}
                  onChange={(event) => toggle(playlist, event.target.checked)}
                />
                <span dir="auto">{playlist.title}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {full && <p className="muted">{intl.formatMessage(PLAYLIST_WORDS.full, { max: MAX_ATTACHED_PLAYLISTS })}</p>}
    </fieldset>
  );
}
