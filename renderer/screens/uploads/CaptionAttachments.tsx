// The caption tracks a queued video gets once it is uploaded: a dropped or picked .srt/.vtt file checked in the page
// first (the same check as the Library's, naming the cue and line to fix), its language, name and draft state, saved
// at once as a step of the upload with `uploads.setAttachments`. One track per language; one still to do can be taken
// back.
import { useId, useState } from 'react';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { QuotaCost } from '../../components/QuotaCost';
import { errorMessage } from '../../desk/desk';
import { useUploads } from '../../stores/uploads-store';
import { CaptionPicker } from '../library/captions/CaptionPicker';
import { COMMON_CAPTION_LANGUAGES, languageProblem } from '../library/captions/caption-languages';
import { captionSource, examineCaptionFile, type PickedCaption } from '../library/captions/picked-caption';
import { formatBytes } from './format';

export function CaptionAttachments({ view }: { readonly view: UploadView }) {
  const ids = useId();
  const save = useUploads((s) => s.saveAttachments);
  const busy = useUploads((s) => s.pending[view.id] === 'attach');
  const [picked, setPicked] = useState<PickedCaption>();
  const [problem, setProblem] = useState<string>();
  const [language, setLanguage] = useState('en');
  const [name, setName] = useState('');
  const [isDraft, setIsDraft] = useState(false);
  const [copying, setCopying] = useState<{ staged: number; total: number }>();
  const steps = view.steps?.filter((step) => step.kind === 'caption') ?? [];
  const working = busy || copying !== undefined;
  const languageError = languageProblem(language);
  const closed = view.state === 'cancelled';

  const choose = async (file: File) => {
    setProblem(undefined);
    const checked = await examineCaptionFile(file);
    if (!checked.ok) {
      setPicked(undefined);
      setProblem(checked.problem);
      return;
    }
    setPicked(checked.caption);
    if (checked.caption.declaredLanguage && !languageProblem(checked.caption.declaredLanguage))
      setLanguage(checked.caption.declaredLanguage);
  };

  const add = async () => {
    if (!picked || working || languageError) return;
    setProblem(undefined);
    let source;
    try {
      source = await captionSource(picked.file, (staged, total) => setCopying({ staged, total }));
    } catch (error) {
      setProblem(errorMessage(error));
      return;
    } finally {
      setCopying(undefined);
    }
    const refused = await save(view.id, { caption: { source, language: language.trim(), name, isDraft } });
    if (refused) {
      setProblem(refused);
      return;
    }
    setPicked(undefined);
    setName('');
  };

  return (
    <fieldset className="choice up-attach-captions" data-testid="caption-attachments">
      <legend>Captions</legend>
      {steps.length > 0 && (
        <ul className="up-caption-list">
          {steps.map((step) => {
            const stepLanguage = step.id.slice('caption:'.length);
            return (
              <li key={step.id} data-testid="caption-attachment">
                {step.label}{' '}
                {step.state === 'done' ? (
                  <span className="muted">· added</span>
                ) : (
                  step.state !== 'running' && (
                    <button
                      type="button"
                      className="small"
                      disabled={working || closed}
                      aria-label={`Do not add ${step.label}`}
                      onClick={() => void save(view.id, { removeCaption: stepLanguage }).then(setProblem)}
                    >
                      Remove
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CaptionPicker disabled={working || closed} onFile={(file) => void choose(file)} />
      {picked && (
        <div className="up-caption-plan">
          <p>
            <strong>{picked.file.name}</strong>{' '}
            <span className="muted">
              {picked.format === 'srt' ? 'SRT' : 'WebVTT'}, {picked.cueCount} {picked.cueCount === 1 ? 'cue' : 'cues'}
            </span>
          </p>
          <div className="row">
            <label htmlFor={`${ids}-lang`}>Language</label>
            <input
              id={`${ids}-lang`}
              list={`${ids}-langs`}
              value={language}
              maxLength={35}
              aria-invalid={languageError !== undefined}
              onChange={(event) => setLanguage(event.target.value)}
              data-testid="caption-attachment-language"
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
              maxLength={150}
              placeholder="optional"
              onChange={(event) => setName(event.target.value)}
            />
            <label className="check">
              <input type="checkbox" checked={isDraft} onChange={(event) => setIsDraft(event.target.checked)} /> Keep as
              a draft
            </label>
          </div>
          {languageError && <p className="error">{languageError}</p>}
          <div className="row">
            <button
              type="button"
              className="small primary"
              disabled={working || languageError !== undefined}
              aria-describedby={`${ids}-cost`}
              onClick={() => void add()}
            >
              Add these captions
            </button>
            <button type="button" className="small" disabled={working} onClick={() => setPicked(undefined)}>
              Cancel
            </button>
            <QuotaCost id={`${ids}-cost`} action="Adds the track after the upload" method="captions.insert" />
          </div>
        </div>
      )}
      {copying && (
        <p role="status" className="muted">
          Copying the caption file to Channel Desk: {formatBytes(copying.staged)} of {formatBytes(copying.total)}
        </p>
      )}
      {busy && <p className="muted">Checking the caption file…</p>}
      {problem && (
        <p role="alert" className="error" data-testid="caption-attachment-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
