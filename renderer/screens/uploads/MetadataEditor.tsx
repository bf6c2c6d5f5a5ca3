// The details of an upload that has not started yet: title, description, tags, category, visibility, audience.
// Every field is checked as it is typed with the rules the main process applies (shared/uploads/video-metadata.ts),
// so Save is offered only for what `uploads.updateMetadata` accepts. Once the upload starts, its details have gone to
// the platform with it; the form then says so instead of pretending an edit could still land.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { characterCount, utf8Length } from '../../../shared/text/utf8-length';
import {
  DESCRIPTION_MAX_BYTES,
  PRIVACY_STATUSES,
  TAGS_MAX_CHARACTERS,
  TITLE_MAX_CHARACTERS,
  tagsLength,
  type License,
  type PrivacyStatus,
} from '../../../shared/uploads/video-metadata';
import { useUploads } from '../../stores/uploads-store';
import {
  checkMetadataForm,
  formFromMetadata,
  sameForm,
  splitTags,
  type MadeForKids,
  type MetadataForm,
} from './metadata-form';
import { Field } from '../../components/Field';
import { AttachmentsEditor, attachmentsEditable } from './AttachmentsEditor';

const PRIVACY_LABELS: Readonly<Record<PrivacyStatus, string>> = {
  private: 'Private: only you',
  unlisted: 'Unlisted: anyone with the link',
  public: 'Public: everyone',
};

