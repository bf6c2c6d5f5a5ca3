// The attachment steps of an upload on its row: the thumbnail, each playlist, each caption track, with where each
// stands. A failed step shows the platform's reason and what to do, and a Retry that sends that step alone (never
// the video).
import type { AttachmentStepView, UploadView } from '../../../shared/uploads/upload-view';
import type { BadgeTone } from '../../components/badge';
import { useUploads } from '../../stores/uploads-store';

const STATE_LABELS: Readonly<Record<AttachmentStepView['state'], string>> = {
  pending: 'To do',
  running: 'In progress',
  done: 'Done',
  failed: 'Failed',
};

const STATE_TONES: Readonly<Record<AttachmentStepView['state'], BadgeTone>> = {
  pending: 'neutral',
  running: 'info',
  done: 'ok',
  failed: 'error',
};

function describe(step: AttachmentStepView): string {
  if (step.kind === 'caption') return `Captions ${step.label}`;
  return step.kind === 'thumbnail' ? `Thumbnail ${step.label}` : `Add to the playlist "${step.label}"`;
}

export function AttachmentSteps({ view }: { readonly view: UploadView }) {
  const retryStep = useUploads((s) => s.retryStep);
  const busy = useUploads((s) => s.pending[view.id] !== undefined);
  const steps = view.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <div className="up-steps">
      <p className="muted up-steps-head">
        {view.state === 'cancelled' ? 'Not done (the upload was cancelled):' : 'After the upload:'}
      </p>
      <ol className="up-steps-list" aria-label={`Steps after the upload of ${view.metadata.snippet.title}`}>
        {steps.map((step) => (
          <li key={step.id} className="up-step" data-testid="upload-step" data-step={step.id} data-state={step.state}>
            <span>{describe(step)}</span>{' '}
            <span className={`badge badge-${STATE_TONES[step.state]}`}>{STATE_LABELS[step.state]}</span>
            {step.state !== 'failed' && step.error && (
              <p className="warning up-message" data-testid="upload-step-note">
                {step.error.message}
              </p>
            )}
            {step.state === 'failed' && (
              <>
                <p className="error up-message" data-testid="upload-step-error">
                  {step.error?.message ?? 'The platform refused this step.'}
                </p>
                <button
                  type="button"
                  className="small"
                  disabled={busy}
                  aria-label={`Retry: ${describe(step)}`}
                  onClick={() => void retryStep(view.id, step.id)}
                >
                  Retry this step
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
