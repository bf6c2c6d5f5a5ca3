// "When it goes live" in an upload's details: playlists to join, a description to swap in and a saved reply to post
// once the platform makes the video public. Kept with the upload until its video exists, then scheduled (calendar).
// When scheduling it for the video fails, it stays here with why, and saving it again tries again.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fillPlaceholders } from '../../../shared/comments/saved-replies';
import { sayKeptError } from '../../../shared/i18n/saved-line';
import type { UploadGoLive } from '../../../shared/schedule/upload-change';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import type { Failure } from '../../desk/failure';
import { usePlaylistsOf } from './use-playlists-of';
import { useGoLive } from './go-live-store';
import { GO_LIVE } from './go-live-messages';

/** The select's value for the comment saved before (kept as it was filled in). */
const KEPT = ':kept';

interface Draft {
  readonly playlists: UploadGoLive['playlists'];
  readonly description: string | undefined;
  readonly replyId: string;
}

export function GoLiveEditor({ view }: { readonly view: UploadView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { playlists } = usePlaylistsOf(view);
  const { byUpload, replies, load, save, refresh } = useGoLive();
  const saved = byUpload[view.id];
  const [draft, setDraft] = useState<Draft | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Failure | undefined>();
  useEffect(() => {
    void load();
  }, [load]);
  // Once the upload names its video the change is scheduled (or, refused, kept with why): read what became of it.
  useEffect(() => {
    if (view.videoId !== undefined) void refresh();
  }, [refresh, view.videoId]);

  const partsOf = (goLive: UploadGoLive): string => {
    const list = (items: string[]) => intl.formatList(items, { type: 'unit', style: 'short' });
    const parts: string[] = [];
    if (goLive.playlists.length > 0) {
      parts.push(say(GO_LIVE.addTo, { playlists: list(goLive.playlists.map((playlist) => playlist.title)) }));
    }
    if (goLive.description !== undefined) parts.push(say(GO_LIVE.changeTheDescription));
    if (goLive.comment !== undefined) parts.push(say(GO_LIVE.postComment));
    return list(parts);
  };
  const commentOf = (replyId: string): string | undefined => {
    if (replyId === KEPT) return saved?.comment;
    const reply = replies.find((entry) => entry.id === replyId);
    return reply && fillPlaceholders(reply.text, { author: '', video: view.metadata.snippet.title });
  };
  const toSave = (d: Draft): UploadGoLive => {
    const comment = commentOf(d.replyId);
    return {
      playlists: d.playlists,
      ...(d.description !== undefined ? { description: d.description } : {}),
      ...(comment !== undefined ? { comment } : {}),
    };
  };
  const commit = (goLive: UploadGoLive | null): void => {
    setBusy(true);
    setProblem(undefined);
    void save(view.id, goLive).then((refused) => {
      setBusy(false);
      setProblem(refused);
      if (!refused) setDraft(undefined);
    });
  };
  const start = (): void =>
    setDraft({
      playlists: saved?.playlists ?? [],
      description: saved?.description,
      replyId: saved?.comment ? KEPT : '',
    });
  const toggle = (playlist: { id: string; title: string }, on: boolean): void =>
    draft &&
    setDraft({
      ...draft,
      playlists: on ? [...draft.playlists, playlist] : draft.playlists.filter((entry) => entry.id !== playlist.id),
    });

  return (
    <fieldset className="choice up-go-live" aria-busy={busy} data-testid="go-live">
      <legend>{say(GO_LIVE.legend)}</legend>
      {!draft && (
        <>
          <p data-testid="go-live-summary">
            {say(GO_LIVE.summary, {
              kind: saved ? 'some' : 'none',
              parts: saved ? partsOf(saved) : '',
            })}
          </p>
          {saved?.problem && (
            <p className="error" role="alert" data-testid="go-live-problem">
              {say(GO_LIVE.problem, { why: sayKeptError(intl, saved.problem) })}
            </p>
          )}
          <p className="muted">{say(GO_LIVE.explained)}</p>
          <div className="row">
            <button type="button" onClick={start} disabled={busy}>
              {saved ? say(GO_LIVE.edit) : say(GO_LIVE.plan)}
            </button>
            {saved && (
              <button type="button" onClick={() => commit(null)} disabled={busy}>
                {say(GO_LIVE.remove)}
              </button>
            )}
          </div>
        </>
      )}
      {draft && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            commit(toSave(draft));
          }}
          onKeyDown={(event) => event.key === 'Escape' && setDraft(undefined)}
        >
          <p>{say(GO_LIVE.addToThese)}</p>
          {(playlists ?? []).length === 0 && <p className="muted">{say(GO_LIVE.noPlaylists)}</p>}
          <ul className="up-playlist-list">
            {(playlists ?? []).map((playlist) => (
              <li key={playlist.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={draft.playlists.some((entry) => entry.id === playlist.id)}
                    onChange={(event) => toggle({ id: playlist.id, title: playlist.title }, event.target.checked)}
                  />
                  <span dir="auto">{playlist.title}</span>
                </label>
              </li>
            ))}
          </ul>
          <label className="check">
            <input
              type="checkbox"
              checked={draft.description !== undefined}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  description: event.target.checked ? (view.metadata.snippet.description ?? '') : undefined,
                })
              }
            />
            {say(GO_LIVE.changeDescription)}
          </label>
          {draft.description !== undefined && (
            <Field label={say(GO_LIVE.descriptionOnceLive)}>
              {(a11y) => (
                <textarea
                  dir="auto"
                  {...a11y}
                  rows={4}
                  maxLength={5_000}
                  value={draft.description}
                  onChange={(event) => setDraft({ ...draft, description: event.target.value })}
                />
              )}
            </Field>
          )}
          <Field label={say(GO_LIVE.comment)}>
            {(a11y) => (
              <select
                {...a11y}
                value={draft.replyId}
                onChange={(event) => setDraft({ ...draft, replyId: event.target.value })}
              >
                <option value="">{say(GO_LIVE.noComment)}</option>
                {saved?.comment && <option value={KEPT}>{say(GO_LIVE.keptComment)}</option>}
                {replies.map((entry) => (
                  <option key={entry.id} value={entry.id} dir="auto">
                    {entry.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p className="muted">{say(GO_LIVE.pin)}</p>
          <div className="row">
            <button type="submit" className="primary" disabled={busy}>
              {say(GO_LIVE.save)}
            </button>
            <button type="button" onClick={() => setDraft(undefined)} disabled={busy}>
              {say(GO_LIVE.cancel)}
            </button>
          </div>
        </form>
      )}
      {problem && <FailureLine failure={problem} className="error" />}
    </fieldset>
  );
}
