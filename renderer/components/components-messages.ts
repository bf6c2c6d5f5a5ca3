// The shared components' words in the catalogue: failure lines, file pickers, the video details form and its
// upload-only fields, translations, captions, publish slots, processing. The platform's terms as YouTube Studio says
// them (visibility, made for kids, altered or synthetic content, standard licence).
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const FAILURE = untyped(
  defineMessages({
    tryAgain: { id: 'components.failure.tryAgain', defaultMessage: 'Try again', description: 'Button after a failure' },
    uploadLimitLater: {
      id: 'components.failure.uploadLimitLater',
      defaultMessage: 'The platform lifts this limit after a while (often a day): trying again sooner is refused.',
      description: 'After the platform refused an upload for the channel’s upload limit, with no time given',
    },
    limitLater: {
      id: 'components.failure.limitLater',
      defaultMessage: 'This limit lifts after a while: try again later.',
      description: 'After a rate limit refusal with no time given',
    },
    lifted: {
      id: 'components.failure.lifted',
      defaultMessage: 'The limit has lifted: you can try again.',
      description: 'The time a refusal said has passed',
    },
    liftsAt: {
      id: 'components.failure.liftsAt',
      defaultMessage:
        '{what, select, quota {Quota resets at {at} (midnight Pacific), {left}.} other {The limit lifts at {at}, {left}.}}',
      description:
        'When a refusal ends: the daily quota (resets at midnight Pacific time) or another limit; at is a time (“5:00 PM”), left is components.failure.inHours (“in 3 h”) or the like',
    },
    inMinutes: {
      id: 'components.failure.inMinutes',
      defaultMessage: 'in {minutes, number} min',
      description: 'How long until a limit lifts, abbreviated (“in 12 min”)',
    },
    inHours: {
      id: 'components.failure.inHours',
      defaultMessage: 'in {hours, number} h',
      description: 'How long until a limit lifts, abbreviated (“in 7 h”)',
    },
    inHoursMinutes: {
      id: 'components.failure.inHoursMinutes',
      defaultMessage: 'in {hours, number} h {minutes, number} min',
      description: 'How long until a limit lifts, abbreviated (“in 2 h 5 min”)',
    },
    openAccounts: {
      id: 'components.failure.openAccounts',
      defaultMessage: 'Open Accounts',
      description: 'Button after a failed sign-in: opens the Accounts screen',
    },
    addToken: {
      id: 'components.failure.addToken',
      defaultMessage: 'Add a token',
      description: 'Button after a refused Cloudflare API token: opens the form that takes another',
    },
    logWhere: {
      id: 'components.failure.logWhere',
      defaultMessage: 'The details are in Channel Desk’s log: its output in the terminal it was started from.',
      description: 'After an unexpected failure: where its details were written. Channel Desk is the product name.',
    },
  }),
);

export const PICKER = untyped(
  defineMessages({
    chooseFile: {
      id: 'components.picker.chooseFile',
      defaultMessage: 'Choose a file…',
      description: 'The button-like words of a drop area that opens the file chooser',
    },
    notChecked: {
      id: 'components.picker.notChecked',
      defaultMessage: '{name} could not be checked; choose it again, or another file.',
      description: 'A picked file the page could not examine; name is its file name',
    },
    cannotRead: {
      id: 'components.picker.cannotRead',
      defaultMessage: '{name} cannot be read (it may have been moved, or it is a folder).',
      description: 'A dropped file the page cannot read; name is its file name',
    },
    empty: {
      id: 'components.picker.empty',
      defaultMessage: '{name} is empty (0 bytes).',
      description: 'A picked image file with nothing in it',
    },
    damagedImage: {
      id: 'components.picker.damagedImage',
      defaultMessage: '{name} is a damaged or incomplete image; open it in an image editor, save it again, and retry.',
      description: 'A picked image the browser cannot decode',
    },
    thumbnailCannotRead: {
      id: 'components.picker.thumbnailCannotRead',
      defaultMessage: '{name} cannot be read (moved, deleted, or a folder). Choose the image again.',
      description: 'A thumbnail file the page cannot read',
    },
    thumbnailDamaged: {
      id: 'components.picker.thumbnailDamaged',
      defaultMessage: '{name} looks like an image but cannot be decoded (damaged?). Choose another file.',
      description: 'A thumbnail file that looks like an image but the browser cannot decode',
    },
    imageFacts: {
      id: 'components.picker.imageFacts',
      defaultMessage: '{width, number, ::group-off} × {height, number, ::group-off}, {format}',
      description: 'A picked image’s size in pixels and its format (PNG, JPEG)',
    },
  }),
);

