// The Series screen in the catalogue: the channel's upload templates and their editor. The platform's terms are
// YouTube Studio's: "Visibility" (Private, Unlisted, Public), "Made for kids", "Licence" (Standard YouTube Licence,
// Creative Commons - Attribution), "Allow embedding", "Publish subscriptions feed and notify subscribers", "Recording
// date", "Video language", "Captions", "Playlists".
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const SERIES = untyped(
  defineMessages({
    title: { id: 'series.title', defaultMessage: 'Series', description: "The screen's heading (upload templates)" },
    about: {
      id: 'series.about',
      defaultMessage: 'About upload templates',
      description: "Folded help's line: what an upload template is",
    },
    aboutText: {
      id: 'series.aboutText',
      defaultMessage:
        'A template fills the details of every file you drop with it: the title, description and tags with placeholders such as the file name and the episode number, the thumbnail and captions named after the video, and a publish slot when the series has a schedule. Choose a template above the drop zone on Uploads, then drop the files.',
      description: 'What an upload template does, and where it is used (the Uploads screen)',
    },
    loadAgain: {
      id: 'series.loadAgain',
      defaultMessage: 'Load the templates again',
      description: 'Button after the templates could not be read',
    },
    listName: {
      id: 'series.list',
      defaultMessage: 'Templates',
      description: 'Accessible name of the list of templates',
    },
    loading: { id: 'series.loading', defaultMessage: 'Loading…', description: 'While the templates are read' },
    itemLine: {
      id: 'series.item.line',
      defaultMessage: '{schedule} · next {next, number, ::group-off}',
      description: "Under a template's name: its schedule, then the next episode number it gives",
    },
    noSchedule: {
      id: 'series.item.noSchedule',
      defaultMessage: 'No schedule',
      description: 'A template without publish slots',
    },
    newDrops: {
      id: 'series.item.newDrops',
      defaultMessage: 'New drops',
      description: 'Badge: this template is preselected for files dropped on Uploads',
    },
    newTemplate: {
      id: 'series.new',
      defaultMessage: 'New template',
      description: "Button, and the new form's heading",
    },
    useForNewDrops: {
      id: 'series.useForNewDrops',
      defaultMessage: 'Use for new drops on this channel',
      description: 'Checkbox: preselect this template for files dropped on the Uploads screen',
    },
  }),
);

