// What the app-wide stores say outside React: live announcements (read out by screen readers through the aria-live
// region), refusals of dropped files and the failures they reword, in the language in force when said (sayNow).
// name and title are a file's or a video's own, shown as they are.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { intlFor } from '../../shared/i18n/catalogue';
import { untyped } from '../../shared/i18n/untyped';
import { useLanguage } from './language-store';

/** The catalogue's message in the language the page speaks now. */
export function sayNow(message: MessageDescriptor, values?: Record<string, string | number>): string {
  return intlFor(useLanguage.getState().locale).formatMessage(message, values);
}

export const UPLOADS_SAID = untyped(
  defineMessages({
    unnamed: {
      id: 'stores.uploads.unnamed',
      defaultMessage: 'The upload',
      description: 'Stands for an upload whose title is unknown, at the start of an announcement',
    },
    acted: {
      id: 'stores.uploads.acted',
      defaultMessage:
        '{action, select, pause {{name} paused.} resume {{name} resumed.} cancel {{name} cancelled.} retry {{name} queued again.} other {{name} removed from the list.}}',
      description:
        "Screen reader announcement after the creator paused, resumed, cancelled, retried or removed an upload; name is the video's title",
    },
    moved: {
      id: 'stores.uploads.moved',
      defaultMessage: '{name} is now number {position, number} in the list.',
      description: "Screen reader announcement after an upload was moved in the queue; name is the video's title",
    },
    bulk: {
      id: 'stores.uploads.bulk',
      defaultMessage:
        '{action, select, pauseAll {All uploads paused.} resumeAll {Paused uploads resumed.} other {Finished uploads cleared.}}',
      description: 'Screen reader announcement after Pause all, Resume all or Clear finished on the Uploads screen',
    },
    detailsSaved: {
      id: 'stores.uploads.detailsSaved',
      defaultMessage: 'The details of {title} were saved.',
      description: "Screen reader announcement: an upload's details (title, description…) were saved",
    },
    attachmentsSaved: {
      id: 'stores.uploads.attachmentsSaved',
      defaultMessage: 'What {title} adds once uploaded was saved.',
      description:
        'Screen reader announcement: what an upload adds after it is sent (thumbnail, playlists, captions) was saved',
    },
    stepRetried: {
      id: 'stores.uploads.stepRetried',
      defaultMessage: '{title}: the step is being tried again.',
      description: 'Screen reader announcement: a failed step of an upload (thumbnail, captions, playlist) is retried',
    },
    settingsSaved: {
      id: 'stores.uploads.settingsSaved',
      defaultMessage: 'The upload settings were saved.',
      description: 'Screen reader announcement after the upload settings were saved',
    },
  }),
);

