// One template's form: the upload form's fields with placeholders (their help one step away), what rides along by
// file name, the episode counter, the schedule (the slot editor the calendar shares) and a live preview of the first
// three files. A schedule makes each upload private until its slot: the platform publishes a scheduled video only
// from private, so the privacy choice gives way and the form says why.
import { useMemo, useState } from 'react';
import { PLACEHOLDER_HELP, PLACEHOLDER_NAMES } from '../../../shared/series/template-placeholders';
import { emptyDraft, type TemplateDraft, type TemplateView } from '../../../shared/series/template';
import { LICENSES, PRIVACY_STATUSES, type License, type PrivacyStatus } from '../../../shared/uploads/video-metadata';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { LanguageSelect } from '../../components/LanguageSelect';
import { SyntheticMediaQuestion } from '../../components/SyntheticMediaQuestion';
import { SlotRuleField } from '../../components/SlotRuleField';
import { TranslationsFields } from '../../components/TranslationsFields';
import { CategoryField } from '../../components/VideoDetailsFields';
import { systemZone } from '../../components/slot-rule-draft';
import type { Failure } from '../../desk/failure';
import { useTemplates } from '../../stores/templates-store';
import { useCategoryChoices } from '../../stores/video-categories-store';
import { useLanguageChoices } from '../../stores/video-languages-store';
import { TemplatePlaylists } from './TemplatePlaylists';
import { draftFromForm, formOf, previewRows, type TemplateForm, type TriState } from './template-form';

const PRIVACY_LABELS: Readonly<Record<PrivacyStatus, string>> = {
  private: 'Private',
  unlisted: 'Unlisted',
  public: 'Public',
};
const LICENSE_LABELS: Readonly<Record<License, string>> = {
  youtube: 'Standard licence',
  creativeCommon: 'Creative Commons (attribution)',
};
const SAMPLE_FILES = 'Show_S01E01.mp4, Show_S01E02.mp4, Show_S01E03.mp4';

function TriSelect({
  label,
  value,
  onChange,
  yes,
  no,
}: {
  readonly label: string;
  readonly value: TriState;
  readonly onChange: (value: TriState) => void;
  readonly yes: string;
  readonly no: string;
}) {
  return (
    <Field label={label}>
      {(a11y) => (
        <select {...a11y} value={value} onChange={(event) => onChange(event.target.value as TriState)}>
          <option value="">Leave as the platform sets it</option>
          <option value="yes">{yes}</option>
          <option value="no">{no}</option>
        </select>
      )}
    </Field>
  );
}

