// The banner's two steps as the platform takes them, each with its state: the image sent (with the bytes copied
// and sent), then the URL it answered set on the channel.
import { FailureLine } from '../../../components/FailureLine';
import type { BannerPhase } from './branding-store';

type StepState = 'waiting' | 'running' | 'done' | 'failed';

const STATE_TEXT: Readonly<Record<StepState, string>> = {
  waiting: 'waiting',
  running: 'in progress',
  done: 'done',
  failed: 'failed',
};

function stepStates(phase: BannerPhase): readonly [StepState, StepState] {
  switch (phase.kind) {
    case 'idle':
      return ['waiting', 'waiting'];
    case 'copying':
    case 'uploading':
      return ['running', 'waiting'];
    case 'upload-failed':
      return ['failed', 'waiting'];
    case 'applying':
      return ['done', 'running'];
    case 'apply-failed':
      return ['done', 'failed'];
    case 'done':
      return ['done', 'done'];
  }
}

export function BannerSteps({ phase }: { readonly phase: BannerPhase }) {
  if (phase.kind === 'idle') return null;
  const [upload, apply] = stepStates(phase);
  const uploadLabel =
    phase.kind === 'copying' ? 'Copying the image to Channel Desk' : 'Sending the image (channelBanners.insert)';
  return (
    <div className="bn-steps" data-testid="banner-steps">
      <ol>
        <li data-state={upload}>
          <span>1. {uploadLabel}</span> <span className={`badge ${badgeOf(upload)}`}>{STATE_TEXT[upload]}</span>
          {(phase.kind === 'copying' || phase.kind === 'uploading') && (
            <progress aria-label={uploadLabel} max={Math.max(1, phase.total)} value={phase.done} />
          )}
        </li>
        <li data-state={apply}>
          <span>2. Setting it on the channel (channels.update)</span>{' '}
          <span className={`badge ${badgeOf(apply)}`}>{STATE_TEXT[apply]}</span>
          {phase.kind === 'applying' && <progress aria-label="Setting the banner on the channel" />}
        </li>
      </ol>
      <div role={phase.kind === 'upload-failed' ? 'alert' : 'status'}>
        {phase.kind === 'upload-failed' && <FailureLine failure={phase.failure} className="error tile tile-error" />}
        {phase.kind === 'done' && (
          <p className="ok">The new banner is set. The platform shows it on the channel within a few minutes.</p>
        )}
      </div>
    </div>
  );
}

function badgeOf(state: StepState): string {
  return state === 'done'
    ? 'badge-ok'
    : state === 'failed'
      ? 'badge-error'
      : state === 'running'
        ? 'badge-info'
        : 'badge-muted';
}