export const EDITOR = untyped(
  defineMessages({
    formName: {
      id: 'series.editor.name',
      defaultMessage: 'Template {name}',
      description: "Accessible name of the template's form; name is the template's own name",
    },
    templateName: { id: 'series.editor.templateName', defaultMessage: 'Template name', description: 'Field label' },
    placeholders: {
      id: 'series.editor.placeholders',
      defaultMessage: 'Placeholders',
      description: 'Folded help: the {…} codes a template text may hold',
    },
    braceHelp: {
      id: 'series.editor.braceHelp',
      defaultMessage:
        "<code>'{{'</code> writes a brace. The title, description and tags are checked against the platform’s limits once filled.",
      description: 'Help line; <code> wraps the literal code {{ (two opening braces)',
    },
    placeholderLine: {
      id: 'series.editor.placeholderLine',
      defaultMessage: '{placeholder}: {help}',
      description: 'One line of the placeholders help: the placeholder (code), then what it writes',
    },
    previewPublish: {
      id: 'series.editor.previewPublish',
      defaultMessage: '· {when}',
      description: "Preview, after a file's filled title: when it would be published (a date and time)",
    },
    titleLabel: { id: 'series.editor.title', defaultMessage: 'Title', description: 'Field label: the video title' },
    titleHelp: {
      id: 'series.editor.title.help',
      defaultMessage: "e.g. Episode '{n}': '{file_spaced}'",
      description: 'Example of a title; {n} and {file_spaced} are placeholders, kept as they are',
    },
    description: { id: 'series.editor.description', defaultMessage: 'Description', description: 'Field label' },
    tags: { id: 'series.editor.tags', defaultMessage: 'Tags', description: 'Field label' },
    tagsHelp: {
      id: 'series.editor.tags.help',
      defaultMessage: 'Separated by commas; placeholders work here too.',
      description: 'Help under Tags',
    },
    visibility: { id: 'series.editor.visibility', defaultMessage: 'Visibility', description: 'Field label' },
    visibilityScheduled: {
      id: 'series.editor.visibility.scheduled',
      defaultMessage: 'Scheduled uploads stay private until their slot (the platform’s rule).',
      description: 'Help under Visibility when the template has a schedule',
    },
    privacy: {
      id: 'series.editor.privacy',
      defaultMessage: '{status, select, private {Private} unlisted {Unlisted} other {Public}}',
      description: "A video's visibility (YouTube Studio's words)",
    },
    leaveAsPlatform: {
      id: 'series.editor.leaveAsPlatform',
      defaultMessage: 'Leave as the platform sets it',
      description: "Choice in a list: the template does not set this; the platform's default applies",
    },
    madeForKids: { id: 'series.editor.madeForKids', defaultMessage: 'Made for kids', description: 'Field label' },
    madeForKidsYes: {
      id: 'series.editor.madeForKids.yes',
      defaultMessage: 'Yes, made for kids',
      description: 'Choice',
    },
    madeForKidsNo: {
      id: 'series.editor.madeForKids.no',
      defaultMessage: 'No, not made for kids',
      description: 'Choice',
    },
    licence: { id: 'series.editor.licence', defaultMessage: 'Licence', description: 'Field label: the video licence' },
    licenceName: {
      id: 'series.editor.licence.name',
      defaultMessage: '{license, select, youtube {Standard licence} other {Creative Commons (attribution)}}',
      description: "The platform's two licences",
    },
    embedding: { id: 'series.editor.embedding', defaultMessage: 'Embedding', description: 'Field label' },
    embeddingYes: { id: 'series.editor.embedding.yes', defaultMessage: 'Others may embed', description: 'Choice' },
    embeddingNo: { id: 'series.editor.embedding.no', defaultMessage: 'No embedding', description: 'Choice' },
    language: { id: 'series.editor.language', defaultMessage: 'Language', description: 'Field label: video language' },
    languageHelp: {
      id: 'series.editor.language.help',
      defaultMessage: 'The language the title and description are written in.',
      description: 'Help under Language',
    },
    audioLanguage: {
      id: 'series.editor.audioLanguage',
      defaultMessage: 'Audio language',
      description: 'Field label: the language spoken in the video',
    },
    notSet: { id: 'series.editor.notSet', defaultMessage: 'Not set', description: 'Choice: no language' },
    publicStats: { id: 'series.editor.publicStats', defaultMessage: 'Public statistics', description: 'Field label' },
    publicStatsYes: { id: 'series.editor.publicStats.yes', defaultMessage: 'Shown to everyone', description: 'Choice' },
    publicStatsNo: { id: 'series.editor.publicStats.no', defaultMessage: 'Hidden', description: 'Choice' },
    notify: { id: 'series.editor.notify', defaultMessage: 'Notify subscribers', description: 'Field label' },
    notifyYes: { id: 'series.editor.notify.yes', defaultMessage: 'Notify them', description: 'Choice' },
    notifyNo: { id: 'series.editor.notify.no', defaultMessage: 'Do not notify them', description: 'Choice' },
    recordingDate: { id: 'series.editor.recordingDate', defaultMessage: 'Recording date', description: 'Field label' },
    recordingDateHelp: {
      id: 'series.editor.recordingDate.help',
      defaultMessage: 'Empty: none. The same day for every file.',
      description: 'Help under Recording date',
    },
    syntheticUnanswered: {
      id: 'series.editor.synthetic.unanswered',
      defaultMessage: 'Not answered here: each upload follows the upload settings',
      description: 'Third answer to the altered or synthetic content question: the template leaves it open',
    },
    translationsTitleHelp: {
      id: 'series.editor.translations.titleHelp',
      defaultMessage: 'Placeholders work as in the title (see Placeholders above).',
      description: "Help under a translation's title",
    },
    translationsHelp: {
      id: 'series.editor.translations.help',
      defaultMessage:
        "The title and description in other languages, with the same placeholders (<code>'{previous.title}'</code> writes the previous upload’s default title). They need the Language above: the platform takes translations only beside the language of the default texts.",
      description: 'Help of the translations part; <code> wraps a placeholder kept as it is',
    },
    beside: {
      id: 'series.editor.beside',
      defaultMessage: 'Beside each video',
      description: 'Group heading: files found next to each video file (thumbnail, captions)',
    },
    attachThumbnail: {
      id: 'series.editor.attachThumbnail',
      defaultMessage: 'Attach its thumbnail (<code>name.jpg</code> or <code>name.png</code>)',
      description: 'Checkbox; <code> wraps example file names, kept as they are',
    },
    attachCaptions: {
      id: 'series.editor.attachCaptions',
      defaultMessage: 'Attach its captions (<code>name.en.srt</code>, <code>name.de.vtt</code>…)',
      description: 'Checkbox; <code> wraps example file names, kept as they are',
    },
    hold: {
      id: 'series.editor.hold',
      defaultMessage: 'Hold the files for review before they upload',
      description: 'Checkbox: queued files wait until the creator reviews them',
    },
    episodeNumber: {
      id: 'series.editor.episodeNumber',
      defaultMessage: "Episode number '{n}'",
      description: 'Group heading; {n} is the placeholder, kept as it is',
    },
    firstNumber: { id: 'series.editor.firstNumber', defaultMessage: 'First number', description: 'Field label' },
    step: {
      id: 'series.editor.step',
      defaultMessage: 'Step',
      description: 'Field label: added to the number each time',
    },
    digits: { id: 'series.editor.digits', defaultMessage: 'Digits', description: 'Field label: minimum digits' },
    digitsHelp: {
      id: 'series.editor.digits.help',
      defaultMessage: '0: no zeros in front',
      description: 'Help under Digits',
    },
    counter: {
      id: 'series.editor.counter',
      defaultMessage:
        'Next file: {next, number, ::group-off} · {reserved, number} reserved by queued uploads · {used, number} used by uploads that started',
      description: "The episode counter's state: the next number, numbers reserved by queued files, numbers used",
    },
    nextNumber: { id: 'series.editor.nextNumber', defaultMessage: 'Next number', description: 'Field label' },
    setNext: { id: 'series.editor.setNext', defaultMessage: 'Set next number', description: 'Button' },
    counterRule: {
      id: 'series.editor.counterRule',
      defaultMessage:
        'A number is reserved when a file is queued and used once its upload starts; a queued upload removed before it starts gives its number back when it was the last one given.',
      description: 'How episode numbers are given out',
    },
    schedule: { id: 'series.editor.schedule', defaultMessage: 'Schedule', description: 'Group heading' },
    publishAtSlot: {
      id: 'series.editor.publishAtSlot',
      defaultMessage: 'Publish each upload at the next free slot',
      description: 'Checkbox: the template schedules its uploads',
    },
    scheduleRule: {
      id: 'series.editor.scheduleRule',
      defaultMessage:
        'Each upload is sent as private with its slot as the publish time, and becomes public then: the platform publishes scheduled videos only from private. Slots already taken by queued uploads are skipped.',
      description: 'How a scheduled template publishes',
    },
    publishSlots: { id: 'series.editor.publishSlots', defaultMessage: 'Publish slots', description: 'Group heading' },
    firstRelease: {
      id: 'series.editor.firstRelease',
      defaultMessage: 'First release on or after',
      description: 'Field label: a date',
    },
    firstReleaseHelp: {
      id: 'series.editor.firstRelease.help',
      defaultMessage: 'Empty: from now.',
      description: 'Help under First release on or after',
    },
    zone: { id: 'series.editor.zone', defaultMessage: 'Time zone for dates', description: 'Field label' },
    zoneHelp: {
      id: 'series.editor.zone.help',
      defaultMessage: "'{date}' and '{publish_date}' are written in it.",
      description: 'Help; {date} and {publish_date} are placeholders, kept as they are',
    },
    preview: { id: 'series.editor.preview', defaultMessage: 'Preview', description: 'Section heading' },
    samples: { id: 'series.editor.samples', defaultMessage: 'Sample file names', description: 'Field label' },
    samplesHelp: {
      id: 'series.editor.samples.help',
      defaultMessage: 'Up to three, separated by commas.',
      description: 'Help under Sample file names',
    },
    emptyTitle: { id: 'series.editor.emptyTitle', defaultMessage: '(empty title)', description: 'Preview: no title' },
    noTitle: {
      id: 'series.editor.noTitle',
      defaultMessage: '(no title)',
      description: 'Preview: a translation without title',
    },
    translationLine: {
      id: 'series.editor.translationLine',
      defaultMessage: '{language}: {title}',
      description: "Preview: a translation's language name and its filled title",
    },
    previewWaits: {
      id: 'series.editor.previewWaits',
      defaultMessage: 'The preview shows once the template reads (see the problems above).',
      description: 'In place of the preview while the form has problems',
    },
    save: { id: 'series.editor.save', defaultMessage: 'Save template', description: 'Button' },
    create: { id: 'series.editor.create', defaultMessage: 'Create template', description: 'Button' },
    duplicate: { id: 'series.editor.duplicate', defaultMessage: 'Duplicate', description: 'Button: copy the template' },
    remove: { id: 'series.editor.remove', defaultMessage: 'Remove', description: 'Button' },
    removeName: {
      id: 'series.editor.remove.name',
      defaultMessage: 'Remove {name}',
      description: "Accessible name of Remove; name is the template's name",
    },
    removeQuestion: {
      id: 'series.editor.remove.question',
      defaultMessage: 'Remove {name}? Uploads already queued keep their details.',
      description: 'Confirmation question',
    },
    removeGroup: {
      id: 'series.editor.remove.group',
      defaultMessage: 'Remove {name}?',
      description: "Accessible name of the confirmation's buttons",
    },
    removeConfirm: { id: 'series.editor.remove.confirm', defaultMessage: 'Remove template', description: 'Button' },
    keep: { id: 'series.editor.remove.keep', defaultMessage: 'Keep it', description: 'Button: do not remove' },
    theNewTemplate: {
      id: 'series.editor.theNewTemplate',
      defaultMessage: 'the new template',
      description: 'Stands for the name of a template not saved yet',
    },
  }),
);

