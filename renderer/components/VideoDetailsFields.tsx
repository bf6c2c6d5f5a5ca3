// The fields of a video's details, one form for the Uploads queue and the Library: title, description, tags,
// category, visibility, schedule, audience, licence, embedding. The Library shows them all in one column; the
// upload's details show the essentials first (`part`) and fold the rest into a named section. Each shows its problem from the shared rules
// (shared/uploads/video-metadata.ts) beside it, so what the form accepts the main process accepts too.
import { useId } from 'react';
import type { VideoCategory } from '../../shared/ipc/uploads';
import { characterCount, utf8Length } from '../../shared/text/utf8-length';
import { chapterProblems } from '../../shared/uploads/chapters-check';
import {
  DESCRIPTION_MAX_BYTES,
  PRIVACY_STATUSES,
  TAGS_MAX_CHARACTERS,
  TITLE_MAX_CHARACTERS,
  tagsLength,
  type License,
  type MetadataProblems,
  type PrivacyStatus,
} from '../../shared/uploads/video-metadata';
import type { Failure } from '../desk/failure';
import { FailureLine } from './FailureLine';
import { Field } from './Field';
import { splitTags, type MadeForKids, type MetadataForm } from './metadata-form';

const PRIVACY_LABELS: Readonly<Record<PrivacyStatus, string>> = {
  private: 'Private: only you',
  unlisted: 'Unlisted: anyone with the link',
  public: 'Public: everyone',
};

/** The platform's categories as the screen has them: the form itself reads no store. */
export interface CategoryChoices {
  readonly categories: readonly VideoCategory[] | undefined;
  readonly failure: Failure | undefined;
  readonly retry: () => void;
}

/** The category picker, also the Series template's (a template's category is the upload's). */
export function CategoryField({
  value,
  onChange,
  problem,
  choices: { categories, failure, retry },
}: {
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly problem: string | undefined;
  readonly choices: CategoryChoices;
}) {
  const known = categories?.some((category) => category.id === value) ?? false;
  return (
    <>
      <Field label="Category" problems={problem}>
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
      {failure && (
        <FailureLine
          failure={{ ...failure, message: `The categories could not be loaded: ${failure.message}` }}
          onRetry={retry}
          retryLabel="Load the categories again"
        />
      )}
    </>
  );
}

interface VideoDetailsFieldsProps {
  readonly form: MetadataForm;
  readonly problems: MetadataProblems;
  readonly onChange: <K extends keyof MetadataForm>(field: K, value: MetadataForm[K]) => void;
  readonly categories: CategoryChoices;
  /**
   * Which fields: the essentials (title, description, visibility, schedule), the rest (tags, category, audience,
   * licence, embedding), or all of them in the Library's order (absent).
   */
  readonly part?: 'essentials' | 'more';
}

export function VideoDetailsFields({ form, problems, onChange: set, categories, part }: VideoDetailsFieldsProps) {
  // Radio groups are named per form, so two forms on one page never share a group.
  const group = useId();
  if (part === 'essentials') {
    return (
      <>
        <TextFields form={form} problems={problems} onChange={set} />
        <ReleaseFields form={form} problems={problems} onChange={set} group={group} />
      </>
    );
  }
  if (part === 'more') {
    return (
      <>
        <TagFields form={form} problems={problems} onChange={set} categories={categories} />
        <RightsFields form={form} problems={problems} onChange={set} group={group} />
      </>
    );
  }
  return (
    <>
      <TextFields form={form} problems={problems} onChange={set} />
      <TagFields form={form} problems={problems} onChange={set} categories={categories} />
      <ReleaseFields form={form} problems={problems} onChange={set} group={group} />
      <RightsFields form={form} problems={problems} onChange={set} group={group} />
    </>
  );
}

type FieldsProps = Pick<VideoDetailsFieldsProps, 'form' | 'problems' | 'onChange'>;

function TextFields({ form, problems, onChange: set }: FieldsProps) {
  return (
    <>
      <Field
        label="Title"
        problems={problems['snippet.title']}
        counter={`${characterCount(form.title)} / ${TITLE_MAX_CHARACTERS}`}
      >
        {(a11y) => <input {...a11y} value={form.title} onChange={(event) => set('title', event.target.value)} />}
      </Field>
      <Field
        label="Description"
        problems={[
          ...(problems['snippet.description'] === undefined ? [] : [problems['snippet.description']]),
          ...chapterProblems(form.description),
        ]}
        counter={`${utf8Length(form.description)} / ${DESCRIPTION_MAX_BYTES} bytes`}
        help="Chapters: timestamps at the start of lines, the first at 0:00, at least three, each chapter 10 s or more."
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
    </>
  );
}

function TagFields({
  form,
  problems,
  onChange: set,
  categories,
}: FieldsProps & { readonly categories: CategoryChoices }) {
  const tags = splitTags(form.tags);
  return (
    <>
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
        choices={categories}
      />
    </>
  );
}

function ReleaseFields({ form, problems, onChange: set, group }: FieldsProps & { readonly group: string }) {
  return (
    <>
      <fieldset className="choice" aria-describedby={`${group}-privacy-problem`}>
        <legend>Visibility</legend>
        {PRIVACY_STATUSES.map((status) => (
          <label key={status} className="check">
            <input
              type="radio"
              name={`${group}-privacy`}
              value={status}
              checked={form.privacyStatus === status}
              onChange={() => set('privacyStatus', status)}
            />
            {PRIVACY_LABELS[status]}
          </label>
        ))}
        <p id={`${group}-privacy-problem`} className="error field-problem" aria-live="polite">
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
    </>
  );
}

function RightsFields({ form, problems, onChange: set, group }: FieldsProps & { readonly group: string }) {
  return (
    <>
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
              name={`${group}-made-for-kids`}
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
          <select {...a11y} value={form.license} onChange={(event) => set('license', event.target.value as License)}>
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
    </>
  );
}
