// The upload settings panel in the catalogue: chunk size, concurrency and retries, the bandwidth limit with its time
// windows, the watched folders, and what the computer does while uploads run and once the queue is done.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const SETTINGS = untyped(
  defineMessages({
    title: { id: 'uploads.settings.title', defaultMessage: 'Upload settings', description: 'Folded panel' },
    readFailed: {
      id: 'uploads.settings.readFailed',
      defaultMessage: 'The settings could not be read: {reason}',
      description: "reason is the main process's sentence",
    },
    loading: { id: 'uploads.settings.loading', defaultMessage: 'Loading the settings…', description: 'While loading' },
    saving: { id: 'uploads.settings.saving', defaultMessage: 'Saving…', description: 'While saving' },
    save: { id: 'uploads.settings.save', defaultMessage: 'Save settings', description: 'Button' },
    revert: { id: 'uploads.settings.revert', defaultMessage: 'Revert', description: 'Button: undo unsaved changes' },
    chunkSize: { id: 'uploads.settings.chunkSize', defaultMessage: 'Chunk size (MiB)', description: 'Field' },
    concurrency: {
      id: 'uploads.settings.concurrency',
      defaultMessage: 'Uploads at the same time',
      description: 'Field: how many uploads send at once',
    },
    retryBase: {
      id: 'uploads.settings.retryBase',
      defaultMessage: 'First retry after (seconds)',
      description: 'Field',
    },
    retryCap: {
      id: 'uploads.settings.retryCap',
      defaultMessage: 'Longest wait between retries (seconds)',
      description: 'Field',
    },
    maxAttempts: {
      id: 'uploads.settings.maxAttempts',
      defaultMessage: 'Attempts without progress before stopping',
      description: 'Field',
    },
    chunkSizeHelp: {
      id: 'uploads.settings.chunkSize.help',
      defaultMessage:
        "The most bytes per request, in MiB, in steps of 0.25 (256 KiB) from {min, number} to {max, number}. Larger is faster on good connections; smaller loses less when a connection drops. A small file goes in about twenty smaller parts, each confirmed by the server, so its progress is the server's. Applies to uploads that start after the change.",
      description: 'Help of the chunk size field',
    },
    concurrencyHelp: {
      id: 'uploads.settings.concurrency.help',
      defaultMessage: 'Uploads sending at the same time (1 to {max, number}).',
      description: 'Help of the concurrency field',
    },
    retryBaseHelp: {
      id: 'uploads.settings.retryBase.help',
      defaultMessage:
        'Seconds to wait after a first failed attempt; doubles after each further one (with random jitter).',
      description: 'Help of the first retry field',
    },
    retryCapHelp: {
      id: 'uploads.settings.retryCap.help',
      defaultMessage: 'The longest wait between two attempts, in seconds.',
      description: 'Help of the longest wait field',
    },
    maxAttemptsHelp: {
      id: 'uploads.settings.maxAttempts.help',
      defaultMessage: 'Failed attempts in a row, with no byte of progress, before an upload stops and waits for you.',
      description: 'Help of the attempts field',
    },
    enterNumber: {
      id: 'uploads.settings.enterNumber',
      defaultMessage: 'Enter a number.',
      description: 'Field problem',
    },
    enterWhole: {
      id: 'uploads.settings.enterWhole',
      defaultMessage: 'Enter a whole number.',
      description: 'Field problem',
    },
    atLeast: {
      id: 'uploads.settings.atLeast',
      defaultMessage:
        '{unit, select, mib {At least {value, number, ::group-off} MiB.} seconds {At least {value, number, ::group-off} s.} other {At least {value, number, ::group-off}.}}',
      description: 'Field problem: the smallest value allowed, in the field’s unit (MiB, seconds or none)',
    },
    atMost: {
      id: 'uploads.settings.atMost',
      defaultMessage:
        '{unit, select, mib {At most {value, number, ::group-off} MiB.} seconds {At most {value, number, ::group-off} s.} other {At most {value, number, ::group-off}.}}',
      description: 'Field problem: the largest value allowed, in the field’s unit (MiB, seconds or none)',
    },
    retryOrder: {
      id: 'uploads.settings.retryOrder',
      defaultMessage: 'The retry base delay cannot exceed its cap.',
      description: 'Field problem: the first retry waits longer than the longest wait',
    },
    chunkGranule: {
      id: 'uploads.settings.chunkGranule',
      defaultMessage: 'The chunk size must be a multiple of 0.25 MiB (256 KiB).',
      description: 'Field problem',
    },
    // Bandwidth.
    bandwidth: { id: 'uploads.bandwidth.title', defaultMessage: 'Bandwidth', description: 'Heading' },
    bandwidthForm: { id: 'uploads.bandwidth.form', defaultMessage: 'Bandwidth limit', description: "The form's name" },
    bandwidthReadFailed: {
      id: 'uploads.bandwidth.readFailed',
      defaultMessage: 'The bandwidth limit could not be read: {reason}',
      description: "reason is the main process's sentence",
    },
    bandwidthLoading: {
      id: 'uploads.bandwidth.loading',
      defaultMessage: 'Loading the bandwidth limit…',
      description: 'While loading',
    },
    otherwise: {
      id: 'uploads.bandwidth.otherwise',
      defaultMessage: 'Limit outside the windows (MiB/s)',
      description: 'Field: the limit when no time window applies',
    },
    limitHelp: {
      id: 'uploads.bandwidth.limit.help',
      defaultMessage: 'MiB per second, shared by every running upload; leave empty for no limit.',
      description: 'Help of the limit field',
    },
    noLimit: { id: 'uploads.bandwidth.noLimit', defaultMessage: 'No limit', description: 'Placeholder: empty field' },
    noWindows: {
      id: 'uploads.bandwidth.noWindows',
      defaultMessage: 'No time windows: the limit above applies all day.',
      description: 'No time window set',
    },
    windows: { id: 'uploads.bandwidth.windows', defaultMessage: 'Time windows', description: 'List name' },
    window: {
      id: 'uploads.bandwidth.window',
      defaultMessage: 'Window {number, number}',
      description: 'A time window, numbered',
    },
    from: { id: 'uploads.bandwidth.from', defaultMessage: 'From', description: "Field: the window's start time" },
    to: { id: 'uploads.bandwidth.to', defaultMessage: 'To', description: "Field: the window's end time" },
    limit: { id: 'uploads.bandwidth.limit', defaultMessage: 'Limit (MiB/s)', description: "Field: the window's limit" },
    days: {
      id: 'uploads.bandwidth.days',
      defaultMessage: 'Days (none ticked: every day)',
      description: "The window's weekdays",
    },
    removeWindow: {
      id: 'uploads.bandwidth.removeWindow',
      defaultMessage: 'Remove window {number, number}',
      description: 'Button',
    },
    windowsHelp: {
      id: 'uploads.bandwidth.windows.help',
      defaultMessage:
        "Times are your computer's clock. A window that ends before it starts runs past midnight; one that starts and ends at the same time lasts all day. Where windows overlap, the lowest limit applies.",
      description: 'How time windows work',
    },
    addWindow: { id: 'uploads.bandwidth.addWindow', defaultMessage: 'Add a time window', description: 'Button' },
    saveBandwidth: {
      id: 'uploads.bandwidth.save',
      defaultMessage: 'Save bandwidth limit',
      description: 'Button',
    },
    limitNumber: {
      id: 'uploads.bandwidth.problem.number',
      defaultMessage: 'Enter a number of MiB/s, or leave empty for no limit.',
      description: 'Field problem',
    },
    limitAtLeast: {
      id: 'uploads.bandwidth.problem.atLeast',
      defaultMessage: 'At least {value, number} MiB/s.',
      description: 'Field problem',
    },
    limitAtMost: {
      id: 'uploads.bandwidth.problem.atMost',
      defaultMessage: 'At most {value, number, ::group-off} MiB/s.',
      description: 'Field problem',
    },
    time: {
      id: 'uploads.bandwidth.problem.time',
      defaultMessage: 'Enter a time such as 09:00.',
      description: 'Field problem',
    },
    now: {
      id: 'uploads.bandwidth.now',
      defaultMessage: '{limited, select, yes {Now: {rate, number} MiB/s.} other {Now: no limit.}}',
      description: 'The bandwidth limit in force now (it does not change on its own)',
    },
    nowUntil: {
      id: 'uploads.bandwidth.nowUntil',
      defaultMessage: '{limited, select, yes {Now: {rate, number} MiB/s} other {Now: no limit}}, until {until}.',
      description: 'The bandwidth limit in force now and until when (until is a weekday and time, e.g. “Tue 9:00 AM”)',
    },
    // What the computer does.
    closing: {
      id: 'uploads.close.label',
      defaultMessage: 'Closing the window while uploads run',
      description: 'Field (desktop app)',
    },
    closeAsk: { id: 'uploads.close.ask', defaultMessage: 'Ask each time', description: 'Choice' },
    closeTray: {
      id: 'uploads.close.tray',
      defaultMessage: 'Keep uploading in the tray',
      description: 'Choice: the app stays in the system tray (notification area)',
    },
    closeStop: { id: 'uploads.close.stop', defaultMessage: 'Stop uploads and quit', description: 'Choice' },
    whenDone: { id: 'uploads.whenDone.label', defaultMessage: 'When the queue is done', description: 'Field' },
    whenDoneNothing: { id: 'uploads.whenDone.nothing', defaultMessage: 'Nothing', description: 'Choice' },
    whenDoneQuit: {
      id: 'uploads.whenDone.quit',
      defaultMessage: 'Quit {app}',
      description: 'Choice; app is the product',
    },
    whenDoneSleep: {
      id: 'uploads.whenDone.sleep',
      defaultMessage: 'Put the computer to sleep',
      description: 'Choice',
    },
    awakeNow: {
      id: 'uploads.whenDone.awakeNow',
      defaultMessage: 'Uploads are running: this computer is kept awake until they stop.',
      description: 'Help',
    },
    awakeWhile: {
      id: 'uploads.whenDone.awakeWhile',
      defaultMessage: 'While uploads run, this computer is kept awake (the screen may still turn off).',
      description: 'Help',
    },
    // Watched folders.
    watched: { id: 'uploads.watched.title', defaultMessage: 'Watched folders', description: 'Heading' },
    watchedReadFailed: {
      id: 'uploads.watched.readFailed',
      defaultMessage: 'The watched folders could not be read: {reason}',
      description: "reason is the main process's sentence",
    },
    watchedLoading: {
      id: 'uploads.watched.loading',
      defaultMessage: 'Loading the watched folders…',
      description: 'While loading',
    },
    watchedHelp: {
      id: 'uploads.watched.help',
      defaultMessage:
        'A video that appears in a watched folder is added to the queue once it has stopped growing; a file already uploaded or queued is never added twice.',
      description: 'How watched folders work',
    },
    noFolder: { id: 'uploads.watched.none', defaultMessage: 'No folder is watched.', description: 'Empty list' },
    arrivalHold: { id: 'uploads.watched.arrival.hold', defaultMessage: 'Hold it for review', description: 'Choice' },
    arrivalStart: {
      id: 'uploads.watched.arrival.start',
      defaultMessage: 'Start uploading it',
      description: 'Choice',
    },
    stateStarting: { id: 'uploads.watched.state.starting', defaultMessage: 'Starting', description: 'Folder badge' },
    stateWatching: { id: 'uploads.watched.state.watching', defaultMessage: 'Watching', description: 'Folder badge' },
    stateMissing: { id: 'uploads.watched.state.missing', defaultMessage: 'Missing', description: 'Folder badge' },
    stateUnreadable: {
      id: 'uploads.watched.state.unreadable',
      defaultMessage: 'Unreadable',
      description: 'Folder badge',
    },
    whenArrives: {
      id: 'uploads.watched.whenArrives',
      defaultMessage: 'When a video arrives',
      description: 'Field',
    },
    template: { id: 'uploads.watched.template', defaultMessage: 'Template', description: 'Field: a Series template' },
    otherChannelTemplate: {
      id: 'uploads.watched.template.otherChannel',
      defaultMessage: 'Choose {channel} in the switcher to change the template of this folder.',
      description: "Help: the folder is another channel's; channel is its name",
    },
    itsChannel: {
      id: 'uploads.watched.template.itsChannel',
      defaultMessage: 'its channel',
      description: 'Stands for a channel whose name is unknown, in uploads.watched.template.otherChannel',
    },
    thatChannelTemplate: {
      id: 'uploads.watched.template.thatChannel',
      defaultMessage: "That channel's template",
      description: "Choice shown for another channel's folder",
    },
    noTemplate: { id: 'uploads.watched.template.none', defaultMessage: 'No template', description: 'Choice' },
    removedTemplate: {
      id: 'uploads.watched.template.removed',
      defaultMessage: 'Removed template',
      description: 'Choice: a template that no longer exists',
    },
    templateHelp: {
      id: 'uploads.watched.template.help',
      defaultMessage: "New files get the template's details, episode number, slot, thumbnail and captions.",
      description: 'Help',
    },
    templateGone: {
      id: 'uploads.watched.template.gone',
      defaultMessage: 'That template was removed; new files are queued with their file name as the title.',
      description: 'Field problem',
    },
    subfolders: {
      id: 'uploads.watched.subfolders',
      defaultMessage: 'Include subfolders',
      description: 'Checkbox',
    },
    stopWatching: { id: 'uploads.watched.stop', defaultMessage: 'Stop watching', description: 'Button' },
    stopWatchingName: {
      id: 'uploads.watched.stop.name',
      defaultMessage: 'Stop watching {path}',
      description: 'Accessible name; path is the folder',
    },
    stopQuestion: {
      id: 'uploads.watched.stop.question',
      defaultMessage: 'Stop watching this folder? What it queued stays in the queue.',
      description: 'Asked in place of Stop watching',
    },
    stopYes: { id: 'uploads.watched.stop.yes', defaultMessage: 'Yes, stop watching', description: 'Answer' },
    stopKeep: { id: 'uploads.watched.stop.keep', defaultMessage: 'Keep watching', description: 'Answer' },
    stopGroup: {
      id: 'uploads.watched.stop.group',
      defaultMessage: 'Confirm stopping the watch of {path}',
      description: "The question's group name for screen readers",
    },
    addForm: { id: 'uploads.watched.add.form', defaultMessage: 'Add a watched folder', description: "Form's name" },
    existing: {
      id: 'uploads.watched.existing',
      defaultMessage: 'Videos already in the folder',
      description: 'Choice group',
    },
    existingIgnore: {
      id: 'uploads.watched.existing.ignore',
      defaultMessage: 'Leave them alone (only new videos are added)',
      description: 'Choice',
    },
    existingEnqueue: {
      id: 'uploads.watched.existing.enqueue',
      defaultMessage: 'Add them to the queue too',
      description: 'Choice',
    },
    choosingFolder: {
      id: 'uploads.watched.choosing',
      defaultMessage: 'Choosing a folder…',
      description: 'While the folder dialog is open',
    },
    addFolder: { id: 'uploads.watched.add', defaultMessage: 'Add a folder…', description: 'Button' },
    queuesForGone: {
      id: 'uploads.watched.channel.gone',
      defaultMessage: 'Queues for a channel no longer signed in here: its new videos wait.',
      description: "The folder's channel is signed out",
    },
    queuesFor: {
      id: 'uploads.watched.channel',
      defaultMessage: '{chosen, select, yes {Queues for {title} (chosen now)} other {Queues for {title}}}',
      description: "The folder's channel; title is its name",
    },
    counts: {
      id: 'uploads.watched.counts',
      defaultMessage: '{enqueued, plural, one {# file enqueued} other {# files enqueued}}',
      description: 'Files the folder queued',
    },
    countsSettling: {
      id: 'uploads.watched.counts.settling',
      defaultMessage: '{counts}; {settling, number} still being written',
      description: 'Files the folder queued (uploads.watched.counts), then how many are still being written to disk',
    },
  }),
);
