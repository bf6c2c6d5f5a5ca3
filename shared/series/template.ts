// An upload template: the upload form's fields written once for a series, with placeholders that each file fills
// (shared/series/template-placeholders.ts), what rides along by file name (a thumbnail, captions), the episode
// counter's rule and, optionally, when releases go out (a publish slot rule, shared/series/publish-slots.ts).
// Shared: the page edits templates with these bounds, the main process keeps and applies them.
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { attachedPlaylistSchema, MAX_ATTACHED_PLAYLISTS } from '../uploads/upload-attachments';
import { languageCodeSchema } from '../library/video-texts';
import { LICENSES, PRIVACY_STATUSES, recordingDateProblem } from '../uploads/video-metadata';
import { slotRuleSchema, timeZoneSchema } from './publish-slots';
import { templateLocalizationsSchema, translationsLanguageProblem } from './template-localizations';
import { parseTemplateText, placeholderProblemText, type PlaceholderSaid } from './template-placeholders';
import { languageName } from '../text/language-name';
import { TEMPLATE_PROBLEMS } from './template-schema-messages';
import { METADATA_PROBLEMS } from '../uploads/metadata-messages';
import { saidIssueText, saidRefusal } from '../i18n/said-issue';

const TEMPLATE_ID_PATTERN = /^tpl_[A-Za-z0-9_-]{6,40}$/;
export const templateIdSchema = z.string().regex(TEMPLATE_ID_PATTERN);
export const MAX_TEMPLATES = 200;
const MAX_TEMPLATE_TAGS = 100;
export const TEMPLATE_NAME_MAX = 80;

/** Text with placeholders: problems (unknown names, braces left open) refused with their position. */
function templateText(max: number) {
  return z
    .string()
    .max(max)
    .superRefine((text, ctx) => {
      for (const problem of parseTemplateText(text).problems.slice(0, 5)) {
        ctx.addIssue({
          code: 'custom',
          message: `At character ${problem.position + 1}: ${problem.message}`,
          params: { say: 'atCharacter', position: problem.position + 1, said: problem.said },
        });
      }
    });
}

/** The episode counter's bounds, which its refusals name. */
const COUNTER_BOUNDS = {
  /** The first episode's number. */
  start: { min: 0, max: 1_000_000 },
  step: { min: 1, max: 1_000 },
  /** Digits {n} is padded to with zeros (0: none); {n:03} in the text wins. */
  padding: { min: 0, max: 9 },
} as const;

const counterRuleSchema = z.strictObject({
  start: z.int().min(COUNTER_BOUNDS.start.min).max(COUNTER_BOUNDS.start.max),
  step: z.int().min(COUNTER_BOUNDS.step.min).max(COUNTER_BOUNDS.step.max),
  padding: z.int().min(COUNTER_BOUNDS.padding.min).max(COUNTER_BOUNDS.padding.max),
});
export type CounterRule = z.output<typeof counterRuleSchema>;

// The checks with words are refinements carrying their catalogue message (said-issue.ts): the router says them in the
// language in force when a template reaches it unchecked, as the form does.
const localDateSchema = z
  .string()
  .refine(
    (day) => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(day),
    saidRefusal(TEMPLATE_PROBLEMS.dateFormat),
  );

