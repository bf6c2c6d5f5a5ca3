// Adds a track: a dropped or picked .srt/.vtt file checked in the page first (a refusal names the cue and line to
// fix, and nothing is sent), its language (a common one or any BCP-47 tag) and name, published or kept as a draft;
// then the copy (browser mode) and the upload with visible progress. Not a <form>: it sits inside the video's
// details form, so Enter in its fields is handled here instead of saving the video.
import { useId, useState, type KeyboardEvent } from 'react';
import { CAPTION_NAME_MAX } from '../../../../shared/captions/caption-check';
import type { CaptionTrackView } from '../../../../shared/ipc/captions';
import { QuotaCost } from '../../../components/QuotaCost';
import { desk, errorMessage } from '../../../desk/desk';
import { DeskCallError } from '../../../desk/desk-client';
import { SourceFailure } from '../../../desk/file-sources';
import { CaptionPicker } from './CaptionPicker';
import { COMMON_CAPTION_LANGUAGES, languageProblem } from './caption-languages';
import { captionSource, examineCaptionFile, type PickedCaption } from './picked-caption';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'copying'; readonly done: number; readonly total: number }
  | { readonly kind: 'sending' }
  | { readonly kind: 'failed'; readonly message: string };

export function AddCaptionForm({
  videoId,
  onAdded,
}: {
  readonly videoId: string;
  readonly onAdded: (track: CaptionTrackView) => void;
}) {
  const ids = useId();
  const [picked, setPicked] = useState<PickedCaption>();
  const [problem, setProblem] = useState<string>();
  const [language, setLanguage] = useState('en');
  const [name, setName] = useState('');
  const [isDraft, setIsDraft] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = phase.kind === 'checking' || phase.kind === 'copying' || phase.kind === 'sending';
  const languageError = languageProblem(language);
  const nameError =
    name.length > CAPTION_NAME_MAX ? `A track name is at most ${CAPTION_NAME_MAX} characters.` : undefined;

  const choose = async (file: File) => {
    setPhase({ kind: 'checking' });
    const checked = await examineCaptionFile(file);
    setPhase({ kind: 'idle' });
    if (checked.ok) {
      setPicked(checked.caption);
      setProblem(undefined);
      if (checked.caption.declaredLanguage && !languageProblem(checked.caption.declaredLanguage))
        setLanguage(checked.caption.declaredLanguage);
    } else {
      setPicked(undefined);
      setProblem(checked.problem);
    }
  };

  const send = async () => {
    if (!picked || busy || languageError || nameError) return;
    try {
      setPhase({ kind: 'copying', done: 0, total: picked.file.size });
      const source = await captionSource(picked.file, (done, total) => setPhase({ kind: 'copying', done, total }));
      setPhase({ kind: 'sending' });
      const track = await desk.call('captions.insert', { videoId, source, language: language.trim(), name, isDraft });
      setPhase({ kind: 'idle' });
      setPicked(undefined);
      setName('');
      onAdded(track);
    } catch (error) {
      const message =
        error instanceof SourceFailure || error instanceof DeskCallError ? error.message : errorMessage(error);
      const hint =
        error instanceof DeskCallError && error.code === 'caption-exists'
          ? ' Give this track another name (or delete the other one first).'
          : '';
      setPhase({ kind: 'failed', message: `${message}${hint}` });
    }
  };

  const enterSends = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  };

  return (
    <div className="caption-add" role="group" aria-label="Add a caption track">
      <h4>Add a track</h4>
      <CaptionPicker disabled={busy} onFile={(file) => void choose(file)} />
      {problem && (
        <p role="alert" className="tile tile-error error" data-testid="caption-problem">
          {problem}
        </p>
      )}
      {picked && (
        <div className="caption-plan">
          <p>
            <strong data-testid="caption-picked">{picked.file.name}</strong>{' '}
            <span className="muted">
              {picked.format === 'srt' ? 'SRT' : 'WebVTT'}, {picked.cueCount} {picked.cueCount === 1 ? 'cue' : 'cues'}
            </span>
          </p>
          <div className="row caption-fields">
            <label htmlFor={`${ids}-lang`}>Language</label>
            <input
              id={`${ids}-lang`}
              list={`${ids}-langs`}
              value={language}
              maxLength={35}
              disabled={busy}
              aria-invalid={languageError !== undefined}
              aria-describedby={languageError ? `${ids}-lang-error` : undefined}
              onChange={(event) => setLanguage(event.target.value)}
              onKeyDown={enterSends}
              data-testid="caption-language"
            />
            <datalist id={`${ids}-langs`}>
              {COMMON_CAPTION_LANGUAGES.map(([tag, label]) => (
                <option key={tag} value={tag}>
                  {label}
                </option>
              ))}
            </datalist>
            <label htmlFor={`${ids}-name`}>Name</label>
            <input
              id={`${ids}-name`}
              value={name}
              placeholder="optional, e.g. With sound descriptions"
              disabled={busy}
              aria-invalid={nameError !== undefined}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={enterSends}
              data-testid="caption-name"
            />
            <label>
              <input
                type="checkbox"
                checked={isDraft}
                disabled={busy}
                onChange={(event) => setIsDraft(event.target.checked)}
                data-testid="caption-draft"
              />{' '}
              Keep as a draft (viewers do not see it)
            </label>
          </div>
          {languageError && (
            <p id={`${ids}-lang-error`} className="error">
              {languageError}
            </p>
          )}
          {nameError && <p className="error">{nameError}</p>}
          <div className="row">
            <button
              type="button"
              className="primary"
              disabled={busy || languageError !== undefined || nameError !== undefined}
              aria-describedby={`${ids}-cost`}
              onClick={() => void send()}
            >
              {phase.kind === 'sending' ? 'Uploading…' : 'Upload track'}
            </button>
            <button type="button" disabled={busy} onClick={() => setPicked(undefined)}>
              Cancel
            </button>
            <QuotaCost id={`${ids}-cost`} action="Uploads the track" method="captions.insert" />
          </div>
        </div>
      )}
      <AddStatus phase={phase} />
    </div>
  );
}

function AddStatus({ phase }: { readonly phase: Phase }) {
  if (phase.kind === 'checking') return <p role="status">Checking the caption file…</p>;
  if (phase.kind === 'copying')
    return (
      <div role="status" className="caption-progress">
        <span>Copying the file to Channel Desk…</span>
        <progress aria-label="Copying the caption file" max={Math.max(1, phase.total)} value={phase.done} />
      </div>
    );
  if (phase.kind === 'sending')
    return (
      <div role="status" className="caption-progress">
        <span>Uploading the track…</span>
        <progress aria-label="Uploading the caption track" />
      </div>
    );
  if (phase.kind === 'failed')
    return (
      <p role="alert" className="tile tile-error error" data-testid="caption-add-error">
        The track was not added: {phase.message}
      </p>
    );
  return null;
}
