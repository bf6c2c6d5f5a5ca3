// The "Schedule a change" form's choices and how they map to the change sent (schedule.create): which fields are
// offered, the draft the form starts from, and the values to write on the picked fields. Pure, for unit tests. A
// thumbnail is no field of the video's values: the picked image goes with the change as its own part.
import { localFields } from '../../../../shared/calendar/calendar-days';
import type { BulkField } from '../../../../shared/bulk/bulk-operation';
import type { BulkValues } from '../../../../shared/bulk/bulk-preview';
import type { MessageDescriptor } from 'react-intl';
import { CHANGE_WORDS } from '../../../components/scheduled-change-words';
import { localizationsOfRows, translationRowsOf, type TranslationRow } from '../../../components/translation-rows';
import { SCHEDULE } from './schedule-messages';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import type { ChangeTime } from '../../../../shared/schedule/scheduled-change';
import type { License, PrivacyStatus } from '../../../../shared/uploads/video-metadata';

/** The fields offered (the thumbnail is offered beside them). */
export const OFFERED = [
  'title',
  'description',
  'tags',
  'privacyStatus',
  'containsSyntheticMedia',
  'categoryId',
  'license',
  'localizations',
] as const;
export type Offered = (typeof OFFERED)[number];
export const LABELS: Readonly<Record<Offered, MessageDescriptor>> = {
  title: CHANGE_WORDS.title,
  description: CHANGE_WORDS.description,
  tags: CHANGE_WORDS.tags,
  privacyStatus: CHANGE_WORDS.privacyStatus,
  containsSyntheticMedia: SCHEDULE.altered,
  categoryId: CHANGE_WORDS.categoryId,
  license: CHANGE_WORDS.license,
  localizations: CHANGE_WORDS.localizations,
};
export const VISIBILITY: Readonly<Record<PrivacyStatus, MessageDescriptor>> = {
  public: SCHEDULE.public,
  unlisted: SCHEDULE.unlisted,
  private: SCHEDULE.private,
};
export const LICENCE_WORDS: Readonly<Record<License, MessageDescriptor>> = {
  youtube: SCHEDULE.standardLicence,
  creativeCommon: SCHEDULE.creativeCommons,
};
const HOUR = 3_600_000;

export interface Draft {
  readonly picked: ReadonlySet<Offered>;
  readonly title: string;
  readonly description: string;
  readonly tags: string;
  readonly privacyStatus: PrivacyStatus;
  readonly containsSyntheticMedia: boolean;
  readonly categoryId: string;
  readonly license: License;
  readonly translations: readonly TranslationRow[];
  /** The thumbnail is picked to change (the image itself is kept by the form). */
  readonly thumbnail: boolean;
  readonly playlistIds: ReadonlySet<string>;
  readonly replyId: string;
  readonly whenKind: ChangeTime['kind'];
  readonly date: string;
  readonly time: string;
  readonly skip: number;
}

/** The form as it opens: the video's values, the next whole hour, or "when it goes live" for a scheduled video. */
export function draftFor(video: LibraryVideo, now: number, zone: string): Draft {
  const at = localFields(Math.ceil((now + HOUR) / HOUR) * HOUR, zone);
  return {
    picked: new Set(),
    title: video.title,
    description: video.description,
    tags: video.tags.join(', '),
    privacyStatus: video.privacyStatus === 'private' ? 'public' : video.privacyStatus,
    // The question is a yes or no: offering to change it proposes the other answer.
    containsSyntheticMedia: !(video.containsSyntheticMedia ?? false),
    categoryId: video.categoryId,
    license: video.license === 'youtube' ? 'creativeCommon' : 'youtube',
    translations: translationRowsOf(video.localizations),
    thumbnail: false,
    playlistIds: new Set(),
    replyId: '',
    whenKind: video.privacyStatus === 'private' && video.publishAt ? 'live' : 'at',
    date: at.date,
    time: at.time,
    skip: 0,
  };
}

/** The values to write and the fields they are on (visibility other than private takes the schedule off). */
export function targetOf(seen: BulkValues, draft: Draft): { target: BulkValues; fields: BulkField[] } {
  const fields: BulkField[] = [];
  let target: BulkValues = seen;
  for (const field of OFFERED) {
    if (!draft.picked.has(field)) continue;
    fields.push(field);
    if (field === 'tags') {
      const tags = draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '');
      target = { ...target, tags };
    } else if (field === 'localizations') {
      target = { ...target, localizations: localizationsOfRows(draft.translations) ?? {} };
    } else target = { ...target, [field]: draft[field] };
  }
  if (draft.picked.has('privacyStatus') && draft.privacyStatus !== 'private' && seen.publishAt !== undefined) {
    const { publishAt: _dropped, ...rest } = target;
    target = rest;
    fields.push('publishAt');
  }
  return { target, fields };
}
