// How a scheduled change reads on the screens that show one (the Library's details, the calendar, the history):
// what it does, when, and its state, in a creator's words from the message catalogue. Dates through
// shared/text/when.ts in the chosen language; a category by its name (the platform's videoCategories, as the details
// forms read them), a translation by its language's name. The hook that gives them to a screen is useChangeWords
// (stores/schedule-store.ts).
import { defineMessages, type IntlShape } from 'react-intl';
import type { BulkField } from '../../shared/bulk/bulk-operation';
import { sayLine } from '../../shared/i18n/saved-line';
import { untyped } from '../../shared/i18n/untyped';
import type { ChangeState, ScheduledChangeView } from '../../shared/schedule/scheduled-change';
import { formatDateTime } from '../../shared/text/when';
import type { BadgeTone } from './badge';

export const CHANGE_WORDS = untyped(
  defineMessages({
    scheduled: {
      id: 'scheduledChange.state.scheduled',
      defaultMessage: 'Waiting',
      description: 'Badge: waits for its time',
    },
    waitingQuota: {
      id: 'scheduledChange.state.waitingQuota',
      defaultMessage: 'Waits for quota',
      description: "Badge: due, but today's API quota cannot pay for it; runs after the daily reset",
    },
    running: { id: 'scheduledChange.state.running', defaultMessage: 'Running', description: 'Badge: being made now' },
    done: { id: 'scheduledChange.state.done', defaultMessage: 'Done', description: 'Badge: it ran' },
    held: {
      id: 'scheduledChange.state.held',
      defaultMessage: 'Held for you',
      description: 'Badge: the video was edited elsewhere; the change waits for the creator to decide',
    },
    failed: { id: 'scheduledChange.state.failed', defaultMessage: 'Failed', description: 'Badge' },
    skipped: {
      id: 'scheduledChange.state.skipped',
      defaultMessage: 'Skipped',
      description: 'Badge: not run, later than its "skip if later than"',
    },
    cancelled: { id: 'scheduledChange.state.cancelled', defaultMessage: 'Cancelled', description: 'Badge' },
    undone: {
      id: 'scheduledChange.state.undone',
      defaultMessage: 'Undone',
      description: 'Badge: it ran, then was undone',
    },

    title: { id: 'scheduledChange.field.title', defaultMessage: 'Title', description: "A video's title (field name)" },
    description: {
      id: 'scheduledChange.field.description',
      defaultMessage: 'Description',
      description: "A video's description (field name)",
    },
    tags: { id: 'scheduledChange.field.tags', defaultMessage: 'Tags', description: "A video's tags (field name)" },
    categoryId: {
      id: 'scheduledChange.field.category',
      defaultMessage: 'Category',
      description: "A video's category (field name)",
    },
    privacyStatus: {
      id: 'scheduledChange.field.visibility',
      defaultMessage: 'Visibility',
      description: 'Public, unlisted or private (YouTube Studio: Visibility)',
    },
    selfDeclaredMadeForKids: {
      id: 'scheduledChange.field.audience',
      defaultMessage: 'Audience',
      description: 'Made for kids or not (YouTube Studio: Audience)',
    },
    license: { id: 'scheduledChange.field.licence', defaultMessage: 'Licence', description: "A video's licence" },
    embeddable: {
      id: 'scheduledChange.field.embedding',
      defaultMessage: 'Embedding',
      description: 'Whether others may embed the video (YouTube Studio: Allow embedding)',
    },
    publishAt: {
      id: 'scheduledChange.field.publishTime',
      defaultMessage: 'Publish time',
      description: 'When a scheduled private video goes public',
    },
    containsSyntheticMedia: {
      id: 'scheduledChange.field.alteredContent',
      defaultMessage: 'Altered content answer',
      description: "The answer to YouTube's altered or synthetic content question",
    },
    defaultLanguage: {
      id: 'scheduledChange.field.defaultLanguage',
      defaultMessage: 'Default language',
      description: 'The language of the title and description (YouTube Studio: Video language)',
    },
    localizations: {
      id: 'scheduledChange.field.translations',
      defaultMessage: 'Translations',
      description: 'Titles and descriptions in other languages (YouTube Studio: Subtitles / translations)',
    },
    thumbnail: {
      id: 'scheduledChange.field.thumbnail',
      defaultMessage: 'Thumbnail',
      description: "A video's thumbnail (field name)",
    },

    valueNone: { id: 'scheduledChange.value.none', defaultMessage: 'none', description: 'An empty list of tags' },
    valueYes: { id: 'scheduledChange.value.yes', defaultMessage: 'yes', description: 'A yes-or-no answer' },
    valueNo: { id: 'scheduledChange.value.no', defaultMessage: 'no', description: 'A yes-or-no answer' },
    valueEmpty: { id: 'scheduledChange.value.empty', defaultMessage: 'empty', description: 'An empty text' },
    standardLicence: {
      id: 'scheduledChange.value.standardLicence',
      defaultMessage: 'Standard licence',
      description: 'The standard YouTube licence',
    },
    creativeCommons: {
      id: 'scheduledChange.value.creativeCommons',
      defaultMessage: 'Creative Commons',
      description: 'The Creative Commons licence',
    },
    public: { id: 'scheduledChange.value.public', defaultMessage: 'public', description: 'Visibility value' },
    unlisted: { id: 'scheduledChange.value.unlisted', defaultMessage: 'unlisted', description: 'Visibility value' },
    private: { id: 'scheduledChange.value.private', defaultMessage: 'private', description: 'Visibility value' },

    setField: {
      id: 'scheduledChange.part.set',
      defaultMessage: '{field} → “{value}”',
      description: 'One part of a change: a field and its new value',
    },
    setThumbnail: {
      id: 'scheduledChange.part.thumbnail',
      defaultMessage: 'Thumbnail → {name}',
      description: 'One part of a change: the image set as the thumbnail; name is its file name',
    },
    addToPlaylists: {
      id: 'scheduledChange.part.playlists',
      defaultMessage: 'add to {count, plural, one {# playlist} other {# playlists}}',
      description: 'One part of a change',
    },
    postComment: {
      id: 'scheduledChange.part.comment',
      defaultMessage: 'post a comment',
      description: 'One part of a change',
    },
    parts: {
      id: 'scheduledChange.parts',
      defaultMessage: '{first}; {rest}',
      description: 'Two parts of a change (or a part and the rest) joined',
    },

    whenLive: {
      id: 'scheduledChange.when.live',
      defaultMessage: 'When it goes live',
      description: 'A change made once YouTube makes the video public, its time not known',
    },
    whenLiveAt: {
      id: 'scheduledChange.when.liveAt',
      defaultMessage: 'When it goes live ({when})',
      description: 'A change made once YouTube makes the video public; when is its publish date and time',
    },
    minutes: {
      id: 'scheduledChange.duration.minutes',
      defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
      description: 'How late',
    },
    hours: {
      id: 'scheduledChange.duration.hours',
      defaultMessage: '{count, plural, one {# hour} other {# hours}}',
      description: 'How late',
    },
    days: {
      id: 'scheduledChange.duration.days',
      defaultMessage: '{count, plural, one {# day} other {# days}}',
      description: 'How late',
    },
    outcomeHead: {
      id: 'scheduledChange.outcome.head',
      defaultMessage: '{ran, select, yes {Ran {at}} other {{state} {at}}}',
      description: 'What happened to a change, and when: “Ran Mon, Dec 7, 6:02 PM”; state is a state badge word',
    },
    outcomeHeadUntimed: {
      id: 'scheduledChange.outcome.headUntimed',
      defaultMessage: '{ran, select, yes {Ran} other {{state}}}',
      description: 'What happened to a change, its time unknown; state is a state badge word',
    },
    outcomeLate: {
      id: 'scheduledChange.outcome.late',
      defaultMessage: '{outcome}, {late} late',
      description: 'What happened, then how late (“2 hours”)',
    },
    outcomeUndone: {
      id: 'scheduledChange.outcome.undone',
      defaultMessage: '{outcome}; undone since',
      description: 'A change that ran and was undone later',
    },
    outcomeWhy: {
      id: 'scheduledChange.outcome.why',
      defaultMessage: '{outcome}. {why}',
      description: 'What happened, then why it was held, failed, skipped or waits, as the app said it',
    },
  }),
);