export const CAPTIONS = untyped(
  defineMessages({
    dropLabel: {
      id: 'components.captions.drop',
      defaultMessage: 'Drop a caption file here',
      description: 'The caption file picker’s drop area',
    },
    choose: {
      id: 'components.captions.choose',
      defaultMessage: 'Choose a caption file…',
      description: 'The caption file picker’s button-like words',
    },
    hint: {
      id: 'components.captions.hint',
      defaultMessage: '{srt} or {vtt}, UTF-8, at most {size}.',
      description: 'What caption files the picker takes: srt is “SRT (.srt)”, vtt “WebVTT (.vtt)”, size “4 MiB”',
    },
    checking: {
      id: 'components.captions.checking',
      defaultMessage: 'Checking the caption file…',
      description: 'While a picked caption file is examined',
    },
    facts: {
      id: 'components.captions.facts',
      defaultMessage: '{format}, {cues, plural, one {# cue} other {# cues}}',
      description: 'A picked caption file’s format (SRT or WebVTT) and how many cues (timed lines) it holds',
    },
    language: { id: 'components.captions.language', defaultMessage: 'Language', description: 'Caption track field' },
    name: { id: 'components.captions.name', defaultMessage: 'Name', description: 'Caption track field: its name' },
    namePlaceholder: {
      id: 'components.captions.namePlaceholder',
      defaultMessage: 'optional, e.g. With sound descriptions',
      description: 'Placeholder of a caption track’s name',
    },
    draft: {
      id: 'components.captions.draft',
      defaultMessage: 'Keep as a draft (viewers do not see it)',
      description: 'Check box: the caption track is kept as a draft (YouTube’s “draft” caption state)',
    },
    languageLabel: {
      id: 'components.captions.languageLabel',
      defaultMessage: '{name} ({tag})',
      description: 'A language’s name and its tag, e.g. “German (de)”',
    },
    noLanguage: {
      id: 'components.captions.noLanguage',
      defaultMessage: 'Choose the language the captions are in.',
      description: 'A caption track without a language',
    },
    badTag: {
      id: 'components.captions.badTag',
      defaultMessage: '"{tag}" is not a language tag: use a BCP-47 tag such as en, en-US, pt-BR or zh-Hant.',
      description: 'A typed caption language that is not a BCP-47 tag; the examples are tags (keep them)',
    },
    nameTooLong: {
      id: 'components.captions.nameTooLong',
      defaultMessage: 'A track name is at most {max, plural, one {# character} other {# characters}}.',
      description: 'A caption track name over the platform’s limit',
    },
  }),
);

