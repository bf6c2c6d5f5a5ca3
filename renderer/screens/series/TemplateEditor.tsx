// One template's form: the upload form's fields with placeholders (their help one step away), what rides along by
// file name, the episode counter, the schedule (the slot editor the calendar shares) and a live preview of the first
// three files. A schedule makes each upload private until its slot: the platform publishes a scheduled video only
// from private, so the privacy choice gives way and the form says why.
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PLACEHOLDER_NAMES } from '../../../shared/series/template-placeholders';
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
import { EDITOR, PLACEHOLDER_WORDS, SERIES } from './series-messages';
import { TemplatePlaylists } from './TemplatePlaylists';
import { draftFromForm, formOf, previewRows, type TemplateForm, type TriState } from './template-form';

/** File names in a message, as the creator types them. */
const code = (chunks: ReactNode[]) => <code>{chunks}</code>;
/** A placeholder as a template writes it: `{file}`. */
const placeholderCode = (name: string): string => ['{', name, '}'].join('');
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
  const intl = useIntl();
  return (
    <Field label={label}>
      {(a11y) => (
        <select {...a11y} value={value} onChange={(event) => onChange(event.target.value as TriState)}>
          <option value="">{intl.formatMessage(EDITOR.leaveAsPlatform)}</option>
          <option value="yes">{yes}</option>
          <option value="no">{no}</option>
        </select>
      )}
    </Field>
  );
}