const STATE_TONES: Readonly<Record<ChangeState, BadgeTone>> = {
  scheduled: 'info',
  waitingQuota: 'warning',
  running: 'warning',
  done: 'ok',
  held: 'warning',
  failed: 'error',
  skipped: 'muted',
  cancelled: 'muted',
  undone: 'muted',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The words of changes in one language, with what the screen knows of category and language names. */
export interface ChangeWords {
  readonly state: (state: ChangeState) => { readonly label: string; readonly tone: BadgeTone };
  /** "Title", "Altered content answer": a field's name at the start of a line. */
  readonly field: (field: BulkField) => string;
  /** A field's value in a sentence: tags joined, yes or no, a category's name, long texts cut. */
  readonly value: (field: BulkField, value: unknown) => string;
  /** "Title → “Out now”; add to 2 playlists; post a comment". */
  readonly describe: (change: ScheduledChangeView) => string;
  /** "When it goes live (Mon, Dec 7, 6:00 PM)" or "Mon, Dec 7, 6:00 PM". */
  readonly when: (change: ScheduledChangeView, zone?: string) => string;
  /** "25 minutes", "3 hours", "2 days": how late, in the largest unit that reads well. */
  readonly duration: (ms: number) => string;
  /** What happened to it: "Ran Mon, Dec 7, 6:02 PM, 2 hours late", with why it was held or failed. */
  readonly outcome: (change: ScheduledChangeView) => string;
}

export interface ChangeNames {
  readonly category?: (id: string) => string | undefined;
  readonly language?: (code: string) => string | undefined;
}

function cut(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

export function changeWords(intl: IntlShape, names: ChangeNames = {}): ChangeWords {
  const say = intl.formatMessage;
  const list = (items: readonly string[]) => intl.formatList(items, { type: 'conjunction' });
  const value = (field: BulkField, raw: unknown): string => {
    if (raw === undefined && (field === 'localizations' || field === 'tags')) return say(CHANGE_WORDS.valueNone);
    if (raw === undefined || raw === '') return say(CHANGE_WORDS.valueEmpty);
    if (field === 'categoryId' && typeof raw === 'string') return names.category?.(raw) ?? raw;
    if (field === 'license') {
      if (raw === 'youtube') return say(CHANGE_WORDS.standardLicence);
      if (raw === 'creativeCommon') return say(CHANGE_WORDS.creativeCommons);
    }
    if (field === 'privacyStatus' && (raw === 'public' || raw === 'unlisted' || raw === 'private')) {
      return say(CHANGE_WORDS[raw]);
    }
    if (field === 'localizations' && typeof raw === 'object' && raw !== null) {
      const languages = Object.keys(raw).map((code) => names.language?.(code) ?? code);
      return languages.length === 0 ? say(CHANGE_WORDS.valueNone) : cut(list(languages));
    }
    if (field === 'defaultLanguage' && typeof raw === 'string') return names.language?.(raw) ?? raw;
    if (Array.isArray(raw)) return raw.length === 0 ? say(CHANGE_WORDS.valueNone) : cut(raw.join(', '));
    if (typeof raw === 'boolean') return say(raw ? CHANGE_WORDS.valueYes : CHANGE_WORDS.valueNo);
    return cut(typeof raw === 'string' ? raw : JSON.stringify(raw));
  };
  const duration = (ms: number): string => {
    if (ms < 2 * HOUR) return say(CHANGE_WORDS.minutes, { count: Math.max(1, Math.round(ms / MINUTE)) });
    if (ms < 48 * HOUR) return say(CHANGE_WORDS.hours, { count: Math.round(ms / HOUR) });
    return say(CHANGE_WORDS.days, { count: Math.round(ms / (24 * HOUR)) });
  };
  const words: ChangeWords = {
    state: (state) => ({ label: say(CHANGE_WORDS[state]), tone: STATE_TONES[state] }),
    field: (field) => say(CHANGE_WORDS[field]),
    value,
    describe(change) {
      const parts = change.fields
        // Made public or unlisted, the schedule goes with the visibility: said once, by the visibility.
        .filter((field) => !(field === 'publishAt' && change.fields.includes('privacyStatus')))
        .map((field) =>
          say(CHANGE_WORDS.setField, { field: say(CHANGE_WORDS[field]), value: value(field, change.after[field]) }),
        );
      if (change.thumbnail) parts.push(say(CHANGE_WORDS.setThumbnail, { name: change.thumbnail.name }));
      if (change.playlistIds.length > 0)
        parts.push(say(CHANGE_WORDS.addToPlaylists, { count: change.playlistIds.length }));
      if (change.comment !== undefined) parts.push(say(CHANGE_WORDS.postComment));
      return parts.reduceRight((rest, first) => (rest === '' ? first : say(CHANGE_WORDS.parts, { first, rest })), '');
    },
    when(change, zone) {
      const options = zone === undefined ? {} : { timeZone: zone };
      if (change.when.kind === 'live') {
        return change.dueAt === undefined
          ? say(CHANGE_WORDS.whenLive)
          : say(CHANGE_WORDS.whenLiveAt, { when: formatDateTime(change.dueAt, options) });
      }
      return formatDateTime(change.when.at, options);
    },
    duration,
    outcome(change) {
      const ran = change.state === 'done' || change.state === 'undone' ? 'yes' : 'no';
      const state = say(CHANGE_WORDS[change.state]);
      let outcome =
        change.ranAt === undefined
          ? say(CHANGE_WORDS.outcomeHeadUntimed, { ran, state })
          : say(CHANGE_WORDS.outcomeHead, { ran, state, at: formatDateTime(change.ranAt) });
      if (change.lateByMs !== undefined) {
        outcome = say(CHANGE_WORDS.outcomeLate, { outcome, late: duration(change.lateByMs) });
      }
      if (change.state === 'undone') outcome = say(CHANGE_WORDS.outcomeUndone, { outcome });
      if (change.message) {
        outcome = say(CHANGE_WORDS.outcomeWhy, { outcome, why: sayLine(intl, change.messageLine, change.message) });
      }
      return outcome;
    },
  };
  return words;
}