function CategoryField({
  value,
  onChange,
  problem,
}: {
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly problem: string | undefined;
}) {
  const categories = useUploads((s) => s.categories);
  const error = useUploads((s) => s.categoriesError);
  const load = useUploads((s) => s.loadCategories);
  useEffect(() => {
    void load();
  }, [load]);
  const known = categories?.some((category) => category.id === value) ?? false;
  return (
    <Field
      label="Category"
      problems={problem}
      help={error ? `The categories could not be loaded: ${error}` : undefined}
    >
      {(a11y) => (
        <select {...a11y} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">No category</option>
          {value !== '' && !known && <option value={value}>Category {value}</option>}
          {(categories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function MetadataEditor({ view }: { readonly view: UploadView }) {
  const saveMetadata = useUploads((s) => s.saveMetadata);
  const select = useUploads((s) => s.select);
  const saving = useUploads((s) => s.pending[view.id] === 'save');
  const saved = useMemo(() => formFromMetadata(view.metadata), [view.metadata]);
  const [form, setFormOnly] = useState<MetadataForm>(saved);
  // "Now" for the schedule check is read when the form changes (an event), not during render, so rendering stays pure.
  const [now, setNow] = useState(Date.now);
  const setForm: typeof setFormOnly = (next) => {
    setNow(Date.now());
    setFormOnly(next);
  };
  const [serverError, setServerError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const check = useMemo(() => checkMetadataForm(form, now), [form, now]);
  const dirty = !sameForm(form, saved);
  const locked = !view.canEditMetadata;

  // Opening the editor moves focus to it, so a keyboard user continues where the form is.
  useEffect(() => {
    heading.current?.focus();
  }, [view.id]);

  const set = <K extends keyof MetadataForm>(field: K, value: MetadataForm[K]): void =>
    setForm((current) => ({ ...current, [field]: value }));
  const tags = splitTags(form.tags);
  const { problems } = check;

  return (
    <div className="up-editor-stack">
      <form
        className="card up-editor"
        aria-labelledby="up-editor-title"
        data-testid="metadata-editor"
        onSubmit={(event) => {
          event.preventDefault();
          if (!check.ok || locked) return;
          setServerError(undefined);
          const sent = check.metadata;
          void saveMetadata(view.id, sent).then((error) => {
            setServerError(error);
            // Show the saved values as the form would read them back (e.g. tags re-joined), so it is not left "changed".
            if (!error) setForm(formFromMetadata(sent));
          });
        }}
      >
        <div className="row up-editor-head">
          <h2 id="up-editor-title" ref={heading} tabIndex={-1}>
            Details of {view.fileName}
          </h2>
          <button type="button" className="small" onClick={() => select(undefined)}>
            Close
          </button>
        </div>
        {locked && (
          <p className="warning" role="status">
            This upload has started: its details went to the platform with it. Change them on the platform once it is
            done. Its thumbnail and playlists below can still change.
          </p>
        )}
        <fieldset className="up-editor-fields" disabled={locked || saving}>
          <Field
            label="Title"
            problems={problems['snippet.title']}
            counter={`${characterCount(form.title)} / ${TITLE_MAX_CHARACTERS}`}
          >
            {(a11y) => <input {...a11y} value={form.title} onChange={(event) => set('title', event.target.value)} />}
          </Field>
          <Field
            label="Description"
            problems={problems['snippet.description']}
            counter={`${utf8Length(form.description)} / ${DESCRIPTION_MAX_BYTES} bytes`}
          >
            {(a11y) => (
              <textarea
                {...a11y}
                rows={5}
                value={form.description}
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </Field>
          <Field
            label="Tags"
            problems={problems['snippet.tags']}
            counter={`${tagsLength(tags)} / ${TAGS_MAX_CHARACTERS}`}
            help="Separate tags with commas. The platform counts the commas too, and the quotes around a tag with a space."
          >
            {(a11y) => <input {...a11y} value={form.tags} onChange={(event) => set('tags', event.target.value)} />}
          </Field>
          <CategoryField
            value={form.categoryId}
            onChange={(id) => set('categoryId', id)}
            problem={problems['snippet.categoryId']}
          />

          <fieldset className="choice" aria-describedby="up-privacy-problem">
            <legend>Visibility</legend>
            {PRIVACY_STATUSES.map((status) => (
              <label key={status} className="check">
                <input
                  type="radio"
                  name="privacy"
                  value={status}
                  checked={form.privacyStatus === status}
                  onChange={() => set('privacyStatus', status)}
                />
                {PRIVACY_LABELS[status]}
              </label>
            ))}
            <p id="up-privacy-problem" className="error field-problem" aria-live="polite">
              {problems['status.privacyStatus']}
            </p>
          </fieldset>

          <Field
            label="Publish at (optional)"
            problems={problems['status.publishAt']}
            help="A private video can be scheduled: it becomes public at this time (your computer's time zone)."
          >
            {(a11y) => (
              <div className="row">
                <input
                  {...a11y}
                  type="datetime-local"
                  value={form.publishAt}
                  onChange={(event) => set('publishAt', event.target.value)}
                />
                {form.publishAt !== '' && (
                  <button type="button" className="small" onClick={() => set('publishAt', '')}>
                    Clear
                  </button>
                )}
              </div>
            )}
          </Field>

          <fieldset className="choice">
            <legend>Audience</legend>
            {(
              [
                ['yes', 'Yes, it is made for kids'],
                ['no', 'No, it is not made for kids'],
                ['unset', 'Decide later on the platform'],
              ] as ReadonlyArray<[MadeForKids, string]>
            ).map(([value, label]) => (
              <label key={value} className="check">
                <input
                  type="radio"
                  name="made-for-kids"
                  value={value}
                  checked={form.madeForKids === value}
                  onChange={() => set('madeForKids', value)}
                />
                {label}
              </label>
            ))}
          </fieldset>

          <Field label="Licence" problems={problems['status.license']}>
            {(a11y) => (
              <select
                {...a11y}
                value={form.license}
                onChange={(event) => set('license', event.target.value as License)}
              >
                <option value="youtube">Standard licence</option>
                <option value="creativeCommon">Creative Commons (attribution)</option>
              </select>
            )}
          </Field>
          <label className="check">
            <input
              type="checkbox"
              checked={form.embeddable}
              onChange={(event) => set('embeddable', event.target.checked)}
            />
            Allow embedding on other sites
          </label>
        </fieldset>

        {serverError && (
          <p role="alert" className="error">
            {serverError}
          </p>
        )}
        <div className="row">
          <button type="submit" className="primary" disabled={locked || saving || !dirty || !check.ok}>
            {saving ? 'Saving…' : 'Save details'}
          </button>
          <button type="button" disabled={locked || saving || !dirty} onClick={() => setForm(saved)}>
            Revert
          </button>
          {!check.ok && <span className="error">Fix the fields marked above to save.</span>}
        </div>
      </form>
      {attachmentsEditable(view) && <AttachmentsEditor view={view} />}
    </div>
  );
}
