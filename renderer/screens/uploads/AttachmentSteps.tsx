// The attachment steps of an upload on its row: the thumbnail, each playlist, each caption track, with where each
// stands. A failed step shows the platform's reason and what to do, and a Retry that sends that step alone (never
// the video).
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { AttachmentStepView, UploadView } from '../../../shared/uploads/upload-view';
import type { BadgeTone } from '../../components/badge';
import { useUploads } from '../../stores/uploads-store';
import { SPACE } from './typography';
import { UPLOADS } from './uploads-messages';
import { sayKeptError } from '../../../shared/i18n/saved-line';

const STATE_LABELS: Readonly<Record<AttachmentStepView['state'], MessageDescriptor>> = {
  pending: UPLOADS.stepPending,
  running: UPLOADS.stepRunning,
  done: UPLOADS.stepDone,
  failed: UPLOADS.stepFailed,
};

const STATE_TONES: Readonly<Record<AttachmentStepView['state'], BadgeTone>> = {
  pending: 'neutral',
  running: 'info',
  done: 'ok',
  failed: 'error',
};

function describe(step: AttachmentStepView, intl: IntlShape): string {
  const message =
    step.kind === 'caption'
      ? UPLOADS.stepCaption
      : step.kind === 'thumbnail'
        ? UPLOADS.stepThumbnail
        : UPLOADS.stepPlaylist;
  return intl.formatMessage(message, { label: step.label });
}

export function AttachmentSteps({ view }: { readonly view: UploadView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const retryStep = useUploads((s) => s.retryStep);
  const busy = useUploads((s) => s.pending[view.id] !== undefined);
  const steps = view.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <div className="up-steps">
      <p className="muted up-steps-head">
        {say(view.state === 'cancelled' ? UPLOADS.stepsCancelled : UPLOADS.stepsAfter)}
      </p>
      <ol className="up-steps-list" aria-label={say(UPLOADS.stepsList, { name: view.metadata.snippet.title })}>
        {steps.map((step) => (
          <li key={step.id} className="up-step" data-testid="upload-step" data-step={step.id} data-state={step.state}>
            <span>{describe(step, intl)}</span>
            {SPACE}
            <span className={`badge badge-${STATE_TONES[step.state]}`}>{say(STATE_LABELS[step.state])}</span>
            {step.state !== 'failed' && step.error && (
              <p className="warning up-message" data-testid="upload-step-note">
                {sayKeptError(intl, step.error)}
              </p>
            )}
            {step.state === 'failed' && (
              <>
                <p className="error up-message" data-testid="upload-step-error">
                  {step.error ? sayKeptError(intl, step.error) : say(UPLOADS.stepRefused)}
                </p>
                <button
                  type="button"
                  className="small"
                  disabled={busy}
                  aria-label={say(UPLOADS.retryStepName, { step: describe(step, intl) })}
                  onClick={() => void retryStep(view.id, step.id)}
                >
                  {say(UPLOADS.retryStep)}
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
