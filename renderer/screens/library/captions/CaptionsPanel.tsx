// A video's caption tracks in the Library. Listing costs 50 quota units, so the tracks load when asked, once per
// opened video; every change afterwards is applied to that list from the platform's own answer, without listing
// again. Refusals are said in plain words in the panel, and nothing on screen changes until the platform agrees.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SendableCaptionFormat } from '../../../../shared/captions/caption-check';
import type { CaptionTrackView } from '../../../../shared/ipc/captions';
import { QuotaCost } from '../../../components/QuotaCost';
import { useQuota } from '../../../stores/quota-store';
import { FailureLine } from '../../../components/FailureLine';
import { desk } from '../../../desk/desk';
import { failureOf, reworded, type Failure } from '../../../desk/failure';
import { AddCaptionForm } from './AddCaptionForm';
import { CaptionTrackRow, downloadName, type TrackAction } from './CaptionTrackRow';
import { saveTextFile } from '../../../components/save-text';
import { DETAILS } from '../details-messages';
import './captions.css';

type Tracks =
  | { readonly kind: 'unloaded' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly tracks: readonly CaptionTrackView[] }
  | { readonly kind: 'failed'; readonly failure: Failure };

const MIME_TYPES: Readonly<Record<SendableCaptionFormat, string>> = { srt: 'application/x-subrip', vtt: 'text/vtt' };

export function CaptionsPanel({ video }: { readonly video: { readonly id: string; readonly title: string } }) {
  const say = useIntl().formatMessage;
  const quota = useQuota((state) => state.view);
  const ids = useId();
  const [tracks, setTracks] = useState<Tracks>({ kind: 'unloaded' });
  const [busy, setBusy] = useState<Readonly<Record<string, TrackAction>>>({});
  const [outcome, setOutcome] = useState<
    { readonly kind: 'ok'; readonly text: string } | { readonly kind: 'error'; readonly failure: Failure }
  >();

  // Another video selected: the tracks of the previous one do not carry over.
  const [shownFor, setShownFor] = useState(video.id);
  if (shownFor !== video.id) {
    setShownFor(video.id);
    setTracks({ kind: 'unloaded' });
    setBusy({});
    setOutcome(undefined);
  }

  const load = async () => {
    setTracks({ kind: 'loading' });
    setOutcome(undefined);
    try {
      setTracks({ kind: 'loaded', tracks: await desk.call('captions.list', { videoId: video.id }) });
    } catch (error) {
      setTracks({ kind: 'failed', failure: failureOf(error) });
    }
  };

  // From the list as it is when the answer comes: other actions may have changed it meanwhile.
  const change = (edit: (list: readonly CaptionTrackView[]) => readonly CaptionTrackView[]) =>
    setTracks((now) => (now.kind === 'loaded' ? { kind: 'loaded', tracks: edit(now.tracks) } : now));

  const act = async (track: CaptionTrackView, action: TrackAction, run: () => Promise<string>) => {
    setBusy((now) => ({ ...now, [track.id]: action }));
    setOutcome(undefined);
    try {
      setOutcome({ kind: 'ok', text: await run() });
    } catch (error) {
      setOutcome({ kind: 'error', failure: failureOf(error) });
    } finally {
      setBusy(({ [track.id]: _done, ...rest }) => rest);
    }
  };

  const setDraft = (track: CaptionTrackView, isDraft: boolean) =>
    act(track, 'draft', async () => {
      const updated = await desk.call('captions.setDraft', { id: track.id, isDraft });
      change((list) => list.map((entry) => (entry.id === updated.id ? updated : entry)));
      return say(DETAILS.draftAgain, { draft: updated.isDraft ? 'yes' : 'no', language: track.language });
    });

  const download = (track: CaptionTrackView, format: SendableCaptionFormat) =>
    act(track, 'download', async () => {
      const file = await desk.call('captions.download', { id: track.id, format });
      const fileName = downloadName(video.title, track, format);
      saveTextFile(file.text, fileName, MIME_TYPES[format]);
      return say(DETAILS.savedFile, { file: fileName });
    });

  const remove = (track: CaptionTrackView) =>
    act(track, 'delete', async () => {
      await desk.call('captions.delete', { id: track.id });
      change((list) => list.filter((entry) => entry.id !== track.id));
      return say(DETAILS.trackDeleted, {
        named: track.name ? 'yes' : 'no',
        language: track.language,
        name: track.name,
      });
    });

  const costIds = { draft: `${ids}-draft`, download: `${ids}-download`, delete: `${ids}-delete` };

  return (
    <section className="caption-panel" aria-labelledby={`${ids}-title`} data-testid="captions-panel">
      <h3 id={`${ids}-title`}>{say(DETAILS.captions)}</h3>
      {tracks.kind === 'unloaded' || tracks.kind === 'failed' ? (
        <div className="row">
          <button type="button" aria-describedby={`${ids}-list`} onClick={() => void load()}>
            {say(DETAILS.showTracks)}
          </button>
          <QuotaCost quota={quota} id={`${ids}-list`} action={say(DETAILS.listsTracks)} method="captions.list" />
        </div>
      ) : null}
      {tracks.kind === 'loading' && <p role="status">{say(DETAILS.loadingTracks)}</p>}
      {tracks.kind === 'failed' && (
        <FailureLine
          failure={reworded(tracks.failure, (message) => say(DETAILS.tracksFailed, { message }))}
          onRetry={() => void load()}
        />
      )}
      {tracks.kind === 'loaded' && (
        <>
          {tracks.tracks.length === 0 ? (
            <p className="muted" data-testid="no-captions">
              {say(DETAILS.noTracks)}
            </p>
          ) : (
            <ul className="caption-tracks" aria-label={say(DETAILS.tracksOf, { title: video.title })}>
              {tracks.tracks.map((track) => (
                <CaptionTrackRow
                  key={track.id}
                  track={track}
                  busy={busy[track.id]}
                  costIds={costIds}
                  onSetDraft={(isDraft) => void setDraft(track, isDraft)}
                  onDownload={(format) => void download(track, format)}
                  onDelete={() => void remove(track)}
                />
              ))}
            </ul>
          )}
          {tracks.tracks.length > 0 && (
            <p className="caption-costs">
              {say(DETAILS.costs, {
                publish: (
                  <QuotaCost
                    key="publish"
                    quota={quota}
                    id={costIds.draft}
                    action={say(DETAILS.costPublish)}
                    method="captions.update"
                  />
                ),
                download: (
                  <QuotaCost
                    key="download"
                    quota={quota}
                    id={costIds.download}
                    action={say(DETAILS.costDownload)}
                    method="captions.download"
                  />
                ),
                remove: (
                  <QuotaCost
                    key="remove"
                    quota={quota}
                    id={costIds.delete}
                    action={say(DETAILS.costDelete)}
                    method="captions.delete"
                  />
                ),
              })}
            </p>
          )}
          <div aria-live="polite">
            {outcome?.kind === 'ok' && (
              <p className="ok" data-testid="caption-outcome">
                {outcome.text}
              </p>
            )}
          </div>
          {outcome?.kind === 'error' && <FailureLine failure={outcome.failure} testId="caption-error" />}
          <AddCaptionForm
            videoId={video.id}
            onAdded={(track) => {
              change((list) => [...list, track]);
              setOutcome({
                kind: 'ok',
                text: say(DETAILS.trackAdded, { draft: track.isDraft ? 'yes' : 'no', language: track.language }),
              });
            }}
          />
        </>
      )}
    </section>
  );
}
