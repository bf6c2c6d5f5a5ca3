// Why a caption file is not sent, the same words in the page and in the main process, in the language given. name is
// the file's name, shown as it is; detail (a reader's own finding, such as a cue's broken timing) is the reader's.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const CAPTION_PROBLEMS = untyped(
  defineMessages({
    empty: {
      id: 'captions.error.empty',
      defaultMessage: '{name} is empty (0 bytes); pick the caption file again.',
      description: 'A picked caption (subtitle) file with nothing in it',
    },
    tooLarge: {
      id: 'captions.error.tooLarge',
      defaultMessage:
        '{name} is {size}, more than a caption file can be here ({max}); pick the .srt or .vtt file itself.',
      description:
        'A picked caption file far larger than subtitles ever are (likely a video picked by mistake); size and max are file sizes such as "12.5 MiB"',
    },
    notUtf8: {
      id: 'captions.error.notUtf8',
      defaultMessage:
        '{name} is not UTF-8 text (it may be a video, an image or a word-processor file); save the captions as an .srt or .vtt file in UTF-8 and pick it again.',
      description: 'A picked caption file that is not text in the UTF-8 encoding',
    },
    noCueTiming: {
      id: 'captions.error.noCueTiming',
      defaultMessage:
        '{name} is not an SRT or WebVTT caption file: no cue timing such as "00:00:01,000 --> 00:00:03,000" was found.',
      description: 'A picked caption file with no subtitle timing line in it (keep the example timing as it is)',
    },
    otherFormat: {
      id: 'captions.error.otherFormat',
      defaultMessage:
        '{name} is a {format} file; Channel Desk sends SRT and WebVTT. Export it as .srt or .vtt from your subtitle editor.',
      description: 'A picked caption file of a format the app does not send; format is SBV, TTML or SCC',
    },
    unreadable: {
      id: 'captions.error.unreadable',
      defaultMessage: '{name}: {detail} Fix it in a text or subtitle editor and pick it again.',
      description: "A picked caption file the reader could not read; detail is the reader's finding (a sentence)",
    },
    outOfOrder: {
      id: 'captions.error.outOfOrder',
      defaultMessage:
        '{name}: Cue {cue, number} starts at {start}, before cue {before, number} ({beforeStart}): cues must be in time order. Fix it in a text or subtitle editor and pick it again.',
      description:
        'A caption file whose cue starts before the one above it; start and beforeStart are timings such as 00:01:02,500, shown as they are',
    },
  }),
);
