// What a bulk edit would do to each picked video, before anything is sent: the fields before and after with the
// changed spans, the videos it leaves as they are, the ones the platform would refuse (with its reason, from the
// upload form's own rules in video-metadata.ts), and what applying costs in quota units.
//
// The limits followed are those of the video resource's reference, developers.google.com/youtube/v3/docs/videos
// (snippet.title: at most 100 characters, no < or >; snippet.description: at most 5000 bytes, no < or >;
// snippet.tags[]: 500 characters in all, a comma between tags counting and a tag with a space counting its quotes;
// status.publishAt only on a private video), as encoded in shared/uploads/video-metadata.ts; checked through the
// docs search on 2026-11-25 (the pages found show the resource and its methods, unchanged; the revision history
// lists no change to these limits).
import type { IntlShape } from 'react-intl';
import type { LibraryVideo } from '../library/library-video';
import { QUOTA_COSTS } from '../platform/quota-costs';
import {
  categoryIdProblem,
  descriptionProblem,
  publishAtProblem,
  tagsProblem,
  titleProblem,
  type VideoMetadata,
} from '../uploads/video-metadata';
import { localizationsProblem, sameLocalizations, type Localizations } from '../library/video-texts';
import { touchedFields, type BulkField, type BulkOperation, type TextField } from './bulk-operation';
import { compileFinder, type Span } from './text-edit';

/** The fields of a video a bulk edit works on, as the job reads them fresh and writes them back. */
export interface BulkValues {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly categoryId: string;
  readonly privacyStatus: LibraryVideo['privacyStatus'];
  readonly selfDeclaredMadeForKids?: boolean;
  readonly license: LibraryVideo['license'];
  readonly embeddable: boolean;
  readonly publishAt?: string;
  /** Undefined while the creator has not answered. */
  readonly containsSyntheticMedia?: boolean;
  readonly defaultLanguage?: string;
  readonly localizations?: Localizations;
}

export function bulkValuesOf(video: LibraryVideo): BulkValues {
  return {
    title: video.title,
    description: video.description,
    tags: video.tags,
    categoryId: video.categoryId,
    privacyStatus: video.privacyStatus,
    license: video.license,
    embeddable: video.embeddable,
    ...(video.selfDeclaredMadeForKids !== undefined ? { selfDeclaredMadeForKids: video.selfDeclaredMadeForKids } : {}),
    ...(video.publishAt !== undefined ? { publishAt: video.publishAt } : {}),
    ...(video.containsSyntheticMedia !== undefined ? { containsSyntheticMedia: video.containsSyntheticMedia } : {}),
    ...(video.defaultLanguage ? { defaultLanguage: video.defaultLanguage } : {}),
    ...(video.localizations ? { localizations: video.localizations } : {}),
  };
}

interface TextSpans {
  readonly before: readonly Span[];
  readonly after: readonly Span[];
}

export type VideoOutcome = 'changed' | 'untouched' | 'refused';

export interface VideoPreview {
  readonly id: string;
  readonly outcome: VideoOutcome;
  readonly before: BulkValues;
  readonly after: BulkValues;
  /** The fields whose value changes. */
  readonly changed: readonly BulkField[];
  /** Exact changed spans of the title and the description, when the operation edits text. */
  readonly spans: Partial<Record<TextField, TextSpans>>;
  /** The platform's refusals, by field, when the outcome is refused. */
  readonly problems: Partial<Record<BulkField, string>>;
}

export interface BulkPreview {
  readonly videos: readonly VideoPreview[];
  readonly changed: number;
  readonly untouched: number;
  readonly refused: number;
  /** Quota units to apply: a fresh videos.list and a videos.update per changed video. */
  readonly units: number;
}

/** Per changed video: the read before writing, and the write. */
export const UNITS_PER_VIDEO = QUOTA_COSTS['videos.list'] + QUOTA_COSTS['videos.update'];

