// The details of an upload that has not started yet: the Library's details (title, description, tags, category,
// visibility, audience…), the upload's own (languages, recording date, public statistics, notifying subscribers) and
// its translations (a template's, or added here). The essentials come first, in view as the form opens: title,
// description, visibility, schedule and thumbnail; the rest is folded into named sections (FormSection.tsx).
// Every field is checked as it is typed with the rules the main process applies (shared/uploads/video-metadata.ts),
// so Save is offered only for what `uploads.updateMetadata` accepts. Once the upload starts, its details have gone to
// the platform with it; the form then says so instead of pretending an edit could still land.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { sayLine } from '../../../shared/i18n/saved-line';
import { sameLocalizations } from '../../../shared/library/video-texts';
import type { UploadView } from '../../../shared/uploads/upload-view';
import type { MetadataField, MetadataProblems, VideoMetadata } from '../../../shared/uploads/video-metadata';
import { checkMetadataForm, formFromMetadata, sameForm, type MetadataForm } from '../../components/metadata-form';
import { VideoDetailsFields } from '../../components/VideoDetailsFields';
import { FailureLine } from '../../components/FailureLine';
import { UploadOnlyFields } from '../../components/UploadOnlyFields';
import { TranslationsFields } from '../../components/TranslationsFields';
import { translationRowsOf, type TranslationRow } from '../../components/translation-rows';
import type { Failure } from '../../desk/failure';
import { useNavigation } from '../../stores/navigation-store';
import { useTemplates } from '../../stores/templates-store';
import { useUploads } from '../../stores/uploads-store';
import { useCategoryChoices } from '../../stores/video-categories-store';
import { useLanguageChoices } from '../../stores/video-languages-store';
import { AttachmentsEditor, attachmentsEditable, ThumbnailPicker } from './AttachmentsEditor';
import { FormSection } from './FormSection';
import { SyntheticMediaQuestion } from '../../components/SyntheticMediaQuestion';
import { DISCLOSURE_UNANSWERED } from '../../../shared/uploads/synthetic-media';
import { withTranslations } from './details-with-translations';
import { DETAILS } from './upload-details-messages';

/** The fields each folded section holds, by the keys of their problems (shared/uploads/video-metadata.ts). */
const MORE_FIELDS: readonly MetadataField[] = ['snippet.tags', 'snippet.categoryId', 'status.license'];
const UPLOAD_ONLY_FIELDS: readonly MetadataField[] = [
  'snippet.defaultLanguage',
  'snippet.defaultAudioLanguage',
  'recordingDetails.recordingDate',
];

function hasAny(problems: MetadataProblems, fields: readonly MetadataField[]): boolean {
  return fields.some((field) => problems[field] !== undefined);
}

