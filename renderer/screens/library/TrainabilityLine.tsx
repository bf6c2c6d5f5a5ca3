// Who may train AI models on a video (videoTrainability.get), read only when the creator asks: the button says
// what the read costs before it is made (nothing, today), and the answer is the creator's channel-wide choice as the
// platform applies it to this video. The setting itself is changed in the studio, so the line links there.
import { useId, useRef, useState } from 'react';
import { THIRD_PARTY_TRAINING_STUDIO_URL, type VideoTrainability } from '../../../shared/library/video-trainability';
import { FailureLine } from '../../components/FailureLine';
import { QuotaCost } from '../../components/QuotaCost';
import { desk } from '../../desk/desk';
import { failureOf, reworded, type Failure } from '../../desk/failure';
import { useQuota } from '../../stores/quota-store';

type Reading =
  | { readonly kind: 'unread' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'read'; readonly answer: VideoTrainability }
  | { readonly kind: 'failed'; readonly failure: Failure };

/** The answer in a creator's words. */
export function trainabilityWords(answer: VideoTrainability): string {
  switch (answer.kind) {
    case 'all':
      return 'All third parties may train';
    case 'none':
      return 'No third party may train';
    case 'parties':
      return `Only these may train: ${answer.parties.join(', ')}`;
  }
}

/** Mount with `key={video.id}`: another video starts unread. */
export function TrainabilityLine({ videoId }: { readonly videoId: string }) {
  const quota = useQuota((state) => state.view);
  const ids = useId();
  const [reading, setReading] = useState<Reading>({ kind: 'unread' });
  const answerLine = useRef<HTMLParagraphElement>(null);

  const read = async () => {
    setReading({ kind: 'reading' });
    try {
      setReading({ kind: 'read', answer: await desk.call('library.trainability', { id: videoId }) });
    } catch (error) {
      setReading({ kind: 'failed', failure: failureOf(error) });
    }
    // The button that had the focus is gone: a keyboard user goes on from the answer (or the refusal below it).
    answerLine.current?.focus();
  };

  return (
    <div className="field lib-trainability" data-testid="trainability">
      <p className="lib-trainability-answer" aria-live="polite" ref={answerLine} tabIndex={-1}>
        Third-party AI training:{' '}
        {reading.kind === 'read' ? (
          <strong data-testid="trainability-answer">{trainabilityWords(reading.answer)}</strong>
        ) : reading.kind === 'reading' ? (
          <span role="status">checking…</span>
        ) : (
          <span className="muted">not checked yet</span>
        )}
      </p>
      {reading.kind === 'unread' && (
        <div className="row">
          <button type="button" className="small" aria-describedby={`${ids}-cost`} onClick={() => void read()}>
            Check who may train on it
          </button>
          <QuotaCost quota={quota} id={`${ids}-cost`} action="Checking" method="videoTrainability.get" />
        </div>
      )}
      {reading.kind === 'failed' && (
        <FailureLine
          failure={reworded(reading.failure, (message) => `Who may train on it could not be checked: ${message}`)}
          onRetry={() => void read()}
          retryLabel="Check again"
          testId="trainability-error"
        />
      )}
      <p className="muted field-help">
        Whether companies other than the platform may train AI models on your videos is one setting for the whole
        channel, changed in the studio under Settings, Channel, Advanced settings.{' '}
        <a href={THIRD_PARTY_TRAINING_STUDIO_URL} target="_blank" rel="noopener noreferrer">
          Change it in the studio
        </a>
      </p>
    </div>
  );
}