export function TemplateEditor({ view }: { readonly view: TemplateView | undefined }) {
  const intl = useIntl();
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
  const checked = useMemo(() => draftFromForm(form, intl), [form, intl]);
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
    return previewRows(checked.draft, names, next, openedAt, view?.previousTitle, intl.locale, intl);
    // The preview follows the form and the samples; the counter's place only moves on a save.
  }, [checked.draft, samples, view?.counter.next, view?.previousTitle, openedAt, intl]);

  const act = async (work: () => Promise<Failure | undefined>) => {
    setBusy(true);
    setFailure(await work());
    setBusy(false);
  };
  const submit = (draft: TemplateDraft | undefined) => {
    setTouched(true);
    if (draft) void act(() => save(view?.template.id, draft));
  };
  const name = view?.template.name ?? intl.formatMessage(EDITOR.theNewTemplate);

  return (
    <form
      className="card series-editor"
      aria-label={
        view
          ? intl.formatMessage(EDITOR.formName, { name: view.template.name })
          : intl.formatMessage(SERIES.newTemplate)
      }
      onSubmit={(event) => {
        event.preventDefault();
        submit(checked.draft);
      }}
    >
      <h2 dir="auto">{view ? view.template.name : intl.formatMessage(SERIES.newTemplate)}</h2>
      <Field label={intl.formatMessage(EDITOR.templateName)} problems={problems.name}>
        {(a11y) => (
          <input {...a11y} dir="auto" value={form.name} onChange={(event) => set('name', event.target.value)} />
        )}
      </Field>
      <HelpDisclosure label={intl.formatMessage(EDITOR.placeholders)}>
        <ul className="series-placeholders">
          {PLACEHOLDER_NAMES.map((placeholder) => (
            <li key={placeholder}>
              {intl.formatMessage(EDITOR.placeholderLine, {
                placeholder: <code>{placeholderCode(placeholder)}</code>,
                help: intl.formatMessage(PLACEHOLDER_WORDS[placeholder]),
              })}
            </li>
          ))}
          <li>{intl.formatMessage(EDITOR.braceHelp, { code })}</li>
        </ul>
      </HelpDisclosure>
      <Field
        label={intl.formatMessage(EDITOR.titleLabel)}
        help={intl.formatMessage(EDITOR.titleHelp)}
        problems={problems.title}
      >
        {(a11y) => (
          <input {...a11y} dir="auto" value={form.title} onChange={(event) => set('title', event.target.value)} />
        )}
      </Field>
      <Field label={intl.formatMessage(EDITOR.description)} problems={problems.description}>
        {(a11y) => (
          <textarea
            {...a11y}
            dir="auto"
            rows={4}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={intl.formatMessage(EDITOR.tags)}
        help={intl.formatMessage(EDITOR.tagsHelp)}
        problems={problems.tags}
      >
        {(a11y) => (
          <input {...a11y} dir="auto" value={form.tags} onChange={(event) => set('tags', event.target.value)} />
        )}
      </Field>
      <div className="series-grid">
        <div className="series-shared-field">
          <CategoryField
            value={form.categoryId}
            onChange={(id) => set('categoryId', id)}
            problem={problems.categoryId?.join(' ')}
            choices={categories}
          />
        </div>
        <Field
          label={intl.formatMessage(EDITOR.visibility)}
          help={form.scheduled ? intl.formatMessage(EDITOR.visibilityScheduled) : undefined}
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
                  {intl.formatMessage(EDITOR.privacy, { status })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TriSelect
          label={intl.formatMessage(EDITOR.madeForKids)}
          value={form.madeForKids}
          onChange={(value) => set('madeForKids', value)}
          yes={intl.formatMessage(EDITOR.madeForKidsYes)}
          no={intl.formatMessage(EDITOR.madeForKidsNo)}
        />
        <Field label={intl.formatMessage(EDITOR.licence)}>
          {(a11y) => (
            <select {...a11y} value={form.license} onChange={(event) => set('license', event.target.value as License)}>
              <option value="">{intl.formatMessage(EDITOR.leaveAsPlatform)}</option>
              {LICENSES.map((license) => (
                <option key={license} value={license}>
                  {intl.formatMessage(EDITOR.licenceName, { license })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TriSelect
          label={intl.formatMessage(EDITOR.embedding)}
          value={form.embeddable}
          onChange={(value) => set('embeddable', value)}
          yes={intl.formatMessage(EDITOR.embeddingYes)}
          no={intl.formatMessage(EDITOR.embeddingNo)}
        />
        <div className="series-shared-field">
          <LanguageSelect
            label={intl.formatMessage(EDITOR.language)}
            help={intl.formatMessage(EDITOR.languageHelp)}
            value={form.language}
            onChange={(code) => set('language', code)}
            problems={problems.language}
            emptyLabel={intl.formatMessage(EDITOR.notSet)}
            choices={languages}
          />
        </div>
        <div className="series-shared-field">
          <LanguageSelect
            label={intl.formatMessage(EDITOR.audioLanguage)}
            value={form.audioLanguage}
            onChange={(code) => set('audioLanguage', code)}
            problems={problems.audioLanguage}
            emptyLabel={intl.formatMessage(EDITOR.notSet)}
            choices={{ ...languages, failure: undefined }}
          />
        </div>
        <TriSelect
          label={intl.formatMessage(EDITOR.publicStats)}
          value={form.publicStats}
          onChange={(value) => set('publicStats', value)}
          yes={intl.formatMessage(EDITOR.publicStatsYes)}
          no={intl.formatMessage(EDITOR.publicStatsNo)}
        />
        <TriSelect
          label={intl.formatMessage(EDITOR.notify)}
          value={form.notifySubscribers}
          onChange={(value) => set('notifySubscribers', value)}
          yes={intl.formatMessage(EDITOR.notifyYes)}
          no={intl.formatMessage(EDITOR.notifyNo)}
        />
        <Field
          label={intl.formatMessage(EDITOR.recordingDate)}
          help={intl.formatMessage(EDITOR.recordingDateHelp)}
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
          label: intl.formatMessage(EDITOR.syntheticUnanswered),
          onChoose: () => set('syntheticMedia', ''),
        }}
      />
      <TranslationsFields
        rows={form.translations}
        defaultLanguage={form.language}
        choices={languages}
        problems={problems.translations}
        onChange={(rows) => set('translations', rows)}
        titleHelp={intl.formatMessage(EDITOR.translationsTitleHelp)}
        help={<>{intl.formatMessage(EDITOR.translationsHelp, { code })}</>}
      />
      <TemplatePlaylists chosen={form.playlists} onChange={(playlists) => set('playlists', playlists)} />

      <fieldset className="series-fieldset">
        <legend>{intl.formatMessage(EDITOR.beside)}</legend>
        <label className="choice">
          <input
            type="checkbox"
            checked={form.attachThumbnail}
            onChange={(event) => set('attachThumbnail', event.target.checked)}
          />
          {intl.formatMessage(EDITOR.attachThumbnail, { code })}
        </label>
        <label className="choice">
          <input
            type="checkbox"
            checked={form.attachCaptions}
            onChange={(event) => set('attachCaptions', event.target.checked)}
          />
          {intl.formatMessage(EDITOR.attachCaptions, { code })}
        </label>
        <label className="choice">
          <input type="checkbox" checked={form.hold} onChange={(event) => set('hold', event.target.checked)} />
          {intl.formatMessage(EDITOR.hold)}
        </label>
      </fieldset>

      <fieldset className="series-fieldset">
        <legend>{intl.formatMessage(EDITOR.episodeNumber)}</legend>
        <div className="series-grid">
          <Field label={intl.formatMessage(EDITOR.firstNumber)} problems={problems.start}>
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                value={form.start}
                onChange={(event) => set('start', event.target.value)}
              />
            )}
          </Field>
          <Field label={intl.formatMessage(EDITOR.step)} problems={problems.step}>
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                value={form.step}
                onChange={(event) => set('step', event.target.value)}
              />
            )}
          </Field>
          <Field
            label={intl.formatMessage(EDITOR.digits)}
            help={intl.formatMessage(EDITOR.digitsHelp)}
            problems={problems.padding}
          >
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
              {intl.formatMessage(EDITOR.counter, {
                next: view.counter.next,
                reserved: view.counter.reserved,
                used: view.counter.used,
              })}
            </p>
            <Field label={intl.formatMessage(EDITOR.nextNumber)}>
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
              {intl.formatMessage(EDITOR.setNext)}
            </button>
          </div>
        )}
        <p className="muted">{intl.formatMessage(EDITOR.counterRule)}</p>
      </fieldset>

      <fieldset className="series-fieldset">
        <legend>{intl.formatMessage(EDITOR.schedule)}</legend>
        <label className="choice">
          <input
            type="checkbox"
            checked={form.scheduled}
            onChange={(event) => set('scheduled', event.target.checked)}
          />
          {intl.formatMessage(EDITOR.publishAtSlot)}
        </label>
        {form.scheduled && (
          <>
            <p className="muted">{intl.formatMessage(EDITOR.scheduleRule)}</p>
            <SlotRuleField
              legend={intl.formatMessage(EDITOR.publishSlots)}
              draft={form.slots}
              onChange={(slots) => set('slots', slots)}
            />
            <Field
              label={intl.formatMessage(EDITOR.firstRelease)}
              help={intl.formatMessage(EDITOR.firstReleaseHelp)}
              problems={problems.slotsFrom}
            >
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
        <Field
          label={intl.formatMessage(EDITOR.zone)}
          help={intl.formatMessage(EDITOR.zoneHelp)}
          problems={problems.zone}
        >
          {(a11y) => <input {...a11y} value={form.zone} onChange={(event) => set('zone', event.target.value)} />}
        </Field>
      </fieldset>

      <section className="series-preview" aria-labelledby="series-preview-title">
        <h3 id="series-preview-title">{intl.formatMessage(EDITOR.preview)}</h3>
        <Field label={intl.formatMessage(EDITOR.samples)} help={intl.formatMessage(EDITOR.samplesHelp)}>
          {(a11y) => <input {...a11y} value={samples} onChange={(event) => setSamples(event.target.value)} />}
        </Field>
        {preview ? (
          <ol className="series-preview-list" data-testid="series-preview">
            {preview.map((row) => (
              <li key={row.fileName}>
                {row.title ? (
                  <strong dir="auto">{row.title}</strong>
                ) : (
                  <strong>{intl.formatMessage(EDITOR.emptyTitle)}</strong>
                )}
                {row.publishAt && (
                  <span className="muted"> {intl.formatMessage(EDITOR.previewPublish, { when: row.publishAt })}</span>
                )}
                {row.translations.map((translation) => (
                  <p key={translation.language} className="muted series-preview-translation">
                    {intl.formatMessage(EDITOR.translationLine, {
                      language: translation.language,
                      title: translation.title ? (
                        <span dir="auto">{translation.title}</span>
                      ) : (
                        intl.formatMessage(EDITOR.noTitle)
                      ),
                    })}
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
          <p className="muted">{intl.formatMessage(EDITOR.previewWaits)}</p>
        )}
      </section>

      {failure && <FailureLine failure={failure} />}
      <div className="row series-actions">
        <button type="submit" className="primary" disabled={busy}>
          {intl.formatMessage(view ? EDITOR.save : EDITOR.create)}
        </button>
        {view && (
          <>
            <button type="button" disabled={busy} onClick={() => void act(() => duplicate(view.template.id))}>
              {intl.formatMessage(EDITOR.duplicate)}
            </button>
            <ConfirmButton
              label={intl.formatMessage(EDITOR.remove)}
              ariaLabel={intl.formatMessage(EDITOR.removeName, { name })}
              question={intl.formatMessage(EDITOR.removeQuestion, { name })}
              confirmLabel={intl.formatMessage(EDITOR.removeConfirm)}
              keepLabel={intl.formatMessage(EDITOR.keep)}
              groupLabel={intl.formatMessage(EDITOR.removeGroup, { name })}
              disabled={busy}
              onConfirm={() => void act(() => remove(view.template.id))}
            />
          </>
        )}
      </div>
    </form>
  );
}
