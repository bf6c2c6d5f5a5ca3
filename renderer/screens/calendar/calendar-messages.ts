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

    weekday: {
      id: 'calendar.weekday',
      defaultMessage: '{day, select, 1 {Mon} 2 {Tue} 3 {Wed} 4 {Thu} 5 {Fri} 6 {Sat} other {Sun}}',
      description: "A weekday, short, above the month grid's columns; day 1 is Monday, 7 Sunday",
    },
    screenTitle: { id: 'calendar.title', defaultMessage: 'Calendar', description: "The screen's heading" },
    about: { id: 'calendar.about', defaultMessage: 'About the calendar', description: "Folded help's line" },
    aboutEntries: {
      id: 'calendar.about.entries',
      defaultMessage:
        'Every scheduled video of the Library (private, with a publish time) and every upload in the queue with a publish time. Drag an entry to another day to keep its time of day, onto a free slot to take that slot, or use “Move to…”. The platform schedules only private videos, so a moved video is made private; it becomes public at its time. Undo (or Ctrl+Z) moves it back.',
      description: 'Help: what the calendar shows and how to move entries',
    },
    aboutSlots: {
      id: 'calendar.about.slots',
      defaultMessage:
        'Free slots are those of a series template (its days and times in its own time zone), shown at their time in the calendar’s zone; a slot an entry publishes in is not free. Choose another template or edit the slots under “Spread these”.',
      description: 'Help: the free publish slots',
    },
    aboutReading: {
      id: 'calendar.about.reading',
      defaultMessage:
        'Scheduled videos are found by reading the channel’s newest 1,000 uploads (2 units per 50); the read is kept for five minutes, and Refresh reads again. Moving a queued upload costs nothing: its details go with it.',
      description: 'Help: how scheduled videos are found and what it costs in API quota units',
    },
    viewGroup: { id: 'calendar.view', defaultMessage: 'View', description: 'Group: week or month' },
    week: { id: 'calendar.view.week', defaultMessage: 'Week', description: 'Button: show a week' },
    month: { id: 'calendar.view.month', defaultMessage: 'Month', description: 'Button: show a month' },
    datesGroup: { id: 'calendar.dates', defaultMessage: 'Dates', description: 'Group: previous, today, next' },
    previous: {
      id: 'calendar.previous',
      defaultMessage: '{view, select, week {Previous week} other {Previous month}}',
      description: 'Button',
    },
    today: { id: 'calendar.today', defaultMessage: 'Today', description: 'Button: back to the current week or month' },
    next: {
      id: 'calendar.next',
      defaultMessage: '{view, select, week {Next week} other {Next month}}',
      description: 'Button',
    },
    weekRange: {
      id: 'calendar.range.week',
      defaultMessage: '{from} – {to}',
      description: 'The week shown: its first and last dates',
    },
    zone: { id: 'calendar.zone', defaultMessage: 'Calendar time zone', description: 'Field label' },
    refresh: { id: 'calendar.refresh', defaultMessage: 'Refresh', description: 'Button: reads the Library again' },
    zoneStays: {
      id: 'calendar.zone.stays',
      defaultMessage: '{problem} The calendar stays in {zone}.',
      description: 'The time zone typed is not one; problem says why',
    },
    uploads: {
      id: 'calendar.uploads',
      defaultMessage: '{count, plural, one {# upload} other {# uploads}}',
      description: 'A number of uploads',
    },
    units: {
      id: 'calendar.units',
      defaultMessage: '{count, plural, one {# unit} other {# units}}',
      description: 'A number of API quota units',
    },
    scan: {
      id: 'calendar.scan',
      defaultMessage:
        '{complete, select, yes {Scheduled videos from the newest {uploads} (all of them), read at {time} for {units}.} other {Scheduled videos from the newest {uploads}, read at {time} for {units}.}}',
      description: 'How the scheduled videos were found; uploads and units are counts, time a time of day',
    },
    reading: { id: 'calendar.reading', defaultMessage: 'Reading the Library…', description: 'While reading' },
    moveCostAction: {
      id: 'calendar.cost.eachMove',
      defaultMessage: 'Each move of a scheduled video (read first)',
      description: 'What costs quota: moving a scheduled video (it is read first)',
    },
    thisMoveCost: { id: 'calendar.cost.thisMove', defaultMessage: 'This move', description: 'What costs quota' },
    undoMove: { id: 'calendar.move.undo', defaultMessage: 'Undo', description: 'Button: moves the entry back' },
    undoMoveName: {
      id: 'calendar.move.undo.name',
      defaultMessage: 'Undo the move of “{title}” (Ctrl+Z)',
      description: "Undo's accessible name",
    },
    notMoved: {
      id: 'calendar.move.refused',
      defaultMessage: '“{title}” was not moved; it is back where it was.',
      description: 'A move the platform refused',
    },
    dismiss: {
      id: 'calendar.move.dismiss',
      defaultMessage: 'Dismiss the refused move',
      description: 'Button: hides the refusal',
    },
    moved: {
      id: 'calendar.move.moved',
      defaultMessage: '“{title}” now publishes {when}.',
      description: 'After a move; when is a date and time with how far it is',
    },
    movedBack: {
      id: 'calendar.move.undone',
      defaultMessage: 'Undone: “{title}” is back at {when}.',
      description: 'After undoing a move',
    },
    spreadDone: {
      id: 'calendar.spread.done',
      defaultMessage: '{uploads} given the next free slots.',
      description: 'After spreading uploads; uploads is calendar.uploads',
    },
    spreadDoneRefused: {
      id: 'calendar.spread.doneRefused',
      defaultMessage: '{uploads} given the next free slots. {refused}',
      description: 'After spreading uploads, some refused: refused says why',
    },
    slotsOf: {
      id: 'calendar.slots.of',
      defaultMessage:
        '{elsewhere, select, yes {Free slots of {source}: {rule}, shown at their time in {zone}.} other {Free slots of {source}: {rule}.}}',
      description:
        'Which free slots are shown; source is a template name in quotes or calendar.slots.rule; rule says the days and times',
    },
    templateName: { id: 'calendar.slots.template', defaultMessage: '“{name}”', description: 'A template name, quoted' },
    theRule: {
      id: 'calendar.slots.rule',
      defaultMessage: 'the rule below',
      description: 'The slot rule under “Spread these”',
    },
    noSlots: {
      id: 'calendar.slots.none',
      defaultMessage: 'No free slots shown: the publish slots under “Spread these” are not complete.',
      description: 'No slot rule',
    },
    clocksForward: {
      id: 'calendar.day.forward',
      defaultMessage: '23 hours: the clocks go forward',
      description: 'A day of 23 hours (daylight saving time starts)',
    },
    clocksBack: {
      id: 'calendar.day.back',
      defaultMessage: '25 hours: the clocks go back',
      description: 'A day of 25 hours (daylight saving time ends)',
    },
    dayName: {
      id: 'calendar.day.name',
      defaultMessage: '{date}: {entries, plural, =0 {nothing planned} one {# entry} other {# entries}}',
      description: "A day's accessible name: its date, then how many videos and uploads publish in it",
    },
    dayHours: { id: 'calendar.day.hours', defaultMessage: '{hours} h', description: 'Badge: hours in the day' },
    freeSlot: {
      id: 'calendar.slot.free',
      defaultMessage: '{past, select, yes {Free slot {time} (past)} other {Free slot {time}}}',
      description: 'A free publish slot at a time of day',
    },
    freeSlotElsewhere: {
      id: 'calendar.slot.freeElsewhere',
      defaultMessage:
        '{past, select, yes {Free slot {time} (past) ({ownTime} {place})} other {Free slot {time} ({ownTime} {place})}}',
      description: "A free publish slot at a time of day, then the slot's own time and place (“6:00 PM Berlin”)",
    },
    stateScheduled: {
      id: 'calendar.entry.scheduled',
      defaultMessage: 'Scheduled',
      description: 'Badge (YouTube Studio: Scheduled)',
    },
    stateQueued: { id: 'calendar.entry.queued', defaultMessage: 'Queued', description: 'Badge: an upload waiting' },
    stateUploading: { id: 'calendar.entry.uploading', defaultMessage: 'Uploading', description: 'Badge' },
    isScheduled: {
      id: 'calendar.entry.isScheduled',
      defaultMessage: 'A scheduled video on the channel.',
      description: 'Details of an entry',
    },
    isQueued: {
      id: 'calendar.entry.isQueued',
      defaultMessage: 'A queued upload, not sent yet: its details can still change.',
      description: 'Details of an entry',
    },
    isUploading: {
      id: 'calendar.entry.isUploading',
      defaultMessage: 'An upload being sent: its time went with it and can change once it is on the channel.',
      description: 'Details of an entry',
    },
    detailsWhen: {
      id: 'calendar.entry.when',
      defaultMessage: '{when} · {zone}',
      description: 'Date and time, then the zone',
    },
    privateUntil: {
      id: 'calendar.entry.privateUntil',
      defaultMessage: 'Visibility: private until then; the platform makes it public at its time.',
      description: 'Details of a scheduled entry',
    },
    altered: {
      id: 'calendar.entry.altered',
      defaultMessage:
        '{answer, select, yes {Altered or synthetic content: yes} other {Altered or synthetic content: no}}',
      description: "The answer to YouTube's altered content question",
    },
    passed: { id: 'calendar.entry.passed', defaultMessage: 'Its time has passed.', description: 'Details of an entry' },
    sameMinute: {
      id: 'calendar.entry.sameMinute',
      defaultMessage: 'Another entry publishes in the same minute.',
      description: 'Details of an entry in conflict',
    },
    openInLibrary: {
      id: 'calendar.entry.openLibrary',
      defaultMessage: 'Open “{title}” in the Library',
      description: "Open's accessible name for a video",
    },
    openInUploads: {
      id: 'calendar.entry.openUploads',
      defaultMessage: 'Open “{title}” in Uploads',
      description: "Open's accessible name for an upload",
    },
    moving: { id: 'calendar.entry.moving', defaultMessage: 'Moving…', description: 'Badge: a move under way' },
    past: { id: 'calendar.entry.past', defaultMessage: 'Past', description: 'Badge: its time has passed' },
    conflict: {
      id: 'calendar.entry.conflict',
      defaultMessage: 'Conflict',
      description: 'Badge: same minute as another',
    },
    open: { id: 'calendar.entry.open', defaultMessage: 'Open', description: 'Button' },
    moveTo: { id: 'calendar.entry.moveTo', defaultMessage: 'Move…', description: 'Button: opens “Move to…”' },
    moveToName: {
      id: 'calendar.entry.moveTo.name',
      defaultMessage: 'Move “{title}” to… (Alt+arrows: a day earlier or later)',
      description: "Move's accessible name, with its keyboard shortcut",
    },
    spreadPick: {
      id: 'calendar.entry.spread',
      defaultMessage: 'Spread',
      description: 'Checkbox: pick for “Spread these”',
    },
    spreadPickName: {
      id: 'calendar.entry.spread.name',
      defaultMessage: 'Spread “{title}”',
      description: "The checkbox's accessible name",
    },
    moveForm: { id: 'calendar.move.form', defaultMessage: 'Move “{title}”', description: 'Form name and heading' },
    moveNow: {
      id: 'calendar.move.now',
      defaultMessage: 'Now {when} ({zone}).',
      description: 'The entry’s time now, and the zone',
    },
    move: { id: 'calendar.move.submit', defaultMessage: 'Move', description: 'Button' },
    moveCancel: { id: 'calendar.move.cancel', defaultMessage: 'Cancel', description: 'Button' },
    spreadTitle: { id: 'calendar.spread.title', defaultMessage: 'Spread these', description: 'Heading' },
    spreadHelp: {
      id: 'calendar.spread.help',
      defaultMessage:
        'Pick uploads that have not started (on the calendar with “Spread”, or below), then a rule: each takes the next free slot, in order. A schedule needs a private video, so each is set to private; the platform makes it public at its time.',
      description: 'How spreading uploads over publish slots works',
    },
    notPlanned: {
      id: 'calendar.spread.notPlanned',
      defaultMessage: 'Not planned yet ({uploads})',
      description: 'Uploads with no publish time; uploads is calendar.uploads',
    },
    publishSlots: { id: 'calendar.spread.slots', defaultMessage: 'Publish slots', description: 'Group legend' },
    whereTheyGo: { id: 'calendar.spread.where', defaultMessage: 'Where they go', description: "The preview's name" },
    spreading: { id: 'calendar.spread.spreading', defaultMessage: 'Spreading…', description: 'While spreading' },
    spreadButton: {
      id: 'calendar.spread.button',
      defaultMessage: 'Spread {uploads}',
      description: 'Button; uploads is calendar.uploads',
    },
    spreadCost: {
      id: 'calendar.spread.cost',
      defaultMessage: '{rule} · no quota (the details travel with each upload)',
      description: 'The rule, then what spreading costs',
    },
    templateSlots: { id: 'calendar.template.slots', defaultMessage: 'Slots of a template', description: 'Field label' },
    chooseTemplate: {
      id: 'calendar.template.choose',
      defaultMessage: 'Choose a template…',
      description: 'The empty choice',
    },
  }),
);
