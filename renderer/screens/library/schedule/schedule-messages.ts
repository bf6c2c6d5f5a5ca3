// "Schedule a change" in a video's details, in the catalogue. YouTube Studio's own terms where it has them:
// Visibility (Public, Unlisted, Private), Altered content, Category, Licence, Thumbnail, Subtitles/translations.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../../shared/i18n/untyped';

export const SCHEDULE = untyped(
  defineMessages({
    open: {
      id: 'schedule.open',
      defaultMessage: 'Schedule a change…',
      description: "Button in a video's details: opens the form that schedules a change of the video",
    },
    waitingList: {
      id: 'schedule.waiting.list',
      defaultMessage: 'Changes waiting for this video',
      description: "The list's accessible name",
    },
    waitingLine: {
      id: 'schedule.waiting.line',
      defaultMessage: '{when}: {what}',
      description: 'A waiting change: when it runs, then what it does',
    },
    cancel: { id: 'schedule.cancel', defaultMessage: 'Cancel', description: 'Button: cancels a waiting change' },
    cancelName: {
      id: 'schedule.cancel.name',
      defaultMessage: 'Cancel the change of {when}',
      description: "Cancel button's accessible name; when is the change's date and time",
    },
    heading: { id: 'schedule.heading', defaultMessage: 'Schedule a change', description: "The form's heading" },
    whatChanges: { id: 'schedule.whatChanges', defaultMessage: 'What changes', description: 'Group of checkboxes' },
    newTitle: { id: 'schedule.newTitle', defaultMessage: 'New title', description: 'Field label' },
    newDescription: { id: 'schedule.newDescription', defaultMessage: 'New description', description: 'Field label' },
    newTags: { id: 'schedule.newTags', defaultMessage: 'New tags', description: 'Field label' },
    tagsHelp: { id: 'schedule.tags.help', defaultMessage: 'Separated by commas.', description: 'Under the tags field' },
    newVisibility: {
      id: 'schedule.newVisibility',
      defaultMessage: 'New visibility',
      description: 'Field label (YouTube Studio: Visibility)',
    },
    altered: {
      id: 'schedule.altered',
      defaultMessage: 'Altered or synthetic content',
      description: "Field label: YouTube's altered content disclosure",
    },
    alteredHelp: {
      id: 'schedule.altered.help',
      defaultMessage: "Whether the video has realistic altered or synthetic content (the platform's disclosure).",
      description: 'Under the altered content field',
    },
    alteredYes: {
      id: 'schedule.altered.yes',
      defaultMessage: 'Yes, it has altered or synthetic content',
      description: 'Answer',
    },
    alteredNo: { id: 'schedule.altered.no', defaultMessage: 'No', description: 'Answer' },
    newLicence: { id: 'schedule.newLicence', defaultMessage: 'New licence', description: 'Field label' },
    standardLicence: {
      id: 'schedule.licence.standard',
      defaultMessage: 'Standard licence',
      description: 'The standard YouTube licence',
    },
    creativeCommons: {
      id: 'schedule.licence.creativeCommons',
      defaultMessage: 'Creative Commons (attribution)',
      description: 'The Creative Commons attribution licence (YouTube Studio: Creative Commons - Attribution)',
    },
    public: { id: 'schedule.visibility.public', defaultMessage: 'Public', description: 'Visibility' },
    unlisted: { id: 'schedule.visibility.unlisted', defaultMessage: 'Unlisted', description: 'Visibility' },
    private: { id: 'schedule.visibility.private', defaultMessage: 'Private', description: 'Visibility' },

    thumbnailDrop: {
      id: 'schedule.thumbnail.drop',
      defaultMessage: 'Drop the new thumbnail image here',
      description: 'The drop area for the image a scheduled change sets as the thumbnail',
    },
    thumbnailChoose: { id: 'schedule.thumbnail.choose', defaultMessage: 'Choose an image…', description: 'Button' },
    thumbnailHint: {
      id: 'schedule.thumbnail.hint',
      defaultMessage:
        'PNG or JPEG, at least 640 px wide; 1280 × 720 (16:9) is best. Channel Desk keeps a copy, so the file may move.',
      description: 'Under the drop area',
    },
    thumbnailChecking: {
      id: 'schedule.thumbnail.checking',
      defaultMessage: 'Checking the image…',
      description: 'While the picked image is read',
    },
    thumbnailNeeded: {
      id: 'schedule.thumbnail.needed',
      defaultMessage: 'Choose the image to set as the thumbnail.',
      description: 'Thumbnail is checked but no image picked',
    },
    thumbnailUndo: {
      id: 'schedule.thumbnail.undo',
      defaultMessage: 'Undo can put the current thumbnail back: Channel Desk keeps a copy of it when the change runs.',
      description: 'Under the thumbnail picker, when the current thumbnail can be kept',
    },
    thumbnailNoUndo: {
      id: 'schedule.thumbnail.noUndo',
      defaultMessage:
        'Undo will not be able to put the current thumbnail back: the platform has it at no size Channel Desk could set again.',
      description: 'Under the thumbnail picker, when the current thumbnail cannot be kept for undo',
    },
    translationsHelp: {
      id: 'schedule.translations.help',
      defaultMessage:
        'The titles and descriptions in other languages the video gets at that time (all of them: a language left out is removed).',
      description: 'Under the translations of a scheduled change',
    },

    playlists: { id: 'schedule.playlists', defaultMessage: 'Add to playlists', description: 'Group of checkboxes' },
    comment: {
      id: 'schedule.comment',
      defaultMessage: 'Post a saved reply as a comment',
      description: 'Field label: a saved reply posted as a comment on the video',
    },
    commentHelp: {
      id: 'schedule.comment.help',
      defaultMessage:
        "The platform does not let apps pin a comment: pin it yourself on the video's page if you want it on top.",
      description: 'Under the comment field',
    },
    noComment: { id: 'schedule.comment.none', defaultMessage: 'No comment', description: 'Choice' },
    when: { id: 'schedule.when', defaultMessage: 'When', description: 'Group: when the change runs' },
    atTime: { id: 'schedule.when.at', defaultMessage: 'At a time', description: 'Choice' },
    whenLive: {
      id: 'schedule.when.live',
      defaultMessage:
        '{state, select, public {When it goes live (it is public already: right away)} scheduled {When it goes live ({when})} other {When it goes live (once it is made public)}}',
      description: 'Choice: once YouTube makes the video public; when is its publish date and time',
    },
    date: { id: 'schedule.date', defaultMessage: 'Date', description: 'Field label' },
    time: {
      id: 'schedule.time',
      defaultMessage: 'Time ({zone})',
      description: 'Field label; zone is a time zone name',
    },
    timeProblem: {
      id: 'schedule.time.problem',
      defaultMessage: 'Choose a date and time in the future.',
      description: 'The time is missing or past',
    },
    skip: {
      id: 'schedule.skip',
      defaultMessage: 'Skip it if the app was closed and it is late',
      description: 'Field label',
    },
    skipHelp: {
      id: 'schedule.skip.help',
      defaultMessage:
        'A change due while the app was closed runs at the next start, marked late, unless it is later than this.',
      description: 'Under the skip field',
    },
    skipNever: { id: 'schedule.skip.never', defaultMessage: 'Never: run it however late', description: 'Choice' },
    skipLater: {
      id: 'schedule.skip.later',
      defaultMessage: '{hours, plural, =24 {Later than 1 day} one {Later than # hour} other {Later than # hours}}',
      description: 'Choice: skip the change when it would run later than this',
    },
    units: {
      id: 'schedule.units',
      defaultMessage: '{count, plural, one {# unit} other {# units}}',
      description: 'A number of API quota units',
    },
    needs: {
      id: 'schedule.needs',
      defaultMessage: 'Needs: {units}',
      description: 'The API quota units the change needs; units is schedule.units',
    },
    needsOver: {
      id: 'schedule.needs.over',
      defaultMessage:
        'Needs: {units}, more than the {left} left today; the platform may refuse part of it until midnight Pacific time.',
      description: 'The change needs more quota units than are left today; units and left are schedule.units',
    },
    needsReserved: {
      id: 'schedule.needs.reserved',
      defaultMessage: '{needs} (reserved today by other changes: {reserved})',
      description: 'What the change needs, then the units other waiting changes hold today (schedule.units)',
    },
    done: {
      id: 'schedule.done',
      defaultMessage: 'Scheduled. It is on the calendar; Channel Desk makes it at its time while it runs.',
      description: 'After scheduling',
    },
    submit: { id: 'schedule.submit', defaultMessage: 'Schedule', description: 'Button' },
    sending: { id: 'schedule.sending', defaultMessage: 'Scheduling…', description: 'While scheduling' },
    close: { id: 'schedule.close', defaultMessage: 'Close', description: 'Button: closes the form' },
    nothing: {
      id: 'schedule.nothing',
      defaultMessage: 'Choose what changes, a thumbnail, a playlist or a comment.',
      description: 'Beside the disabled Schedule button',
    },
  }),
);
