// One caption track: its language, name and state (Draft, Published, or why processing failed), and what can be done
// with it: publish or take back to draft, download as SRT or WebVTT (saved by the page as
// `<video title>.<language>.<format>`), delete after asking.
import { captionFileName, type SendableCaptionFormat } from '../../../../shared/captions/caption-check';
import type { CaptionTrackView } from '../../../../shared/ipc/captions';
import { formatDateTime } from '../../../../shared/text/when';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { languageLabel } from '../../../components/captions/caption-languages';

export type TrackAction = 'draft' | 'download' | 'delete';

export interface CaptionTrackRowProps {
  readonly track: CaptionTrackView;
  readonly busy?: TrackAction;
  /** Ids of the lines that say what each action costs. */
  readonly costIds: { readonly draft: string; readonly download: string; readonly delete: string };
  readonly onSetDraft: (isDraft: boolean) => void;
  readonly onDownload: (format: SendableCaptionFormat) => void;
  readonly onDelete: () => void;
}

export function CaptionTrackRow({ track, busy, costIds, onSetDraft, onDownload, onDelete }: CaptionTrackRowProps) {
  const title = `${languageLabel(track.language)}${track.name ? `, “${track.name}”` : ''}`;
  const disabled = busy !== undefined;
  return (
    <li className="caption-track" data-testid="caption-track" data-caption-id={track.id} data-language={track.language}>
      <div className="caption-track-what">
        <strong>{languageLabel(track.language)}</strong>
        {track.name ? <span> {track.name}</span> : <span className="muted"> (no name)</span>}{' '}
        <StateBadge track={track} />
        {track.trackKind === 'asr' && <span className="badge badge-muted">Automatic</span>}
        <span className="muted caption-updated"> updated {formatDateTime(track.lastUpdated)}</span>
      </div>
      <div className="row caption-track-actions">
        <button
          type="button"
          className="small"
          disabled={disabled || track.status === 'failed'}
          aria-describedby={costIds.draft}
          aria-label={`${track.isDraft ? 'Publish' : 'Unpublish'} ${title}`}
          onClick={() => onSetDraft(!track.isDraft)}
        >
          {busy === 'draft' ? 'Saving…' : track.isDraft ? 'Publish' : 'Back to draft'}
        </button>
        <span className="muted">Download</span>
        <button
          type="button"
          className="small"
          disabled={disabled || track.status === 'failed'}
          aria-describedby={costIds.download}
          aria-label={`Download ${title} as SRT`}
          onClick={() => onDownload('srt')}
        >
          SRT
        </button>
        <button
          type="button"
          className="small"
          disabled={disabled || track.status === 'failed'}
          aria-describedby={costIds.download}
          aria-label={`Download ${title} as WebVTT`}
          onClick={() => onDownload('vtt')}
        >
          {busy === 'download' ? 'Downloading…' : 'WebVTT'}
        </button>
        <ConfirmButton
          label={busy === 'delete' ? 'Deleting…' : 'Delete'}
          ariaLabel={`Delete the track ${title}`}
          question="Delete this track for good?"
          confirmLabel="Yes, delete"
          keepLabel="Keep"
          groupLabel={`Confirm deleting the track ${title}`}
          disabled={disabled}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

/** The file name a download is saved under. */
export function downloadName(videoTitle: string, track: CaptionTrackView, format: SendableCaptionFormat): string {
  return captionFileName(videoTitle, track.language, format);
}

function StateBadge({ track }: { readonly track: CaptionTrackView }) {
  if (track.status === 'failed') {
    return (
      <span className="badge badge-error" data-testid="caption-state">
        Failed{track.failureReason ? ` (${track.failureReason})` : ''}
      </span>
    );
  }
  return track.isDraft ? (
    <span className="badge badge-warning" data-testid="caption-state">
      Draft
    </span>
  ) : (
    <span className="badge badge-ok" data-testid="caption-state">
      Published
    </span>
  );
}
