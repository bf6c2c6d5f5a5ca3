// The Watermark screen in the catalogue. The platform's term: YouTube Studio's "video watermark" (Customization,
// Branding), shown in the top right corner of the channel's videos.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const WATERMARK = untyped(
  defineMessages({
    about: { id: 'watermark.about', defaultMessage: 'About watermarks', description: "Folded help's line" },
    aboutText: {
      id: 'watermark.aboutText',
      defaultMessage:
        'A small image the platform shows in the top right corner of all your videos; viewers click it to subscribe.',
      description: 'What a video watermark is (YouTube shows it; clicking it subscribes)',
    },
    currentTitle: {
      id: 'watermark.current.title',
      defaultMessage: 'Set from {app}',
      description: 'Card heading: the watermark last set from this app; app is the product name',
    },
    loading: { id: 'watermark.loading', defaultMessage: 'Loading…', description: 'While the watermark is read' },
    currentAlt: {
      id: 'watermark.current.alt',
      defaultMessage: 'Current watermark {name}',
      description: "Alt text of the current watermark's image; name is its file name",
    },
    size: {
      id: 'watermark.size',
      defaultMessage: '{width, number, ::group-off} × {height, number, ::group-off}',
      description: "The image's width × height in pixels",
    },
    shows: {
      id: 'watermark.shows',
      defaultMessage:
        '{kind, select, wholeVideo {Shows during the whole video.} fromStart {Shows from {start} after the start, for {duration}.} other {Shows during the last {duration}.}}',
      description: 'When the current watermark shows; start and duration are watermark.seconds (“15 s”)',
    },
    seconds: {
      id: 'watermark.seconds',
      defaultMessage: '{seconds, number, ::.#} s',
      description: 'A number of seconds, abbreviated as the language abbreviates it',
    },
    setAt: { id: 'watermark.setAt', defaultMessage: 'Set {when}.', description: 'When it was set; when is a date' },
    remove: { id: 'watermark.remove', defaultMessage: 'Remove', description: 'Button' },
    removeName: {
      id: 'watermark.remove.name',
      defaultMessage: 'Remove the watermark',
      description: "The Remove button's accessible name",
    },
    removeQuestion: {
      id: 'watermark.remove.question',
      defaultMessage: 'Remove the watermark from all your videos?',
      description: 'Asked in place of the Remove button',
    },
    removeYes: { id: 'watermark.remove.yes', defaultMessage: 'Yes, remove', description: 'Answer that removes it' },
    removeKeep: { id: 'watermark.remove.keep', defaultMessage: 'Keep it', description: 'Answer that keeps it' },
    removeGroup: {
      id: 'watermark.remove.group',
      defaultMessage: 'Confirm removing the watermark',
      description: "The question's group name for screen readers",
    },
    none: { id: 'watermark.none', defaultMessage: 'None set from {app}.', description: 'No watermark set from here' },
    unseen: {
      id: 'watermark.unseen',
      defaultMessage:
        "The platform cannot report which watermark your channel shows, so this is the last one set from this app; one set or removed elsewhere (e.g. in the platform's studio) is not seen here.",
      description: 'Why the screen shows only the watermark set from this app; the studio is YouTube Studio',
    },
    newTitle: { id: 'watermark.new.title', defaultMessage: 'Set a new watermark', description: 'Form heading' },
    drop: { id: 'watermark.drop', defaultMessage: 'Drop an image here', description: 'Drop zone for the image' },
    choose: { id: 'watermark.choose', defaultMessage: 'Choose an image…', description: 'Opens the file chooser' },
    hint: {
      id: 'watermark.hint',
      defaultMessage: 'PNG or JPEG, at most 10 MiB; a 150 × 150 square under 1 MB shows best.',
      description: 'What image fits (the platform advises a 150 × 150 square under 1 MB)',
    },
    checking: { id: 'watermark.checking', defaultMessage: 'Checking the image…', description: 'While a file is read' },
    set: { id: 'watermark.set', defaultMessage: 'Set watermark', description: 'Button that sets the watermark' },
    cost: {
      id: 'watermark.cost',
      defaultMessage: 'Costs {units, number} of the daily {limit, number} quota units.',
      description: "Setting the watermark spends units of the project's daily YouTube API quota",
    },
    chooseFirst: { id: 'watermark.chooseFirst', defaultMessage: 'Choose an image first.', description: 'Hint' },
    setDone: {
      id: 'watermark.setDone',
      defaultMessage: 'The watermark is set. The platform shows it on all your videos within a few minutes.',
      description: 'After setting it',
    },
    removed: { id: 'watermark.removed', defaultMessage: 'The watermark is removed.', description: 'After removing' },
    advice: {
      id: 'watermark.advice',
      defaultMessage: 'Note on the image set: {advice}',
      description: "The platform's advice on the image last set (its words follow)",
    },
    previewNew: {
      id: 'watermark.preview.new',
      defaultMessage: 'Preview of the new watermark',
      description: 'Name of the preview figure',
    },
    previewCurrent: {
      id: 'watermark.preview.current',
      defaultMessage: 'Preview of the current watermark',
      description: 'Name of the preview figure',
    },
    copying: {
      id: 'watermark.copying',
      defaultMessage: 'Copying the image to {app}',
      description: 'Progress: the picked image is copied into the app',
    },
    setting: { id: 'watermark.setting', defaultMessage: 'Setting the watermark', description: 'Progress' },
    removing: { id: 'watermark.removing', defaultMessage: 'Removing the watermark', description: 'Progress' },
    progress: {
      id: 'watermark.progress',
      defaultMessage: '{step}…',
      description: 'A step under way, with an ellipsis',
    },
    yourVideo: {
      id: 'watermark.yourVideo',
      defaultMessage: 'Your video',
      description: 'Stands for a video frame in the preview',
    },
    markAlt: {
      id: 'watermark.mark.alt',
      defaultMessage: 'Watermark, top right corner',
      description: 'Alt text of the watermark in the preview',
    },
    noImage: { id: 'watermark.noImage', defaultMessage: 'No image yet', description: 'Preview without an image' },
    span: {
      id: 'watermark.span',
      defaultMessage: 'On a {length} video it shows from {from} to {to}.',
      description: 'Under the preview; length, from and to are clock times like 5:00 and 4:45',
    },
    whenShows: { id: 'watermark.when', defaultMessage: 'When it shows', description: 'Legend of the timing choice' },
    wholeVideo: { id: 'watermark.when.whole', defaultMessage: 'The whole video', description: 'Timing choice' },
    fromStart: {
      id: 'watermark.when.fromStart',
      defaultMessage: 'From a start time, for a while',
      description: 'Timing choice',
    },
    lastSeconds: {
      id: 'watermark.when.last',
      defaultMessage: 'The last seconds of the video',
      description: 'Timing choice',
    },
    startLabel: {
      id: 'watermark.start.label',
      defaultMessage: 'Start (seconds after the video begins)',
      description: 'Field label',
    },
    startHelp: { id: 'watermark.start.help', defaultMessage: '0 is the very start.', description: 'Field help' },
    durationLabel: { id: 'watermark.duration.label', defaultMessage: 'Duration (seconds)', description: 'Field label' },
    durationHelp: { id: 'watermark.duration.help', defaultMessage: 'At least 1 second.', description: 'Field help' },
    lastLabel: { id: 'watermark.last.label', defaultMessage: 'Seconds before the end', description: 'Field label' },
    lastHelp: {
      id: 'watermark.last.help',
      defaultMessage: 'It shows from then until the video ends (at least 1).',
      description: 'Field help',
    },
    notNumber: {
      id: 'watermark.problem.notNumber',
      defaultMessage:
        '{field, select, start {The start} duration {The duration} other {The time before the end}} must be a number of seconds.',
      description: 'Problem beside a timing field',
    },
    tooSmall: {
      id: 'watermark.problem.tooSmall',
      defaultMessage:
        '{field, select, start {The start} duration {The duration} other {The time before the end}} must be at least {min, plural, one {# second} other {# seconds}}.',
      description: 'Problem beside a timing field',
    },
    tooBig: {
      id: 'watermark.problem.tooBig',
      defaultMessage:
        '{field, select, start {The start} duration {The duration} other {The time before the end}} must be at most {max} seconds (a day).',
      description: 'Problem beside a timing field; max is 86400, written without grouping',
    },
  }),
);
