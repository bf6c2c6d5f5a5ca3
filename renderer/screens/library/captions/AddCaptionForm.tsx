// Adds a track: a dropped or picked .srt/.vtt file checked in the page first (a refusal names the cue and line to
// fix, and nothing is sent), its language (a common one or any BCP-47 tag) and name, published or kept as a draft;
// then the copy (browser mode) and the upload with visible progress. Not a <form>: it sits inside the video's
// details form, so Enter in its fields is handled here instead of saving the video.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CaptionTrackView } from '../../../../shared/ipc/captions';
import { FailureLine } from '../../../components/FailureLine';
import { QuotaCost } from '../../../components/QuotaCost';
import { useQuota } from '../../../stores/quota-store';
import { desk } from '../../../desk/desk';
import { failureOf, reworded, type Failure } from '../../../desk/failure';
import { CaptionIntake } from '../../../components/captions/CaptionIntake';
import { captionSource } from '../../../components/captions/picked-caption';
import { useCaptionIntake } from '../../../components/captions/use-caption-intake';
import { DETAILS } from '../details-messages';
import { APP_NAME } from '../library-messages';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copying'; readonly done: number; readonly total: number }
  | { readonly kind: 'sending' }
  | { readonly kind: 'failed'; readonly failure: Failure };

export function AddCaptionForm({
  videoId,
  onAdded,
}: {
  readonly videoId: string;
  readonly onAdded: (track: CaptionTrackView) => void;
}) {
  const say = useIntl().formatMessage;
  const quota = useQuota((state) => state.view);
  const ids = useId();
  const intake = useCaptionIntake();
  const { picked } = intake;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = intake.checking || phase.kind === 'copying' || phase.kind === 'sending';

  const send = async () => {
    if (!picked || busy || !intake.sendable) return;
    try {
      setPhase({ kind: 'copying', done: 0, total: picked.file.size });
      const source = await captionSource(picked.file, (done, total) => setPhase({ kind: 'copying', done, total }));
      setPhase({ kind: 'sending' });
      const added = await desk.call('captions.insert', { videoId, source, ...intake.sent });
      setPhase({ kind: 'idle' });
      intake.done();
      onAdded(added);
    } catch (error) {
      const failure = failureOf(error);
      const refusal = failure.code === 'caption-exists' ? DETAILS.notAddedExists : DETAILS.notAdded;
      setPhase({ kind: 'failed', failure: reworded(failure, (message) => say(refusal, { message })) });
    }
  };

  return (
    <div className="caption-add" role="group" aria-label={say(DETAILS.addGroup)}>
      <h4>{say(DETAILS.addTitle)}</h4>
      <CaptionIntake
        intake={intake}
        disabled={busy}
        onPick={() => setPhase({ kind: 'idle' })}
        onEnter={() => void send()}
        testIdPrefix="caption"
      >
        <div className="row">
          <button
            type="button"
            className="primary"
            disabled={busy || !intake.sendable}
            aria-describedby={`${ids}-cost`}
            onClick={() => void send()}
          >
            {say(phase.kind === 'sending' ? DETAILS.uploading : DETAILS.uploadTrack)}
          </button>
          <button type="button" disabled={busy} onClick={intake.clear}>
            {say(DETAILS.cancel)}
          </button>
          <QuotaCost quota={quota} id={`${ids}-cost`} action={say(DETAILS.uploadsTrack)} method="captions.insert" />
        </div>
      </CaptionIntake>
      <AddStatus phase={phase} />
    </div>
  );
}

function AddStatus({ phase }: { readonly phase: Phase }) {
  const say = useIntl().formatMessage;
  if (phase.kind === 'copying')
    return (
      <div role="status" className="caption-progress">
        <span>{say(DETAILS.copyingFile, { app: APP_NAME })}</span>
        <progress aria-label={say(DETAILS.copyingName)} max={Math.max(1, phase.total)} value={phase.done} />
      </div>
    );
  if (phase.kind === 'sending')
    return (
      <div role="status" className="caption-progress">
        <span>{say(DETAILS.uploadingTrack)}</span>
        <progress aria-label={say(DETAILS.uploadingName)} />
      </div>
    );
  if (phase.kind === 'failed')
    return <FailureLine failure={phase.failure} className="row tile tile-error error" testId="caption-add-error" />;
  return null;
}
