// The Library's bulk editor in the catalogue: operations, the preview video by video, the job's progress and results,
// and the translator's CSV. Field names are YouTube Studio's (Title, Description, Tags, Category, Visibility, Made for
// kids, License, Allow embedding, Altered or synthetic content, Video language, Translations).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../../shared/i18n/untyped';

export const BULK = untyped(
  defineMessages({
    close: { id: 'bulk.close', defaultMessage: 'Close', description: 'Button closing the bulk editor' },
    titleUndoing: {
      id: 'bulk.title.undoing',
      defaultMessage: 'Undoing the bulk edit',
      description: 'Heading while an undo runs',
    },
    titleApplied: { id: 'bulk.title.applied', defaultMessage: 'Bulk edit applied', description: 'Heading, done' },
    titleRunning: { id: 'bulk.title.running', defaultMessage: 'Bulk edit', description: 'Heading while it runs' },
    titleDraft: {
      id: 'bulk.title.draft',
      defaultMessage: 'Bulk edit {count, plural, one {# video} other {# videos}}',
      description: "The editor's heading with how many videos are picked",
    },
    operation: { id: 'bulk.operation', defaultMessage: 'Operation', description: 'Label: what the edit does' },
    kind: {
      id: 'bulk.kind',
      defaultMessage:
        '{kind, select, replace {Find and replace} append {Append text} prepend {Prepend text} addTags {Add tags} removeTags {Remove tags} other {Set a field}}',
      description: 'An operation of the bulk editor',
    },
    findAndReplace: {
      id: 'bulk.replace.group',
      defaultMessage: 'Find and replace',
      description: "The find and replace fields' group name",
    },
    find: { id: 'bulk.replace.find', defaultMessage: 'Find', description: 'Label: the text to find' },
    replaceWith: { id: 'bulk.replace.with', defaultMessage: 'Replace with', description: 'Label' },
    inTitles: { id: 'bulk.replace.inTitles', defaultMessage: 'In titles', description: 'Checkbox' },
    inDescriptions: { id: 'bulk.replace.inDescriptions', defaultMessage: 'In descriptions', description: 'Checkbox' },
    regex: { id: 'bulk.replace.regex', defaultMessage: 'Regular expression', description: 'Checkbox' },
    matchCase: { id: 'bulk.replace.matchCase', defaultMessage: 'Match case', description: 'Checkbox' },
    to: {
      id: 'bulk.append.to',
      defaultMessage: 'To',
      description: 'Label: where the text goes (titles, descriptions)',
    },
    titles: { id: 'bulk.append.titles', defaultMessage: 'Titles', description: 'Option' },
    descriptions: { id: 'bulk.append.descriptions', defaultMessage: 'Descriptions', description: 'Option' },
    text: { id: 'bulk.append.text', defaultMessage: 'Text', description: 'Label: the text to add' },
    tags: {
      id: 'bulk.tags',
      defaultMessage: 'Tags, separated by commas',
      description: 'Label: the tags to add or remove',
    },
    setField: { id: 'bulk.set.field', defaultMessage: 'Field', description: 'Label: the field to set' },
    setValue: { id: 'bulk.set.value', defaultMessage: 'Value', description: 'Label: its new value' },
    publishAtPlaceholder: {
      id: 'bulk.set.publishAt.placeholder',
      defaultMessage: '{example}, or empty',
      description:
        'Placeholder of a publish time: example is an ISO 8601 moment (2030-01-31T18:00:00Z); empty clears it',
    },
    choice: {
      id: 'bulk.set.choice',
      defaultMessage:
        '{choice, select, public {Public} unlisted {Unlisted} private {Private} yes {Yes} no {No} youtube {Standard YouTube licence} creativeCommon {Creative Commons} altered {Yes, it contains altered or synthetic content} other {No}}',
      description: 'A value to set: visibility, yes or no, a licence, the altered or synthetic content answer',
    },
    field: {
      id: 'bulk.field',
      defaultMessage:
        '{field, select, title {Title} description {Description} tags {Tags} categoryId {Category} privacyStatus {Visibility} selfDeclaredMadeForKids {Made for kids} license {Licence} embeddable {Embeddable} publishAt {Publish time} containsSyntheticMedia {Altered or synthetic content} defaultLanguage {Default language} other {Translations}}',
      description: "A video's field, as YouTube Studio names it",
    },
    summary: {
      id: 'bulk.summary',
      defaultMessage:
        '{changed, number} will change, {untouched, number} untouched, {refused, number} refused · costs {units, plural, one {# unit} other {# units}}',
      description: 'What the preview found and what applying it costs in quota units',
    },
    apply: {
      id: 'bulk.apply',
      defaultMessage: 'Apply to {count, plural, one {# video} other {# videos}}',
      description: 'Button applying the edit',
    },
    tooMany: {
      id: 'bulk.tooMany',
      defaultMessage:
        'One bulk edit applies to at most {max, plural, one {# video} other {# videos}}: narrow the selection, for example by date.',
      description: 'Too many videos are picked for one bulk edit',
    },
    previewLabel: {
      id: 'bulk.preview.label',
      defaultMessage: 'Preview, video by video',
      description: "The preview list's name",
    },
    previewPending: {
      id: 'bulk.preview.pending',
      defaultMessage: 'Working out the preview…',
      description: 'While the preview is computed',
    },
    previewTooLong: {
      id: 'bulk.preview.tooLong',
      defaultMessage:
        'Previewing this took longer than {seconds, number} s: make the pattern simpler, or pick fewer videos.',
      description: 'The preview was stopped (a regular expression too slow)',
    },
    previewFailed: {
      id: 'bulk.preview.failed',
      defaultMessage: 'The preview could not be worked out. Change the pattern to try again.',
      description: 'The preview failed',
    },
    typeFind: {
      id: 'bulk.problem.typeFind',
      defaultMessage: 'Type what to find.',
      description: 'Find and replace: the text to find is empty',
    },
    chooseFields: {
      id: 'bulk.problem.chooseFields',
      defaultMessage: 'Choose the title, the description or both.',
      description: 'Find and replace: neither Title nor Description is ticked',
    },
    incomplete: {
      id: 'bulk.incomplete',
      defaultMessage: 'The operation is not complete.',
      description: 'The operation lacks something',
    },
    days: {
      id: 'bulk.days',
      defaultMessage:
        'About {days, plural, one {# day} other {# days}} by the quota ({perDay} a day), finishing {date}. It runs on in the background, across restarts, and can be paused.',
      description: 'How long the edit takes by the daily quota; perDay is bulk.videos; date is the day it should end',
    },
    videos: {
      id: 'bulk.videos',
      defaultMessage: '{count, plural, one {# video} other {# videos}}',
      description: 'A number of videos',
    },
    impossible: {
      id: 'bulk.days.impossible',
      defaultMessage: "A day of this project's quota cannot pay for one video: raise the daily limit first.",
      description: 'The daily quota is too small for one video',
    },

    // A running or finished job.
    state: {
      id: 'bulk.item.state',
      defaultMessage:
        '{state, select, pending {waiting} sending {sending} updated {changed} unchanged {already like that} changedElsewhere {changed elsewhere meanwhile, left alone} refused {refused, not sent} other {failed}}',
      description: "A video's state in a bulk edit",
    },
    doneChanged: {
      id: 'bulk.done.changed',
      defaultMessage: '{count, number} changed',
      description: 'Part of a finished edit’s summary (joined with semicolons)',
    },
    doneAlready: {
      id: 'bulk.done.already',
      defaultMessage: '{count, plural, one {# was already like that} other {# were already like that}}',
      description: 'Part of a finished edit’s summary: videos that needed no change',
    },
    doneElsewhere: {
      id: 'bulk.done.elsewhere',
      defaultMessage: '{count, number} changed elsewhere meanwhile, left alone',
      description: 'Part of a finished edit’s summary: videos changed by someone else meanwhile',
    },
    doneRefused: {
      id: 'bulk.done.refused',
      defaultMessage: '{count, number} refused',
      description: 'Part of a finished edit’s summary',
    },
    doneFailed: {
      id: 'bulk.done.failed',
      defaultMessage: '{count, number} failed',
      description: 'Part of a finished edit’s summary',
    },
    partsSeparator: {
      id: 'bulk.done.join',
      defaultMessage: '{first}; {rest}',
      description: 'Joins two parts of a summary (“2 changed; 1 refused”)',
    },
    waits: {
      id: 'bulk.job.waits',
      defaultMessage: 'waits for the quota reset ({when})',
      description: 'A running job waits for the daily quota; when is a date and time',
    },
    moreDays: {
      id: 'bulk.job.moreDays',
      defaultMessage: 'about {days, plural, one {# day} other {# days}} more, finishing {date}',
      description: 'A running job’s days ahead',
    },
    jobDone: {
      id: 'bulk.job.done',
      defaultMessage: '{kind, select, undo {Undo} other {Bulk edit}} done: {summary}.',
      description: 'A finished job; summary is the parts above',
    },
    jobPaused: {
      id: 'bulk.job.paused',
      defaultMessage:
        '{kind, select, undo {Undo} other {Bulk edit}} paused after {finished, number} of {total, plural, one {# video} other {# videos}}.',
      description: 'A paused job',
    },
    jobRunning: {
      id: 'bulk.job.running',
      defaultMessage:
        '{kind, select, undo {Undo} other {Bulk edit}}: {finished, number} of {total, plural, one {# video} other {# videos}}{ahead}…',
      description: 'A running job; ahead is empty or “; ” followed by bulk.job.waits and bulk.job.moreDays',
    },
    jobResults: {
      id: 'bulk.job.results',
      defaultMessage: '{kind, select, undo {Undo results} other {Bulk edit results}}',
      description: "The results' section name",
    },
    resume: { id: 'bulk.job.resume', defaultMessage: 'Resume', description: 'Button' },
    pause: { id: 'bulk.job.pause', defaultMessage: 'Pause', description: 'Button' },
    undo: { id: 'bulk.job.undo', defaultMessage: 'Undo this edit', description: 'Button' },
    resultLabel: {
      id: 'bulk.job.list',
      defaultMessage: 'Result, video by video',
      description: "The result list's name",
    },
    showMore: {
      id: 'bulk.list.showMore',
      defaultMessage: 'Show {count, number} more ({left, plural, one {# left} other {# left}})',
      description: 'Button under a long list of videos: draws the next rows; left is how many are not shown yet',
    },
    alreadySummary: {
      id: 'bulk.job.already',
      defaultMessage: '{count, plural, one {# was already like that} other {# were already like that}}',
      description: 'Folded list of the videos that needed no change',
    },
    alreadyLabel: {
      id: 'bulk.job.already.label',
      defaultMessage: 'Already like that',
      description: 'The folded list’s name',
    },
    itemLine: {
      id: 'bulk.job.item',
      defaultMessage:
        '{withReason, select, yes {{title}: {state} <muted>— {message}</muted>} other {{title}: {state}}}',
      description: "A video and its state in the results, with the platform's reason when it gave one",
    },

    // Preview rows.
    outcome: {
      id: 'bulk.preview.outcome',
      defaultMessage: '{outcome, select, changed {Changes} refused {Refused} other {Untouched}}',
      description: 'Badge: what the edit does to a video',
    },
    refusal: {
      id: 'bulk.preview.refusal',
      defaultMessage: '{field}: {problem}',
      description: 'The platform would refuse a field; problem is why',
    },
    before: { id: 'bulk.preview.before', defaultMessage: 'Before', description: 'The value before the edit' },
    after: { id: 'bulk.preview.after', defaultMessage: 'After', description: 'The value after the edit' },
    noTitle: { id: 'bulk.preview.noTitle', defaultMessage: '(no title)', description: 'A translation without title' },
    empty: { id: 'bulk.preview.empty', defaultMessage: '(empty)', description: 'An empty text' },
    untouchedSummary: {
      id: 'bulk.preview.untouched',
      defaultMessage: '{count, number} untouched: the operation changes nothing in them',
      description: 'Folded list of the videos the edit leaves as they are',
    },
    untouchedLabel: {
      id: 'bulk.preview.untouched.label',
      defaultMessage: 'Untouched videos',
      description: 'The folded list’s name',
    },

    // The translator's CSV.
    csvOpen: {
      id: 'bulk.csv.open',
      defaultMessage: 'For a translator (CSV)…',
      description: 'Button: export texts to translate, import them back',
    },
    csvTitle: { id: 'bulk.csv.title', defaultMessage: 'For a translator', description: 'Heading' },
    csvLanguages: {
      id: 'bulk.csv.languages',
      defaultMessage: 'Add columns for languages (codes, comma-separated)',
      description: 'Label: language codes to add as columns',
    },
    csvExport: {
      id: 'bulk.csv.export',
      defaultMessage: 'Export {count, plural, one {# video} other {# videos}} as CSV',
      description: 'Button',
    },
    csvUnknown: {
      id: 'bulk.csv.unknown',
      defaultMessage: 'Not a language the platform offers: {codes}.',
      description: 'Codes typed that the platform does not know',
    },
    csvImport: {
      id: 'bulk.csv.import',
      defaultMessage: 'Import the translated file',
      description: "The file drop's label",
    },
    csvHint: {
      id: 'bulk.csv.hint',
      defaultMessage: 'The exported file with its texts translated; nothing is sent before you apply.',
      description: "The file drop's hint",
    },
    csvTooLarge: {
      id: 'bulk.csv.tooLarge',
      defaultMessage:
        "{file} is larger than {mib, number} MiB: not a translator's file of at most {max, number} videos.",
      description: 'The dropped file is too large',
    },
    csvApply: {
      id: 'bulk.csv.apply',
      defaultMessage: 'Apply the file to {count, plural, one {# video} other {# videos}}',
      description: 'Button',
    },
    csvPreviewLabel: {
      id: 'bulk.csv.preview',
      defaultMessage: 'Preview of the file, video by video',
      description: "The preview list's name",
    },
  }),
);
