// The banner's two steps as the platform takes them, each with its state: the image sent (with the bytes copied
// and sent), then the URL it answered set on the channel.
import { useIntl } from 'react-intl';
import { FailureLine } from '../../../components/FailureLine';
import { CHANNEL } from '../channel-messages';
import type { BannerPhase } from './branding-store';

type StepState = 'waiting' | 'running' | 'done' | 'failed';

/** The product's name, which is no message. */
const APP_NAME = 'Channel Desk';

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
  const say = useIntl().formatMessage;
  if (phase.kind === 'idle') return null;
  const [upload, apply] = stepStates(phase);
  const uploadLabel = phase.kind === 'copying' ? say(CHANNEL.stepCopying, { app: APP_NAME }) : say(CHANNEL.stepSending);
  return (
    <div className="bn-steps" data-testid="banner-steps">
      <ol>
        <li data-state={upload}>
          <span>{say(CHANNEL.step, { number: 1, label: uploadLabel })}</span>
          <span className={`badge ${badgeOf(upload)}`}>{say(CHANNEL.stepState, { state: upload })}</span>
          {(phase.kind === 'copying' || phase.kind === 'uploading') && (
            <progress aria-label={uploadLabel} max={Math.max(1, phase.total)} value={phase.done} />
          )}
        </li>
        <li data-state={apply}>
          <span>{say(CHANNEL.step, { number: 2, label: say(CHANNEL.stepSetting) })}</span>
          <span className={`badge ${badgeOf(apply)}`}>{say(CHANNEL.stepState, { state: apply })}</span>
          {phase.kind === 'applying' && <progress aria-label={say(CHANNEL.settingProgress)} />}
        </li>
      </ol>
      <div role={phase.kind === 'upload-failed' ? 'alert' : 'status'}>
        {phase.kind === 'upload-failed' && <FailureLine failure={phase.failure} className="error tile tile-error" />}
        {phase.kind === 'done' && <p className="ok">{say(CHANNEL.bannerDone)}</p>}
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
