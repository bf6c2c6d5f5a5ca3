// Who may train AI models on a video (videoTrainability.get), read only when the creator asks: the button says
// what the read costs before it is made (nothing, today), and the answer is the creator's channel-wide choice as the
// platform applies it to this video. The setting itself is changed in the studio, so the line links there.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { THIRD_PARTY_TRAINING_STUDIO_URL, type VideoTrainability } from '../../../shared/library/video-trainability';
import { FailureLine } from '../../components/FailureLine';
import { QuotaCost } from '../../components/QuotaCost';
import { desk } from '../../desk/desk';
import { failureOf, reworded, type Failure } from '../../desk/failure';
import { useQuota } from '../../stores/quota-store';
import { DETAILS } from './details-messages';

type Reading =
  | { readonly kind: 'unread' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'read'; readonly answer: VideoTrainability }
  | { readonly kind: 'failed'; readonly failure: Failure };

/** The answer in a creator's words. */
export function trainabilityWords(answer: VideoTrainability, intl: IntlShape): string {
  switch (answer.kind) {
    case 'all':
      return intl.formatMessage(DETAILS.trainingAll);
    case 'none':
      return intl.formatMessage(DETAILS.trainingNone);
    case 'parties':
      return intl.formatMessage(DETAILS.trainingParties, {
        parties: intl.formatList(answer.parties, { type: 'unit', style: 'short' }),
      });
  }
}

const studioLink = (chunks: ReactNode[]) => (
  <a href={THIRD_PARTY_TRAINING_STUDIO_URL} target="_blank" rel="noopener noreferrer">
    {chunks}
  </a>
);

/** Mount with `key={video.id}`: another video starts unread. */
export function TrainabilityLine({ videoId }: { readonly videoId: string }) {
  const intl = useIntl();
  const say = intl.formatMessage;
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
        {say(DETAILS.trainingLine, {
          answer:
            reading.kind === 'read' ? (
              <strong key="answer" data-testid="trainability-answer">
                {trainabilityWords(reading.answer, intl)}
              </strong>
            ) : reading.kind === 'reading' ? (
              <span key="answer" role="status">
                {say(DETAILS.trainingChecking)}
              </span>
            ) : (
              <span key="answer" className="muted">
                {say(DETAILS.trainingUnchecked)}
              </span>
            ),
        })}
      </p>
      {reading.kind === 'unread' && (
        <div className="row">
          <button type="button" className="small" aria-describedby={`${ids}-cost`} onClick={() => void read()}>
            {say(DETAILS.trainingCheck)}
          </button>
          <QuotaCost
            quota={quota}
            id={`${ids}-cost`}
            action={say(DETAILS.trainingCheckingAction)}
            method="videoTrainability.get"
          />
        </div>
      )}
      {reading.kind === 'failed' && (
        <FailureLine
          failure={reworded(reading.failure, (message) => say(DETAILS.trainingFailed, { message }))}
          onRetry={() => void read()}
          retryLabel={say(DETAILS.checkAgain)}
          testId="trainability-error"
        />
      )}
      <p className="muted field-help">{say(DETAILS.trainingHelp, { a: studioLink })}</p>
    </div>
  );
}
