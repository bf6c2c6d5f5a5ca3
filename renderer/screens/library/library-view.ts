// Pure helpers of the Library screen: the local filter, the figures as a creator reads them, the video's details as
// the shared form model, and the words for what a save changed.
import { isScheduled, type FigureSource, type LibraryVideo } from '../../../shared/library/library-video';
import { filterWords, foldText } from '../../../shared/text/fold-text';
import { formatDate as sayDate, formatDateTime } from '../../../shared/text/when';
import type { VideoMetadata } from '../../../shared/uploads/video-metadata';
import type { BadgeTone } from '../../components/badge';
import type { MetadataForm } from '../../components/metadata-form';

/** Every word of the filter must appear in the title or a tag (case- and accent-insensitive). */
export function matchesFilter(video: Pick<LibraryVideo, 'title' | 'tags'>, filter: string): boolean {
  const words = filterWords(filter);
  if (words.length === 0) return true;
  const haystack = foldText([video.title, ...video.tags].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The altered or synthetic content filter: every video, or those answered yes, no, or not yet. */
export const ALTERED_FILTERS = ['any', 'yes', 'no', 'unanswered'] as const;
export type AlteredFilter = (typeof ALTERED_FILTERS)[number];

export const ALTERED_FILTER_LABELS: Readonly<Record<AlteredFilter, string>> = {
  any: 'Any answer',
  yes: 'Answered yes',
  no: 'Answered no',
  unanswered: 'Not answered',
};

export function matchesAltered(video: Pick<LibraryVideo, 'containsSyntheticMedia'>, filter: AlteredFilter): boolean {
  switch (filter) {
    case 'any':
      return true;
    case 'yes':
      return video.containsSyntheticMedia === true;
    case 'no':
      return video.containsSyntheticMedia === false;
    case 'unanswered':
      return video.containsSyntheticMedia === undefined;
  }
}

/** The altered content answer in one word or two, as the table, the preview and the calendar say it. */
export function alteredContentWord(answer: boolean | undefined): string {
  return answer === undefined ? 'Not answered' : answer ? 'Yes' : 'No';
}

/** 10:12, 2:03:04; a dash while the platform is still processing the video. */
export function formatLength(seconds: number | undefined): string {
  if (seconds === undefined) return '–';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** 18.4K; a dash when the platform hides the figure. */
export function formatCount(value: number | undefined): string {
  return value === undefined ? '–' : compact.format(value);
}

/** A day (or a moment) as every screen says it (shared/text/when.ts); a text that is no date is shown as it is. */
export function formatDate(iso: string, withTime = false): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return withTime ? formatDateTime(iso) : sayDate(iso);
}

export interface PrivacyBadge {
  readonly label: string;
  readonly tone: BadgeTone;
}

export function privacyBadge(video: Pick<LibraryVideo, 'privacyStatus' | 'publishAt'>, now: number): PrivacyBadge {
  // The when is the Schedule column's: the badge says what, once.
  if (isScheduled(video, now)) return { label: 'Scheduled', tone: 'warning' };
  switch (video.privacyStatus) {
    case 'public':
      return { label: 'Public', tone: 'ok' };
    case 'unlisted':
      return { label: 'Unlisted', tone: 'info' };
    case 'private':
      return { label: 'Private', tone: 'muted' };
  }
}

/** The video's editable details as the upload form's metadata. */
export function metadataOf(video: LibraryVideo): VideoMetadata {
  return {
    snippet: {
      title: video.title,
      ...(video.description !== '' ? { description: video.description } : {}),
      ...(video.tags.length > 0 ? { tags: [...video.tags] } : {}),
      ...(video.categoryId !== '' ? { categoryId: video.categoryId } : {}),
    },
    status: {
      privacyStatus: video.privacyStatus,
      embeddable: video.embeddable,
      license: video.license,
      ...(video.selfDeclaredMadeForKids !== undefined
        ? { selfDeclaredMadeForKids: video.selfDeclaredMadeForKids }
        : {}),
      ...(video.publishAt !== undefined ? { publishAt: video.publishAt } : {}),
      ...(video.containsSyntheticMedia !== undefined ? { containsSyntheticMedia: video.containsSyntheticMedia } : {}),
    },
  };
}

const FIELD_NAMES: Readonly<Record<keyof MetadataForm, string>> = {
  title: 'title',
  description: 'description',
  tags: 'tags',
  categoryId: 'category',
  privacyStatus: 'visibility',
  madeForKids: 'audience',
  embeddable: 'embedding',
  license: 'licence',
  publishAt: 'publish time',
  defaultLanguage: 'language',
  defaultAudioLanguage: 'audio language',
  publicStatsViewable: 'public statistics',
  recordingDate: 'recording date',
  notifySubscribers: 'notification of subscribers',
  containsSyntheticMedia: 'altered or synthetic content answer',
};

/** "title and visibility": the fields that differ, in the form's order. */
export function changedFields(before: MetadataForm, after: MetadataForm): string {
  const names = (Object.keys(FIELD_NAMES) as Array<keyof MetadataForm>)
    .filter((field) => before[field] !== after[field])
    .map((field) => FIELD_NAMES[field]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const FALLBACK_WHY: Readonly<Record<Extract<FigureSource, { from: 'videos.list' }>['because'], string>> = {
  'not-served': "the platform's statistics are not offered here",
  'not-enabled': "the platform's statistics are not switched on for this project",
  'bucket-exhausted': "the statistics' own daily allowance is used up",
};

/** Where the views and likes came from, in a creator's words; the call's name kept for the details. */
export interface FiguresSource {
  readonly text: string;
  readonly technical: string;
}

/** Which read the figures came from and what it cost; the fallback says why. */
export function figuresSourceText(source: FigureSource | undefined): FiguresSource | undefined {
  if (source === undefined) return undefined;
  if (source.from === 'videos.batchGetStats') {
    return {
      text: "Views and likes from the platform's statistics: they do not use the project's daily units.",
      technical: 'videos.batchGetStats, on its own daily bucket',
    };
  }
  return {
    text: `Views and likes read with the videos, from the project's daily units, because ${FALLBACK_WHY[source.because]}.`,
    technical: `videos.list instead of videos.batchGetStats (${source.because})`,
  };
}