const templateFields = z.strictObject({
  name: z
    .string()
    .trim()
    .refine((name) => name.length > 0, saidRefusal(TEMPLATE_PROBLEMS.nameMissing))
    .refine(
      (name) => name.length <= TEMPLATE_NAME_MAX,
      saidRefusal(TEMPLATE_PROBLEMS.nameTooLong, { max: TEMPLATE_NAME_MAX }),
    ),
  // Bounds well over the platform's limits: a placeholder may be longer or shorter than what it writes. The
  // platform's limits are checked on the filled result.
  title: templateText(1_000).refine((title) => title.trim() !== '', saidRefusal(TEMPLATE_PROBLEMS.titleMissing)),
  description: templateText(20_000),
  tags: z.array(templateText(500)).max(MAX_TEMPLATE_TAGS),
  categoryId: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  privacy: z.enum(PRIVACY_STATUSES),
  madeForKids: z.boolean().optional(),
  /**
   * status.containsSyntheticMedia for every file of the series (a series made with generated voices answers once;
   * shared/uploads/synthetic-media.ts); absent: not answered, so the creator's choice for such uploads applies.
   */
  syntheticMedia: z.boolean().optional(),
  license: z.enum(LICENSES).optional(),
  embeddable: z.boolean().optional(),
  /** snippet.defaultLanguage: the language of the title and description. */
  language: languageCodeSchema.optional(),
  /** `localizations`: the title and description in other languages, with placeholders; they need `language`. */
  localizations: templateLocalizationsSchema(templateText).optional(),
  /** snippet.defaultAudioLanguage: the language spoken in the video. */
  audioLanguage: languageCodeSchema.optional(),
  /** status.publicStatsViewable; absent: the platform's default (shown). */
  publicStats: z.boolean().optional(),
  /** videos.insert's notifySubscribers; absent: the platform's default (notified). */
  notifySubscribers: z.boolean().optional(),
  /** recordingDetails.recordingDate: one day for every file of the series (a shoot day), YYYY-MM-DD. */
  recordingDate: localDateSchema
    .refine((day) => recordingDateProblem(day) === undefined, saidRefusal(TEMPLATE_PROBLEMS.noSuchDay))
    .optional(),
  playlists: z.array(attachedPlaylistSchema).max(MAX_ATTACHED_PLAYLISTS),
  /** Attach `<name>.jpg|png` found beside the video as its thumbnail. */
  attachThumbnail: z.boolean(),
  /** Attach `<name>.<language>.srt|vtt` found beside the video as caption tracks. */
  attachCaptions: z.boolean(),
  counter: counterRuleSchema,
  /** The creator's zone, which {date} and {publish_date} are written in (the slots carry their own). */
  zone: timeZoneSchema,
  /** When set, each upload gets the next free slot as its publish time, and is private until then. */
  slots: slotRuleSchema.nullable(),
  /** No slot before this local day (a season that starts on a set date); null: from now. */
  slotsFrom: localDateSchema.nullable(),
  /** Queue the files paused, so their filled details are looked at before anything is sent. */
  hold: z.boolean(),
});

/** What holds across fields: translations need a default language other than theirs, and some text each. */
function checkTranslations(draft: z.output<typeof templateFields>, ctx: z.RefinementCtx): void {
  const problem = translationsLanguageProblem(draft.language, draft.localizations);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      path: ['localizations'],
      message: problem,
      params: { say: 'translationsLanguage' },
    });
  }
  for (const [language, text] of Object.entries(draft.localizations ?? {})) {
    if (text.title.trim() === '' && text.description.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['localizations', language, 'title'],
        message: `${languageName(language)}: give the translation a title or a description, or remove it.`,
        // The form says the language's name in its own language; the router, which has no such list, its code.
        params: {
          say: 'translationEmpty',
          language,
          said: { message: TEMPLATE_PROBLEMS.translationEmpty, values: { language } },
        },
      });
    }
  }
}

// Stored templates from before translations have no `localizations`: optional, so they load as they are.
export const templateDraftSchema = templateFields.superRefine(checkTranslations);
export type TemplateDraft = z.output<typeof templateDraftSchema>;

export const seriesTemplateSchema = templateFields.extend({ id: templateIdSchema }).superRefine(checkTranslations);
export type SeriesTemplate = z.output<typeof seriesTemplateSchema>;

/**
 * A refusal of the template's schema in `intl`'s language: the schema's messages are English (the contract's check
 * behind the form), each carrying in `params.say` which catalogue message says it (or, for a schema shared with
 * other forms, the message itself: said-issue.ts); zod's own checks (a name's bounds, the tags' count, the
 * counter's numbers) are known by their code and path. Undefined for an issue the catalogue has no words for (the
 * caller keeps the schema's).
 */