export const DETAILS = untyped(
  defineMessages({
    title: { id: 'components.details.title', defaultMessage: 'Title', description: 'Video details field' },
    counter: {
      id: 'components.details.counter',
      defaultMessage: '{used, number} / {max, number}',
      description: 'How much of a length limit is used, e.g. “42 / 100”',
    },
    bytesCounter: {
      id: 'components.details.bytesCounter',
      defaultMessage: '{used, number} / {max, number} bytes',
      description: 'How much of the description’s limit (counted in bytes) is used, e.g. “420 / 5,000 bytes”',
    },
    description: {
      id: 'components.details.description',
      defaultMessage: 'Description',
      description: 'Video details field',
    },
    chaptersHelp: {
      id: 'components.details.chaptersHelp',
      defaultMessage:
        'Chapters: timestamps at the start of lines, the first at 0:00, at least three, each chapter 10 s or more.',
      description: 'Help under the description: how YouTube finds chapters in it',
    },
    tags: { id: 'components.details.tags', defaultMessage: 'Tags', description: 'Video details field' },
    tagsHelp: {
      id: 'components.details.tagsHelp',
      defaultMessage:
        'Separate tags with commas. The platform counts the commas too, and the quotes around a tag with a space.',
      description: 'Help under the tags field',
    },
    category: { id: 'components.details.category', defaultMessage: 'Category', description: 'Video details field' },
    noCategory: {
      id: 'components.details.noCategory',
      defaultMessage: 'No category',
      description: 'Category choice: none',
    },
    categoryId: {
      id: 'components.details.categoryId',
      defaultMessage: 'Category {id}',
      description: 'A category not in the platform’s list, by its number',
    },
    categoriesFailed: {
      id: 'components.details.categoriesFailed',
      defaultMessage: 'The categories could not be loaded: {reason}',
      description: 'The platform’s category list could not be read; reason is why',
    },
    categoriesRetry: {
      id: 'components.details.categoriesRetry',
      defaultMessage: 'Load the categories again',
      description: 'Button',
    },
    visibility: {
      id: 'components.details.visibility',
      defaultMessage: 'Visibility',
      description: 'Video details group: who can watch (YouTube Studio’s “Visibility”)',
    },
    privacy: {
      id: 'components.details.privacy',
      defaultMessage:
        '{status, select, private {Private: only you} unlisted {Unlisted: anyone with the link} other {Public: everyone}}',
      description: 'A visibility choice (YouTube Studio’s Private, Unlisted, Public) and who can watch',
    },
    publishAt: {
      id: 'components.details.publishAt',
      defaultMessage: 'Publish at (optional)',
      description: 'Video details field: when a private video becomes public (YouTube Studio’s “Schedule”)',
    },
    publishAtHelp: {
      id: 'components.details.publishAtHelp',
      defaultMessage: 'A private video can be scheduled: it becomes public at this time (your computer’s time zone).',
      description: 'Help under Publish at',
    },
    clear: { id: 'components.details.clear', defaultMessage: 'Clear', description: 'Button: empties a date field' },
    audience: {
      id: 'components.details.audience',
      defaultMessage: 'Audience',
      description: 'Video details group: made for kids or not (YouTube Studio’s “Audience”)',
    },
    madeForKids: {
      id: 'components.details.madeForKids',
      defaultMessage:
        '{answer, select, yes {Yes, it is made for kids} no {No, it is not made for kids} other {Decide later on the platform}}',
      description: 'An audience choice (YouTube Studio: “Yes, it’s made for kids” / “No, it’s not made for kids”)',
    },
    licence: { id: 'components.details.licence', defaultMessage: 'Licence', description: 'Video details field' },
    standardLicence: {
      id: 'components.details.standardLicence',
      defaultMessage: 'Standard licence',
      description: 'YouTube Studio’s “Standard YouTube License”',
    },
    creativeCommons: {
      id: 'components.details.creativeCommons',
      defaultMessage: 'Creative Commons (attribution)',
      description: 'YouTube Studio’s “Creative Commons – Attribution”',
    },
    embedding: {
      id: 'components.details.embedding',
      defaultMessage: 'Allow embedding on other sites',
      description: 'Check box (YouTube Studio’s “Allow embedding”)',
    },
    language: {
      id: 'components.details.language',
      defaultMessage: 'Language',
      description: 'Upload field: the language of the title and description (YouTube Studio’s “Video language”)',
    },
    languageHelp: {
      id: 'components.details.languageHelp',
      defaultMessage: 'The language the title and description are written in.',
      description: 'Help under Language',
    },
    audioLanguage: {
      id: 'components.details.audioLanguage',
      defaultMessage: 'Audio language',
      description: 'Upload field: the language spoken in the video',
    },
    notSet: { id: 'components.details.notSet', defaultMessage: 'Not set', description: 'Language choice: none' },
    recordingDate: {
      id: 'components.details.recordingDate',
      defaultMessage: 'Recording date (optional)',
      description: 'Upload field (YouTube Studio’s “Recording date”)',
    },
    publicStats: {
      id: 'components.details.publicStats',
      defaultMessage: 'Show the video’s statistics to everyone on its watch page',
      description: 'Check box: the video’s statistics are public',
    },
    notifySubscribers: {
      id: 'components.details.notifySubscribers',
      defaultMessage: 'Notify subscribers when it is published',
      description: 'Check box (YouTube Studio’s “Publish to subscriptions feed and notify subscribers”)',
    },
    typeCode: {
      id: 'components.details.typeCode',
      defaultMessage: 'Type a code such as en, de or pt-BR.',
      description: 'Help of a language field while the list of languages is not read; the codes are code',
    },
    languagesFailed: {
      id: 'components.details.languagesFailed',
      defaultMessage: 'The list of languages could not be loaded: {reason}',
      description: 'The platform’s language list could not be read; reason is why',
    },
    languagesRetry: {
      id: 'components.details.languagesRetry',
      defaultMessage: 'Load the languages again',
      description: 'Button',
    },
    languageOption: {
      id: 'components.details.languageOption',
      defaultMessage: '{name} ({code})',
      description: 'A language in a list: its name and code, e.g. “German (de)”',
    },
  }),
);

