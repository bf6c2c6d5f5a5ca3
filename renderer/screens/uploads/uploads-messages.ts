// The Uploads screen's queue in the catalogue: the drop zone, the queue and its rows, the files between the drop and
// the queue, the quota plan and the first-upload question. The platform's terms are YouTube Studio's in each language
// (its "Upload", "Private/Unlisted/Public", "Thumbnail", "Playlist", "Captions"; help pages read 2026-12-07). The
// details form, the settings and the spreadsheet import have their own files (upload-details-messages.ts,
// upload-settings-messages.ts, import/import-messages.ts).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const UPLOADS = untyped(
  defineMessages({
    quotaBanner: {
      id: 'uploads.quotaBanner',
      defaultMessage:
        "The project's uploads for today are used up: new uploads wait until the quota resets {countdown}. Uploads that already started carry on.",
      description: 'Banner while the daily upload quota is used up; countdown is uploads.countdown.in or .now',
    },
    loadFailed: {
      id: 'uploads.loadFailed',
      defaultMessage: 'The upload queue could not be read: {reason}',
      description: "The queue could not be loaded; reason is the main process's sentence",
    },
    loadingQueue: { id: 'uploads.loadingQueue', defaultMessage: 'Loading the queue…', description: 'While loading' },
    // Sizes, speeds and waits.
    bytes: {
      id: 'uploads.bytes',
      defaultMessage: '{count, plural, one {# byte} other {# bytes}}',
      description: 'A file size below one KiB',
    },
    speed: {
      id: 'uploads.speed',
      defaultMessage: '{size}/s',
      description: 'An upload speed; size is a file size such as “1.5 MiB”',
    },
    countdownIn: {
      id: 'uploads.countdown.in',
      defaultMessage: 'in {duration} (at {time})',
      description: 'How long until a retry or the quota reset; duration like “3 min, 5 sec”, time a clock time or date',
    },
    countdownNow: {
      id: 'uploads.countdown.now',
      defaultMessage: 'now (at {time})',
      description: 'The retry or reset is due now; time is a clock time or date',
    },
    progressText: {
      id: 'uploads.progress.text',
      defaultMessage: '{percent}, {detail}',
      description: "What a screen reader says of a progress bar: the percent, then e.g. '1.2 MiB of 3.0 MiB'",
    },
    amounts: {
      id: 'uploads.amounts',
      defaultMessage: '{done} of {total}',
      description: 'Bytes done of the whole file, e.g. “1.2 MiB of 3.0 MiB”',
    },
    // The drop zone.
    dropRegion: { id: 'uploads.drop.region', defaultMessage: 'Add videos', description: "The drop zone's name" },
    dropRelease: {
      id: 'uploads.drop.release',
      defaultMessage: 'Release to add these videos',
      description: 'Shown while files are dragged over the drop zone',
    },
    dropHere: { id: 'uploads.drop.here', defaultMessage: 'Drop videos here', description: "The drop zone's title" },
    dropHelp: {
      id: 'uploads.drop.help',
      defaultMessage:
        'Each file is checked first (it must really be a video); uploads continue after a dropped connection or a restart.',
      description: 'Under the drop zone title',
    },
    chooseVideos: { id: 'uploads.drop.choose', defaultMessage: 'Choose videos…', description: 'Opens a file picker' },
    reviewFirst: {
      id: 'uploads.drop.reviewFirst',
      defaultMessage: 'Review the details of new videos before they upload',
      description: 'Checkbox: new uploads wait (paused) for their details to be checked',
    },
    templateLabel: {
      id: 'uploads.drop.template',
      defaultMessage: 'Template for the next drop',
      description: "Select of the Series screen's templates applied to the next dropped videos",
    },
    templateNone: {
      id: 'uploads.drop.template.none',
      defaultMessage: 'None: each file’s name as its title',
      description: 'Template choice: no template, each video titled with its file name',
    },
    templateHelp: {
      id: 'uploads.drop.template.help',
      defaultMessage: 'A template (made on Series) fills the details, numbers the episodes and schedules them.',
      description: 'Help under the template choice when none is chosen; Series is the screen',
    },
    templateChosenHelp: {
      id: 'uploads.drop.template.chosenHelp',
      defaultMessage:
        'Drop the videos with their thumbnails (name.jpg) and captions (name.en.srt); the template fills each one.{disclosure} {start}',
      description:
        'Help under the chosen template; disclosure is uploads.drop.disclosure.* (or nothing), start is uploads.drop.start.*',
    },
    startReview: {
      id: 'uploads.drop.start.review',
      defaultMessage: 'They wait for your review before they upload, as the box above says.',
      description: 'The review box is ticked: dropped videos wait',
    },
    startHold: {
      id: 'uploads.drop.start.hold',
      defaultMessage: 'This template holds them for your review before they upload.',
      description: 'The template holds its videos for review',
    },
    startNow: {
      id: 'uploads.drop.start.now',
      defaultMessage: 'They start uploading as soon as they are added.',
      description: 'Dropped videos start at once',
    },
    disclosureYes: {
      id: 'uploads.drop.disclosure.yes',
      defaultMessage: 'Each is marked as containing altered or synthetic content.',
      description: "The template answers YouTube's altered or synthetic content question with yes",
    },
    disclosureNo: {
      id: 'uploads.drop.disclosure.no',
      defaultMessage: 'Each is marked as not containing altered or synthetic content.',
      description: "The template answers YouTube's altered or synthetic content question with no",
    },
    addingFiles: { id: 'uploads.drop.adding', defaultMessage: 'Adding files…', description: 'While files are added' },
    folderRefused: {
      id: 'uploads.drop.folder',
      defaultMessage: '{name} is a folder, not a video file.',
      description: 'A folder was dropped; name is its name',
    },
    // The queue.
    queueTitle: { id: 'uploads.queue.title', defaultMessage: 'Queue', description: 'Heading of the upload queue' },
    wholeQueue: {
      id: 'uploads.queue.toolbar',
      defaultMessage: 'The whole queue',
      description: "The toolbar's name for screen readers: actions on every upload",
    },
    pauseAll: { id: 'uploads.queue.pauseAll', defaultMessage: 'Pause all', description: 'Button' },
    resumeAll: { id: 'uploads.queue.resumeAll', defaultMessage: 'Resume all', description: 'Button' },
    clearFinished: { id: 'uploads.queue.clearFinished', defaultMessage: 'Clear finished', description: 'Button' },
    clearFinishedTitle: {
      id: 'uploads.queue.clearFinished.title',
      defaultMessage:
        'Removes the done and cancelled uploads shown from the list; failed ones stay until you retry or remove them.',
      description: 'Tooltip of Clear finished',
    },
    bulkFailed: {
      id: 'uploads.queue.bulkFailed',
      defaultMessage: '{action} failed: {reason}',
      description: "A queue-wide action failed; action is its button's name, reason the main process's sentence",
    },
    inOrder: {
      id: 'uploads.queue.inOrder',
      defaultMessage: 'Uploads, in the order they start',
      description: "The queue list's name for screen readers",
    },
    empty: {
      id: 'uploads.queue.empty',
      defaultMessage: 'No uploads yet. Drop videos above, or choose them, to start.',
      description: 'The queue is empty',
    },
    idle: {
      id: 'uploads.queue.idle',
      defaultMessage: 'Nothing uploading. Drop videos above, or choose them, to start.',
      description: 'Every upload is finished (folded below)',
    },
    show: { id: 'uploads.queue.show', defaultMessage: 'Show', description: "Label of the queue's channel filter" },
    thisChannel: { id: 'uploads.queue.thisChannel', defaultMessage: 'This channel', description: 'Filter choice' },
    allChannels: { id: 'uploads.queue.allChannels', defaultMessage: 'All channels', description: 'Filter choice' },
    find: { id: 'uploads.queue.find', defaultMessage: 'Find', description: 'Label of the search field over the queue' },
    findPlaceholder: {
      id: 'uploads.queue.find.placeholder',
      defaultMessage: 'File name or title',
      description: 'Placeholder of the search field: what it searches',
    },
    noMatch: {
      id: 'uploads.queue.noMatch',
      defaultMessage: 'No upload matches “{wanted}”.',
      description: 'Nothing found; wanted is what was typed (quote it as the language does)',
    },
    doneToday: { id: 'uploads.queue.doneToday', defaultMessage: 'Done today', description: 'Fold of finished uploads' },
    history: { id: 'uploads.queue.history', defaultMessage: 'History', description: 'Fold of older finished uploads' },
    foldCount: {
      id: 'uploads.queue.foldCount',
      defaultMessage: '({count, plural, one {# upload} other {# uploads}})',
      description: 'How many uploads a fold holds, in brackets',
    },
    foldList: {
      id: 'uploads.queue.foldList',
      defaultMessage: '{title}, newest first',
      description: "A fold's list name for screen readers; title is Done today or History",
    },
    summary: {
      id: 'uploads.summary',
      defaultMessage: '{count, plural, one {# upload} other {# uploads}}: {states}',
      description: 'Above the queue: how many uploads, then how many in each state (uploads.summary.state, listed)',
    },
    summaryJoin: {
      id: 'uploads.summary.join',
      defaultMessage: '{list}, {next}',
      description: 'Joins the counts by state of uploads.summary: the list so far, then the next count',
    },
    summaryState: {
      id: 'uploads.summary.state',
      defaultMessage:
        '{count, number} {state, select, queued {queued} starting {starting} uploading {uploading} paused {paused} retrying {retrying} waitingQuota {waiting for quota} done {done} failed {failed} other {cancelled}}',
      description: 'How many uploads are in one state, e.g. “3 paused” (the state agrees with “uploads”)',
    },
    // An upload's state (its badge).
    stateQueued: { id: 'uploads.state.queued', defaultMessage: 'Queued', description: 'Upload state badge' },
    stateStarting: { id: 'uploads.state.starting', defaultMessage: 'Starting', description: 'Upload state badge' },
    stateUploading: { id: 'uploads.state.uploading', defaultMessage: 'Uploading', description: 'Upload state badge' },
    statePaused: { id: 'uploads.state.paused', defaultMessage: 'Paused', description: 'Upload state badge' },
    stateRetrying: { id: 'uploads.state.retrying', defaultMessage: 'Retrying', description: 'Upload state badge' },
    stateWaitingQuota: {
      id: 'uploads.state.waitingQuota',
      defaultMessage: 'Waiting for quota',
      description: 'Upload state badge: waits for the daily quota to reset',
    },
    stateDone: { id: 'uploads.state.done', defaultMessage: 'Done', description: 'Upload state badge' },
    stateFailed: { id: 'uploads.state.failed', defaultMessage: 'Failed', description: 'Upload state badge' },
    stateCancelled: { id: 'uploads.state.cancelled', defaultMessage: 'Cancelled', description: 'Upload state badge' },
    // A row.
    position: {
      id: 'uploads.row.position',
      defaultMessage: 'Number {position, number} to start',
      description: "A queued upload's turn, for screen readers",
    },
    visibility: {
      id: 'uploads.row.visibility',
      defaultMessage: '{privacy, select, private {private} unlisted {unlisted} public {public} other {{privacy}}}',
      description:
        "The upload's visibility (YouTube's Private, Unlisted, Public), in the file line, lower case in English",
    },
    fileLine: {
      id: 'uploads.row.fileLine',
      defaultMessage: '{file} · {size} · {visibility}',
      description:
        "Under an upload's title: its file name, its size and its visibility (uploads.row.visibility or .goesPublic)",
    },
    goesPublic: {
      id: 'uploads.row.goesPublic',
      defaultMessage: 'Goes public {when}',
      description:
        'A scheduled upload; when is a date and time with its distance, e.g. “Mon, Mar 15, 6:00 PM (in 3 months)”',
    },
    progressOf: {
      id: 'uploads.row.progressOf',
      defaultMessage: 'Upload progress of {name}',
      description: "The progress bar's name; name is the video's title",
    },
    left: {
      id: 'uploads.row.left',
      defaultMessage: 'about {duration} left',
      description: 'Time left of an upload; duration like “3 min, 5 sec”',
    },
    onTheWay: {
      id: 'uploads.row.onTheWay',
      defaultMessage: '{size} on the way',
      description: 'Bytes sent and not yet confirmed by the server',
    },
    uploadedAs: {
      id: 'uploads.row.uploadedAs',
      defaultMessage: 'Uploaded as video {id}',
      description: 'A done upload; id is the video ID',
    },
    editInLibrary: { id: 'uploads.row.editInLibrary', defaultMessage: 'Edit in Library', description: 'Button' },
    editInLibraryName: {
      id: 'uploads.row.editInLibrary.name',
      defaultMessage: 'Edit {name} in the Library',
      description: "Edit in Library's accessible name; name is the video's title",
    },
    demoOnly: {
      id: 'uploads.row.demoOnly',
      defaultMessage: '(in the demo workspace, on this computer only)',
      description: 'A demo upload has no page on the platform',
    },
    openVideo: {
      id: 'uploads.row.openVideo',
      defaultMessage: 'Open the video',
      description: "Link to the video's page",
    },
    lastAttemptFailed: {
      id: 'uploads.row.lastAttemptFailed',
      defaultMessage: 'The last attempt failed.',
      description: 'A retrying upload without a reason',
    },
    tryingAgain: {
      id: 'uploads.row.tryingAgain',
      defaultMessage: 'Trying again {countdown}.',
      description: 'Retry coming; countdown is uploads.countdown.in or .now',
    },
    tryingAgainShortly: {
      id: 'uploads.row.tryingAgainShortly',
      defaultMessage: 'Trying again shortly.',
      description: 'Retry coming, time unknown',
    },
    quotaUsedUp: {
      id: 'uploads.row.quotaUsedUp',
      defaultMessage: 'The daily quota is used up.',
      description: 'Waiting for the quota, without a reason from the service',
    },
    continues: {
      id: 'uploads.row.continues',
      defaultMessage: 'Continues {countdown}.',
      description: 'When an upload waiting for quota goes on; countdown is uploads.countdown.in or .now',
    },
    stopped: { id: 'uploads.row.stopped', defaultMessage: 'The upload stopped.', description: 'Failed, no reason' },
    edit: { id: 'uploads.row.edit', defaultMessage: 'Edit details', description: 'Button: opens the details form' },
    attachments: {
      id: 'uploads.row.attachments',
      defaultMessage: 'Thumbnail and playlists',
      description: 'Button: opens what a started upload can still change',
    },
    editing: { id: 'uploads.row.editing', defaultMessage: 'Editing', description: 'The form of this row is open' },
    editName: {
      id: 'uploads.row.edit.name',
      defaultMessage: '{action} of {name}',
      description: "The edit button's accessible name; action is Edit details or Thumbnail and playlists",
    },
    moveUp: {
      id: 'uploads.row.moveUp',
      defaultMessage: 'Move {name} up',
      description: 'Arrow button, for screen readers',
    },
    moveDown: {
      id: 'uploads.row.moveDown',
      defaultMessage: 'Move {name} down',
      description: 'Arrow button, for screen readers',
    },
    pause: { id: 'uploads.row.pause', defaultMessage: 'Pause', description: 'Button' },
    pauseName: { id: 'uploads.row.pause.name', defaultMessage: 'Pause {name}', description: 'Accessible name' },
    resume: { id: 'uploads.row.resume', defaultMessage: 'Resume', description: 'Button: continue a paused upload' },
    tryNow: { id: 'uploads.row.tryNow', defaultMessage: 'Try now', description: 'Button: do not wait for the quota' },
    startUpload: {
      id: 'uploads.row.startUpload',
      defaultMessage: 'Start upload',
      description: 'Button: start an upload held for review',
    },
    resumeName: {
      id: 'uploads.row.resume.name',
      defaultMessage: '{action} {name}',
      description: 'Accessible name: the button (Resume, Try now, Start upload) and the title',
    },
    retry: { id: 'uploads.row.retry', defaultMessage: 'Retry', description: 'Button' },
    retryName: { id: 'uploads.row.retry.name', defaultMessage: 'Retry {name}', description: 'Accessible name' },
    cancel: { id: 'uploads.row.cancel', defaultMessage: 'Cancel', description: 'Button: cancel the upload' },
    cancelName: { id: 'uploads.row.cancel.name', defaultMessage: 'Cancel {name}', description: 'Accessible name' },
    cancelQuestion: {
      id: 'uploads.row.cancel.question',
      defaultMessage: 'Cancel this upload? What was sent is discarded.',
      description: 'Asked in place of Cancel',
    },
    cancelYes: { id: 'uploads.row.cancel.yes', defaultMessage: 'Yes, cancel it', description: 'Answer that cancels' },
    cancelKeep: { id: 'uploads.row.cancel.keep', defaultMessage: 'Keep it', description: 'Answer that keeps it' },
    cancelGroup: {
      id: 'uploads.row.cancel.group',
      defaultMessage: 'Confirm cancelling {name}',
      description: "The question's group name for screen readers",
    },
    remove: { id: 'uploads.row.remove', defaultMessage: 'Remove', description: 'Button: take it off the list' },
    removeName: {
      id: 'uploads.row.remove.name',
      defaultMessage: 'Remove {name} from the list',
      description: 'Accessible name',
    },
    // What to do about a failure.
    stepMissingStaged: {
      id: 'uploads.next.missingStaged',
      defaultMessage: 'Remove it and drop the file again.',
      description: 'The copied file is gone',
    },
    stepMissing: {
      id: 'uploads.next.missing',
      defaultMessage:
        'Put the file back where it was and choose Retry, or remove it and add the file from its new place.',
      description: 'The file was moved or deleted; Retry is the button',
    },
    stepChanged: {
      id: 'uploads.next.changed',
      defaultMessage: 'Retry uploads the file as it is now, from the start.',
      description: 'The file changed during the upload',
    },
    stepSignIn: {
      id: 'uploads.next.signIn',
      defaultMessage: 'Sign in again on the Accounts screen, then choose Retry.',
      description: 'The sign-in ended',
    },
    stepRetry: {
      id: 'uploads.next.retry',
      defaultMessage: 'Check the connection, then choose Retry: it continues where the upload stopped.',
      description: 'A connection problem',
    },
    stepWait: {
      id: 'uploads.next.wait',
      defaultMessage: 'Choose Retry once the limit resets, or Remove to take it off the list.',
      description: 'A limit was reached',
    },
    stepOther: {
      id: 'uploads.next.other',
      defaultMessage: 'Choose Retry to try again, or Remove to take it off the list.',
      description: 'Any other failure',
    },
    // Refused actions on a row.
    refused: {
      id: 'uploads.refused',
      defaultMessage:
        '{action, select, pause {{name} could not be paused} resume {{name} could not be started} cancel {{name} could not be cancelled} retry {{name} could not be queued again} remove {{name} could not be removed} move {{name} could not be moved} save {The details of {name} could not be saved} attach {What {name} adds once uploaded could not be saved} other {The step of {name} could not be tried again}}: {reason}',
      description: "An action on an upload was refused; name is the video's title, reason the main process's sentence",
    },
    dismiss: { id: 'uploads.dismiss', defaultMessage: 'Dismiss', description: 'Button: hide a note' },
    dismissFailure: {
      id: 'uploads.dismiss.failure',
      defaultMessage: 'Dismiss the failure of {name}',
      description: 'Accessible name',
    },
    // A private upload the platform locked.
    privateOnPurpose: {
      id: 'uploads.private.onPurpose',
      defaultMessage: 'Private on purpose: the API project is not audited, so the platform keeps uploads private.',
      description: 'The creator chose to keep uploads private until the API project is audited',
    },
    explainAgain: { id: 'uploads.private.explain', defaultMessage: 'Explain again', description: 'Button' },
    keepPrivate: { id: 'uploads.private.keep', defaultMessage: 'Keep uploads private', description: 'Button' },
    // An upload without its channel.
    channelFor: {
      id: 'uploads.assign.label',
      defaultMessage: 'Channel for {name}',
      description: "Select's label; name is the video's title",
    },
    chooseChannel: {
      id: 'uploads.assign.choose',
      defaultMessage: 'Choose a channel…',
      description: 'Empty choice of the channel select',
    },
    sendToChannel: { id: 'uploads.assign.send', defaultMessage: 'Send it to this channel', description: 'Button' },
    // Attachment steps on a row.
    stepsCancelled: {
      id: 'uploads.steps.cancelled',
      defaultMessage: 'Not done (the upload was cancelled):',
      description: 'Heads the steps of a cancelled upload',
    },
    stepsAfter: { id: 'uploads.steps.after', defaultMessage: 'After the upload:', description: 'Heads the steps' },
    stepsList: {
      id: 'uploads.steps.list',
      defaultMessage: 'Steps after the upload of {name}',
      description: 'List name for screen readers',
    },
    stepCaption: {
      id: 'uploads.step.caption',
      defaultMessage: 'Captions {label}',
      description: 'A step: add a caption track; label names the track',
    },
    stepThumbnail: {
      id: 'uploads.step.thumbnail',
      defaultMessage: 'Thumbnail {label}',
      description: 'A step: set the thumbnail; label is the image file name',
    },
    stepPlaylist: {
      id: 'uploads.step.playlist',
      defaultMessage: 'Add to the playlist "{label}"',
      description: "A step: add the video to a playlist; label is the playlist's title",
    },
    stepPending: { id: 'uploads.step.pending', defaultMessage: 'To do', description: 'Step state badge' },
    stepRunning: { id: 'uploads.step.running', defaultMessage: 'In progress', description: 'Step state badge' },
    stepDone: { id: 'uploads.step.done', defaultMessage: 'Done', description: 'Step state badge' },
    stepFailed: { id: 'uploads.step.failed', defaultMessage: 'Failed', description: 'Step state badge' },
    stepRefused: {
      id: 'uploads.step.refused',
      defaultMessage: 'The platform refused this step.',
      description: 'A failed step without a reason',
    },
    retryStep: { id: 'uploads.step.retry', defaultMessage: 'Retry this step', description: 'Button' },
    retryStepName: {
      id: 'uploads.step.retry.name',
      defaultMessage: 'Retry: {step}',
      description: 'Accessible name; step is what the step does',
    },
    // Files between the drop and the queue.
    preparing: { id: 'uploads.staging.title', defaultMessage: 'Preparing', description: 'Heading: files being copied' },
    copying: {
      id: 'uploads.staging.copying',
      defaultMessage: '{started, select, yes {Copying} other {Waiting to copy}} <b>{name}</b> to {app} · {amounts}',
      description: 'A file copied into the app (browser mode); app is the product name, amounts like “1 MiB of 3 MiB”',
    },
    copyingName: {
      id: 'uploads.staging.copyingName',
      defaultMessage: 'Copying {name}',
      description: "The copy's progress bar name",
    },
    stop: { id: 'uploads.staging.stop', defaultMessage: 'Stop', description: 'Button: stop adding a file' },
    stopName: { id: 'uploads.staging.stop.name', defaultMessage: 'Stop adding {name}', description: 'Accessible name' },
    addAgain: {
      id: 'uploads.refusal.addAgain',
      defaultMessage: 'Add them again',
      description: 'Retry of a drop the queue refused',
    },
    notAdded: { id: 'uploads.refused.title', defaultMessage: 'Not added', description: 'Heading: files refused' },
    dismissAll: { id: 'uploads.refused.dismissAll', defaultMessage: 'Dismiss all', description: 'Button' },
    refusedFile: {
      id: 'uploads.refused.file',
      defaultMessage: '<b>{name}</b>: {reason}',
      description: "A refused file and why; name is the file's name",
    },
    dismissNote: {
      id: 'uploads.refused.dismiss.name',
      defaultMessage: 'Dismiss the note about {name}',
      description: 'Accessible name',
    },
    queuedWithout: {
      id: 'uploads.missing.title',
      defaultMessage: 'Queued without an attachment',
      description: 'Heading: a template wanted a thumbnail or captions beside a video and found none',
    },
    missingNote: {
      id: 'uploads.missing.note',
      defaultMessage: '<b>{name}</b>: {missing}.',
      description: 'What a video was queued without; missing lists the reasons',
    },
    // The first-upload question.
    syntheticTitle: {
      id: 'uploads.synthetic.title',
      defaultMessage: 'One question before your uploads',
      description: 'Heading of the altered or synthetic content choice',
    },
    syntheticText: {
      id: 'uploads.synthetic.text',
      defaultMessage:
        'The platform asks of every upload: {question} You can answer it in each upload’s details. For uploads you do not answer:',
      description: "question is YouTube's altered or synthetic content question",
    },
    syntheticQuestion: {
      id: 'uploads.synthetic.question',
      defaultMessage:
        'Does this video contain realistic content that was meaningfully altered or synthetically generated?',
      description: "YouTube Studio's altered or synthetic content question, in its own words in the language",
    },
    syntheticHold: {
      id: 'uploads.synthetic.hold',
      defaultMessage: 'Hold them until I answer',
      description: 'Choice for uploads without an answer: they wait',
    },
    syntheticSendNo: {
      id: 'uploads.synthetic.sendNo',
      defaultMessage: 'Send them as not containing altered or synthetic content',
      description: 'Choice for uploads without an answer: answer no',
    },
    syntheticSendYes: {
      id: 'uploads.synthetic.sendYes',
      defaultMessage: 'Send them as containing altered or synthetic content',
      description: 'Choice for uploads without an answer: answer yes',
    },
    syntheticGroup: {
      id: 'uploads.synthetic.group',
      defaultMessage: 'Uploads without an answer',
      description: "The choices' group name",
    },
    syntheticUntil: {
      id: 'uploads.synthetic.until',
      defaultMessage: 'Until you choose, such uploads wait. The upload settings can change this later.',
      description: 'Under the choices',
    },
    syntheticField: {
      id: 'uploads.synthetic.field',
      defaultMessage: 'Uploads without an answer to the altered or synthetic content question',
      description: 'Label of the same choice in the upload settings',
    },
    syntheticNotChosen: {
      id: 'uploads.synthetic.notChosen',
      defaultMessage: 'Not chosen yet: they wait',
      description: 'Select placeholder',
    },
    // The quota plan.
    planToday: {
      id: 'uploads.plan.today',
      defaultMessage:
        "{count, plural, one {The upload waiting to start fits in today's quota.} other {All # uploads waiting to start fit in today's quota.}}",
      description: 'Every waiting upload fits in the quota left today',
    },
    planOneDay: {
      id: 'uploads.plan.oneDay',
      defaultMessage:
        "{count, plural, one {The upload waiting to start goes {day}} other {The # uploads waiting to start go {day}}}, as the project's daily quota allows (its days end at midnight Pacific time).",
      description: 'The waiting uploads all go on one later day; day is uploads.plan.day',
    },
    planSpread: {
      id: 'uploads.plan.spread',
      defaultMessage:
        "Of the {count, plural, one {# upload} other {# uploads}} waiting to start, {spread}, as the project's daily quota allows (its days end at midnight Pacific time).",
      description: 'The waiting uploads spread over days; spread is uploads.plan.days or uploads.plan.longSpread',
    },
    planFirst: {
      id: 'uploads.plan.first',
      defaultMessage: '{count, plural, one {# goes {day}} other {# go {day}}}',
      description: 'The first day of a spread: how many uploads go that day; day is uploads.plan.day',
    },
    planPart: {
      id: 'uploads.plan.part',
      defaultMessage: '{count, number} {day}',
      description: 'A further day of a spread (the verb of uploads.plan.first carries on); day is uploads.plan.day',
    },
    planDays: {
      id: 'uploads.plan.days',
      defaultMessage: '{parts, select, two {{a} and {b}} three {{a}, {b} and {c}} other {{a}, {b}, {c} and {d}}}',
      description:
        'Two, three or four days of a spread, in order (a is uploads.plan.first, the others uploads.plan.part)',
    },
    planLongSpread: {
      id: 'uploads.plan.longSpread',
      defaultMessage: '{a}, {b} and {rest} {days}, the last on {last}',
      description:
        'A spread over many days: the first two (uploads.plan.first, .part), then the rest (uploads.plan.rest, uploads.plan.nextDays); last is a date like “Thursday, March 5”',
    },
    planRest: {
      id: 'uploads.plan.rest',
      defaultMessage: '{count, plural, one {the other # upload} other {the other # uploads}}',
      description: 'The uploads of a long spread after its first two days (in uploads.plan.longSpread)',
    },
    planNextDays: {
      id: 'uploads.plan.nextDays',
      defaultMessage: '{count, plural, one {over the next # day} other {over the next # days}}',
      description: 'The days the rest of a long spread takes (in uploads.plan.longSpread)',
    },
    planDay: {
      id: 'uploads.plan.day',
      defaultMessage: '{kind, select, today {today} tomorrow {tomorrow ({date})} other {{date}}}',
      description: 'A day of the plan in a sentence; date is like “Friday, January 16” (Pacific time)',
    },
    planFits: {
      id: 'uploads.plan.fits',
      defaultMessage: "Fits in today's quota.",
      description: "On a row: the upload fits in today's quota",
    },
    planWaits: {
      id: 'uploads.plan.waits',
      defaultMessage:
        "{kind, select, tomorrow {Waits for tomorrow ({date})} other {Waits for {date}}}: {held, select, units {its thumbnail, playlists and captions need more units than are left; units refill at midnight Pacific} channelCap {the channel reached its own daily upload limit today (the platform refused an upload); it lifts within a day} other {the project's {limit, number} uploads a day are taken; the bucket refills at midnight Pacific}}.",
      description:
        'On a row: the day the upload waits for (date like “Friday, January 16”) and the limit that holds it back',
    },
  }),
);