export function templateIssueMessage(
  issue: z.core.$ZodIssue,
  draft: { readonly language?: string; readonly localizations?: TemplateDraft['localizations'] },
  intl: IntlShape,
): string | undefined {
  if (issue.code === 'invalid_format' && (issue.path[0] === 'language' || issue.path[0] === 'audioLanguage')) {
    return intl.formatMessage(METADATA_PROBLEMS.language);
  }
  if (issue.code === 'invalid_key' && issue.path[0] === 'localizations') {
    return intl.formatMessage(TEMPLATE_PROBLEMS.translationCode, { code: String(issue.path[1]).slice(0, 40) });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return intl.formatMessage(TEMPLATE_PROBLEMS.textTooLong, { max: Number(issue.maximum) });
  }
  if (issue.code === 'too_big' && issue.path.length === 1 && issue.path[0] === 'tags') {
    return intl.formatMessage(TEMPLATE_PROBLEMS.tooManyTags, { max: MAX_TEMPLATE_TAGS });
  }
  if (issue.path[0] === 'categoryId') return intl.formatMessage(TEMPLATE_PROBLEMS.categoryId);
  if (issue.path[0] === 'counter' && issue.path.length === 2) {
    const bounds = COUNTER_BOUNDS[issue.path[1] as keyof typeof COUNTER_BOUNDS] as
      (typeof COUNTER_BOUNDS)[keyof typeof COUNTER_BOUNDS] | undefined;
    if (bounds) return intl.formatMessage(TEMPLATE_PROBLEMS.wholeNumberBetween, bounds);
  }
  const params = (issue.code === 'custom' ? issue.params : undefined) as Record<string, unknown> | undefined;
  switch (params?.say) {
    case 'atCharacter':
      return intl.formatMessage(TEMPLATE_PROBLEMS.atCharacter, {
        position: String(params.position),
        problem: placeholderProblemText(params.said as PlaceholderSaid, intl),
      });
    case 'translationEmpty':
      return intl.formatMessage(TEMPLATE_PROBLEMS.translationEmpty, {
        language: languageName(String(params.language), intl.locale),
      });
    case 'tooManyTranslations':
      return intl.formatMessage(TEMPLATE_PROBLEMS.tooManyTranslations, { max: Number(params.max) });
    case 'translationsLanguage':
      return translationsLanguageProblem(draft.language, draft.localizations, intl);
    default:
      return saidIssueText(issue, intl);
  }
}

/** Where a template's episode counter stands, as the main process keeps it. */
interface CounterState {
  /** The number the next file applied gets. */
  readonly next: number;
  /** Numbers given to queued uploads that have not started yet (given back if they are removed before). */
  readonly reserved: number;
  /** Numbers used by uploads that started. */
  readonly used: number;
}

export interface TemplateView {
  readonly template: SeriesTemplate;
  readonly counter: CounterState;
  /** The previous upload's filled title, for {previous.title}; absent before the first. */
  readonly previousTitle?: string;
}

export function emptyDraft(zone: string): TemplateDraft {
  return {
    name: '',
    title: '{file_spaced}',
    description: '',
    tags: [],
    privacy: 'private',
    playlists: [],
    attachThumbnail: true,
    attachCaptions: true,
    counter: { start: 1, step: 1, padding: 0 },
    zone,
    slots: null,
    slotsFrom: null,
    hold: false,
  };
}

/**
 * The privacy an upload really gets: a schedule needs private status until its publish time (the platform's rule:
 * status.publishAt "can be set only if the privacy status of the video is private", the video resource in the
 * discovery document of revision 20240303 and the videos.insert reference as read on 2026-11-25).
 */
export function effectivePrivacy(template: Pick<TemplateDraft, 'privacy' | 'slots'>): TemplateDraft['privacy'] {
  return template.slots ? 'private' : template.privacy;
}