export const TRANSLATIONS = untyped(
  defineMessages({
    legend: {
      id: 'components.translations.legend',
      defaultMessage: 'Translations',
      description: 'Group of a video’s translated titles and descriptions (YouTube Studio’s “Translations”)',
    },
    rowLegend: {
      id: 'components.translations.rowLegend',
      defaultMessage: '{name} ({code})',
      description: 'One translation’s heading: the language’s name and code',
    },
    title: {
      id: 'components.translations.title',
      defaultMessage: '{name} title',
      description: 'The title in one language, e.g. “German title”; name is the language’s name',
    },
    description: {
      id: 'components.translations.description',
      defaultMessage: '{name} description',
      description: 'The description in one language, e.g. “German description”',
    },
    remove: {
      id: 'components.translations.remove',
      defaultMessage: 'Remove the {name} translation',
      description: 'Button; name is the language’s name',
    },
    add: {
      id: 'components.translations.add',
      defaultMessage: 'Add a translation',
      description: 'Field: the language of a translation to add',
    },
    typeCode: {
      id: 'components.translations.typeCode',
      defaultMessage: 'Type a code such as de, fr or pt-BR.',
      description: 'Help while the list of languages is not read; the codes are code',
    },
    chooseLanguage: {
      id: 'components.translations.chooseLanguage',
      defaultMessage: 'Choose a language',
      description: 'First choice of the language list',
    },
    addButton: {
      id: 'components.translations.addButton',
      defaultMessage: 'Add translation',
      description: 'Button: adds the chosen language’s translation',
    },
  }),
);

export const SLOTS = untyped(
  defineMessages({
    howRepeat: {
      id: 'components.slots.howRepeat',
      defaultMessage: 'How slots repeat',
      description: 'Name of the choice between weekly publish slots and every few hours',
    },
    weekly: { id: 'components.slots.weekly', defaultMessage: 'On days of the week', description: 'Slot choice' },
    every: { id: 'components.slots.every', defaultMessage: 'Every few hours', description: 'Slot choice' },
    days: { id: 'components.slots.days', defaultMessage: 'Days', description: 'Group of weekday check boxes' },
    times: { id: 'components.slots.times', defaultMessage: 'Times', description: 'Field: times of day' },
    timesHelp: {
      id: 'components.slots.timesHelp',
      defaultMessage: '24-hour clock, several separated by commas: 09:00, 18:00',
      description: 'Help under Times; the example times are typed as shown',
    },
    hours: { id: 'components.slots.hours', defaultMessage: 'Every (hours)', description: 'Field: hours between slots' },
    first: { id: 'components.slots.first', defaultMessage: 'First slot', description: 'Field: date and time' },
    zone: { id: 'components.slots.zone', defaultMessage: 'Time zone', description: 'Field: an IANA time zone' },
    zoneHelp: {
      id: 'components.slots.zoneHelp',
      defaultMessage: 'Slots keep their local time when the clocks change.',
      description: 'Help under Time zone (daylight saving time changes)',
    },
    wholeHours: {
      id: 'components.slots.wholeHours',
      defaultMessage: 'Give a whole number of hours, 1 or more.',
      description: 'A problem of Every (hours)',
    },
  }),
);

export const PROCESSING = untyped(
  defineMessages({
    state: {
      id: 'components.processing.state',
      defaultMessage:
        '{state, select, uploaded {Processing} processed {Processed} failed {Processing failed} rejected {Rejected} deleted {Deleted} other {Not found}}',
      description: 'Badge: where an uploaded video stands on the platform',
    },
    leftToDo: {
      id: 'components.processing.leftToDo',
      defaultMessage: 'Left to do in the studio for {title}',
      description: 'Folded list of what only YouTube Studio can do (end screens, cards); title is the video’s',
    },
    demoNote: {
      id: 'components.processing.demoNote',
      defaultMessage: '(in the studio; the demo’s videos are on this computer only)',
      description: 'Beside a studio step in the demo, which has no studio page to link to',
    },
    inStudio: {
      id: 'components.processing.inStudio',
      defaultMessage: '{step} in the studio',
      description: 'Link to YouTube Studio for one step, e.g. “End screen in the studio”',
    },
  }),
);

