// The template editor's form: what the creator is typing (numbers as text, tags as one line, the schedule as the slot
// editor's draft), kept apart from the template so a half-typed value is not lost, turned into a template with the
// contract's own schema, and filled for a few sample files so the result shows while typing.
import type { IntlShape } from 'react-intl';
import { formatSlot } from '../../../shared/series/publish-slots';
import { SERIES_PROBLEMS } from '../../../shared/series/series-messages';
import { templateDraftSchema, templateIssueMessage, type TemplateDraft } from '../../../shared/series/template';
import { episodeNumbers, fillTemplate } from '../../../shared/series/template-fill';
import { SlotPicker } from '../../../shared/series/slot-picker';
import { languageName } from '../../../shared/text/language-name';
import type { License, PrivacyStatus } from '../../../shared/uploads/video-metadata';
import { draftOf, ruleOf, type SlotRuleDraft } from '../../components/slot-rule-draft';
import { localizationsOfRows, translationRowsOf, type TranslationRow } from '../../components/translation-rows';
import { FORM_PROBLEMS } from './series-messages';

export type TriState = '' | 'yes' | 'no';

export interface TemplateForm {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Comma-separated, as typed. */
  readonly tags: string;
  readonly categoryId: string;
  readonly privacy: PrivacyStatus;
  readonly madeForKids: TriState;
  /** status.containsSyntheticMedia for every file; '' leaves each upload unanswered (the upload settings decide). */
  readonly syntheticMedia: TriState;
  readonly license: License | '';
  readonly embeddable: TriState;
  /** Language codes, '' for none. */
  readonly language: string;
  readonly audioLanguage: string;
  /** In the order they were added; one per language; title and description with placeholders. */
  readonly translations: readonly TranslationRow[];
  readonly publicStats: TriState;
  readonly notifySubscribers: TriState;
  /** YYYY-MM-DD or empty. */
  readonly recordingDate: string;
  readonly playlists: TemplateDraft['playlists'];
  readonly attachThumbnail: boolean;
  readonly attachCaptions: boolean;
  readonly start: string;
  readonly step: string;
  readonly padding: string;
  readonly zone: string;
  readonly scheduled: boolean;
  readonly slots: SlotRuleDraft;
  /** YYYY-MM-DD or empty. */
  readonly slotsFrom: string;
  readonly hold: boolean;
}

type FormField = keyof TemplateForm;
type FormProblems = Partial<Record<FormField, string[]>>;

const triOf = (value: boolean | undefined): TriState => (value === undefined ? '' : value ? 'yes' : 'no');
const boolOf = (value: TriState): boolean | undefined => (value === '' ? undefined : value === 'yes');

export function formOf(draft: TemplateDraft): TemplateForm {
  return {
    name: draft.name,
    title: draft.title,
    description: draft.description,
    tags: draft.tags.join(', '),
    categoryId: draft.categoryId ?? '',
    privacy: draft.privacy,
    madeForKids: triOf(draft.madeForKids),
    syntheticMedia: triOf(draft.syntheticMedia),
    license: draft.license ?? '',
    embeddable: triOf(draft.embeddable),
    language: draft.language ?? '',
    audioLanguage: draft.audioLanguage ?? '',
    translations: translationRowsOf(draft.localizations),
    publicStats: triOf(draft.publicStats),
    notifySubscribers: triOf(draft.notifySubscribers),
    recordingDate: draft.recordingDate ?? '',
    playlists: draft.playlists,
    attachThumbnail: draft.attachThumbnail,
    attachCaptions: draft.attachCaptions,
    start: String(draft.counter.start),
    step: String(draft.counter.step),
    padding: String(draft.counter.padding),
    zone: draft.zone,
    scheduled: draft.slots !== null,
    slots: draftOf(draft.slots, draft.zone),
    slotsFrom: draft.slotsFrom ?? '',
    hold: draft.hold,
  };
}

function wholeNumber(text: string): number {
  return /^\s*\d{1,8}\s*$/.test(text) ? Number(text.trim()) : Number.NaN;
}

const FIELD_OF_PATH: Readonly<Record<string, FormField>> = {
  name: 'name',
  // eslint-disable-next-line formatjs/no-literal-string-in-object -- a field's name, not words
  title: 'title',
  description: 'description',
  tags: 'tags',
  categoryId: 'categoryId',
  language: 'language',
  audioLanguage: 'audioLanguage',
  localizations: 'translations',
  recordingDate: 'recordingDate',
  zone: 'zone',
  slotsFrom: 'slotsFrom',
  slots: 'slots',
};

/** The episode counter's numbers, each its own field. */
const FIELD_OF_COUNTER: Readonly<Record<string, FormField>> = { start: 'start', step: 'step', padding: 'padding' };

function fieldOf(path: readonly PropertyKey[]): FormField | undefined {
  return path[0] === 'counter' ? FIELD_OF_COUNTER[String(path[1])] : FIELD_OF_PATH[String(path[0])];
}

/** A problem inside one translation, with its language and text named ("German title: At character 3: …"). */
function translationMessage(path: readonly PropertyKey[], message: string, intl: IntlShape): string {
  if (path[0] !== 'localizations' || path.length < 3) return message;
  const name = languageName(String(path[1]), intl.locale);
  if (message.startsWith(`${name}:`)) return message;
  const which = path[2] === 'description' ? SERIES_PROBLEMS.translationDescription : SERIES_PROBLEMS.translationTitle;
  return intl.formatMessage(which, { language: name, problem: message });
}