export function MetadataEditor({ view }: { readonly view: UploadView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const categories = useCategoryChoices();
  const languages = useLanguageChoices();
  const saveMetadata = useUploads((s) => s.saveMetadata);
  const select = useUploads((s) => s.select);
  const saving = useUploads((s) => s.pending[view.id] === 'save');
  const saved = useMemo(() => formFromMetadata(view.metadata), [view.metadata]);
  const [form, setFormOnly] = useState<MetadataForm>(saved);
  const savedTranslations = view.metadata.localizations;
  const [translations, setTranslations] = useState<readonly TranslationRow[]>(() =>
    translationRowsOf(savedTranslations),
  );
  // "Now" for the schedule check is read when the form changes (an event), not during render, so rendering stays pure.
  const [now, setNow] = useState(Date.now);
  const setForm: typeof setFormOnly = (next) => {
    setNow(Date.now());
    setFormOnly(next);
  };
  const [serverError, setServerError] = useState<Failure | undefined>();
  const fromUpload = useTemplates((s) => s.fromUpload);
  const show = useNavigation((s) => s.show);
  const [making, setMaking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const check = useMemo(
    () => withTranslations(checkMetadataForm(form, now, intl), form.defaultLanguage, translations, intl),
    [form, now, translations, intl],
  );
  const dirty = !sameForm(form, saved) || !sameLocalizations(check.metadata.localizations, savedTranslations);
  const locked = !view.canEditMetadata;
  const thumbnailHere = attachmentsEditable(view);

  // Opening the editor moves focus to it, so a keyboard user continues where the form is, and brings its top to the
  // top of the screen: below the drop zone it would open with its essentials out of view.
  const stack = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    stack.current?.scrollIntoView({ block: 'start' });
  }, [view.id]);

  const set = <K extends keyof MetadataForm>(field: K, value: MetadataForm[K]): void =>
    setForm((current) => ({ ...current, [field]: value }));
  const { problems } = check;
  const makeTemplate = async (metadata: VideoMetadata): Promise<void> => {
    setMaking(true);
    const failure = await fromUpload(view.fileName, metadata, {});
    setMaking(false);
    setServerError(failure);
    // The new template opens on Series, where its fields can take placeholders.
    if (!failure) show('series');
  };

  return (
    <div className="up-editor-stack" ref={stack}>
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
            if (!error) {
              setForm(formFromMetadata(sent));
              setTranslations(translationRowsOf(sent.localizations));
            }
          });
        }}
      >
        <div className="row up-editor-head">
          <h2 id="up-editor-title" ref={heading} tabIndex={-1}>
            {say(DETAILS.title, { fileName: sayLine(intl, view.fileNameLine, view.fileName) })}
          </h2>
          <button type="button" className="small" onClick={() => select(undefined)}>
            {say(DETAILS.close)}
          </button>
        </div>
        {locked && (
          <p className="warning" role="status">
            {say(DETAILS.locked)}
          </p>
        )}
        <fieldset className="up-editor-fields" disabled={locked || saving}>
          <VideoDetailsFields
            form={form}
            problems={problems}
            onChange={set}
            categories={categories}
            part="essentials"
          />
        </fieldset>
        {/* Outside the locked fieldset: the thumbnail can change until its step is done. */}
        {thumbnailHere && <ThumbnailPicker view={view} />}
        <fieldset className="up-editor-fields" disabled={locked || saving}>
          <SyntheticMediaQuestion
            group={`up-${view.id}`}
            value={form.containsSyntheticMedia === 'unset' ? undefined : form.containsSyntheticMedia === 'yes'}
            onChange={(answer) => set('containsSyntheticMedia', answer ? 'yes' : 'no')}
            problem={view.error?.code === DISCLOSURE_UNANSWERED ? say(DETAILS.heldForAnswer) : undefined}
          />
        </fieldset>
        <fieldset className="up-editor-fields" disabled={locked || saving}>
          <FormSection
            title={say(DETAILS.sectionMore)}
            hasProblem={hasAny(problems, MORE_FIELDS)}
            testId="details-more"
          >
            <VideoDetailsFields form={form} problems={problems} onChange={set} categories={categories} part="more" />
          </FormSection>
          <FormSection
            title={say(DETAILS.sectionUploadOnly)}
            // Open too while translations wait for the language of the default texts, which is set here.
            hasProblem={
              hasAny(problems, UPLOAD_ONLY_FIELDS) || (translations.length > 0 && form.defaultLanguage === '')
            }
            testId="details-upload-only"
          >
            <UploadOnlyFields form={form} problems={problems} onChange={set} languages={languages} />
          </FormSection>
          <FormSection
            title={say(DETAILS.sectionTranslations, {
              any: translations.length > 0 ? 'yes' : 'no',
              count: translations.length,
            })}
            hasProblem={
              check.translationsProblems.length > 0 ||
              Object.keys(check.translationProblems).length > 0 ||
              problems.localizations !== undefined
            }
            testId="details-translations"
          >
            <TranslationsFields
              rows={translations}
              defaultLanguage={form.defaultLanguage}
              choices={languages}
              problems={check.translationsProblems}
              fieldProblems={check.translationProblems}
              onChange={setTranslations}
              help={say(DETAILS.translationsHelp)}
            />
          </FormSection>
        </fieldset>

        {serverError && <FailureLine failure={serverError} className="error" />}
        <div className="row">
          <button type="submit" className="primary" disabled={locked || saving || !dirty || !check.ok}>
            {say(saving ? DETAILS.saving : DETAILS.save)}
          </button>
          <button
            type="button"
            disabled={locked || saving || !dirty}
            onClick={() => {
              setForm(saved);
              setTranslations(translationRowsOf(savedTranslations));
            }}
          >
            {say(DETAILS.revert)}
          </button>
          <button
            type="button"
            disabled={making || !check.ok}
            onClick={() => check.ok && void makeTemplate(check.metadata)}
          >
            {say(DETAILS.makeTemplate)}
          </button>
          {!check.ok && <span className="error">{say(DETAILS.fixFields)}</span>}
        </div>
      </form>
      {thumbnailHere && <AttachmentsEditor view={view} thumbnail={false} />}
    </div>
  );
}
