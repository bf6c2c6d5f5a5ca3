// Pure helpers of the Library screen: the local filter, the figures as a creator reads them, the video's details as
// the shared form model, and the words for what a save changed.
import { isScheduled, type FigureSource, type LibraryVideo } from '../../../shared/library/library-video';
import { filterWords, foldText } from '../../../shared/text/fold-text';
import type { IntlShape } from 'react-intl';
import { textLocale } from '../../../shared/text/text-locale';
import { formatDate as sayDate, formatDateTime } from '../../../shared/text/when';
import type { VideoMetadata } from '../../../shared/uploads/video-metadata';
import type { BadgeTone } from '../../components/badge';
import type { MetadataForm } from '../../components/metadata-form';
import { LIBRARY } from './library-messages';

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
export function alteredContentWord(answer: boolean | undefined, intl: IntlShape): string {
  return intl.formatMessage(LIBRARY.alteredAnswer, {
    answer: answer === undefined ? 'unanswered' : answer ? 'yes' : 'no',
  });
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

const compactByLocale = new Map<string, Intl.NumberFormat>();

/** 18.4K as the chosen locale shortens it (German only from a million: 1,8 Mio.); a dash when the figure is hidden. */
export function formatCount(value: number | undefined, locale = textLocale()): string {
  if (value === undefined) return '–';
  let compact = compactByLocale.get(locale ?? '');
  if (!compact) {
    compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactByLocale.set(locale ?? '', compact);
  }
  return compact.format(value);
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

const BADGE_TONES = { public: 'ok', unlisted: 'info', private: 'muted', scheduled: 'warning' } as const;

export function privacyBadge(
  video: Pick<LibraryVideo, 'privacyStatus' | 'publishAt'>,
  now: number,
  intl: IntlShape,
): PrivacyBadge {
  // The when is the Schedule column's: the badge says what, once.
  const visibility = isScheduled(video, now) ? 'scheduled' : video.privacyStatus;
  return { label: intl.formatMessage(LIBRARY.visibility, { visibility }), tone: BADGE_TONES[visibility] };
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

/** The form's fields in its order (their words are library.field's). */
const FIELD_ORDER: ReadonlyArray<keyof MetadataForm> = [
  'title',
  'description',
  'tags',
  'categoryId',
  'privacyStatus',
  'madeForKids',
  'embeddable',
  'license',
  'publishAt',
  'defaultLanguage',
  'defaultAudioLanguage',
  'publicStatsViewable',
  'recordingDate',
  'notifySubscribers',
  'containsSyntheticMedia',
];

/** "title and visibility": the fields that differ, in the form's order, listed as the language lists. */
export function changedFields(before: MetadataForm, after: MetadataForm, intl: IntlShape): string {
  const names = FIELD_ORDER.filter((field) => before[field] !== after[field]).map((field) =>
    intl.formatMessage(LIBRARY.field, { field }),
  );
  return intl.formatList(names, { type: 'conjunction' });
}

/** Where the views and likes came from, in a creator's words; the call's name kept for the details. */
export interface FiguresSource {
  readonly text: string;
  /** The sentence naming the call ("Read through videos.batchGetStats, …"). */
  readonly technical: string;
}

const BECAUSE = {
  'not-served': 'notServed',
  'not-enabled': 'notEnabled',
  'bucket-exhausted': 'bucketExhausted',
} as const;

/** Which read the figures came from and what it cost; the fallback says why. */
export function figuresSourceText(source: FigureSource | undefined, intl: IntlShape): FiguresSource | undefined {
  if (source === undefined) return undefined;
  if (source.from === 'videos.batchGetStats') {
    return {
      text: intl.formatMessage(LIBRARY.figuresStats),
      technical: intl.formatMessage(LIBRARY.figuresReadStats, { method: 'videos.batchGetStats' }),
    };
  }
  return {
    text: intl.formatMessage(LIBRARY.figuresFallback, { because: BECAUSE[source.because] }),
    technical: intl.formatMessage(LIBRARY.figuresReadFallback, {
      method: 'videos.list',
      other: 'videos.batchGetStats',
      reason: source.because,
    }),
  };
}
