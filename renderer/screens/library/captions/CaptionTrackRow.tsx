// One caption track: its language, name and state (Draft, Published, or why processing failed), and what can be done
// with it: publish or take back to draft, download as SRT or WebVTT (saved by the page as
// `<video title>.<language>.<format>`), delete after asking.
import { useIntl } from 'react-intl';
import { captionFileName, type SendableCaptionFormat } from '../../../../shared/captions/caption-check';
import type { CaptionTrackView } from '../../../../shared/ipc/captions';
import { formatDateTime } from '../../../../shared/text/when';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { languageLabel } from '../../../components/captions/caption-languages';
import { DETAILS } from '../details-messages';

export type TrackAction = 'draft' | 'download' | 'delete';

/** The formats' own names, which no language translates. */
const FORMAT_NAMES: Readonly<Record<SendableCaptionFormat, string>> = { srt: 'SRT', vtt: 'WebVTT' };

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
  const say = useIntl().formatMessage;
  const title = say(DETAILS.trackTitle, {
    named: track.name ? 'yes' : 'no',
    language: languageLabel(track.language),
    name: track.name,
  });
  const disabled = busy !== undefined;
  const noName = say(DETAILS.noName);
  const updated = say(DETAILS.updated, { when: formatDateTime(track.lastUpdated) });
  return (
    <li className="caption-track" data-testid="caption-track" data-caption-id={track.id} data-language={track.language}>
      <div className="caption-track-what">
        <strong>{languageLabel(track.language)}</strong>
        {track.name ? <span dir="auto"> {track.name} </span> : <span className="muted"> {noName} </span>}
        <StateBadge track={track} />
        {track.trackKind === 'asr' && <span className="badge badge-muted">{say(DETAILS.automatic)}</span>}
        <span className="muted caption-updated"> {updated}</span>
      </div>
      <div className="row caption-track-actions">
        <button
          type="button"
          className="small"
          disabled={disabled || track.status === 'failed'}
          aria-describedby={costIds.draft}
          aria-label={say(DETAILS.publishName, { draft: track.isDraft ? 'yes' : 'no', track: title })}
          onClick={() => onSetDraft(!track.isDraft)}
        >
          {say(busy === 'draft' ? DETAILS.savingTrack : track.isDraft ? DETAILS.publish : DETAILS.backToDraft)}
        </button>
        <span className="muted">{say(DETAILS.download)}</span>
        <button
          type="button"
          className="small"
          disabled={disabled || track.status === 'failed'}
          aria-describedby={costIds.download}
          aria-label={say(DETAILS.downloadAs, { track: title, format: FORMAT_NAMES.srt })}
          onClick={() => onDownload('srt')}
        >
          {FORMAT_NAMES.srt}
        </button>
        <button
          type="button"
          className="small"
          disabled={disabled || track.status === 'failed'}
          aria-describedby={costIds.download}
          aria-label={say(DETAILS.downloadAs, { track: title, format: FORMAT_NAMES.vtt })}
          onClick={() => onDownload('vtt')}
        >
          {busy === 'download' ? say(DETAILS.downloading) : FORMAT_NAMES.vtt}
        </button>
        <ConfirmButton
          label={say(busy === 'delete' ? DETAILS.deletingTrack : DETAILS.deleteTrack)}
          ariaLabel={say(DETAILS.deleteTrackName, { track: title })}
          question={say(DETAILS.deleteTrackQuestion)}
          confirmLabel={say(DETAILS.deleteTrackYes)}
          keepLabel={say(DETAILS.keep)}
          groupLabel={say(DETAILS.deleteTrackGroup, { track: title })}
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
  const say = useIntl().formatMessage;
  if (track.status === 'failed') {
    return (
      <span className="badge badge-error" data-testid="caption-state">
        {say(DETAILS.trackState, {
          state: track.failureReason ? 'failedBecause' : 'failed',
          reason: track.failureReason ?? '',
        })}
      </span>
    );
  }
  return (
    <span className={`badge ${track.isDraft ? 'badge-warning' : 'badge-ok'}`} data-testid="caption-state">
      {say(DETAILS.trackState, { state: track.isDraft ? 'draft' : 'published' })}
    </span>
  );
}
