// Fills a template for one file: the placeholders written out, the schedule's publish time set (private until then),
// and the platform's limits checked on the result (title length, description bytes, the tags total), since only the
// filled text says whether "Episode {n}: {file_spaced}" fits in 100 characters.
import { DateTime } from 'luxon';
import type { IntlShape } from 'react-intl';
import {
  checkVideoMetadata,
  englishIntl,
  type MetadataProblems,
  type VideoMetadata,
  type VideoStatusInput,
} from '../uploads/video-metadata';
import type { Localizations } from '../library/video-texts';
import { effectivePrivacy, type TemplateDraft } from './template';
import { filledTranslationProblem, translationsLanguageProblem } from './template-localizations';
import { SERIES_PROBLEMS } from './series-messages';
import { parseTemplateText, type ParsedTemplateText, type TemplatePart } from './template-placeholders';

interface FillContext {
  /** The video file's name, with its extension. */
  readonly fileName: string;
  /** The episode number this file gets. */
  readonly n: number;
  /** When the template is applied (epoch ms). */
  readonly now: number;
  /** The publish slot given to this file (epoch ms), when the template has a schedule. */
  readonly publishAt?: number;
  readonly previous?: { readonly title: string; readonly description: string };
  /** The language the problems are said in; English when not given. */
  readonly intl?: IntlShape;
}

export interface FilledUpload {
  readonly metadata: VideoMetadata;
  /** What the platform would refuse, by field; empty when it would accept it. */
  readonly problems: MetadataProblems;
}

/** The name without its extension: "Show_S01E01.mp4" → "Show_S01E01" (a name without one stays whole). */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** "_" and "." as spaces, runs of spaces as one: "Show_S01E01.final" → "Show S01E01 final". */
export function spacedName(fileName: string): string {
  let spaced = '';
  let lastSpace = true;
  for (const char of baseName(fileName)) {
    const space = char === '_' || char === '.' || char === ' ';
    if (space && lastSpace) continue;
    spaced += space ? ' ' : char;
    lastSpace = space;
  }
  return spaced.trimEnd();
}

function counterText(n: number, padding: number): string {
  const digits = String(Math.abs(n));
  return (n < 0 ? '-' : '') + (digits.length >= padding ? digits : '0'.repeat(padding - digits.length) + digits);
}

function writePart(part: TemplatePart, template: TemplateDraft, context: FillContext): string {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'file':
      return baseName(context.fileName);
    case 'file_spaced':
      return spacedName(context.fileName);
    case 'counter':
      return counterText(context.n, part.padding ?? template.counter.padding);
    case 'date':
      return DateTime.fromMillis(context.now, { zone: template.zone }).setLocale('en-GB').toFormat(part.format);
    case 'publish_date':
      return DateTime.fromMillis(context.publishAt ?? context.now, { zone: template.zone })
        .setLocale('en-GB')
        .toFormat(part.format);
    case 'previous.title':
      return context.previous?.title ?? '';
    case 'previous.description':
      return context.previous?.description ?? '';
  }
}

function writeParsed(parsed: ParsedTemplateText, template: TemplateDraft, context: FillContext): string {
  let text = '';
  for (const part of parsed.parts) text += writePart(part, template, context);
  return text;
}

/** One field's text filled; a field with problems is written as far as it reads (the editor shows the problems). */
export function fillText(text: string, template: TemplateDraft, context: FillContext): string {
  return writeParsed(parseTemplateText(text), template, context);
}

/**
 * The translations filled like the default texts, and the first problem of them (the language named). {previous.*}
 * writes the previous upload's default title and description in every language: the counter remembers only those.
 */
function fillLocalizations(
  template: TemplateDraft,
  context: FillContext,
): { localizations?: Localizations; problem?: string } {
  const entries = Object.entries(template.localizations ?? {});
  if (entries.length === 0) return {};
  const localizations: Record<string, { title: string; description: string }> = {};
  let problem = translationsLanguageProblem(template.language, template.localizations, context.intl);
  for (const [language, text] of entries) {
    const title = fillText(text.title, template, context).trim();
    const description = fillText(text.description, template, context);
    localizations[language] = { title, description };
    problem ??= filledTranslationProblem(language, title, description, context.intl);
  }
  return { localizations, ...(problem ? { problem } : {}) };
}

/** The metadata one file gets from the template, and what the platform would refuse of it. */
export function fillTemplate(template: TemplateDraft, context: FillContext): FilledUpload {
  const title = fillText(template.title, template, context).trim();
  const description = fillText(template.description, template, context);
  const tags = template.tags.map((tag) => fillText(tag, template, context).trim()).filter((tag) => tag !== '');
  const translations = fillLocalizations(template, context);
  const publishAt =
    template.slots && context.publishAt !== undefined
      ? { publishAt: new Date(context.publishAt).toISOString().replace(/\.\d{3}Z$/, 'Z') }
      : {};
  const status: VideoStatusInput = {
    privacyStatus: effectivePrivacy(template),
    ...(template.madeForKids !== undefined ? { selfDeclaredMadeForKids: template.madeForKids } : {}),
    ...(template.syntheticMedia !== undefined ? { containsSyntheticMedia: template.syntheticMedia } : {}),
    ...(template.license !== undefined ? { license: template.license } : {}),
    ...(template.embeddable !== undefined ? { embeddable: template.embeddable } : {}),
    ...(template.publicStats !== undefined ? { publicStatsViewable: template.publicStats } : {}),
    ...publishAt,
  };
  const metadata: VideoMetadata = {
    snippet: {
      title,
      ...(description !== '' ? { description } : {}),
      ...(tags.length > 0 ? { tags } : {}),
      ...(template.categoryId !== undefined ? { categoryId: template.categoryId } : {}),
      ...(template.language !== undefined ? { defaultLanguage: template.language } : {}),
      ...(template.audioLanguage !== undefined ? { defaultAudioLanguage: template.audioLanguage } : {}),
    },
    status,
    ...(translations.localizations ? { localizations: translations.localizations } : {}),
    ...(template.recordingDate !== undefined ? { recordingDetails: { recordingDate: template.recordingDate } } : {}),
    ...(template.notifySubscribers !== undefined ? { notifySubscribers: template.notifySubscribers } : {}),
  };
  const problems = checkVideoMetadata(metadata, context.now, context.intl);
  return { metadata, problems: translations.problem ? { ...problems, localizations: translations.problem } : problems };
}

/** The episode numbers `count` files get from `next` on. */
export function episodeNumbers(next: number, step: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => next + index * step);
}

/** The problems of a filled upload as one sentence naming the file, or undefined. */
export function filledProblemSentence(
  fileName: string,
  problems: MetadataProblems,
  intl: IntlShape = englishIntl(),
): string | undefined {
  const messages = Object.values(problems);
  if (messages.length === 0) return undefined;
  return intl.formatMessage(SERIES_PROBLEMS.notAdded, { fileName, problems: messages.join(' ') });
}
