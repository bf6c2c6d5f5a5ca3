// The Calendar screen in the catalogue: the grid of publish times and scheduled changes, moves, "Spread these" and
// the history of scheduled changes. YouTube Studio's terms where it has them (Visibility, Private, Scheduled).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const CALENDAR = untyped(
  defineMessages({
    historyTitle: {
      id: 'calendar.history.title',
      defaultMessage: 'Scheduled changes: history',
      description: 'Heading of the list of scheduled changes that ran (or were held, failed, skipped, cancelled)',
    },
    historyEmpty: {
      id: 'calendar.history.empty',
      defaultMessage: 'Nothing has run yet. Schedule a change from a video’s details in the Library.',
      description: 'The history is empty',
    },
    late: { id: 'calendar.history.late', defaultMessage: 'Late', description: 'Badge: the change ran late' },
    fieldChange: {
      id: 'calendar.history.fieldChange',
      defaultMessage: '{field}: “{before}” → “{after}”',
      description: 'A field a change wrote: its value before and after',
    },
    addedToPlaylists: {
      id: 'calendar.history.playlists',
      defaultMessage: 'Added to {count, plural, one {# playlist} other {# playlists}}.',
      description: 'What a change that ran did',
    },
    postedComment: {
      id: 'calendar.history.comment',
      defaultMessage: 'Posted a comment (pin it yourself on the platform).',
      description: 'What a change that ran did; apps cannot pin comments',
    },
    thumbnailSet: {
      id: 'calendar.history.thumbnail',
      defaultMessage:
        '{kept, select, no {Set {name} as the thumbnail; undo cannot put the previous one back (it could not be kept).} other {Set {name} as the thumbnail.}}',
      description:
        'What a thumbnail change did; name is the image file name; kept: whether undo can restore the old one',
    },
    thumbnailPlanned: {
      id: 'calendar.history.thumbnailPlanned',
      defaultMessage: 'Thumbnail: {name}.',
      description: 'A thumbnail change that did not run: the image it would set (its file name)',
    },
    undo: { id: 'calendar.history.undo', defaultMessage: 'Undo', description: 'Button: undoes a change that ran' },
    undoing: { id: 'calendar.history.undoing', defaultMessage: 'Undoing…', description: 'While undoing' },
    undoName: {
      id: 'calendar.history.undo.name',
      defaultMessage: 'Undo the change of “{title}”',
      description: "Undo's accessible name; title is the video's",
    },
    runOver: {
      id: 'calendar.history.runOver',
      defaultMessage: 'Run now (write over)',
      description: 'Button: runs a held change, writing over the edit made elsewhere',
    },
    tryAgain: {
      id: 'calendar.history.tryAgain',
      defaultMessage: 'Try again now',
      description: 'Button: a failed change',
    },
    actionName: {
      id: 'calendar.history.action.name',
      defaultMessage: '{action}: the change of “{title}”',
      description: "A button's accessible name: its words, then the video's title",
    },
    newest: {
      id: 'calendar.history.newest',
      defaultMessage: 'The newest {shown} of {total}.',
      description: 'Under a long history; shown and total are calendar.changes (“20 changes”)',
    },

    changes: {
      id: 'calendar.changes',
      defaultMessage: '{count, plural, one {# change} other {# changes}}',
      description: 'A number of scheduled changes',
    },
    changeWorking: {
      id: 'calendar.change.working',
      defaultMessage: 'Working…',
      description: 'Badge: a call under way',
    },
    changeAtGoLive: {
      id: 'calendar.change.atGoLive',
      defaultMessage: 'At go-live',
      description: 'Badge: the change waits for the video to go public',
    },
    changeTitle: {
      id: 'calendar.change.title',
      defaultMessage: 'Change: {title}',
      description: "A scheduled change's card; title is the video's",
    },
    changeWhat: {
      id: 'calendar.change.what',
      defaultMessage: '{what} · {units, plural, one {# unit} other {# units}}',
      description: 'What the change does, then the API quota units it needs',
    },
    edit: { id: 'calendar.change.edit', defaultMessage: 'Edit…', description: 'Button: edit a scheduled change' },
    editName: {
      id: 'calendar.change.edit.name',
      defaultMessage: 'Edit the change of “{title}”: {what}',
      description: "Edit's accessible name",
    },
    editGroup: {
      id: 'calendar.change.edit.group',
      defaultMessage: 'Edit the change of “{title}”',
      description: "The edit form's accessible name",
    },
    runNow: {
      id: 'calendar.change.runNow',
      defaultMessage: 'Run now',
      description: 'Button: makes the change at once',
    },
    runNowName: {
      id: 'calendar.change.runNow.name',
      defaultMessage: 'Run now: the change of “{title}”',
      description: "Run now's accessible name",
    },
    cancel: {
      id: 'calendar.change.cancel',
      defaultMessage: 'Cancel',
      description: 'Button: cancels a scheduled change',
    },
    cancelName: {
      id: 'calendar.change.cancel.name',
      defaultMessage: 'Cancel the change of “{title}”',
      description: "Cancel's accessible name",
    },
    newText: {
      id: 'calendar.change.newText',
      defaultMessage: '{field, select, title {New title} other {New description}}',
      description: 'Field label: the new title or description a change writes',
    },
    save: { id: 'calendar.change.save', defaultMessage: 'Save', description: 'Button' },
    back: { id: 'calendar.change.back', defaultMessage: 'Back', description: 'Button: leaves the edit unsaved' },
    date: { id: 'calendar.moment.date', defaultMessage: 'Date', description: 'Field label' },
    timeIn: {
      id: 'calendar.moment.time',
      defaultMessage: 'Time ({zone})',
      description: 'Field label; zone is a time zone name such as Europe/Berlin',
    },
  }),
);
