// One upload in the queue: what it is, where it stands, and the actions its state allows. The row reads its own
// progress entry from the store, so a progress event re-renders this row and no other.
import { memo, useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { UploadProgress, UploadState, UploadView } from '../../../shared/uploads/upload-view';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { BadgeTone } from '../../components/badge';
import { useAccount } from '../../stores/account-store';
import { useNavigation } from '../../stores/navigation-store';
import { useUploads } from '../../stores/uploads-store';
import { AssignChannel } from './AssignChannel';
import { AttachmentSteps } from './AttachmentSteps';
import { Countdown } from './Countdown';
import { formatDateTimeWithDistance } from '../../../shared/text/when';
import { formatAmounts, formatBytes, formatDuration, formatPercent, formatSpeed, percentOf } from './format';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';
import { DISCLOSURE_UNANSWERED } from '../../../shared/uploads/synthetic-media';
import { RowFailureView } from './RowFailure';
import { attachmentsEditable } from './AttachmentsEditor';
import { actionsFor, nextStepFor, STATE_LABELS } from './upload-actions';
import { UploadQuotaDay } from './QuotaPlan';
import { LockedPrivateNote } from './LockedPrivateNote';
import { UploadProcessing } from './UploadProcessing';
import { DOT, DOWN_ARROW, SPACE, UP_ARROW } from './typography';
import { UPLOADS } from './uploads-messages';
import { sayKeptError, sayLine } from '../../../shared/i18n/saved-line';

const BADGE_TONES: Readonly<Record<UploadState, BadgeTone>> = {
  queued: 'neutral',
  starting: 'info',
  uploading: 'info',
  paused: 'warning',
  retrying: 'warning',
  'waiting-quota': 'warning',
  done: 'ok',
  failed: 'error',
  cancelled: 'muted',
};

interface UploadRowProps {
  readonly view: UploadView;
  /** 1-based place among the uploads waiting to start, for queued ones. */
  readonly queuePosition: number | undefined;
  /** `toIndex` for uploads.move, when there is a queued neighbour that way. */
  readonly moveUpTo: number | undefined;
  readonly moveDownTo: number | undefined;
  /** In a long, virtualized queue: where the row sits, and how it is measured (QueueList.tsx). */
  readonly placement?: RowPlacement;
}

interface RowPlacement {
  readonly index: number;
  readonly count: number;
  readonly top: number;
  readonly measure: (element: HTMLElement | null) => void;
}

/**
 * The bytes worth showing: what the server confirmed, always (it only grows while the session lives, so the row never
 * goes back, and a pause asks the server what it kept of the cut chunk); while bytes flow, how far sending got too.
 */
function liveFigures(view: UploadView, progress: UploadProgress | undefined) {
  const live = progress && progress.state === view.state ? progress : undefined;
  const confirmed = view.state === 'done' ? view.totalBytes : (live?.bytesConfirmed ?? view.bytesConfirmed);
  const sending = live !== undefined && view.state === 'uploading';
  return {
    confirmed,
    sent: sending ? Math.max(live.bytesSent, confirmed) : confirmed,
    speed: live && live.bytesPerSecond > 0 ? live.bytesPerSecond : undefined,
    eta: sending && live.etaSeconds !== null ? live.etaSeconds : undefined,
  };
}

/** "private", or when a scheduled one goes public: "Goes public Mon, Mar 15, 6:00 PM (in 3 months)". */
function visibilityOf(view: UploadView, intl: IntlShape): string {
  const { privacyStatus, publishAt } = view.metadata.status;
  return publishAt
    ? intl.formatMessage(UPLOADS.goesPublic, { when: formatDateTimeWithDistance(publishAt, { locale: intl.locale }) })
    : intl.formatMessage(UPLOADS.visibility, { privacy: privacyStatus });
}

function toneOf(view: UploadView): ProgressBarProps['tone'] {
  if (view.state === 'done') return 'done';
  if (view.state === 'failed' || view.state === 'cancelled') return 'failed';
  if (view.state === 'paused' || view.state === 'waiting-quota' || view.state === 'queued') return 'paused';
  return 'active';
}

function DoneDetails({ videoId, title }: { readonly videoId: string; readonly title: string }) {
  const say = useIntl().formatMessage;
  const demo = useAccount((s) => s.account?.kind === 'demo');
  const openVideo = useNavigation((s) => s.openVideo);
  return (
    <p className="up-done">
      {say(UPLOADS.uploadedAs, {
        id: (
          <code data-testid="video-id" key="id">
            {videoId}
          </code>
        ),
      })}
      {DOT}
      <button
        type="button"
        className="small"
        aria-label={say(UPLOADS.editInLibraryName, { name: title })}
        onClick={() => openVideo(videoId)}
      >
        {say(UPLOADS.editInLibrary)}
      </button>
      {demo ? (
        <span className="muted"> {say(UPLOADS.demoOnly)}</span>
      ) : (
        <>
          {DOT}
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {say(UPLOADS.openVideo)}
          </a>
        </>
      )}
    </p>
  );
}

function StateDetails({ view }: { readonly view: UploadView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const step = nextStepFor(view, intl);
  switch (view.state) {
    case 'done':
      return view.videoId ? (
        <>
          <DoneDetails videoId={view.videoId} title={view.metadata.snippet.title} />
          <UploadProcessing videoId={view.videoId} title={view.metadata.snippet.title} />
          <LockedPrivateNote view={view} />
        </>
      ) : null;
    case 'retrying':
      return (
        <p className="warning up-message">
          {view.error ? sayKeptError(intl, view.error) : say(UPLOADS.lastAttemptFailed)}
          {SPACE}
          {view.nextAttemptAt !== undefined
            ? say(UPLOADS.tryingAgain, { countdown: <Countdown key="countdown" at={view.nextAttemptAt} /> })
            : say(UPLOADS.tryingAgainShortly)}
        </p>
      );
    case 'waiting-quota':
      return (
        <p className="warning up-message">
          {view.error ? sayKeptError(intl, view.error) : say(UPLOADS.quotaUsedUp)}
          {SPACE}
          {view.nextAttemptAt !== undefined &&
            say(UPLOADS.continues, { countdown: <Countdown key="countdown" at={view.nextAttemptAt} /> })}
        </p>
      );
    case 'paused':
      // Held for the altered or synthetic content answer: the row says why and what to do.
      return view.error?.code === DISCLOSURE_UNANSWERED ? (
        <p className="warning up-message" data-testid="upload-held-reason">
          {sayKeptError(intl, view.error)}
        </p>
      ) : null;
    case 'failed':
      return (
        <div className="up-failure" data-testid="upload-error">
          <p className="error up-message">{view.error ? sayKeptError(intl, view.error) : say(UPLOADS.stopped)}</p>
          {step && <p className="up-message">{step}</p>}
        </div>
      );
    default:
      return null;
  }
}

/** The last action on this row that the main process refused (the line itself is RowFailure.tsx). */
function RowFailureLine({ id, name, busy }: { readonly id: string; readonly name: string; readonly busy: boolean }) {
  const rowFailure = useUploads((s) => s.rowFailures[id]);
  const dismiss = useUploads((s) => s.dismissRowFailure);
  if (!rowFailure) return null;
  return <RowFailureView rowFailure={rowFailure} name={name} busy={busy} onDismiss={() => dismiss(id)} />;
}

function UploadRowImpl({ view, queuePosition, moveUpTo, moveDownTo, placement }: UploadRowProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const fileName = sayLine(intl, view.fileNameLine, view.fileName);
  const progress = useUploads((s) => s.progress[view.id]);
  const pending = useUploads((s) => s.pending[view.id]);
  const selected = useUploads((s) => s.selectedId === view.id);
  const act = useUploads((s) => s.act);
  const move = useUploads((s) => s.move);
  const select = useUploads((s) => s.select);
  const titleId = useId();

  const name = view.metadata.snippet.title;
  // Paused before a single byte went out: it was held for its details to be reviewed, and resuming starts it.
  const heldForReview = view.state === 'paused' && view.canEditMetadata && view.bytesConfirmed === 0;
  const resumeLabel = say(
    view.state === 'waiting-quota' ? UPLOADS.tryNow : heldForReview ? UPLOADS.startUpload : UPLOADS.resume,
  );
  const actions = actionsFor(view.state);
  const figures = liveFigures(view, progress);
  const percent = percentOf(figures.confirmed, view.totalBytes);
  const amounts = formatAmounts(figures.confirmed, view.totalBytes, intl);
  const busy = pending !== undefined;

  return (
    <li
      className={`tile up-row up-row-${view.state} ${selected ? 'up-row-selected' : ''}`}
      data-testid="upload-row"
      data-upload-id={view.id}
      data-state={view.state}
      aria-labelledby={titleId}
      {...(placement
        ? {
            ref: placement.measure,
            'data-index': placement.index,
            // Only the rows in view exist, so each says where it stands in the whole list.
            'aria-posinset': placement.index + 1,
            'aria-setsize': placement.count,
            style: {
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${placement.top}px)`,
            },
          }
        : {})}
    >
      <div className="up-row-head">
        {queuePosition !== undefined && (
          <span className="up-position" aria-label={say(UPLOADS.position, { position: queuePosition })}>
            {queuePosition}
          </span>
        )}
        <strong id={titleId} className="up-title" dir="auto">
          {name}
        </strong>
        <span className={`badge badge-${BADGE_TONES[view.state]}`} data-testid="upload-state">
          {say(STATE_LABELS[view.state])}
        </span>
      </div>
      <p className="muted up-file">
        {say(UPLOADS.fileLine, {
          file: (
            <span key="file" dir="auto" title={view.path ?? fileName}>
              {fileName}
            </span>
          ),
          // A figure and a binary unit, written alike in every language.
          size: (
            <span key="size" translate="no">
              {formatBytes(view.totalBytes, intl)}
            </span>
          ),
          visibility: (
            <span key="visibility" data-testid="upload-visibility">
              {visibilityOf(view, intl)}
            </span>
          ),
        })}
      </p>

      <ProgressBar
        label={say(UPLOADS.progressOf, { name })}
        done={figures.confirmed}
        ahead={figures.sent}
        total={view.totalBytes}
        detail={amounts}
        tone={toneOf(view)}
      />
      <p className="up-stats" data-testid="upload-stats">
        <span>{formatPercent(percent, intl)}</span>
        <span>{amounts}</span>
        {figures.speed !== undefined && <span>{formatSpeed(figures.speed, intl)}</span>}
        {figures.eta !== undefined && <span>{say(UPLOADS.left, { duration: formatDuration(figures.eta, intl) })}</span>}
        {figures.sent > figures.confirmed && (
          <span className="muted">
            {say(UPLOADS.onTheWay, { size: formatBytes(figures.sent - figures.confirmed, intl) })}
          </span>
        )}
      </p>

      <StateDetails view={view} />
      <RowFailureLine id={view.id} name={name} busy={busy} />
      <UploadQuotaDay id={view.id} />
      <AttachmentSteps view={view} />
      {view.notice && view.state !== 'done' && (
        <p className="muted up-message">{sayLine(intl, view.noticeLine, view.notice)}</p>
      )}
      {view.channelUnknown && <AssignChannel view={view} name={name} />}

      <div className="up-actions">
        {/* The thumbnail and playlists can change until the upload is done, after its details went out. */}
        {(view.canEditMetadata || attachmentsEditable(view)) && (
          <button
            type="button"
            className="small"
            aria-pressed={selected}
            aria-label={say(UPLOADS.editName, {
              action: say(view.canEditMetadata ? UPLOADS.edit : UPLOADS.attachments),
              name,
            })}
            onClick={() => select(selected ? undefined : view.id)}
          >
            {say(selected ? UPLOADS.editing : view.canEditMetadata ? UPLOADS.edit : UPLOADS.attachments)}
          </button>
        )}
        {actions.move && (
          <>
            <button
              type="button"
              className="small"
              disabled={busy || moveUpTo === undefined}
              aria-label={say(UPLOADS.moveUp, { name })}
              onClick={() => moveUpTo !== undefined && void move(view.id, moveUpTo)}
            >
              {UP_ARROW}
            </button>
            <button
              type="button"
              className="small"
              disabled={busy || moveDownTo === undefined}
              aria-label={say(UPLOADS.moveDown, { name })}
              onClick={() => moveDownTo !== undefined && void move(view.id, moveDownTo)}
            >
              {DOWN_ARROW}
            </button>
          </>
        )}
        {actions.pause && (
          <button
            type="button"
            className="small"
            disabled={busy}
            aria-label={say(UPLOADS.pauseName, { name })}
            onClick={() => void act(view.id, 'pause')}
          >
            {say(UPLOADS.pause)}
          </button>
        )}
        {actions.resume && (
          <button
            type="button"
            className={`small${heldForReview ? ' primary' : ''}`}
            disabled={busy}
            aria-label={say(UPLOADS.resumeName, { action: resumeLabel, name })}
            onClick={() => void act(view.id, 'resume')}
          >
            {resumeLabel}
          </button>
        )}
        {actions.retry && (
          <button
            type="button"
            className="small"
            disabled={busy}
            aria-label={say(UPLOADS.retryName, { name })}
            onClick={() => void act(view.id, 'retry')}
          >
            {say(UPLOADS.retry)}
          </button>
        )}
        {actions.cancel && (
          <ConfirmButton
            label={say(UPLOADS.cancel)}
            ariaLabel={say(UPLOADS.cancelName, { name })}
            question={say(UPLOADS.cancelQuestion)}
            confirmLabel={say(UPLOADS.cancelYes)}
            keepLabel={say(UPLOADS.cancelKeep)}
            groupLabel={say(UPLOADS.cancelGroup, { name })}
            disabled={busy}
            onConfirm={() => void act(view.id, 'cancel')}
          />
        )}
        {actions.remove && (
          <button
            type="button"
            className="small"
            disabled={busy}
            aria-label={say(UPLOADS.removeName, { name })}
            onClick={() => void act(view.id, 'remove')}
          >
            {say(UPLOADS.remove)}
          </button>
        )}
      </div>
    </li>
  );
}

export const UploadRow = memo(UploadRowImpl);
