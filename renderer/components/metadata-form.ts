// The video details form's model (Uploads and Library): what the inputs hold (strings, as typed) and the
// VideoMetadata they mean. The problems come from shared/uploads/video-metadata.ts, the same rules the contract's
// schemas apply in the main process, so a form the editor accepts is never refused by `uploads.updateMetadata` or
// `library.update`.
import type { IntlShape } from 'react-intl';
import {
  checkVideoMetadata,
  type License,
  type MetadataProblems,
  type PrivacyStatus,
  type VideoMetadata,
} from '../../shared/uploads/video-metadata';

/** A yes/no question a creator may not have answered yet. */
export type MadeForKids = 'unset' | 'yes' | 'no';

export interface MetadataForm {
  readonly title: string;
  readonly description: string;
  /** Comma-separated, as the platform's own tag box takes them. */
  readonly tags: string;
  /** '' for no category. */
  readonly categoryId: string;
  readonly privacyStatus: PrivacyStatus;
  readonly madeForKids: MadeForKids;
  readonly embeddable: boolean;
  readonly license: License;
  /** A datetime-local value (local time, no zone) or '' for none. */
  readonly publishAt: string;
  // The upload-only fields (the Library's form leaves them at these defaults, so it never sends them):
  /** A language code, '' for none. */
  readonly defaultLanguage: string;
  /** A language code, '' for none. */
  readonly defaultAudioLanguage: string;
  /** Shown to everyone unless turned off (the platform's default). */
  readonly publicStatsViewable: boolean;
  /** A date-input value (YYYY-MM-DD), '' for none. */
  readonly recordingDate: string;
  /** Subscribers are told of the new video unless turned off (the platform's default). */
  readonly notifySubscribers: boolean;
  /** The altered or synthetic content answer; 'unset' until the creator answers (never sent as "no" by itself). */
  readonly containsSyntheticMedia: MadeForKids;
}

export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** An RFC 3339 instant as a datetime-local value in this computer's time zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A datetime-local value as the RFC 3339 instant the platform wants. An unreadable value is passed through as is,
 * so the shared rule reports it with its own words.
 */
export function fromLocalInput(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function formFromMetadata(metadata: VideoMetadata): MetadataForm {
  const { snippet, status } = metadata;
  return {
    title: snippet.title,
    description: snippet.description ?? '',
    tags: (snippet.tags ?? []).join(', '),
    categoryId: snippet.categoryId ?? '',
    privacyStatus: status.privacyStatus,
    madeForKids: status.selfDeclaredMadeForKids === undefined ? 'unset' : status.selfDeclaredMadeForKids ? 'yes' : 'no',
    embeddable: status.embeddable ?? true,
    license: status.license ?? 'youtube',
    publishAt: toLocalInput(status.publishAt),
    defaultLanguage: snippet.defaultLanguage ?? '',
    defaultAudioLanguage: snippet.defaultAudioLanguage ?? '',
    publicStatsViewable: status.publicStatsViewable ?? true,
    recordingDate: recordingDateInput(metadata.recordingDetails?.recordingDate),
    notifySubscribers: metadata.notifySubscribers ?? true,
    containsSyntheticMedia:
      status.containsSyntheticMedia === undefined ? 'unset' : status.containsSyntheticMedia ? 'yes' : 'no',
  };
}

/** A date input holds a day: a date-time (a template or the platform may write one) shows as its UTC day. */
function recordingDateInput(recordingDate: string | undefined): string {
  if (!recordingDate) return '';
  return /^\d{4}-\d{2}-\d{2}/.exec(recordingDate)?.[0] ?? recordingDate;
}

/**
 * The metadata the form means; empty fields are left out rather than sent as empty values, and the switches that
 * are at the platform's default (public stats, notify subscribers) are left out too.
 */
export function metadataFromForm(form: MetadataForm): VideoMetadata {
  const tags = splitTags(form.tags);
  const description = form.description;
  const publishAt = fromLocalInput(form.publishAt);
  return {
    snippet: {
      title: form.title,
      ...(description !== '' ? { description } : {}),
      ...(tags.length > 0 ? { tags } : {}),
      ...(form.categoryId !== '' ? { categoryId: form.categoryId } : {}),
      ...(form.defaultLanguage !== '' ? { defaultLanguage: form.defaultLanguage } : {}),
      ...(form.defaultAudioLanguage !== '' ? { defaultAudioLanguage: form.defaultAudioLanguage } : {}),
    },
    status: {
      privacyStatus: form.privacyStatus,
      ...(form.madeForKids !== 'unset' ? { selfDeclaredMadeForKids: form.madeForKids === 'yes' } : {}),
      embeddable: form.embeddable,
      license: form.license,
      ...(publishAt !== undefined ? { publishAt } : {}),
      ...(form.publicStatsViewable ? {} : { publicStatsViewable: false }),
      ...(form.containsSyntheticMedia !== 'unset'
        ? { containsSyntheticMedia: form.containsSyntheticMedia === 'yes' }
        : {}),
    },
    ...(form.recordingDate !== '' ? { recordingDetails: { recordingDate: form.recordingDate } } : {}),
    ...(form.notifySubscribers ? {} : { notifySubscribers: false }),
  };
}

export interface MetadataCheck {
  readonly metadata: VideoMetadata;
  readonly problems: MetadataProblems;
  readonly ok: boolean;
}

/** The form's problems, said in `intl`'s language (the screen's). */
export function checkMetadataForm(form: MetadataForm, now: number, intl: IntlShape): MetadataCheck {
  const metadata = metadataFromForm(form);
  const problems = checkVideoMetadata(metadata, now, intl);
  return { metadata, problems, ok: Object.keys(problems).length === 0 };
}

export function sameForm(a: MetadataForm, b: MetadataForm): boolean {
  return (Object.keys(a) as Array<keyof MetadataForm>).every((key) => a[key] === b[key]);
}
