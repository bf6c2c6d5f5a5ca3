// What a file that is no video (or no image) looks like by its first bytes, and the refusal of a file picked as a video
// that is none, in the language given. Both processes say them (the page before copying, the main process before
// uploading).
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const CONTAINER_WORDS = untyped(
  defineMessages({
    looksLike: {
      id: 'files.looksLike',
      defaultMessage:
        '{kind, select, pdf {a PDF document} png {a PNG image} jpeg {a JPEG image} gif {a GIF image} webp {a WebP image} image {an image} wav {WAV audio} mp3 {MP3 audio} flac {FLAC audio} ogg {Ogg audio} m4a {MPEG-4 audio} zip {a ZIP archive (or an office document)} gzip {a gzip archive} text {text} video {a video ({container})} other {a format that is not a video}}',
      description:
        'What a file seems to be, judged from its first bytes; completes "it looks like …" in a refusal. container is a video format\'s name such as "MPEG-4" or "WebM"',
    },
    notAVideo: {
      id: 'files.error.notAVideo',
      defaultMessage: '{name} is not a video file (it looks like {looksLike}).',
      description:
        'A file added as a video whose bytes are no video format; name is its file name, looksLike what it seems to be ("text", "a PDF document")',
    },
  }),
);
