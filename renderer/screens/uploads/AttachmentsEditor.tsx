// What a new video gets once it is uploaded: a custom thumbnail (dropped or picked, checked in the page first) and
// the playlists it joins. Each change is saved at once with `uploads.setAttachments`; the main process keeps them
// as steps of the upload and does them after the transfer, so they can change until each step is done.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AttachedPlaylist } from '../../../shared/uploads/upload-attachments';
import type { UploadSource } from '../../../shared/uploads/upload-source';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { FailureLine } from '../../components/FailureLine';
import { desk } from '../../desk/desk';
import { failureOf, refusal, type Failure } from '../../desk/failure';
import { sourceForFile } from '../../desk/file-sources';
import { useUploads } from '../../stores/uploads-store';
import { formatAmounts } from './format';
import { checkThumbnailInPage, imageOnly } from '../../components/images/thumbnail-check';
import { CaptionAttachments } from './CaptionAttachments';
import { GoLiveEditor } from './GoLiveEditor';
import { usePlaylistsOf } from './use-playlists-of';
import { WIDESCREEN } from './typography';
import { DETAILS } from './upload-details-messages';

const APP_NAME = 'Channel Desk';

export function ThumbnailPicker({ view }: { readonly view: UploadView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const save = useUploads((s) => s.saveAttachments);
  const busy = useUploads((s) => s.pending[view.id] === 'attach');
  const [problem, setProblem] = useState<Failure | undefined>();
  const [advice, setAdvice] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | undefined>();
  const [copying, setCopying] = useState<{ staged: number; total: number } | undefined>();
  const [over, setOver] = useState(false);
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const step = view.steps?.find((entry) => entry.kind === 'thumbnail');
  const locked = step?.state === 'done' || step?.state === 'running' || view.state === 'cancelled';
  const working = busy || copying !== undefined;

  // The preview's object URL holds the image in memory until it is revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = async (file: File): Promise<void> => {
    setProblem(undefined);
    setAdvice(undefined);
    const check = await checkThumbnailInPage(file);
    if (!check.ok) {
      setProblem(refusal('invalid-input', check.reason));
      return;
    }
    let source: UploadSource;
    try {
      source = desk.pathForFile
        ? await sourceForFile(file, { pathForFile: (picked) => desk.pathForFile!(picked as File) })
        : await sourceForFile(file, {
            check: imageOnly,
            onProgress: (staged, total) => setCopying({ staged, total }),
          });
    } catch (error) {
      setProblem(failureOf(error));
      return;
    } finally {
      setCopying(undefined);
    }
    const refused = await save(view.id, { thumbnail: source });
    if (refused) {
      setProblem(refused);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setAdvice(check.advice.length > 0 ? check.advice.join(' ') : undefined);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    // Handled here: the Uploads screen would otherwise take the image for a video.
    event.preventDefault();
    event.stopPropagation();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (locked || working) return;
    if (!file) return;
    if (event.dataTransfer.files.length > 1) {
      setProblem(refusal('invalid-input', say(DETAILS.oneImage)));
      return;
    }
    void take(file);
  };

  return (
    <fieldset className="choice up-attach-thumbnail" aria-describedby={helpId}>
      <legend>{say(DETAILS.thumbnail)}</legend>
      <div
        className={`up-thumb-drop ${over ? 'up-thumb-drop-over' : ''}`}
        data-testid="thumbnail-drop"
        onDragOver={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        {preview && step ? (
          <img className="up-thumb-preview" src={preview} alt={say(DETAILS.thumbnailPreview, { name: step.label })} />
        ) : (
          <span className="up-thumb-empty" aria-hidden="true">
            {WIDESCREEN}
          </span>
        )}
        <div className="up-thumb-info">
          <p data-testid="thumbnail-choice">
            {step ? (
              <>
                <strong dir="auto">{step.label}</strong>{' '}
                {say(step.state === 'done' ? DETAILS.thumbnailSet : DETAILS.thumbnailLater)}
              </>
            ) : (
              say(DETAILS.thumbnailNone)
            )}
          </p>
          <p id={helpId} className="muted">
            {say(DETAILS.thumbnailHelp)}
          </p>
          <div className="row">
            <button type="button" className="small" disabled={locked || working} onClick={() => input.current?.click()}>
              {say(step ? DETAILS.chooseAnother : DETAILS.chooseImage)}
            </button>
            <input
              ref={input}
              type="file"
              className="visually-hidden"
              accept="image/png,image/jpeg"
              tabIndex={-1}
              // The button is its accessible face.
              aria-hidden="true"
              data-testid="thumbnail-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so that choosing the same file again still fires a change.
                event.target.value = '';
                if (file) void take(file);
              }}
            />
            {step && !locked && (
              <button
                type="button"
                className="small"
                disabled={working}
                onClick={() => {
                  setPreview(undefined);
                  setAdvice(undefined);
                  void save(view.id, { thumbnail: null }).then(setProblem);
                }}
              >
                {say(DETAILS.noThumbnail)}
              </button>
            )}
          </div>
          {copying && (
            <p role="status" className="muted">
              {say(DETAILS.copyingImage, {
                app: APP_NAME,
                amounts: formatAmounts(copying.staged, copying.total, intl),
              })}
            </p>
          )}
          {busy && <p className="muted">{say(DETAILS.checkingImage)}</p>}
          {advice && <p className="warning">{advice}</p>}
          {problem && <FailureLine failure={problem} className="error" testId="thumbnail-problem" />}
        </div>
      </div>
    </fieldset>
  );
}