type Edit = (values: BulkValues) => { readonly after: BulkValues; readonly spans: VideoPreview['spans'] };

/** The operation as a function of one video's values, or why it cannot run (a pattern RE2 refuses). */
function compileOperation(operation: BulkOperation): Edit | { readonly problem: string } {
  switch (operation.kind) {
    case 'replace': {
      const finder = compileFinder(operation.find, operation.replace, operation);
      if ('problem' in finder) return finder;
      return (values) => {
        let after = values;
        const spans: Partial<Record<TextField, TextSpans>> = {};
        for (const field of operation.fields) {
          const change = finder.replaceIn(values[field]);
          if (change.before.length === 0) continue;
          after = { ...after, [field]: change.after };
          spans[field] = { before: change.before, after: change.spansAfter };
        }
        return { after, spans };
      };
    }
    case 'append':
    case 'prepend': {
      const { field, text } = operation;
      return (values) => {
        const old = values[field];
        const appended = operation.kind === 'append';
        const after = appended ? old + text : text + old;
        const at = appended ? old.length : 0;
        return {
          after: { ...values, [field]: after },
          spans: { [field]: { before: [], after: [[at, at + text.length]] } },
        };
      };
    }
    case 'addTags':
      return (values) => {
        const known = new Set(values.tags.map((tag) => tag.toLocaleLowerCase()));
        const added = operation.tags.filter((tag) => {
          const key = tag.toLocaleLowerCase();
          if (known.has(key)) return false;
          known.add(key);
          return true;
        });
        return { after: { ...values, tags: [...values.tags, ...added] }, spans: {} };
      };
    case 'removeTags': {
      const removed = new Set(operation.tags.map((tag) => tag.toLocaleLowerCase()));
      return (values) => ({
        after: { ...values, tags: values.tags.filter((tag) => !removed.has(tag.toLocaleLowerCase())) },
        spans: {},
      });
    }
    case 'set': {
      const { publishAt, ...rest } = operation.values;
      return (values) => {
        const next: Record<string, unknown> = { ...values, ...rest };
        if (publishAt === null) delete next.publishAt;
        else if (publishAt !== undefined) next.publishAt = publishAt;
        // Made public or unlisted, a video has no schedule any more (the platform drops it).
        else if (rest.privacyStatus !== undefined && rest.privacyStatus !== 'private') delete next.publishAt;
        return { after: next as unknown as BulkValues, spans: {} };
      };
    }
  }
}

/** Every video's values after `operation` (in order), or why it cannot run: what a job writes. */
export function editTargets(
  operation: BulkOperation,
  seen: readonly BulkValues[],
): { readonly targets: readonly BulkValues[] } | { readonly problem: string } {
  const edit = compileOperation(operation);
  if ('problem' in edit) return edit;
  return { targets: seen.map((values) => edit(values).after) };
}

function same(a: BulkValues, b: BulkValues, field: BulkField): boolean {
  if (field === 'localizations') return sameLocalizations(a.localizations, b.localizations);
  if (field === 'defaultLanguage') return (a.defaultLanguage || undefined) === (b.defaultLanguage || undefined);
  const x = a[field];
  const y = b[field];
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => v === y[i]);
  return x === y;
}

/** The fields among `fields` whose value differs between two readings of a video. */
export function differingFields(a: BulkValues, b: BulkValues, fields: readonly BulkField[]): readonly BulkField[] {
  return fields.filter((field) => !same(a, b, field));
}

