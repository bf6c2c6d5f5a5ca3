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
} from '../../shared/uploads/video-metadata';
import type { Failure } from '../desk/failure';
import { FailureLine } from './FailureLine';
import { Field } from './Field';
import { splitTags, type MadeForKids, type MetadataForm } from './metadata-form';
import { DETAILS } from './components-messages';
import { useWords } from './words';

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
  const say = useWords().formatMessage;
  const known = categories?.some((category) => category.id === value) ?? false;
  return (
    <>
      <Field label={say(DETAILS.category)} problems={problem}>
        {(a11y) => (
          <select {...a11y} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{say(DETAILS.noCategory)}</option>
            {value !== '' && !known && <option value={value}>{say(DETAILS.categoryId, { id: value })}</option>}
            {(categories ?? []).map((category) => (
              // The platform's own names, in the language it answered in: its data, not the catalogue's words.
              <option key={category.id} value={category.id} dir="auto">
                {category.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {failure && (
        <FailureLine
          failure={{ ...failure, message: say(DETAILS.categoriesFailed, { reason: failure.message }) }}
          onRetry={retry}
          retryLabel={say(DETAILS.categoriesRetry)}
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
  const intl = useWords();
  const say = intl.formatMessage;
  return (
    <>
      <Field
        label={say(DETAILS.title)}
        problems={problems['snippet.title']}
        counter={say(DETAILS.counter, { used: characterCount(form.title), max: TITLE_MAX_CHARACTERS })}
      >
        {(a11y) => (
          <input {...a11y} dir="auto" value={form.title} onChange={(event) => set('title', event.target.value)} />
        )}
      </Field>
      <Field
        label={say(DETAILS.description)}
        problems={[
          ...(problems['snippet.description'] === undefined ? [] : [problems['snippet.description']]),
          ...chapterProblems(form.description, intl),
        ]}
        counter={say(DETAILS.bytesCounter, { used: utf8Length(form.description), max: DESCRIPTION_MAX_BYTES })}
        help={say(DETAILS.chaptersHelp)}
      >
        {(a11y) => (
          <textarea
            dir="auto"
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
  const say = useWords().formatMessage;
  const tags = splitTags(form.tags);
  return (
    <>
      <Field
        label={say(DETAILS.tags)}
        problems={problems['snippet.tags']}
        counter={say(DETAILS.counter, { used: tagsLength(tags), max: TAGS_MAX_CHARACTERS })}
        help={say(DETAILS.tagsHelp)}
      >
        {(a11y) => (
          <input {...a11y} dir="auto" value={form.tags} onChange={(event) => set('tags', event.target.value)} />
        )}
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
  const say = useWords().formatMessage;
  return (
    <>
      <fieldset className="choice" aria-describedby={`${group}-privacy-problem`}>
        <legend>{say(DETAILS.visibility)}</legend>
        {PRIVACY_STATUSES.map((status) => (
          <label key={status} className="check">
            <input
              type="radio"
              name={`${group}-privacy`}
              value={status}
              checked={form.privacyStatus === status}
              onChange={() => set('privacyStatus', status)}
            />
            {say(DETAILS.privacy, { status })}
          </label>
        ))}
        <p id={`${group}-privacy-problem`} className="error field-problem" aria-live="polite">
          {problems['status.privacyStatus']}
        </p>
      </fieldset>

      <Field label={say(DETAILS.publishAt)} problems={problems['status.publishAt']} help={say(DETAILS.publishAtHelp)}>
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
                {say(DETAILS.clear)}
              </button>
            )}
          </div>
        )}
      </Field>
    </>
  );
}

function RightsFields({ form, problems, onChange: set, group }: FieldsProps & { readonly group: string }) {
  const say = useWords().formatMessage;
  return (
    <>
      <fieldset className="choice">
        <legend>{say(DETAILS.audience)}</legend>
        {(['yes', 'no', 'unset'] as const satisfies readonly MadeForKids[]).map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name={`${group}-made-for-kids`}
              value={value}
              checked={form.madeForKids === value}
              onChange={() => set('madeForKids', value)}
            />
            {say(DETAILS.madeForKids, { answer: value })}
          </label>
        ))}
      </fieldset>

      <Field label={say(DETAILS.licence)} problems={problems['status.license']}>
        {(a11y) => (
          <select {...a11y} value={form.license} onChange={(event) => set('license', event.target.value as License)}>
            <option value="youtube">{say(DETAILS.standardLicence)}</option>
            <option value="creativeCommon">{say(DETAILS.creativeCommons)}</option>
          </select>
        )}
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={form.embeddable}
          onChange={(event) => set('embeddable', event.target.checked)}
        />
        {say(DETAILS.embedding)}
      </label>
    </>
  );
}