export const INCOMING_SAID = untyped(
  defineMessages({
    thumbnailWithoutVideo: {
      id: 'stores.incoming.thumbnailWithoutVideo',
      defaultMessage: '{name} was not added as a thumbnail, since its video was not.',
      description: 'An image dropped with a video as its thumbnail, refused because the video was refused',
    },
    imageNotVideo: {
      id: 'stores.incoming.imageNotVideo',
      defaultMessage:
        "{name} is an image, not a video. To make it a video's thumbnail, drop it on Thumbnail in the video's details, or drop it together with that one video.",
      description: 'An image dropped on the upload queue, which takes videos; Thumbnail is the field of the details',
    },
    imagesNotAdded: {
      id: 'stores.incoming.imagesNotAdded',
      defaultMessage: '{count, plural, one {# image was} other {# images were}} not added; see why below.',
      description: 'Screen reader announcement: only images were dropped on the upload queue',
    },
    filesNotAdded: {
      id: 'stores.incoming.filesNotAdded',
      defaultMessage: '{count, plural, one {# file was} other {# files were}} not added: {message}',
      description: 'The queue could not take the dropped files at all; message is the reason',
    },
    addedToQueue: {
      id: 'stores.incoming.addedToQueue',
      defaultMessage: '{count, plural, one {# video} other {# videos}} added to the queue',
      description:
        'Screen reader announcement after files were dropped on the upload queue; may be followed by other clauses (stores.incoming.clauses)',
    },
    addedThroughTemplate: {
      id: 'stores.incoming.addedThroughTemplate',
      defaultMessage: '{count, plural, one {# video} other {# videos}} added through the template',
      description:
        'Screen reader announcement after files were dropped through an upload template; may be followed by other clauses (stores.incoming.clauses)',
    },
    filesRefused: {
      id: 'stores.incoming.filesRefused',
      defaultMessage: '{count, plural, one {# file was} other {# files were}} not added',
      description: 'A clause of the announcement after a drop: dropped files the queue refused (each says why below)',
    },
    videosRefused: {
      id: 'stores.incoming.videosRefused',
      defaultMessage: '{count, plural, one {# video was} other {# videos were}} not added',
      description: 'A clause of the announcement after a drop through a template: videos the queue refused',
    },
    attachmentsMissing: {
      id: 'stores.incoming.attachmentsMissing',
      defaultMessage: '{count, plural, one {# file lacks} other {# files lack}} an attachment, see below',
      description:
        'A clause of the announcement after a drop through a template: files whose thumbnail or captions the template names were not found',
    },
    clauses: {
      id: 'stores.incoming.clauses',
      defaultMessage: '{first}; {then}',
      description: 'Joins two clauses of one announcement ("2 videos added to the queue; 1 file was not added")',
    },
    sentence: {
      id: 'stores.incoming.sentence',
      defaultMessage: '{clauses}.',
      description: 'Ends an announcement made of clauses (stores.incoming.clauses) as a sentence',
    },
    failedWith: {
      id: 'stores.incoming.failedWith',
      defaultMessage: '{name}: {message}',
      description: "A dropped file that could not be copied or added; name is the file's, message the reason",
    },
  }),
);

export const TEMPLATES_SAID = untyped(
  defineMessages({
    dropDefaultNone: {
      id: 'stores.templates.dropDefaultNone',
      defaultMessage: 'New drops on this channel go without a template.',
      description: 'Screen reader announcement: files dropped on this channel are no longer given a template',
    },
    dropDefault: {
      id: 'stores.templates.dropDefault',
      defaultMessage: 'New drops on this channel start from “{name}”.',
      description:
        "Screen reader announcement: files dropped on this channel get this template; name is the template's",
    },
    saved: {
      id: 'stores.templates.saved',
      defaultMessage: 'Template “{name}” saved.',
      description: 'Screen reader announcement: an upload template was saved',
    },
    unnamed: {
      id: 'stores.templates.unnamed',
      defaultMessage: 'The template',
      description: 'Stands for an upload template whose name is unknown',
    },
    removed: {
      id: 'stores.templates.removed',
      defaultMessage: 'Template “{name}” removed; uploads queued through it keep their details.',
      description: 'Screen reader announcement: an upload template was removed',
    },
    made: {
      id: 'stores.templates.made',
      defaultMessage: 'Made “{name}”.',
      description: 'Screen reader announcement: a copy of an upload template was made; name is the copy’s',
    },
    next: {
      id: 'stores.templates.next',
      defaultMessage: 'The next file gets number {next, number}.',
      description: "Screen reader announcement: the template's episode counter was set",
    },
    fromForm: {
      id: 'stores.templates.fromForm',
      defaultMessage: 'Template “{name}” made from the form.',
      description: "Screen reader announcement: an upload template was made from an upload's details form",
    },
    fromUploadName: {
      id: 'stores.templates.fromUploadName',
      defaultMessage: 'From {fileName}',
      description: "The name given to a template made from an upload's form (the creator can rename it)",
    },
  }),
);

export const QUOTA_SAID = untyped(
  defineMessages({
    loadFailed: {
      id: 'stores.quota.loadFailed',
      defaultMessage: "Could not read today's quota: {message}",
      description: 'The quota of API units used today could not be read; message is the reason',
    },
    limitNotChanged: {
      id: 'stores.quota.limitNotChanged',
      defaultMessage: 'The daily limit was not changed: {message}',
      description: 'Changing the daily quota limit failed; message is the reason',
    },
  }),
);