export const PLACEHOLDER_WORDS = untyped(
  defineMessages({
    file: {
      id: 'series.placeholder.file',
      defaultMessage: 'the file name without its extension (Show_S01E01)',
      description: 'What the placeholder {file} writes',
    },
    file_spaced: {
      id: 'series.placeholder.fileSpaced',
      defaultMessage: 'the same with "_" and "." as spaces (Show S01E01)',
      description: 'What the placeholder {file_spaced} writes',
    },
    n: {
      id: 'series.placeholder.n',
      defaultMessage: "the episode number; '{n:03}' pads it to 3 digits",
      description: 'What the placeholder {n} writes; {n:03} is kept as it is',
    },
    date: {
      id: 'series.placeholder.date',
      defaultMessage: "the day the upload is added, in the template's time zone; '{date:d LLL yyyy}' for another form",
      description: 'What the placeholder {date} writes; {date:d LLL yyyy} is kept as it is',
    },
    publish_date: {
      id: 'series.placeholder.publishDate',
      defaultMessage: 'the day it will be published (its slot), or the day it is added when there is no schedule',
      description: 'What the placeholder {publish_date} writes',
    },
    'previous.title': {
      id: 'series.placeholder.previousTitle',
      defaultMessage: 'the title of the previous upload of this template',
      description: 'What the placeholder {previous.title} writes',
    },
    'previous.description': {
      id: 'series.placeholder.previousDescription',
      defaultMessage: 'the description of the previous upload of this template',
      description: 'What the placeholder {previous.description} writes',
    },
  }),
);

