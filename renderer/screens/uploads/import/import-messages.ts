// The spreadsheet import of the Uploads screen and the queue's export, in the catalogue. The column names a sheet
// may use stay English (they are what the sheet's headers are matched against); the fields they fill are said in
// the language, with YouTube Studio's names for them.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../../shared/i18n/untyped';

export const IMPORT = untyped(
  defineMessages({
    title: { id: 'uploads.import.title', defaultMessage: 'Import from a spreadsheet', description: 'Heading' },
    choose: {
      id: 'uploads.import.choose',
      defaultMessage: 'Choose a sheet and its videos…',
      description: 'Button: opens a file picker',
    },
    dropHint: {
      id: 'uploads.import.dropHint',
      defaultMessage: 'Drop a CSV or JSON sheet here together with the videos (thumbnails, captions) it names.',
      description: 'Under the heading',
    },
    about: { id: 'uploads.import.about', defaultMessage: 'About sheets', description: 'Folded help' },
    aboutColumns: {
      id: 'uploads.import.about.columns',
      defaultMessage:
        'One row per video. Columns are recognised by their names: file, title, description, tags (separated by commas or |), category (id or name), privacy, publish at, made for kids, licence, embeddable, altered or synthetic content (yes or no; empty: not answered, and the upload settings decide), playlists (names or ids, separated by |), thumbnail, and one caption file (its language from its name, as in ep1.en.srt, or from a caption language column). A publish time is either like 2030-03-29T18:00:00+02:00 or a local time like 2030-03-29 18:00 in your time zone. Files are matched by name, with or without extension.',
      description:
        'Help on the sheet. The column names (file, title, description, tags, category, privacy, publish at…) are matched in English: keep them in English, perhaps with their meaning in brackets',
    },
    aboutRows: {
      id: 'uploads.import.about.rows',
      defaultMessage:
        'Each row is checked like the upload form; rows with a problem are left out and listed, the others join the queue paused, so nothing uploads before you have looked. Sheets of up to {maxMiB, number} MiB and {maxRows, number} rows.',
      description: 'Help on the sheet',
    },
    sheetSummary: {
      id: 'uploads.import.sheetSummary',
      defaultMessage:
        '<b>{sheet}</b>: {rows}, {files}. Check which column holds what; local publish times are read in {zone}.',
      description:
        "The sheet read; sheet is its file name, rows uploads.import.sheetRows, files uploads.import.sheetFiles, zone the computer's time zone (e.g. Europe/Berlin)",
    },
    sheetRows: {
      id: 'uploads.import.sheetRows',
      defaultMessage: '{count, plural, one {# row} other {# rows}}',
      description: 'How many rows the sheet has (in uploads.import.sheetSummary)',
    },
    sheetFiles: {
      id: 'uploads.import.sheetFiles',
      defaultMessage: '{count, plural, one {# file added with it} other {# files added with it}}',
      description: 'How many files came with the sheet (in uploads.import.sheetSummary)',
    },
    problemAt: {
      id: 'uploads.import.problemAt',
      defaultMessage: '{row}, {column}:',
      description: "Where a row's problem is: the row (e.g. “Row 4”) and the column's header",
    },
    columns: { id: 'uploads.import.columns', defaultMessage: 'Columns', description: 'Group of column choices' },
    notInSheet: {
      id: 'uploads.import.notInSheet',
      defaultMessage: '(not in the sheet)',
      description: 'Column choice: the sheet has no such column',
    },
    example: {
      id: 'uploads.import.example',
      defaultMessage: 'e.g. {value}',
      description: "The first row's value of the chosen column",
    },
    translations: {
      id: 'uploads.import.translations',
      defaultMessage: 'Translations from their title and description columns: {languages}.',
      description: 'Languages whose translated title and description columns were found',
    },
    chooseFileColumn: {
      id: 'uploads.import.chooseFileColumn',
      defaultMessage: 'Choose the column that names each video file.',
      description: 'The video file column is not chosen',
    },
    run: {
      id: 'uploads.import.run',
      defaultMessage: 'Queue {rows, plural, one {# row} other {# rows}} for review',
      description: 'Button: queue the rows held for review',
    },
    cancel: { id: 'uploads.import.cancel', defaultMessage: 'Cancel', description: 'Button' },
    leftOut: { id: 'uploads.import.leftOut', defaultMessage: 'Rows left out', description: 'Heading' },
    notFound: { id: 'uploads.import.notFound', defaultMessage: 'Files not found', description: 'Heading' },
    queuedWithout: {
      id: 'uploads.import.queuedWithout',
      defaultMessage: 'Queued without an attachment',
      description: 'Heading: rows whose thumbnail or captions were refused',
    },
    again: { id: 'uploads.import.again', defaultMessage: 'Import another sheet', description: 'Button' },
    queuing: {
      id: 'uploads.import.queuing',
      defaultMessage: 'Queuing {done, number} of {total, plural, one {# row} other {# rows}} from {sheet}…',
      description: 'Progress of the import; sheet is the file name',
    },
    done: {
      id: 'uploads.import.done',
      defaultMessage:
        '{queued, plural, one {# video from {sheet} is in the queue, held for review.} other {# videos from {sheet} are in the queue, held for review.}}',
      description: 'The import is done; sheet is the file name',
    },
    doneLeftOut: {
      id: 'uploads.import.doneLeftOut',
      defaultMessage:
        '{done} {rows, plural, one {# row was left out; see why below.} other {# rows were left out; see why below.}}',
      description: 'The import is done (uploads.import.done) and some rows were left out',
    },
    announce: {
      id: 'uploads.import.announce',
      defaultMessage: '{count, plural, one {# video} other {# videos}} from {sheet} queued for review.',
      description: 'Announced to screen readers at the end of an import',
    },
    busy: {
      id: 'uploads.import.busy',
      defaultMessage: 'A sheet is being imported; add the next one when it is done.',
      description: 'A second sheet while one is imported',
    },
    noSheet: {
      id: 'uploads.import.noSheet',
      defaultMessage: 'Add one sheet (.csv or .json) together with its videos.',
      description: 'No sheet among the files',
    },
    severalSheets: {
      id: 'uploads.import.severalSheets',
      defaultMessage: 'Add one sheet at a time ({names} were added together).',
      description: 'Several sheets at once; names lists them',
    },
    tooLarge: {
      id: 'uploads.import.tooLarge',
      defaultMessage: '{name} is larger than {maxMiB, number} MiB; split it into smaller sheets.',
      description: 'The sheet is too large',
    },
    unreadable: {
      id: 'uploads.import.unreadable',
      defaultMessage: '{name} cannot be read (moved or deleted?). Add it again.',
      description: 'The sheet cannot be read',
    },
    notQueued: {
      id: 'uploads.import.notQueued',
      defaultMessage: '{name} was not queued: {reason}',
      description: "A row's video was refused; reason is the main process's sentence",
    },
    queuedWithoutIt: {
      id: 'uploads.import.queuedWithoutIt',
      defaultMessage: '{reason} The video is queued without it.',
      description: "A row's thumbnail or caption file was refused; reason says why",
    },
    export: {
      id: 'uploads.import.export',
      defaultMessage: 'Export the queue to CSV',
      description: 'Button: saves the queue as a sheet',
    },
    // The fields a column fills (YouTube Studio's names for the video's details).
    fieldFile: { id: 'uploads.import.field.file', defaultMessage: 'Video file', description: 'Column of the sheet' },
    fieldTitle: { id: 'uploads.import.field.title', defaultMessage: 'Title', description: 'Column of the sheet' },
    fieldDescription: {
      id: 'uploads.import.field.description',
      defaultMessage: 'Description',
      description: 'Column of the sheet',
    },
    fieldTags: { id: 'uploads.import.field.tags', defaultMessage: 'Tags', description: 'Column of the sheet' },
    fieldCategory: {
      id: 'uploads.import.field.category',
      defaultMessage: 'Category',
      description: 'Column of the sheet',
    },
    fieldPrivacy: {
      id: 'uploads.import.field.privacy',
      defaultMessage: 'Privacy',
      description: 'Column of the sheet: the visibility (Private, Unlisted, Public)',
    },
    fieldPublishAt: {
      id: 'uploads.import.field.publishAt',
      defaultMessage: 'Publish at',
      description: 'Column of the sheet: the scheduled time',
    },
    fieldMadeForKids: {
      id: 'uploads.import.field.madeForKids',
      defaultMessage: 'Made for kids',
      description: "Column of the sheet: YouTube's audience setting",
    },
    fieldLicense: { id: 'uploads.import.field.license', defaultMessage: 'Licence', description: 'Column of the sheet' },
    fieldEmbeddable: {
      id: 'uploads.import.field.embeddable',
      defaultMessage: 'Embeddable',
      description: "Column of the sheet: YouTube's Allow embedding",
    },
    fieldDefaultLanguage: {
      id: 'uploads.import.field.defaultLanguage',
      defaultMessage: 'Language',
      description: "Column of the sheet: the video's language",
    },
    fieldDefaultAudioLanguage: {
      id: 'uploads.import.field.defaultAudioLanguage',
      defaultMessage: 'Audio language',
      description: 'Column of the sheet',
    },
    fieldRecordingDate: {
      id: 'uploads.import.field.recordingDate',
      defaultMessage: 'Recording date',
      description: 'Column of the sheet',
    },
    fieldPublicStats: {
      id: 'uploads.import.field.publicStats',
      defaultMessage: 'Public statistics',
      description: 'Column of the sheet: whether the view count shows',
    },
    fieldNotifySubscribers: {
      id: 'uploads.import.field.notifySubscribers',
      defaultMessage: 'Notify subscribers',
      description: 'Column of the sheet',
    },
    fieldSyntheticMedia: {
      id: 'uploads.import.field.syntheticMedia',
      defaultMessage: 'Altered or synthetic content',
      description: "Column of the sheet: YouTube's altered content answer",
    },
    fieldPlaylists: {
      id: 'uploads.import.field.playlists',
      defaultMessage: 'Playlists',
      description: 'Column of the sheet',
    },
    fieldThumbnail: {
      id: 'uploads.import.field.thumbnail',
      defaultMessage: 'Thumbnail file',
      description: 'Column of the sheet',
    },
    fieldCaptions: {
      id: 'uploads.import.field.captions',
      defaultMessage: 'Caption file',
      description: 'Column of the sheet',
    },
    fieldCaptionLanguage: {
      id: 'uploads.import.field.captionLanguage',
      defaultMessage: 'Caption language',
      description: 'Column of the sheet',
    },
  }),
);