export const SYNTHETIC = untyped(
  defineMessages({
    legend: {
      id: 'components.synthetic.legend',
      defaultMessage: 'Altered or synthetic content',
      description: 'YouTube Studio’s “Altered content” question of every upload (its help page’s words)',
    },
    question: {
      id: 'components.synthetic.question',
      defaultMessage:
        'Does this video contain realistic content that was meaningfully altered or synthetically generated?',
      description: 'The question YouTube asks of every upload about altered or synthetic content',
    },
    cover1: {
      id: 'components.synthetic.cover1',
      defaultMessage: 'makes a real person appear to say or do something they did not',
      description: 'Item of “Say yes when the video contains realistic content that:”',
    },
    cover2: {
      id: 'components.synthetic.cover2',
      defaultMessage: 'alters footage of a real event or place',
      description: 'Item of “Say yes when the video contains realistic content that:”',
    },
    cover3: {
      id: 'components.synthetic.cover3',
      defaultMessage: 'shows a realistic-looking scene that did not happen',
      description: 'Item of “Say yes when the video contains realistic content that:”',
    },
    coversTools: {
      id: 'components.synthetic.coversTools',
      defaultMessage:
        'This counts whether it was made wholly or partly, with audio, video or image tools, generative AI among them.',
      description: 'Help of the altered content question',
    },
    notCovered: {
      id: 'components.synthetic.notCovered',
      defaultMessage:
        'No need to say yes for clearly unrealistic content (animation, fantasy), minor edits (colour, lighting, beauty filters, background blur, special effects) or AI that only helped with production (scripts, ideas, captions).',
      description: 'Help of the altered content question: what it does not cover',
    },
    label: {
      id: 'components.synthetic.label',
      defaultMessage:
        'A yes adds a label to the video’s description on the platform (a more prominent one for sensitive topics such as health, news, elections or finance).',
      description: 'Help of the altered content question: what a yes does',
    },
    yes: {
      id: 'components.synthetic.yes',
      defaultMessage: 'Yes, it contains altered or synthetic content',
      description: 'Answer',
    },
    no: { id: 'components.synthetic.no', defaultMessage: 'No', description: 'Answer' },
    unanswered: {
      id: 'components.synthetic.unanswered',
      defaultMessage: 'Not answered yet',
      description: 'Under the question while it is not answered',
    },
    whatCounts: {
      id: 'components.synthetic.whatCounts',
      defaultMessage: 'What counts as altered or synthetic',
      description: 'Folded help’s line',
    },
    sayYesWhen: {
      id: 'components.synthetic.sayYesWhen',
      defaultMessage: 'Say yes when the video contains realistic content that:',
      description: 'Followed by a list of three cases',
    },
    helpPage: {
      id: 'components.synthetic.helpPage',
      defaultMessage: 'The platform’s help page on altered or synthetic content',
      description: 'Link to YouTube’s help page',
    },
  }),
);

export const WEEKDAY = untyped(
  defineMessages({
    short: {
      id: 'components.weekday.short',
      defaultMessage: '{day, select, 1 {Mon} 2 {Tue} 3 {Wed} 4 {Thu} 5 {Fri} 6 {Sat} other {Sun}}',
      description: 'A day of the week, abbreviated as calendars abbreviate it (1 Monday … 7 Sunday)',
    },
    name: {
      id: 'components.weekday.name',
      defaultMessage:
        '{day, select, 1 {Monday} 2 {Tuesday} 3 {Wednesday} 4 {Thursday} 5 {Friday} 6 {Saturday} other {Sunday}}',
      description: 'A day of the week in full (1 Monday … 7 Sunday)',
    },
  }),
);

export const JOIN = untyped(
  defineMessages({
    side: {
      id: 'components.join.side',
      defaultMessage: '{first} {second}',
      description:
        'Two parts of one line set side by side (a name and its note, a line and its example), with the space the language puts between them, so that a screen reader does not run them together',
    },
  }),
);
