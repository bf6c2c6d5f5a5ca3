// What the main process says of a file the creator picked (an image, a caption file) that it cannot take, in the
// language in force (say.ts). name is the file's name, shown as it is.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const PICKED_FILE_REFUSALS = untyped(
  defineMessages({
    namedByPath: {
      id: 'files.error.namedByPath',
      defaultMessage:
        '{name} was named by its path; in the browser, Channel Desk reads only files dropped on or chosen in the page.',
      description: 'Browser mode was handed a path on the computer instead of a file dropped or chosen in the page',
    },
    needsFullPath: {
      id: 'files.error.needsFullPath',
      defaultMessage: '{name}: Channel Desk needs the full path.',
      description: 'A file was named by a relative path',
    },
    noLongerStaged: {
      id: 'files.error.noLongerStaged',
      defaultMessage: '{unnamed} is no longer staged; add the file again.',
      description:
        'The copy of a dropped file that browser mode kept is gone (the app restarted); unnamed names the kind of file, such as "The image"',
    },
    changedWhileRead: {
      id: 'files.error.changedWhileRead',
      defaultMessage: '{name} changed while it was read; try again.',
      description: 'A picked file got shorter while the app read it',
    },
    cannotRead: {
      id: 'files.error.cannotRead',
      defaultMessage: '{name} cannot be read ({code}).',
      description: "A picked file's read failed; code is the system's error code such as EIO, shown as it is",
    },
    notThisKind: {
      id: 'files.error.notThisKind',
      defaultMessage:
        '{name} is {what, select, folder {a folder} pipe {a pipe} device {a device} socket {a socket} link {a link} other {a special file}}, not {noun}.',
      description:
        'A picked path that is no regular file; noun is the kind of file expected, with its article ("an image file", "a caption file")',
    },
    missing: {
      id: 'files.error.missing',
      defaultMessage: '{name} does not exist (it may have been moved or deleted); pick it again.',
      description: 'A picked file that is no longer where it was',
    },
    permissionDenied: {
      id: 'files.error.permissionDenied',
      defaultMessage: '{name} cannot be read: permission denied.',
      description: 'A picked file the app is not allowed to read',
    },
    loop: {
      id: 'files.error.loop',
      defaultMessage: '{name} is a link that leads back to itself, not {noun}.',
      description: 'A picked symbolic link that points to itself; noun is the kind of file expected ("an image file")',
    },
    cannotOpen: {
      id: 'files.error.cannotOpen',
      defaultMessage: '{name} cannot be opened ({code}).',
      description: "A picked file the app cannot open; code is the system's error code, shown as it is",
    },
    imageUnnamed: {
      id: 'files.kind.image.unnamed',
      defaultMessage: 'The image',
      description: 'Stands for an image file whose name is unknown, at the start of a sentence',
    },
    imageNoun: {
      id: 'files.kind.image.noun',
      defaultMessage: 'an image file',
      description: 'Completes "… is a folder, not …": the kind of file expected',
    },
    captionUnnamed: {
      id: 'files.kind.captions.unnamed',
      defaultMessage: 'The caption file',
      description: 'Stands for a caption (subtitle) file whose name is unknown, at the start of a sentence',
    },
    captionNoun: {
      id: 'files.kind.captions.noun',
      defaultMessage: 'a caption file',
      description: 'Completes "… is a folder, not …": the kind of file expected (subtitles)',
    },
  }),
);

export const IMAGE_INTAKE_REFUSALS = untyped(
  defineMessages({
    empty: {
      id: 'images.error.empty',
      defaultMessage: '{name} is empty (0 bytes); pick the image again.',
      description: 'A picked image file with nothing in it',
    },
    damaged: {
      id: 'images.error.damaged',
      defaultMessage:
        '{name} is a damaged or incomplete {format} file; open it in an image editor, save it again, and retry.',
      description: 'An image whose bytes stop short or cannot be read; format is PNG or JPEG',
    },
  }),
);

/** What browser mode's staging area (the copies of files dropped in the page) says when it cannot take one. */
export const STAGING_REFUSALS = untyped(
  defineMessages({
    tooLarge: {
      id: 'files.staging.tooLarge',
      defaultMessage: '{name} is larger than the {max} that can be staged.',
      description:
        'Browser mode: a dropped file larger than the app can copy over; max is a file size such as "256.0 GiB"',
    },
    tooMany: {
      id: 'files.staging.tooMany',
      defaultMessage:
        '{name} cannot be copied yet: {count, plural, one {# file is} other {# files are}} still being copied to Channel Desk. Add it once they have arrived.',
      description: 'Browser mode: too many dropped files are being copied to the app at once',
    },
    noSpace: {
      id: 'files.staging.noSpace',
      defaultMessage:
        "{name} ({size}) does not fit on the disk of Channel Desk's data folder ({free} free, and {kept} is always left free).",
      description:
        "Browser mode: the app's disk has no room for a copy of the dropped file; size, free and kept are file sizes",
    },
    noSpacePromised: {
      id: 'files.staging.noSpacePromised',
      defaultMessage:
        "{name} ({size}) does not fit on the disk of Channel Desk's data folder ({free} free, {promised} of it promised to files still arriving, and {kept} is always left free).",
      description:
        "Browser mode: the app's disk has no room for a copy of the dropped file, counting the files still being copied; sizes are file sizes",
    },
    diskFull: {
      id: 'files.staging.diskFull',
      defaultMessage:
        "The disk of Channel Desk's data folder is full: the copy stopped after {size}. Free some space, then add the file again.",
      description:
        "Browser mode: the app's disk filled up while a dropped file was copied; size is how much was copied",
    },
    incomplete: {
      id: 'files.staging.incomplete',
      defaultMessage: '{name} has not fully arrived yet ({size} of {declared} bytes).',
      description:
        'Browser mode: a dropped file used before its copy ended; the counts are bytes, shown as plain digits',
    },
    inUseUpload: {
      id: 'files.staging.inUseUpload',
      defaultMessage: 'This staged file is being uploaded; cancel its upload instead.',
      description: "Browser mode: removing the app's copy of a dropped file whose upload is running",
    },
    inUseSending: {
      id: 'files.staging.inUseSending',
      defaultMessage: 'This staged file is being sent; it is freed once that ends.',
      description: "Browser mode: removing the app's copy of a dropped file that is being sent (an image, captions)",
    },
    gone: {
      id: 'files.staging.gone',
      defaultMessage: 'No such staged file (it may have been reclaimed).',
      description: "Browser mode: the app's copy of a dropped file is gone (removed after a while unused)",
    },
    beyondDeclared: {
      id: 'files.staging.beyondDeclared',
      defaultMessage: 'The data goes beyond the declared size of the file or the limit of one request.',
      description:
        "Browser mode: the page sent more of a dropped file than the size it announced (the file changed while it was read, or one request's limit was passed)",
    },
    damaged: {
      id: 'files.staging.damaged',
      defaultMessage: 'The staged file is damaged; add the file again.',
      description: "Browser mode: the app's copy of a dropped file cannot be read back",
    },
    bytes: {
      id: 'files.staging.bytes',
      defaultMessage: '{count, plural, one {# byte} other {# bytes}}',
      description: 'A file size under one KiB',
    },
  }),
);
