// A playlist's title, description and privacy, checked as you type with the platform's limits; the same form
// creates a playlist and edits one (an edit sends all three: the platform replaces what it is sent).
import { useState, type FormEvent } from 'react';
import { characterCount, utf8Length } from '../../../shared/text/utf8-length';
import {
  PLAYLIST_DESCRIPTION_MAX_BYTES,
  PLAYLIST_PRIVACIES,
  PLAYLIST_TITLE_MAX_CHARACTERS,
  playlistDescriptionProblem,
  playlistTitleProblem,
  type PlaylistFields,
} from '../../../shared/ipc/playlists';
import { Field } from '../../components/Field';

export const PRIVACY_LABELS: Readonly<Record<PlaylistFields['privacy'], string>> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
};

const PRIVACY_HELP = 'Public: anyone can find it. Unlisted: anyone with the link. Private: only you.';

interface PlaylistFormProps {
  readonly initial: PlaylistFields;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly onSubmit: (fields: PlaylistFields) => Promise<boolean>;
  readonly onCancel?: () => void;
  /** Names the form for assistive technology, e.g. "New playlist". */
  readonly label: string;
  /** A form opened by a click (New playlist) takes the keyboard at once. */
  readonly focusTitle?: boolean;
}

export function PlaylistForm({ initial, submitLabel, busy, onSubmit, onCancel, label, focusTitle }: PlaylistFormProps) {
  const [fields, setFields] = useState<PlaylistFields>(initial);
  const [tried, setTried] = useState(false);
  const titleProblem = playlistTitleProblem(fields.title);
  const descriptionProblem = playlistDescriptionProblem(fields.description);
  const changed =
    fields.title !== initial.title || fields.description !== initial.description || fields.privacy !== initial.privacy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (titleProblem || descriptionProblem) return;
    const saved = await onSubmit({ ...fields, title: fields.title.trim() });
    if (saved) setTried(false);
  };

  return (
    <form className="pl-form" aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label="Title"
        counter={`${characterCount(fields.title)} / ${PLAYLIST_TITLE_MAX_CHARACTERS}`}
        problems={tried || fields.title !== initial.title ? titleProblem : undefined}
      >
        {(a11y) => (
          <input
            {...a11y}
            value={fields.title}
            onChange={(event) => setFields({ ...fields, title: event.target.value })}
            autoComplete="off"
            autoFocus={focusTitle}
          />
        )}
      </Field>
      <Field
        label="Description"
        counter={`${utf8Length(fields.description)} / ${PLAYLIST_DESCRIPTION_MAX_BYTES} bytes`}
        problems={descriptionProblem}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            value={fields.description}
            onChange={(event) => setFields({ ...fields, description: event.target.value })}
          />
        )}
      </Field>
      <Field label="Privacy" help={PRIVACY_HELP}>
        {(a11y) => (
          <select
            {...a11y}
            value={fields.privacy}
            onChange={(event) => setFields({ ...fields, privacy: event.target.value as PlaylistFields['privacy'] })}
          >
            {PLAYLIST_PRIVACIES.map((privacy) => (
              <option key={privacy} value={privacy}>
                {PRIVACY_LABELS[privacy]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="row">
        <button type="submit" className="primary" disabled={busy || !changed}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