export function TemplateEditor({ view }: { readonly view: TemplateView | undefined }) {
  const { save, remove, duplicate, setNext } = useTemplates();
  const languages = useLanguageChoices();
  const categories = useCategoryChoices();
  const [form, setForm] = useState<TemplateForm>(() => formOf(view?.template ?? emptyDraft(systemZone())));
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const [busy, setBusy] = useState(false);
  const [samples, setSamples] = useState(SAMPLE_FILES);
  const [nextText, setNextText] = useState(String(view?.counter.next ?? ''));
  // The preview is scheduled from when the editor opened: a clock ticking in it would move the slots under the eye.
  const [openedAt] = useState(() => Date.now());
  const checked = useMemo(() => draftFromForm(form), [form]);
  const problems = touched ? (checked.problems ?? {}) : {};
  const set = <K extends keyof TemplateForm>(field: K, value: TemplateForm[K]): void => {
    setForm((current) => ({ ...current, [field]: value }));
    setTouched(true);
  };
  const preview = useMemo(() => {
    if (!checked.draft) return undefined;
    const names = samples
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .slice(0, 3);
    const next = view?.counter.next ?? checked.draft.counter.start;
    return previewRows(checked.draft, names, next, openedAt, view?.previousTitle);
    // The preview follows the form and the samples; the counter's place only moves on a save.
  }, [checked.draft, samples, view?.counter.next, view?.previousTitle, openedAt]);

  const act = async (work: () => Promise<Failure | undefined>) => {
    setBusy(true);
    setFailure(await work());
    setBusy(false);
  };
  const submit = (draft: TemplateDraft | undefined) => {
    setTouched(true);
    if (draft) void act(() => save(view?.template.id, draft));
  };
  const name = view?.template.name ?? 'the new template';

  return (
    <form
      className="card series-editor"
      aria-label={view ? `Template ${view.template.name}` : 'New template'}
      onSubmit={(event) => {
        event.preventDefault();
        submit(checked.draft);
      }}
    >
      <h2>{view ? view.template.name : 'New template'}</h2>
      <Field label="Template name" problems={problems.name}>
        {(a11y) => <input {...a11y} value={form.name} onChange={(event) => set('name', event.target.value)} />}
      </Field>
      <HelpDisclosure label="Placeholders">
        <ul className="series-placeholders">
          {PLACEHOLDER_NAMES.map((placeholder) => (
            <li key={placeholder}>
              <code>{`{${placeholder}}`}</code>: {PLACEHOLDER_HELP[placeholder]}
            </li>
          ))}
          <li>
            <code>{'{{'}</code> writes a brace. The title, description and tags are checked against the platform&apos;s
            limits once filled.
          </li>
        </ul>
      </HelpDisclosure>
      <Field label="Title" help="e.g. Episode {n}: {file_spaced}" problems={problems.title}>
        {(a11y) => <input {...a11y} value={form.title} onChange={(event) => set('title', event.target.value)} />}
      </Field>
      <Field label="Description" problems={problems.description}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={4}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </Field>
      <Field label="Tags" help="Separated by commas; placeholders work here too." problems={problems.tags}>
        {(a11y) => <input {...a11y} value={form.tags} onChange={(event) => set('tags', event.target.value)} />}
      </Field>
      <div className="series-grid">
        <CategoryField
          value={form.categoryId}
          onChange={(id) => set('categoryId', id)}
          problem={problems.categoryId?.join(' ')}
          choices={categories}
        />
        <Field
          label="Visibility"
          help={form.scheduled ? 'Scheduled uploads stay private until their slot (the platform’s rule).' : undefined}
        >
          {(a11y) => (
            <select
              {...a11y}
              value={form.scheduled ? 'private' : form.privacy}
              disabled={form.scheduled}
              onChange={(event) => set('privacy', event.target.value as PrivacyStatus)}
            >
              {PRIVACY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PRIVACY_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TriSelect
          label="Made for kids"
          value={form.madeForKids}
          onChange={(value) => set('madeForKids', value)}
          yes="Yes, made for kids"
          no="No, not made for kids"
        />
        <Field label="Licence">
          {(a11y) => (
            <select {...a11y} value={form.license} onChange={(event) => set('license', event.target.value as License)}>
              <option value="">Leave as the platform sets it</option>
              {LICENSES.map((license) => (
                <option key={license} value={license}>
                  {LICENSE_LABELS[license]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TriSelect
          label="Embedding"
          value={form.embeddable}
          onChange={(value) => set('embeddable', value)}
          yes="Others may embed"
          no="No embedding"
        />
        <LanguageSelect
          label="Language"
          help="The language the title and description are written in."
          value={form.language}
          onChange={(code) => set('language', code)}
          problems={problems.language}
          emptyLabel="Not set"
          choices={languages}
        />
        <LanguageSelect
          label="Audio language"
          value={form.audioLanguage}
          onChange={(code) => set('audioLanguage', code)}
          problems={problems.audioLanguage}
          emptyLabel="Not set"
          choices={{ ...languages, failure: undefined }}
        />
        <TriSelect
          label="Public statistics"
          value={form.publicStats}
          onChange={(value) => set('publicStats', value)}
          yes="Shown to everyone"
          no="Hidden"
        />
        <TriSelect
          label="Notify subscribers"
          value={form.notifySubscribers}
          onChange={(value) => set('notifySubscribers', value)}
          yes="Notify them"
          no="Do not notify them"
        />
        <Field
          label="Recording date"
          help="Empty: none. The same day for every file."
          problems={problems.recordingDate}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              value={form.recordingDate}
              onChange={(event) => set('recordingDate', event.target.value)}
            />
          )}
        </Field>
      </div>
      <SyntheticMediaQuestion
        group="template"
        value={form.syntheticMedia === '' ? undefined : form.syntheticMedia === 'yes'}
        onChange={(answer) => set('syntheticMedia', answer ? 'yes' : 'no')}
        unanswered={{
          label: 'Not answered here: each upload follows the upload settings',
          onChoose: () => set('syntheticMedia', ''),
        }}
      />
      <TranslationsFields
        rows={form.translations}
        defaultLanguage={form.language}
        choices={languages}
        problems={problems.translations}
        onChange={(rows) => set('translations', rows)}
        titleHelp="Placeholders work as in the title (see Placeholders above)."
        help={
          <>
            The title and description in other languages, with the same placeholders ({'{previous.title}'} writes the
            previous upload&apos;s default title). They need the Language above: the platform takes translations only
            beside the language of the default texts.
          </>
        }
      />
      <TemplatePlaylists chosen={form.playlists} onChange={(playlists) => set('playlists', playlists)} />

      <fieldset className="series-fieldset">
        <legend>Beside each video</legend>
        <label className="choice">
          <input
            type="checkbox"
            checked={form.attachThumbnail}
            onChange={(event) => set('attachThumbnail', event.target.checked)}
          />
          Attach its thumbnail (<code>name.jpg</code> or <code>name.png</code>)
        </label>
        <label className="choice">
          <input
            type="checkbox"
            checked={form.attachCaptions}
            onChange={(event) => set('attachCaptions', event.target.checked)}
          />
          Attach its captions (<code>name.en.srt</code>, <code>name.de.vtt</code>…)
        </label>
        <label className="choice">
          <input type="checkbox" checked={form.hold} onChange={(event) => set('hold', event.target.checked)} />
          Hold the files for review before they upload
        </label>
      </fieldset>

      <fieldset className="series-fieldset">
        <legend>Episode number {'{n}'}</legend>
        <div className="series-grid">
          <Field label="First number" problems={problems.start}>
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                value={form.start}
                onChange={(event) => set('start', event.target.value)}
              />
            )}
          </Field>
          <Field label="Step" problems={problems.step}>
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                value={form.step}
                onChange={(event) => set('step', event.target.value)}
              />
            )}
          </Field>
          <Field label="Digits" help="0: no zeros in front" problems={problems.padding}>
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                value={form.padding}
                onChange={(event) => set('padding', event.target.value)}
              />
            )}
          </Field>
        </div>
        {view && (
          <div className="row series-counter">
            <p className="muted" data-testid="series-counter">
              Next file: {view.counter.next} · {view.counter.reserved} reserved by queued uploads · {view.counter.used}{' '}
              used by uploads that started
            </p>
            <Field label="Next number">
              {(a11y) => (
                <input
                  {...a11y}
                  inputMode="numeric"
                  className="series-next"
                  value={nextText}
                  onChange={(event) => setNextText(event.target.value)}
                />
              )}
            </Field>
            <button
              type="button"
              className="small"
              disabled={busy || !/^\d{1,7}$/.test(nextText.trim())}
              onClick={() => void act(() => setNext(view.template.id, Number(nextText.trim())))}
            >
              Set next number
            </button>
          </div>
        )}
        <p className="muted">
          A number is reserved when a file is queued and used once its upload starts; a queued upload removed before it
          starts gives its number back when it was the last one given.
        </p>
      </fieldset>

      <fieldset className="series-fieldset">
        <legend>Schedule</legend>
        <label className="choice">
          <input
            type="checkbox"
            checked={form.scheduled}
            onChange={(event) => set('scheduled', event.target.checked)}
          />
          Publish each upload at the next free slot
        </label>
        {form.scheduled && (
          <>
            <p className="muted">
              Each upload is sent as private with its slot as the publish time, and becomes public then: the platform
              publishes scheduled videos only from private. Slots already taken by queued uploads are skipped.
            </p>
            <SlotRuleField legend="Publish slots" draft={form.slots} onChange={(slots) => set('slots', slots)} />
            <Field label="First release on or after" help="Empty: from now." problems={problems.slotsFrom}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="date"
                  value={form.slotsFrom}
                  onChange={(event) => set('slotsFrom', event.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <Field label="Time zone for dates" help="{date} and {publish_date} are written in it." problems={problems.zone}>
          {(a11y) => <input {...a11y} value={form.zone} onChange={(event) => set('zone', event.target.value)} />}
        </Field>
      </fieldset>

      <section className="series-preview" aria-labelledby="series-preview-title">
        <h3 id="series-preview-title">Preview</h3>
        <Field label="Sample file names" help="Up to three, separated by commas.">
          {(a11y) => <input {...a11y} value={samples} onChange={(event) => setSamples(event.target.value)} />}
        </Field>
        {preview ? (
          <ol className="series-preview-list" data-testid="series-preview">
            {preview.map((row) => (
              <li key={row.fileName}>
                <strong>{row.title || '(empty title)'}</strong>
                {row.publishAt && <span className="muted"> · {row.publishAt}</span>}
                {row.translations.map((translation) => (
                  <p key={translation.language} className="muted series-preview-translation">
                    {translation.language}: {translation.title || '(no title)'}
                  </p>
                ))}
                {row.problems.map((problem) => (
                  <p key={problem} className="error field-problem">
                    {problem}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">The preview shows once the template reads (see the problems above).</p>
        )}
      </section>

      {failure && <FailureLine failure={failure} />}
      <div className="row series-actions">
        <button type="submit" className="primary" disabled={busy}>
          {view ? 'Save template' : 'Create template'}
        </button>
        {view && (
          <>
            <button type="button" disabled={busy} onClick={() => void act(() => duplicate(view.template.id))}>
              Duplicate
            </button>
            <ConfirmButton
              label="Remove"
              ariaLabel={`Remove ${name}`}
              question={`Remove ${name}? Uploads already queued keep their details.`}
              confirmLabel="Remove template"
              keepLabel="Keep it"
              groupLabel={`Remove ${name}?`}
              disabled={busy}
              onConfirm={() => void act(() => remove(view.template.id))}
            />
          </>
        )}
      </div>
    </form>
  );
}
