// A playlist's cover image (playlistImages): the one it has now as the platform lists it (its size and type; the
// platform hands no URL of it back, so the picture shows only for an image sent from here), a dropped or picked
// image checked in the page first (PNG or JPEG, square, at most 50 MiB), its cost said before it is sent, then set
// or replaced; and a delete that asks first. Refusals show by their kind.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PlaylistCoverView } from '../../../shared/ipc/playlists';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { FilePicker } from '../../components/FilePicker';
import { PickFeedback } from '../../components/PickFeedback';
import { QuotaCost } from '../../components/QuotaCost';
import { usePickedFile } from '../../components/use-picked-file';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { useQuota } from '../../stores/quota-store';
import { examinePickedFile, IMAGE_ACCEPT, imageSource } from '../../components/images/picked-image';
import { PickedImageFacts } from '../../components/images/PickedImageFacts';
import { useObjectUrl } from '../../components/images/use-object-url';
import { PLAYLISTS } from './playlists-messages';

type Cover =
  | { readonly kind: 'loading' }
  | { readonly kind: 'known'; readonly cover: PlaylistCoverView | null }
  | { readonly kind: 'unknown'; readonly failure: Failure };

type Action = 'sending' | 'deleting' | undefined;

const examineCover = (file: File) => examinePickedFile(file, 'playlist-cover');

export function PlaylistCover({ playlist }: { readonly playlist: { readonly id: string; readonly title: string } }) {
  const say = useIntl().formatMessage;
  const quota = useQuota((state) => state.view);
  const { picked, problems, checking, choose, clear } = usePickedFile(examineCover);
  const [cover, setCover] = useState<Cover>({ kind: 'loading' });
  const [action, setAction] = useState<Action>();
  const [failure, setFailure] = useState<Failure>();
  const [announcement, setAnnouncement] = useState('');
  // The image last sent from here: the only way to show the cover, since the platform gives no URL of it.
  const [sent, setSent] = useState<File>();
  const pickedUrl = useObjectUrl(picked?.file);
  const sentUrl = useObjectUrl(sent);
  const busy = checking || action !== undefined || cover.kind === 'loading';

  // The screen keys this panel by playlist: it starts as 'loading' and asks once; "Ask again" asks anew.
  const ask = (live: () => boolean = () => true) =>
    desk.call('playlists.cover', { playlistId: playlist.id }).then(
      (found) => live() && setCover({ kind: 'known', cover: found }),
      (error: unknown) => live() && setCover({ kind: 'unknown', failure: failureOf(error) }),
    );
  useEffect(() => {
    let live = true;
    void ask(() => live);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playlist.id]);
  const load = () => {
    setCover({ kind: 'loading' });
    void ask();
  };

  const current = cover.kind === 'known' ? cover.cover : null;

  const send = async () => {
    if (!picked) return;
    setAction('sending');
    setFailure(undefined);
    try {
      const source = await imageSource(picked.file);
      const made = await desk.call('playlists.setCover', {
        playlistId: playlist.id,
        source,
        ...(current ? { coverId: current.id } : {}),
      });
      setCover({ kind: 'known', cover: made });
      setSent(picked.file);
      setAnnouncement(say(PLAYLISTS.coverIsSet, { title: playlist.title }));
      clear();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setAction(undefined);
    }
  };

  const remove = async () => {
    if (!current) return;
    setAction('deleting');
    setFailure(undefined);
    try {
      await desk.call('playlists.deleteCover', { playlistId: playlist.id, coverId: current.id });
      setCover({ kind: 'known', cover: null });
      setSent(undefined);
      setAnnouncement(say(PLAYLISTS.coverIsDeleted, { title: playlist.title }));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setAction(undefined);
    }
  };

  return (
    <section className="card pl-cover" aria-labelledby="pl-cover-title" data-testid="playlist-cover">
      <h3 id="pl-cover-title">{say(PLAYLISTS.cover)}</h3>
      {cover.kind === 'loading' && <p className="loading">{say(PLAYLISTS.coverAsking)}</p>}
      {cover.kind === 'unknown' && (
        <FailureLine failure={cover.failure} retryLabel={say(PLAYLISTS.coverAskAgain)} onRetry={load} />
      )}
      {cover.kind === 'known' && current === null && (
        <p className="muted" data-testid="cover-none">
          {say(PLAYLISTS.coverNone)}
        </p>
      )}
      {current && (
        <div className="pl-cover-current" data-testid="cover-current">
          {sentUrl && (
            <img
              src={sentUrl}
              alt={say(PLAYLISTS.coverAlt, { title: playlist.title })}
              width={120}
              height={120}
              data-testid="cover-image"
            />
          )}
          <p>
            {say(PLAYLISTS.coverKnown, {
              sized: current.width !== undefined && current.height !== undefined ? 'yes' : 'no',
              width: current.width ?? 0,
              height: current.height ?? 0,
              type: current.type,
            })}
          </p>
          <ConfirmButton
            label={say(PLAYLISTS.coverDelete)}
            ariaLabel={say(PLAYLISTS.coverDeleteName, { title: playlist.title })}
            question={say(PLAYLISTS.coverDeleteQuestion)}
            confirmLabel={say(PLAYLISTS.deleteYes)}
            keepLabel={say(PLAYLISTS.keep)}
            groupLabel={say(PLAYLISTS.coverDeleteGroup, { title: playlist.title })}
            disabled={busy}
            onConfirm={() => void remove()}
          />
          <QuotaCost action={say(PLAYLISTS.coverDeleting)} method="playlistImages.delete" quota={quota} />
        </div>
      )}
      <FilePicker
        accept={IMAGE_ACCEPT}
        label={say(current ? PLAYLISTS.coverDropReplace : PLAYLISTS.coverDrop)}
        choose={say(PLAYLISTS.chooseImage)}
        hint={say(PLAYLISTS.coverHint)}
        disabled={busy}
        onFile={(file) => void choose(file)}
        testId="cover-file"
        dropTestId="cover-drop"
      />
      <PickFeedback checking={checking} checkingText={say(PLAYLISTS.checkingImage)} problems={problems} />
      {picked && pickedUrl && (
        <div className="pl-cover-plan">
          <img src={pickedUrl} alt={say(PLAYLISTS.pickedAlt, { name: picked.file.name })} width={120} height={120} />
          <PickedImageFacts image={picked} />
          <div className="row">
            <button type="button" className="primary" disabled={busy} onClick={() => void send()}>
              {say(current ? PLAYLISTS.coverReplace : PLAYLISTS.coverSet)}
            </button>
            <button type="button" disabled={busy} onClick={clear}>
              {say(PLAYLISTS.cancel)}
            </button>
            <QuotaCost
              action={say(current ? PLAYLISTS.coverReplacing : PLAYLISTS.coverSetting)}
              method={current ? 'playlistImages.update' : 'playlistImages.insert'}
              quota={quota}
            />
          </div>
        </div>
      )}
      {action === 'sending' && (
        <p role="status" className="loading">
          {say(PLAYLISTS.coverSending)}
        </p>
      )}
      {failure && <FailureLine failure={failure} />}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
