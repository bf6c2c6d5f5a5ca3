// What an upload's extra steps (its thumbnail, caption tracks, playlists) say to the creator when one is refused or
// fails, in the language in force when it happened (the line is kept with the step). said is the platform's or
// another part's own sentence, quoted as it came; file is a file's name; language is a caption track's language code.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const ATTACHMENT_FAILURES = untyped(
  defineMessages({
    thumbnailGone: {
      id: 'attachment.thumbnail.gone',
      defaultMessage:
        'The thumbnail {file} is no longer there (moved or deleted). Choose the image again on the platform or in the Library.',
      description: "An upload's thumbnail step failed: the image file was moved or deleted; Library is the screen",
    },
    thumbnailChanged: {
      id: 'attachment.thumbnail.changed',
      defaultMessage:
        'The thumbnail {file} changed since it was chosen ({what}), so it was not sent. Choose it again to send the new image.',
      description: "An upload's thumbnail step failed: the image file changed on disk; what says how (a phrase)",
    },
    captionGone: {
      id: 'attachment.caption.gone',
      defaultMessage:
        'The caption file {file} is no longer there (moved or deleted). Choose it again, or add the track in the Library.',
      description: "An upload's caption step failed: the caption file was moved or deleted; Library is the screen",
    },
    captionChanged: {
      id: 'attachment.caption.changed',
      defaultMessage:
        'The caption file {file} changed since it was chosen ({what}), so it was not sent. Choose it again to send the new file.',
      description: "An upload's caption step failed: the caption file changed on disk; what says how (a phrase)",
    },
    internal: {
      id: 'attachment.internal',
      defaultMessage:
        'Something went wrong inside Channel Desk while doing this step. Retry it; details are in the log.',
      description: "An upload's extra step (thumbnail, captions, playlist) failed by the app's own fault",
    },
    thumbnailNotSet: {
      id: 'attachment.thumbnail.notSet',
      defaultMessage: 'The thumbnail was not set: {said}',
      description: "An upload's thumbnail was not set; said is why (a sentence)",
    },
    thumbnailNotAllowed: {
      id: 'attachment.thumbnail.notAllowed',
      defaultMessage:
        "The platform refused the custom thumbnail: {said} Custom thumbnails need a verified channel (verify it in the platform's settings), then Retry.",
      description:
        'The platform refused a custom thumbnail (the channel is not verified); said is its reason; Retry is the button',
    },
    thumbnailRetry: {
      id: 'attachment.thumbnail.retry',
      defaultMessage: 'The thumbnail was not set: {said} Retry sends it again.',
      description: "An upload's thumbnail was not set; said is why (a sentence); Retry is the button",
    },
    captionExists: {
      id: 'attachment.caption.exists',
      defaultMessage:
        'The {language} captions were not added: {said} Choose them again with another name, or manage the tracks in the Library.',
      description: "A caption track of that language and name is already on the video; said is the platform's reason",
    },
    captionRetry: {
      id: 'attachment.caption.retry',
      defaultMessage: 'The {language} captions ({file}) were not added: {said} Retry sends them again.',
      description: "An upload's caption track was not added; said is why (a sentence); Retry is the button",
    },
    quotaWait: {
      id: 'attachment.quotaWait',
      defaultMessage:
        "The project's daily quota units are used up; this step is done when they reset at midnight Pacific time ({when}).",
      description:
        "An upload's extra step waits for the daily API quota reset; when is the reset's date and time in the creator's zone",
    },
    playlistGone: {
      id: 'attachment.playlist.gone',
      defaultMessage:
        'The playlist "{title}" was not found: it may have been deleted on the platform. {said} Add the video to another playlist in Playlists.',
      description:
        "An upload's playlist step failed: the playlist is gone; said is the platform's words; Playlists is the screen",
    },
    playlistRetry: {
      id: 'attachment.playlist.retry',
      defaultMessage: 'The video was not added to the playlist "{title}": {said} Retry adds it.',
      description: "An upload's playlist step failed; said is why (a sentence); Retry is the button",
    },
  }),
);

export const ATTACHMENT_REFUSALS = untyped(
  defineMessages({
    thumbnailSet: {
      id: 'attachment.error.thumbnailSet',
      defaultMessage: 'The thumbnail {file} is already set on the video; change it in the Library.',
      description: "Error: changing an upload's thumbnail after it was set on the video; Library is the screen",
    },
    captionsThere: {
      id: 'attachment.error.captionsThere',
      defaultMessage: 'The {language} captions ({file}) are already on the video; change them in the Library.',
      description: "Error: changing an upload's caption track after it was added; language is its language code",
    },
    captionsRemove: {
      id: 'attachment.error.captionsRemove',
      defaultMessage: 'The {language} captions ({file}) are already on the video; delete them in the Library.',
      description: "Error: removing an upload's caption track after it was added; language is its language code",
    },
    tooManyCaptions: {
      id: 'attachment.error.tooManyCaptions',
      defaultMessage:
        'An upload takes at most {max, plural, one {# caption track} other {# caption tracks}}; add more in the Library once it is uploaded.',
      description: 'Error: an upload carries a limited number of caption tracks',
    },
    captionFileName: {
      id: 'attachment.error.captionFileName',
      defaultMessage: 'The caption file',
      description: "Stands for a file's name in the list of refused files, when no caption file is named",
    },
    imageUnreadable: {
      id: 'attachment.error.imageUnreadable',
      defaultMessage: 'The image {file} cannot be read ({code}).',
      description: 'Error: a chosen thumbnail image cannot be read; code is a system error code',
    },
    fullPath: {
      id: 'attachment.error.fullPath',
      defaultMessage: "{file}: Channel Desk needs the image's full path to read it.",
      description: 'Error: a thumbnail was given without its full path',
    },
    chosenImage: {
      id: 'attachment.error.chosenImage',
      defaultMessage: 'The chosen image',
      description: "Stands for an image's name in the list of refused files, when its name is unknown",
    },
    notStaged: {
      id: 'attachment.error.notStaged',
      defaultMessage: 'The chosen image is no longer staged; choose it again.',
      description: 'Error: a thumbnail copied for upload (browser mode) is gone; the creator chooses it again',
    },
  }),
);
