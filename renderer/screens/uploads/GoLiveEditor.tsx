// "When it goes live" in an upload's details: playlists to join, a description to swap in and a saved reply to post
// once the platform makes the video public. Kept with the upload until its video exists, then scheduled (calendar).
import { useEffect, useState } from 'react';
import { fillPlaceholders } from '../../../shared/comments/saved-replies';
import { describeGoLive, type UploadGoLive } from '../../../shared/schedule/upload-change';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import type { Failure } from '../../desk/failure';
import { usePlaylistsOf } from './use-playlists-of';
import { useGoLive } from './go-live-store';

/** The select's value for the comment saved before (kept as it was filled in). */
const KEPT = ':kept';

interface Draft {
  readonly playlists: UploadGoLive['playlists'];
  readonly description: string | undefined;
  readonly replyId: string;
}

export function GoLiveEditor({ view }: { readonly view: UploadView }) {
  const { playlists } = usePlaylistsOf(view);
  const { byUpload, replies, load, save } = useGoLive();
  const saved = byUpload[view.id];
  const [draft, setDraft] = useState<Draft | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Failure | undefined>();
  useEffect(() => {
    void load();
  }, [load]);

  const commentOf = (replyId: string): string | undefined => {
    if (replyId === KEPT) return saved?.comment;
    const reply = replies.find((entry) => entry.id === replyId);
    return reply && fillPlaceholders(reply.text, { author: '', videoTitle: view.metadata.snippet.title });
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
      <legend>When it goes live</legend>
      {!draft && (
        <>
          <p data-testid="go-live-summary">
            {saved ? `When it goes live: ${describeGoLive(saved)}.` : 'Nothing waits for the video to go live.'}
          </p>
          <p className="muted">
            Made once the platform makes the video public (not before: a playlist would show a private video). Once
            uploaded it is a scheduled change on the calendar.
          </p>
          <div className="row">
            <button type="button" onClick={start} disabled={busy}>
              {saved ? 'Edit…' : 'Plan what happens when it goes live…'}
            </button>
            {saved && (
              <button type="button" onClick={() => commit(null)} disabled={busy}>
                Remove
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
          <p>Add it to these playlists:</p>
          {(playlists ?? []).length === 0 && <p className="muted">This channel has no playlists yet.</p>}
          <ul className="up-playlist-list">
            {(playlists ?? []).map((playlist) => (
              <li key={playlist.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={draft.playlists.some((entry) => entry.id === playlist.id)}
                    onChange={(event) => toggle({ id: playlist.id, title: playlist.title }, event.target.checked)}
                  />
                  {playlist.title}
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
            Change the description
          </label>
          {draft.description !== undefined && (
            <Field label="The description once live">
              {(a11y) => (
                <textarea
                  {...a11y}
                  rows={4}
                  maxLength={5_000}
                  value={draft.description}
                  onChange={(event) => setDraft({ ...draft, description: event.target.value })}
                />
              )}
            </Field>
          )}
          <Field label="Post a saved reply as a comment">
            {(a11y) => (
              <select
                {...a11y}
                value={draft.replyId}
                onChange={(event) => setDraft({ ...draft, replyId: event.target.value })}
              >
                <option value="">No comment</option>
                {saved?.comment && <option value={KEPT}>The comment chosen before</option>}
                {replies.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p className="muted">The platform does not let apps pin a comment: pin it yourself if you want it on top.</p>
          <div className="row">
            <button type="submit" className="primary" disabled={busy}>
              Save
            </button>
            <button type="button" onClick={() => setDraft(undefined)} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {problem && <FailureLine failure={problem} className="error" />}
    </fieldset>
  );
}
