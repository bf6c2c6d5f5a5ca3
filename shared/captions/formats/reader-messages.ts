// What a caption reader finds wrong in a file, naming where to look (the cue or block and its line). The readers
// throw the finding with its values; it is worded once, when it is shown, in the language of whoever reads it.
// Numbers (cues, lines, lengths) are passed as plain digits, as a text editor's line numbers show.
import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const READER_FINDINGS = untyped(
  defineMessages({
    noCues: {
      id: 'captions.reader.noCues',
      defaultMessage: 'The {format} file has no cues.',
      description: 'A caption file with no subtitle in it; {format} is SRT, WebVTT, SBV or TTML',
    },
    endsBeforeStart: {
      id: 'captions.reader.endsBeforeStart',
      defaultMessage: 'Cue {cue} of the {format} file ends before it starts.',
      description:
        'A subtitle (cue) whose end time is not after its start time; {cue} is its number in the file, {format} SRT, WebVTT, SBV or TTML',
    },
    endsBeforeStartAtLine: {
      id: 'captions.reader.endsBeforeStartAtLine',
      defaultMessage: 'Cue {cue} (line {line}) of the {format} file ends before it starts.',
      description:
        'A subtitle (cue) whose end time is not after its start time; {cue} is its number, {line} the line of the file it starts on, {format} SRT, WebVTT or SBV',
    },
    srtNoTiming: {
      id: 'captions.reader.srtNoTiming',
      defaultMessage: 'Block {block} (line {line}) of the SRT file has no timing line.',
      description:
        'An SRT subtitle block (number, timing line, text) without its timing line such as "00:00:01,000 --> 00:00:03,000"; {line} is a line of the file',
    },
    vttNoTiming: {
      id: 'captions.reader.vttNoTiming',
      defaultMessage: 'Cue {cue} (line {line}) of the WebVTT file has no timing line.',
      description:
        'A WebVTT cue without its timing line such as "00:00:01.000 --> 00:00:03.000"; {line} is a line of the file',
    },
    blockMalformedTiming: {
      id: 'captions.reader.blockMalformedTiming',
      defaultMessage: 'Block {block} (line {line}) of the {format} file has a malformed timing line: {quote}.',
      description:
        'A subtitle block whose timing line cannot be read; {format} is SRT or SBV; {quote} is the line itself in quotation marks, shown as it is',
    },
    cueMalformedTiming: {
      id: 'captions.reader.cueMalformedTiming',
      defaultMessage: 'Cue {cue} (line {line}) of the WebVTT file has a malformed timing line: {quote}.',
      description: 'A WebVTT cue whose timing line cannot be read; {quote} is the line itself in quotation marks',
    },
    longQuote: {
      id: 'captions.reader.longQuote',
      defaultMessage: '"{start}…" ({length} characters)',
      description:
        "The start of a very long line of a caption file, quoted in a message; {length} is the whole line's length as plain digits. Keep the straight quotation marks or use the language's own",
    },
    vttHeader: {
      id: 'captions.reader.vttHeader',
      defaultMessage: 'A WebVTT file starts with the line "WEBVTT".',
      description: 'A file taken as WebVTT without its first line WEBVTT (keep WEBVTT as it is)',
    },
  }),
);