function PlaylistPicker({ view }: { readonly view: UploadView }) {
  const say = useIntl().formatMessage;
  const { playlists, loadError, load } = usePlaylistsOf(view);
  const save = useUploads((s) => s.saveAttachments);
  const busy = useUploads((s) => s.pending[view.id] === 'attach');
  const [problem, setProblem] = useState<Failure | undefined>();
  // The choice being saved, shown at once (the saved one comes back with the upload's view).
  const [wanted, setWanted] = useState<readonly AttachedPlaylist[] | undefined>();
  useEffect(() => {
    void load();
  }, [load]);

  const steps = view.steps?.filter((step) => step.kind === 'playlist') ?? [];
  const saved: AttachedPlaylist[] = steps.map((step) => ({ id: step.playlistId ?? '', title: step.label }));
  const chosen = wanted ?? saved;
  const chosenIds = new Set(chosen.map((playlist) => playlist.id));
  const stepOf = (id: string) => steps.find((step) => step.playlistId === id);
  // A chosen playlist the list does not show (deleted meanwhile, or not loaded) stays visible and can be unticked.
  const shown = [
    ...(playlists ?? []),
    ...chosen
      .filter((playlist) => !(playlists ?? []).some((entry) => entry.id === playlist.id))
      .map((playlist) => ({ ...playlist, privacy: undefined, itemCount: undefined })),
  ];

  const toggle = (playlist: AttachedPlaylist, on: boolean): void => {
    setProblem(undefined);
    const next = on ? [...chosen, playlist] : chosen.filter((entry) => entry.id !== playlist.id);
    setWanted(next);
    void save(view.id, { playlists: next }).then((refused) => {
      setWanted(undefined);
      setProblem(refused);
    });
  };

  return (
    <fieldset className="choice up-attach-playlists" aria-busy={busy} data-testid="playlist-picker">
      <legend>{say(DETAILS.playlists)}</legend>
      {playlists === undefined && !loadError && <p className="muted">{say(DETAILS.loadingPlaylists)}</p>}
      {loadError && (
        <FailureLine
          failure={{ ...loadError, message: say(DETAILS.playlistsFailed, { reason: loadError.message }) }}
          onRetry={() => void load(true)}
        />
      )}
      {playlists !== undefined && shown.length === 0 && <p className="muted">{say(DETAILS.noPlaylists)}</p>}
      {shown.length > 0 && (
        <ul className="up-playlist-list">
          {shown.map((playlist) => {
            const step = stepOf(playlist.id);
            const done = step?.state === 'done' || step?.state === 'running';
            return (
              <li key={playlist.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={chosenIds.has(playlist.id)}
                    disabled={busy || done || view.state === 'cancelled'}
                    onChange={(event) => toggle({ id: playlist.id, title: playlist.title }, event.target.checked)}
                  />
                  <span dir="auto">{playlist.title}</span>
                  {playlist.privacy && (
                    <span className="muted"> {say(DETAILS.playlistPrivacy, { privacy: playlist.privacy })}</span>
                  )}
                  {playlist.itemCount !== undefined && (
                    <span className="muted"> {say(DETAILS.playlistCount, { count: playlist.itemCount })}</span>
                  )}
                  {step?.state === 'done' && <span className="muted"> {say(DETAILS.added)}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {problem && <FailureLine failure={problem} className="error" />}
    </fieldset>
  );
}

/** Until the upload is done, and after that while a step is still to do or failed (choosing again fixes it). */
export function attachmentsEditable(view: UploadView): boolean {
  if (view.state === 'cancelled') return false;
  return view.state !== 'done' || (view.steps ?? []).some((step) => step.state !== 'done');
}

/** `thumbnail`: false where the details show the thumbnail among their essentials. */
export function AttachmentsEditor({
  view,
  thumbnail = true,
}: {
  readonly view: UploadView;
  readonly thumbnail?: boolean;
}) {
  const say = useIntl().formatMessage;
  return (
    <section className="card up-editor up-attachments" aria-labelledby="up-attachments-title" data-testid="attachments">
      <h3 id="up-attachments-title">{say(DETAILS.onceUploaded)}</h3>
      <p className="muted">{say(DETAILS.onceUploadedText, { playlistUnits: 50, captionUnits: 400 })}</p>
      {thumbnail && <ThumbnailPicker view={view} />}
      <PlaylistPicker view={view} />
      <CaptionAttachments view={view} />
      {view.videoId === undefined && <GoLiveEditor view={view} />}
    </section>
  );
}