/** Why the platform would refuse `after`, field by field, among the fields the edit changes. */
export function refusals(
  after: BulkValues,
  changed: readonly BulkField[],
  now: number,
  intl?: IntlShape,
): VideoPreview['problems'] {
  const problems: Partial<Record<BulkField, string>> = {};
  const check: Partial<Record<BulkField, () => string | undefined>> = {
    title: () => titleProblem(after.title, intl),
    description: () => descriptionProblem(after.description, intl),
    tags: () => tagsProblem(after.tags, intl),
    categoryId: () => categoryIdProblem(after.categoryId, intl),
    publishAt: () => publishAtProblem(after.publishAt, after.privacyStatus, now, intl),
    privacyStatus: () => publishAtProblem(after.publishAt, after.privacyStatus, now, intl),
    localizations: () => localizationsProblem(after.defaultLanguage, after.localizations, intl),
    defaultLanguage: () => localizationsProblem(after.defaultLanguage, after.localizations, intl),
  };
  for (const field of changed) {
    const problem = check[field]?.();
    const under = field === 'privacyStatus' ? 'publishAt' : field === 'defaultLanguage' ? 'localizations' : field;
    if (problem !== undefined) problems[under] = problem;
  }
  return problems;
}

/** One video's preview under a compiled operation. */
function previewVideo(
  id: string,
  before: BulkValues,
  edit: Edit,
  fields: readonly BulkField[],
  now: number,
  intl: IntlShape | undefined,
) {
  const { after, spans } = edit(before);
  const changed = differingFields(before, after, fields);
  const problems = refusals(after, changed, now, intl);
  const outcome: VideoOutcome =
    changed.length === 0 ? 'untouched' : Object.keys(problems).length > 0 ? 'refused' : 'changed';
  return { id, outcome, before, after, changed, spans, problems } satisfies VideoPreview;
}

/** The preview of `operation` over `videos`, or the reason the operation cannot run. */
export function previewBulkEdit(
  videos: readonly LibraryVideo[],
  operation: BulkOperation,
  now: number,
  intl?: IntlShape,
): BulkPreview | { readonly problem: string } {
  const edit = compileOperation(operation);
  if ('problem' in edit) return edit;
  const fields = touchedFields(operation);
  const previews = videos.map((video) => previewVideo(video.id, bulkValuesOf(video), edit, fields, now, intl));
  const count = (outcome: VideoOutcome) => previews.filter((preview) => preview.outcome === outcome).length;
  const changed = count('changed');
  return {
    videos: previews,
    changed,
    untouched: count('untouched'),
    refused: count('refused'),
    units: changed * UNITS_PER_VIDEO,
  };
}

/**
 * What a bulk job writes: the metadata, and whether the altered content answer is to be cleared (an undo back to
 * "not answered"; the Library's update otherwise keeps the platform's answer when the metadata gives none).
 */
export type BulkWrite = VideoMetadata & { readonly clearSyntheticMedia?: true };

/** A video's bulk values as the metadata the Library's update lays over the video (complete parts are sent). */
export function metadataFromValues(values: BulkValues): BulkWrite {
  return {
    snippet: {
      title: values.title,
      description: values.description,
      tags: [...values.tags],
      ...(values.categoryId !== '' ? { categoryId: values.categoryId } : {}),
      // '' clears a default language the platform has; absent from both, nothing is sent.
      defaultLanguage: values.defaultLanguage ?? '',
    },
    status: {
      privacyStatus: values.privacyStatus,
      license: values.license,
      embeddable: values.embeddable,
      ...(values.selfDeclaredMadeForKids !== undefined
        ? { selfDeclaredMadeForKids: values.selfDeclaredMadeForKids }
        : {}),
      ...(values.publishAt !== undefined ? { publishAt: values.publishAt } : {}),
      ...(values.containsSyntheticMedia !== undefined ? { containsSyntheticMedia: values.containsSyntheticMedia } : {}),
    },
    localizations: values.localizations ?? {},
    ...(values.containsSyntheticMedia === undefined ? { clearSyntheticMedia: true as const } : {}),
  };
}

/** `base` with `fields` taken from `from` (a field absent from `from` is removed). */
export function overlay(base: BulkValues, from: BulkValues, fields: readonly BulkField[]): BulkValues {
  const next: Record<string, unknown> = { ...base };
  for (const field of fields) {
    if (from[field] === undefined) delete next[field];
    else next[field] = from[field];
  }
  return next as unknown as BulkValues;
}
