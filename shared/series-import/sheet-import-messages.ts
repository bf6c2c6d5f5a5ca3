// What the sheet import says of a row's cells (Upload → Import from a spreadsheet): a value it cannot read, a file
// it cannot find, a publish time that does not exist. The words a cell must hold (yes, public, standard…) are the
// sheet's own keywords and stay as they are in every language.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const SHEET_PROBLEMS = untyped(
  defineMessages({
    rowLabel: {
      id: 'uploads.import.sheet.rowLabel',
      defaultMessage: '{format, select, csv {row {number}} other {item {number}}}',
      description:
        'Names one row of an imported sheet in problem lists, lower case (capitalised where it starts a line): a row of a CSV sheet, or an item (object) of a JSON array; {number} is its number in the file',
    },
    notYesNo: {
      id: 'uploads.import.sheet.notYesNo',
      defaultMessage: '"{cell}" is neither yes nor no.',
      description:
        "{cell} is what a sheet's cell holds; the cell should answer yes or no (the words yes and no are the sheet's keywords)",
    },
    notDisclosure: {
      id: 'uploads.import.sheet.notDisclosure',
      defaultMessage: '"{cell}" is not an answer: write yes or no, or leave it empty when not answered yet.',
      description:
        "The cell for 'altered or synthetic content' holds {cell}; only yes or no (sheet keywords, keep them in English) are taken",
    },
    notPrivacy: {
      id: 'uploads.import.sheet.notPrivacy',
      defaultMessage: '"{cell}" is not a privacy: write public, unlisted or private.',
      description:
        "A privacy (visibility) cell holds {cell}; public, unlisted and private are the sheet's keywords, keep them in English",
    },
    notLicense: {
      id: 'uploads.import.sheet.notLicense',
      defaultMessage: '"{cell}" is not a licence: write standard (youtube) or creative commons (creativeCommon).',
      description:
        "A licence cell holds {cell}; 'standard', 'youtube', 'creative commons' and 'creativeCommon' are the sheet's keywords, keep them in English",
    },
    namedTwice: {
      id: 'uploads.import.sheet.namedTwice',
      defaultMessage:
        'More than one {kind, select, category {category} other {playlist}} is called "{name}"; write its id instead.',
      description: 'A cell names a category or a playlist by {name}, and several of the channel’s have that name',
    },
    namedNotLoaded: {
      id: 'uploads.import.sheet.namedNotLoaded',
      defaultMessage:
        'The {kind, select, category {categories} other {playlists}} could not be loaded, so "{name}" cannot be looked up.',
      description: 'A cell names a category or a playlist ({name}) but the list of them could not be loaded',
    },
    namedUnknown: {
      id: 'uploads.import.sheet.namedUnknown',
      defaultMessage: 'No {kind, select, category {category} other {playlist}} is called "{name}".',
      description: 'A cell names a category or a playlist ({name}) the channel does not have',
    },
    fileNotNamed: {
      id: 'uploads.import.sheet.fileNotNamed',
      defaultMessage: 'No {what, select, video {video file} thumbnail {thumbnail} other {caption file}} is named.',
      description: 'The cell that should name a file (a video, a thumbnail or a caption file) is empty',
    },
    fileAmbiguous: {
      id: 'uploads.import.sheet.fileAmbiguous',
      defaultMessage:
        '"{name}" fits {count, plural, one {# file} other {# files}} ({files}); write the name with its extension.',
      description:
        'A cell names a file without its extension and several added files fit; {files} lists their names, comma separated',
    },
    fileNotAdded: {
      id: 'uploads.import.sheet.fileNotAdded',
      defaultMessage: 'No file named "{name}" was added with the sheet; add it together with the sheet.',
      description: 'A cell names a file ({name}) the creator did not add (drop or pick) together with the sheet',
    },
    fileImportedTwice: {
      id: 'uploads.import.sheet.fileImportedTwice',
      defaultMessage: '{file} is already imported by {format, select, csv {row {number}} other {item {number}}}.',
      description:
        'Two rows name the same video file {file}; {number} is the earlier row (of a CSV sheet) or item (of a JSON array)',
    },
    publishTimeTooLong: {
      id: 'uploads.import.sheet.publishTimeTooLong',
      defaultMessage:
        'The publish time is not a date and time. Write it as 2030-03-29 18:00 (your time zone) or 2030-03-29T18:00:00+02:00.',
      description:
        'The publish time (scheduled publishing) cell holds far too much text; keep the two example formats exactly as written',
    },
    publishTimeUnreadable: {
      id: 'uploads.import.sheet.publishTimeUnreadable',
      defaultMessage:
        '"{text}" is not a date and time. Write it as 2030-03-29 18:00 (your time zone) or 2030-03-29T18:00:00+02:00.',
      description:
        'The publish time (scheduled publishing) cell holds {text}; keep the two example formats exactly as written',
    },
    publishTimeImpossible: {
      id: 'uploads.import.sheet.publishTimeImpossible',
      defaultMessage: '"{text}" is not a date and time that exists (check the day and hour).',
      description: 'The publish time cell holds {text}, a day or hour that no calendar has (e.g. 2030-02-30)',
    },
    publishTimeSkipped: {
      id: 'uploads.import.sheet.publishTimeSkipped',
      defaultMessage:
        '{text} does not exist in {timeZone}: the clocks skip that hour when daylight saving time starts.',
      description:
        'The publish time {text} falls in the hour the clocks skip in spring in the time zone {timeZone} (e.g. Europe/Berlin)',
    },
    tooManyPlaylists: {
      id: 'uploads.import.sheet.tooManyPlaylists',
      defaultMessage: 'A video can join at most {max, plural, one {# playlist} other {# playlists}} here.',
      description: "A row's playlists cell names more playlists than the import adds a video to",
    },
    oneCaptionPerRow: {
      id: 'uploads.import.sheet.oneCaptionPerRow',
      defaultMessage: 'Name one caption file per row: the queue takes one with the video; add others in its details.',
      description: "A row's caption cell names several caption (subtitle) files; only one goes with each upload",
    },
    captionLanguageUnknown: {
      id: 'uploads.import.sheet.captionLanguageUnknown',
      defaultMessage:
        'Say the language of {file}: name the file like episode.en.srt, or fill a caption language column.',
      description:
        'The caption file {file} has no language in its name and the sheet has no caption language column; episode.en.srt is an example file name, keep it',
    },
    captionLanguageNotTag: {
      id: 'uploads.import.sheet.captionLanguageNotTag',
      defaultMessage: '"{language}" is not a language tag such as en, en-US or pt-BR.',
      description: 'A caption language cell holds {language}, which is no language code; keep the example codes',
    },
    tooManyTranslations: {
      id: 'uploads.import.sheet.tooManyTranslations',
      defaultMessage:
        'A video takes at most {max, plural, one {# translation} other {# translations}}; this row has more.',
      description: "A row fills more languages' title and description columns than the platform keeps for one video",
    },
    translationsNeedLanguage: {
      id: 'uploads.import.sheet.translationsNeedLanguage',
      defaultMessage:
        "Translations need the language of the default title and description: fill {format, select, csv {this row's {column} column} other {this item's {column} field}}, or remove the translations.",
      description:
        "A row has translations but no video language; {column} is the name of the sheet's language column (a CSV column or a JSON field)",
    },
    translationRepeatsDefault: {
      id: 'uploads.import.sheet.translationRepeatsDefault',
      defaultMessage:
        "{language} is the language of the default title and description; remove the {language} translation or put another language in {format, select, csv {this row's {column} column} other {this item's {column} field}}.",
      description:
        "{language} is a language's name (e.g. German); a row translates into the video's own language. {column} is the name of the sheet's language column",
    },
  }),
);

