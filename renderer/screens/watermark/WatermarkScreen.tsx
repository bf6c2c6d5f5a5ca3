// The channel watermark: pick or drop an image (PNG or JPEG; the platform advises a 150 × 150 square under 1 MB),
// choose when it shows, see it over a video frame, set it; remove it after a confirmation. The platform cannot
// report the watermark it shows, so the screen shows the one last set from Channel Desk and says so.
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { WatermarkTiming } from '../../../shared/images/watermark-timing';
import { formatDateTime } from '../../../shared/text/when';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
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
import { WATERMARK } from './watermark-messages';
import './watermark.css';

/** The product's name: a brand, the same in every language. */
const APP_NAME = 'Channel Desk';
/** The platform's own figures: a watermark costs 50 of the day's 10,000 units. */
const SET_COST_UNITS = 50;
const DAILY_UNITS = 10_000;

/** "Shows during the last 12 s." in the language in force. */
function shows(timing: WatermarkTiming, intl: IntlShape): string {
  const seconds = (ms: number) => intl.formatMessage(WATERMARK.seconds, { seconds: ms / 1000 });
  return intl.formatMessage(WATERMARK.shows, {
    kind: timing.kind,
    start: timing.kind === 'fromStart' ? seconds(timing.offsetMs) : '',
    duration: timing.kind === 'wholeVideo' ? '' : seconds(timing.durationMs),
  });
}

const examineWatermark = (file: File) => examinePickedFile(file, 'watermark');

export function WatermarkScreen() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { loaded, current, advice, phase, error, outcome, load, set, remove } = useWatermark();
  const { picked, problems, checking, choose, clear } = usePickedFile(examineWatermark);
  const [draft, setDraft] = useState<TimingDraft>(DEFAULT_TIMING_DRAFT);
  const preview = useObjectUrl(picked?.file);
  const timing = checkTiming(draft, intl);
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
      <h1 id="wm-title">{say(SCREEN_NAMES.watermark)}</h1>
      <HelpDisclosure label={say(WATERMARK.about)}>
        <p>{say(WATERMARK.aboutText)}</p>
      </HelpDisclosure>

      <div className="card wm-current" data-testid="watermark-current">
        <h2>{say(WATERMARK.currentTitle, { app: APP_NAME })}</h2>
        {!loaded ? (
          <p className="loading">{say(WATERMARK.loading)}</p>
        ) : current ? (
          <div className="wm-current-body">
            {current.imageDataUrl ? (
              <img
                className="wm-current-image"
                src={current.imageDataUrl}
                alt={say(WATERMARK.currentAlt, { name: current.imageName })}
              />
            ) : null}
            <div>
              <p>
                <strong dir="auto">{current.imageName}</strong>
                <span className="muted wm-size">
                  {say(WATERMARK.size, { width: current.width, height: current.height })}
                </span>
              </p>
              <p data-testid="watermark-current-timing">{shows(current.timing, intl)}</p>
              <p className="muted">{say(WATERMARK.setAt, { when: formatDateTime(current.setAt) })}</p>
              <ConfirmButton
                label={say(WATERMARK.remove)}
                ariaLabel={say(WATERMARK.removeName)}
                question={say(WATERMARK.removeQuestion)}
                confirmLabel={say(WATERMARK.removeYes)}
                keepLabel={say(WATERMARK.removeKeep)}
                groupLabel={say(WATERMARK.removeGroup)}
                disabled={busy}
                onConfirm={() => void remove()}
              />
            </div>
          </div>
        ) : (
          <p>{say(WATERMARK.none, { app: APP_NAME })}</p>
        )}
        <p className="muted">{say(WATERMARK.unseen)}</p>
      </div>

      <div className="wm-editor">
        <div className="wm-form">
          <h2>{say(WATERMARK.newTitle)}</h2>
          <FilePicker
            accept={IMAGE_ACCEPT}
            label={say(WATERMARK.drop)}
            choose={say(WATERMARK.choose)}
            hint={say(WATERMARK.hint)}
            disabled={busy}
            onFile={(file) => void choose(file)}
            testId="watermark-file"
          />
          <PickFeedback checking={checking} checkingText={say(WATERMARK.checking)} problems={problems} />
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
              {say(WATERMARK.set)}
            </button>
            <span className="muted">{say(WATERMARK.cost, { units: SET_COST_UNITS, limit: DAILY_UNITS })}</span>
          </div>
          {!picked && <p className="muted">{say(WATERMARK.chooseFirst)}</p>}
          <Progress phase={phase} />
          {error && <FailureLine failure={error} className="error tile tile-error" />}
          {outcome && (
            <p role="status" className="ok">
              {say(outcome === 'set' ? WATERMARK.setDone : WATERMARK.removed)}
            </p>
          )}
          {advice.length > 0 && !picked && (
            <p className="muted">{say(WATERMARK.advice, { advice: advice.join(' ') })}</p>
          )}
        </div>
        <WatermarkPreview
          imageUrl={preview ?? current?.imageDataUrl}
          timing={timing.ok ? timing.timing : current?.timing}
          label={say(picked ? WATERMARK.previewNew : WATERMARK.previewCurrent)}
        />
      </div>
    </section>
  );
}

function Progress({ phase }: { phase: ReturnType<typeof useWatermark.getState>['phase'] }) {
  const say = useIntl().formatMessage;
  if (phase.kind === 'idle') return null;
  const label =
    phase.kind === 'copying'
      ? say(WATERMARK.copying, { app: APP_NAME })
      : say(phase.kind === 'setting' ? WATERMARK.setting : WATERMARK.removing);
  return (
    <div role="status" className="wm-progress">
      <span>{say(WATERMARK.progress, { step: label })}</span>
      {phase.kind === 'copying' ? (
        <progress aria-label={label} max={Math.max(1, phase.total)} value={phase.done} />
      ) : (
        <progress aria-label={label} />
      )}
    </div>
  );
}
