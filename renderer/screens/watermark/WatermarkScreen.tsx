// The channel watermark: pick or drop an image (PNG or JPEG; the platform advises a 150 × 150 square under 1 MB),
// choose when it shows, see it over a video frame, set it; remove it after a confirmation. The platform cannot
// report the watermark it shows, so the screen shows the one last set from Channel Desk and says so.
import { useEffect, useState } from 'react';
import { describeTiming } from '../../../shared/images/watermark-timing';
import { formatDateTime } from '../../../shared/text/when';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { FilePicker } from '../../components/FilePicker';
import { PickFeedback } from '../../components/PickFeedback';
import { usePickedFile } from '../../components/use-picked-file';
import { examinePickedFile, IMAGE_ACCEPT } from '../../components/images/picked-image';
import { PickedImageFacts } from '../../components/images/PickedImageFacts';
import { useObjectUrl } from '../../components/images/use-object-url';
import { checkTiming, DEFAULT_TIMING_DRAFT, type TimingDraft } from './timing-form';
import { TimingChoice } from './TimingChoice';
import { useWatermark } from './watermark-store';
import { WatermarkPreview } from './WatermarkPreview';
import './watermark.css';

const examineWatermark = (file: File) => examinePickedFile(file, 'watermark');

export function WatermarkScreen() {
  const { loaded, current, advice, phase, error, outcome, load, set, remove } = useWatermark();
  const { picked, problems, checking, choose, clear } = usePickedFile(examineWatermark);
  const [draft, setDraft] = useState<TimingDraft>(DEFAULT_TIMING_DRAFT);
  const preview = useObjectUrl(picked?.file);
  const timing = checkTiming(draft);
  const busy = phase.kind !== 'idle';

  useEffect(() => {
    void load();
  }, [load]);

  const submit = async () => {
    if (!picked || !timing.ok) return;
    if (await set(picked.file, timing.timing)) clear();
  };

  return (
    <section className="screen wm-screen" aria-labelledby="wm-title">
      <h1 id="wm-title">Watermark</h1>
      <HelpDisclosure label="About watermarks">
        <p>
          A small image the platform shows in the top right corner of all your videos; viewers click it to subscribe.
        </p>
      </HelpDisclosure>

      <div className="card wm-current" data-testid="watermark-current">
        <h2>Set from Channel Desk</h2>
        {!loaded ? (
          <p className="loading">Loading…</p>
        ) : current ? (
          <div className="wm-current-body">
            {current.imageDataUrl ? (
              <img
                className="wm-current-image"
                src={current.imageDataUrl}
                alt={`Current watermark ${current.imageName}`}
              />
            ) : null}
            <div>
              <p>
                <strong>{current.imageName}</strong>{' '}
                <span className="muted">
                  {current.width} × {current.height}
                </span>
              </p>
              <p data-testid="watermark-current-timing">Shows {describeTiming(current.timing)}.</p>
              <p className="muted">Set {formatDateTime(current.setAt)}.</p>
              <ConfirmButton
                label="Remove"
                ariaLabel="Remove the watermark"
                question="Remove the watermark from all your videos?"
                confirmLabel="Yes, remove"
                keepLabel="Keep it"
                groupLabel="Confirm removing the watermark"
                disabled={busy}
                onConfirm={() => void remove()}
              />
            </div>
          </div>
        ) : (
          <p>None set from Channel Desk.</p>
        )}
        <p className="muted">
          The platform cannot report which watermark your channel shows, so this is the last one set from this app; one
          set or removed elsewhere (e.g. in the platform's studio) is not seen here.
        </p>
      </div>

      <div className="wm-editor">
        <div className="wm-form">
          <h2>Set a new watermark</h2>
          <FilePicker
            accept={IMAGE_ACCEPT}
            label="Drop an image here"
            choose="Choose an image…"
            hint="PNG or JPEG, at most 10 MiB; a 150 × 150 square under 1 MB shows best."
            disabled={busy}
            onFile={(file) => void choose(file)}
            testId="watermark-file"
          />
          <PickFeedback checking={checking} checkingText="Checking the image…" problems={problems} />
          {picked && <PickedImageFacts image={picked} />}
          <TimingChoice
            draft={draft}
            problems={timing.ok ? { startSec: undefined, durationSec: undefined, lastSec: undefined } : timing.problems}
            disabled={busy}
            onChange={setDraft}
          />
          <div className="row">
            <button
              type="button"
              className="primary"
              disabled={busy || !picked || !timing.ok}
              onClick={() => void submit()}
            >
              Set watermark
            </button>
            <span className="muted">Costs 50 of the daily 10,000 quota units.</span>
          </div>
          {!picked && <p className="muted">Choose an image first.</p>}
          <Progress phase={phase} />
          {error && <FailureLine failure={error} className="error tile tile-error" />}
          {outcome && (
            <p role="status" className="ok">
              {outcome}
            </p>
          )}
          {advice.length > 0 && !picked && <p className="muted">Note on the image set: {advice.join(' ')}</p>}
        </div>
        <WatermarkPreview
          imageUrl={preview ?? current?.imageDataUrl}
          timing={timing.ok ? timing.timing : current?.timing}
          label={picked ? 'Preview of the new watermark' : 'Preview of the current watermark'}
        />
      </div>
    </section>
  );
}

function Progress({ phase }: { phase: ReturnType<typeof useWatermark.getState>['phase'] }) {
  if (phase.kind === 'idle') return null;
  const label =
    phase.kind === 'copying'
      ? 'Copying the image to Channel Desk'
      : phase.kind === 'setting'
        ? 'Setting the watermark'
        : 'Removing the watermark';
  return (
    <div role="status" className="wm-progress">
      <span>{label}…</span>
      {phase.kind === 'copying' ? (
        <progress aria-label={label} max={Math.max(1, phase.total)} value={phase.done} />
      ) : (
        <progress aria-label={label} />
      )}
    </div>
  );
}