export const SHEET_READ_PROBLEMS = untyped(
  defineMessages({
    tooLarge: {
      id: 'uploads.import.read.tooLarge',
      defaultMessage: 'The sheet is larger than {mib} MiB; split it into smaller ones.',
      description: 'A CSV or JSON sheet file is over the size the import reads',
    },
    cellTooLong: {
      id: 'uploads.import.read.cellTooLong',
      defaultMessage:
        'Row {row}, column {column}: a cell is longer than {max, plural, one {# character} other {# characters}}.',
      description: 'A CSV sheet: {row} and {column} count from 1 as spreadsheet apps do',
    },
    quoteNotClosed: {
      id: 'uploads.import.read.quoteNotClosed',
      defaultMessage: 'Row {row}, column {column}: a quoted cell is never closed.',
      description: 'A CSV sheet: a cell opens with a double quote that never closes',
    },
    textAfterQuote: {
      id: 'uploads.import.read.textAfterQuote',
      defaultMessage:
        'Row {row}, column {column}: text follows the closing quote of a quoted cell (a quote inside a cell is written twice: "").',
      description: 'A CSV sheet: text after the closing double quote of a quoted cell; keep "" as it is',
    },
    tooManyColumns: {
      id: 'uploads.import.read.tooManyColumns',
      defaultMessage: 'Row {row} has more than {max, plural, one {# column} other {# columns}}.',
      description: 'A CSV sheet row has more columns than the import reads',
    },
    tooManyRows: {
      id: 'uploads.import.read.tooManyRows',
      defaultMessage: 'The sheet has more than {max, plural, one {# row} other {# rows}}; split it into smaller ones.',
      description: 'A CSV sheet has more rows than the import reads',
    },
    empty: {
      id: 'uploads.import.read.empty',
      defaultMessage: 'The sheet is empty: it needs a header row naming its columns, then a row per video.',
      description: 'A CSV sheet has no rows at all',
    },
    rowTooWide: {
      id: 'uploads.import.read.rowTooWide',
      defaultMessage:
        'Row {row} has {cells} cells but the header row names {width, plural, one {# column} other {# columns}}; was the sheet saved with another delimiter?',
      description:
        'A CSV sheet row has more filled cells than the header row has names (a delimiter is a comma, semicolon or tab)',
    },
    noRows: {
      id: 'uploads.import.read.noRows',
      defaultMessage: 'The sheet has a header row but no row of videos under it.',
      description: 'A CSV sheet has only its header row',
    },
    jsonTooDeep: {
      id: 'uploads.import.read.jsonTooDeep',
      defaultMessage:
        'The JSON nests deeper than a sheet does (at character {position}): a sheet is an array of objects whose values are text, numbers or lists of text.',
      description: 'A JSON sheet nests arrays or objects too deep',
    },
    jsonInvalid: {
      id: 'uploads.import.read.jsonInvalid',
      defaultMessage: 'The file is not valid JSON ({reason}).',
      description: "{reason} is the JSON reader's own explanation, as the browser writes it (English)",
    },
    jsonNotArray: {
      id: 'uploads.import.read.jsonNotArray',
      defaultMessage: 'A JSON sheet is an array of objects, one per video: {example}.',
      description: '{example} is a short JSON example, shown as it is',
    },
    jsonEmpty: {
      id: 'uploads.import.read.jsonEmpty',
      defaultMessage: 'The JSON array is empty: it needs one object per video.',
      description: 'A JSON sheet is []',
    },
    jsonTooManyItems: {
      id: 'uploads.import.read.jsonTooManyItems',
      defaultMessage:
        'The sheet has more than {max, plural, one {# item} other {# items}}; split it into smaller ones.',
      description: 'A JSON sheet (an array of items, one per video) has more items than the import reads',
    },
    jsonNotObject: {
      id: 'uploads.import.read.jsonNotObject',
      defaultMessage: "Item {item} is not an object; each item names one video's file and details.",
      description: 'A JSON sheet: an item of the array is a number, a text or a list instead of an object',
    },
    jsonTooManyKeys: {
      id: 'uploads.import.read.jsonTooManyKeys',
      defaultMessage: 'The items use more than {max} different keys.',
      description: "A JSON sheet's objects use more different keys (columns) than the import reads",
    },
    jsonBadValue: {
      id: 'uploads.import.read.jsonBadValue',
      defaultMessage: 'Item {item}, "{key}": a value is text, a number, true/false, null or a list of text.',
      description:
        'A JSON sheet: the value under {key} of an item is an object or a list of non-text; keep true/false and null',
    },
    jsonValueTooLong: {
      id: 'uploads.import.read.jsonValueTooLong',
      defaultMessage:
        'Item {item}, "{key}": the value is longer than {max, plural, one {# character} other {# characters}}.',
      description: 'A JSON sheet: the value under {key} of an item is longer than the import reads',
    },
  }),
);