/** The template the form describes, or its problems by field (said in `intl`'s language). */
export function draftFromForm(
  form: TemplateForm,
  intl: IntlShape,
): { draft: TemplateDraft; problems?: undefined } | { draft?: undefined; problems: FormProblems } {
  const problems: FormProblems = {};
  const add = (field: FormField, message: string): void => {
    (problems[field] ??= []).push(message);
  };
  const slots = form.scheduled ? ruleOf(form.slots) : undefined;
  if (slots?.problems) add('slots', intl.formatMessage(FORM_PROBLEMS.scheduleIncomplete));
  const counter = { start: wholeNumber(form.start), step: wholeNumber(form.step), padding: wholeNumber(form.padding) };
  if (Number.isNaN(counter.start)) add('start', intl.formatMessage(FORM_PROBLEMS.wholeFromZero));
  if (Number.isNaN(counter.step) || counter.step < 1) add('step', intl.formatMessage(FORM_PROBLEMS.wholeFromOne));
  if (Number.isNaN(counter.padding) || counter.padding > 9) add('padding', intl.formatMessage(FORM_PROBLEMS.digits));
  const candidate = {
    name: form.name,
    title: form.title,
    description: form.description,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    ...(form.categoryId !== '' ? { categoryId: form.categoryId } : {}),
    privacy: form.privacy,
    ...(boolOf(form.madeForKids) !== undefined ? { madeForKids: boolOf(form.madeForKids) } : {}),
    ...(boolOf(form.syntheticMedia) !== undefined ? { syntheticMedia: boolOf(form.syntheticMedia) } : {}),
    ...(form.license !== '' ? { license: form.license } : {}),
    ...(boolOf(form.embeddable) !== undefined ? { embeddable: boolOf(form.embeddable) } : {}),
    ...(form.language !== '' ? { language: form.language } : {}),
    ...(form.audioLanguage !== '' ? { audioLanguage: form.audioLanguage } : {}),
    ...(form.translations.length > 0 ? { localizations: localizationsOfRows(form.translations) } : {}),
    ...(boolOf(form.publicStats) !== undefined ? { publicStats: boolOf(form.publicStats) } : {}),
    ...(boolOf(form.notifySubscribers) !== undefined ? { notifySubscribers: boolOf(form.notifySubscribers) } : {}),
    ...(form.recordingDate !== '' ? { recordingDate: form.recordingDate } : {}),
    playlists: form.playlists,
    attachThumbnail: form.attachThumbnail,
    attachCaptions: form.attachCaptions,
    counter,
    zone: form.zone.trim(),
    slots: slots?.rule ?? null,
    slotsFrom: form.slotsFrom === '' ? null : form.slotsFrom,
    hold: form.hold,
  };
  const parsed = templateDraftSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (!field || field === 'slots') continue;
      // A counter's number the form already refused (not a whole number) is said once.
      if (issue.path[0] === 'counter' && problems[field]) continue;
      const message = templateIssueMessage(issue, candidate, intl) ?? issue.message;
      add(field, translationMessage(issue.path, message, intl));
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) {
    // A problem the form has no field for would leave the creator stuck without a word: said on the name.
    if (Object.keys(problems).length === 0) add('name', intl.formatMessage(FORM_PROBLEMS.cannotSave));
    return { problems };
  }
  return { draft: parsed.data };
}

/**
 * English slots are written as formatSlot writes them by default (en-GB: "Mon 15 Mar, 18:00 CET"; en-US knows no
 * European zone's abbreviation and would write GMT+1); another language in its own words.
 */
function slotLocale(locale: string): [] | [string] {
  return locale === 'en' ? [] : [locale];
}

export interface PreviewRow {
  readonly fileName: string;
  readonly title: string;
  /** When it would be published, in the schedule's zone; absent without a schedule. */
  readonly publishAt?: string;
  /** The filled translations' titles, by language name ("German"). */
  readonly translations: ReadonlyArray<{ readonly language: string; readonly title: string }>;
  readonly problems: readonly string[];
}

/**
 * The first files' filled titles as the template stands: numbered from `next`, scheduled from now (or the first
 * day), with what the platform would refuse. `previousTitle` stands in for the previous upload. Dates and language
 * names are written in `locale`, the refusals in `intl`'s language (English when not given).
 */
export function previewRows(
  draft: TemplateDraft,
  fileNames: readonly string[],
  next: number,
  now: number,
  previousTitle: string | undefined,
  locale: string,
  intl?: IntlShape,
): PreviewRow[] {
  const numbers = episodeNumbers(next, draft.counter.step, fileNames.length);
  const picker = draft.slots ? new SlotPicker(draft.slots, now, draft.slotsFrom, []) : undefined;
  let previous = previousTitle === undefined ? undefined : { title: previousTitle, description: '' };
  return fileNames.map((fileName, index) => {
    const slot = picker?.next();
    if (slot !== undefined) picker?.take(slot);
    const filled = fillTemplate(draft, {
      fileName,
      n: numbers[index]!,
      now,
      ...(slot !== undefined ? { publishAt: slot } : {}),
      ...(previous ? { previous } : {}),
      ...(intl ? { intl } : {}),
    });
    previous = { title: filled.metadata.snippet.title, description: filled.metadata.snippet.description ?? '' };
    return {
      fileName,
      title: filled.metadata.snippet.title,
      ...(slot !== undefined && draft.slots
        ? { publishAt: formatSlot(slot, draft.slots.zone, ...slotLocale(locale)) }
        : {}),
      translations: Object.entries(filled.metadata.localizations ?? {}).map(([language, text]) => ({
        language: languageName(language, locale),
        title: text.title,
      })),
      problems: Object.values(filled.problems),
    };
  });
}
