// What the main process says of a caption file it cannot check, or of a track the platform answered wrongly, in the
// language in force (say.ts). name is the file's name, shown as it is.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const CAPTION_INTAKE_REFUSALS = untyped(
  defineMessages({
    notChecked: {
      id: 'captions.error.notChecked',
      defaultMessage:
        '{name} could not be checked: {reason}. A caption file is read in well under a second; save the captions as an .srt or .vtt file and pick it again.',
      description:
        'Reading a picked caption file ran past the time or memory it may take (a damaged or hostile file); reason says which',
    },
  }),
);

export const CAPTION_DOWNLOAD_REFUSALS = untyped(
  defineMessages({
    notTheFormat: {
      id: 'captions.download.notTheFormat',
      defaultMessage: 'The platform did not answer the track as {format}; try the download again later.',
      description:
        'Downloading a caption track: the platform answered something else than the file asked for (SRT or WebVTT)',
    },
    notTheFormatBecause: {
      id: 'captions.download.notTheFormatBecause',
      defaultMessage: 'The platform did not answer the track as {format} ({reason}); try the download again later.',
      description:
        'Downloading a caption track: its answer could not be read within the limits; format is SRT or WebVTT, reason says which limit',
    },
    tooLarge: {
      id: 'captions.download.tooLarge',
      defaultMessage: 'The platform answered {size} for the track, more than a caption file is read up to ({max}).',
      description:
        'Downloading a caption track: the answer is far larger than captions ever are; size and max are file sizes',
    },
  }),
);

export const CAPTION_ANSWER_REFUSALS = untyped(
  defineMessages({
    unexpected: {
      id: 'captions.error.unexpectedAnswer',
      defaultMessage:
        "The platform answered something that is not a {what, select, list {list of caption tracks} other {caption track}}; reload the video's captions and try again.",
      description: "The platform's answer about a video's caption tracks could not be read (a proxy's page, say)",
    },
    cannotRead: {
      id: 'captions.error.stepCannotRead',
      defaultMessage: 'The caption file {name} cannot be read ({code}).',
      description:
        "A caption file to add after an upload cannot be read; code is the system's error code such as EACCES, shown as it is",
    },
  }),
);