export const PLAYLIST_WORDS = untyped(
  defineMessages({
    legend: {
      id: 'series.playlists.legend',
      defaultMessage: 'Add each upload to playlists',
      description: 'Group heading: playlists every upload of the template joins',
    },
    loading: {
      id: 'series.playlists.loading',
      defaultMessage: 'Loading your playlists…',
      description: "While the channel's playlists are read",
    },
    loadFailed: {
      id: 'series.playlists.loadFailed',
      defaultMessage: 'Your playlists could not be loaded: {reason}',
      description: 'reason is the error sentence',
    },
    none: {
      id: 'series.playlists.none',
      defaultMessage: 'This channel has no playlists yet. Create one in Playlists, then come back.',
      description: 'The channel has no playlists',
    },
    full: {
      id: 'series.playlists.full',
      defaultMessage: 'At most {max, number} playlists.',
      description: 'No more playlists can be ticked',
    },
  }),
);

export const FORM_PROBLEMS = untyped(
  defineMessages({
    scheduleIncomplete: {
      id: 'series.problem.scheduleIncomplete',
      defaultMessage: 'The schedule is not complete; see its fields.',
      description: 'Form problem',
    },
    wholeFromZero: {
      id: 'series.problem.wholeFromZero',
      defaultMessage: 'Give a whole number, 0 or more.',
      description: 'Form problem: First number',
    },
    wholeFromOne: {
      id: 'series.problem.wholeFromOne',
      defaultMessage: 'Give a whole number, 1 or more.',
      description: 'Form problem: Step',
    },
    digits: {
      id: 'series.problem.digits',
      defaultMessage: 'Give a number of digits from 0 to 9.',
      description: 'Form problem: Digits',
    },
    cannotSave: {
      id: 'series.problem.cannotSave',
      defaultMessage: 'The template cannot be saved as it is.',
      description: 'Form problem with no field of its own',
    },
  }),
);
