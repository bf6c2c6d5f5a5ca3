// A playlist's title, description and privacy, checked as you type with the platform's limits; the same form
// creates a playlist and edits one (an edit sends all three: the platform replaces what it is sent).
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
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
import { PLAYLISTS } from './playlists-messages';

export const PRIVACY_LABELS: Readonly<Record<PlaylistFields['privacy'], MessageDescriptor>> = {
  public: PLAYLISTS.public,
  unlisted: PLAYLISTS.unlisted,
  private: PLAYLISTS.private,
};

/** The platform's limits (shared/ipc/playlists.ts checks them) said in the language in force. */
function titleProblemWords(title: string, intl: IntlShape): string | undefined {
  if (!playlistTitleProblem(title)) return undefined;
  if (title.trim() === '') return intl.formatMessage(PLAYLISTS.needsTitle);
  const max = PLAYLIST_TITLE_MAX_CHARACTERS;
  return intl.formatMessage(PLAYLISTS.titleTooLong, { count: characterCount(title), max });
}

function descriptionProblemWords(description: string, intl: IntlShape): string | undefined {
  if (!playlistDescriptionProblem(description)) return undefined;
  const max = PLAYLIST_DESCRIPTION_MAX_BYTES;
  return intl.formatMessage(PLAYLISTS.descriptionTooLong, { count: utf8Length(description), max });
}

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
  const intl = useIntl();
  const say = intl.formatMessage;
  const [fields, setFields] = useState<PlaylistFields>(initial);
  const [tried, setTried] = useState(false);
  const titleProblem = titleProblemWords(fields.title, intl);
  const descriptionProblem = descriptionProblemWords(fields.description, intl);
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
        label={say(PLAYLISTS.title)}
        counter={say(PLAYLISTS.titleCounter, {
          count: characterCount(fields.title),
          max: PLAYLIST_TITLE_MAX_CHARACTERS,
        })}
        problems={tried || fields.title !== initial.title ? titleProblem : undefined}
      >
        {(a11y) => (
          <input
            {...a11y}
            value={fields.title}
            dir="auto"
            onChange={(event) => setFields({ ...fields, title: event.target.value })}
            autoComplete="off"
            autoFocus={focusTitle}
          />
        )}
      </Field>
      <Field
        label={say(PLAYLISTS.description)}
        counter={say(PLAYLISTS.descriptionCounter, {
          count: utf8Length(fields.description),
          max: PLAYLIST_DESCRIPTION_MAX_BYTES,
        })}
        problems={descriptionProblem}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            value={fields.description}
            dir="auto"
            onChange={(event) => setFields({ ...fields, description: event.target.value })}
          />
        )}
      </Field>
      <Field label={say(PLAYLISTS.privacy)} help={say(PLAYLISTS.privacyHelp)}>
        {(a11y) => (
          <select
            {...a11y}
            value={fields.privacy}
            onChange={(event) => setFields({ ...fields, privacy: event.target.value as PlaylistFields['privacy'] })}
          >
            {PLAYLIST_PRIVACIES.map((privacy) => (
              <option key={privacy} value={privacy}>
                {say(PRIVACY_LABELS[privacy])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="row">
        <button type="submit" className="primary" disabled={busy || !changed}>
          {busy ? say(PLAYLISTS.saving) : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={busy}>
            {say(PLAYLISTS.cancel)}
          </button>
        )}
      </div>
    </form>
  );
}
