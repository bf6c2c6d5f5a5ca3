// What the image rules say of a picked image (a thumbnail, a watermark, a channel banner, a playlist's cover), the same
// words in the page and in the main process, in the language given. name is the file's name, shown as it is; sizes
// and dimensions are numbers the callers format in the locale (shared/text/measures.ts).
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const IMAGE_PROBLEMS = untyped(
  defineMessages({
    tooLarge: {
      id: 'images.error.tooLarge',
      defaultMessage:
        '{name} is {size}; {purpose, select, thumbnail {a thumbnail} watermark {a watermark} banner {a banner} other {a playlist cover}} may be at most {max}. Save it smaller (e.g. as JPEG at a lower quality) and try again.',
      description:
        'An image over the platform\'s size limit for its use; size and max are file sizes such as "52.3 MiB"; purpose is what the image was picked as (video thumbnail, channel watermark, channel banner, playlist cover)',
    },
    noPixels: {
      id: 'images.error.noPixels',
      defaultMessage: '{name} has no pixels to show.',
      description: 'An image whose header says it is 0 pixels wide or high',
    },
    tooManyPixels: {
      id: 'images.error.tooManyPixels',
      defaultMessage:
        '{name} is {width} × {height} pixels; Channel Desk takes images of at most {max, plural, one {# pixel} other {# pixels}} (7680 × 4320). Scale it down and try again.',
      description:
        'An image with more pixels than any use of it needs (an 8K bound, which protects the app from decoding huge images); width and height are its size in pixels',
    },
    coverNotSquare: {
      id: 'images.error.coverNotSquare',
      defaultMessage:
        '{name} is {width} × {height}; a playlist cover must be square (1:1). Crop it square and try again.',
      description:
        "A playlist's cover image that is not square (the platform takes only 1:1); width × height in pixels",
    },
    thumbnailTooNarrow: {
      id: 'images.error.thumbnailTooNarrow',
      defaultMessage: '{name} is {width} px wide; a thumbnail must be at least {min} px wide (1280 × 720 is best).',
      description: "A video thumbnail narrower than the platform's minimum width in pixels",
    },
    thumbnailNotWide: {
      id: 'images.advice.thumbnailNot16by9',
      defaultMessage: '{name} is {width} × {height}, not 16:9: the platform will add black bars (see the previews).',
      description: 'Advice (the thumbnail can still be sent): the image is not 16:9, so the platform letterboxes it',
    },
    watermarkNotSquare: {
      id: 'images.advice.watermarkNotSquare',
      defaultMessage: '{name} is {width} × {height}; a square image (150 × 150) shows best.',
      description: 'Advice (the watermark can still be sent): a channel watermark shows best square',
    },
    watermarkSide: {
      id: 'images.advice.watermarkSide',
      defaultMessage: '{name} is {width} × {height}; the platform advises 150 × 150.',
      description: 'Advice (the watermark can still be sent): a square watermark of another size than 150 × 150',
    },
    watermarkHeavy: {
      id: 'images.advice.watermarkHeavy',
      defaultMessage: '{name} is {size}; the platform advises under 1 MB.',
      description:
        'Advice (the watermark can still be sent): the file is over 1 MB; size is a file size such as "2.0 MiB"',
    },
    bannerTooSmall: {
      id: 'images.error.bannerTooSmall',
      defaultMessage:
        '{name} is {width} × {height}; a banner must be at least {minWidth} × {minHeight} pixels ({advisedWidth} × {advisedHeight} is best). Pick a larger image.',
      description: "A channel banner image smaller than the platform's minimum size",
    },
    bannerNotWide: {
      id: 'images.advice.bannerNot16by9',
      defaultMessage: '{name} is {width} × {height}, not 16:9: the platform will cut its edges (see the previews).',
      description: 'Advice (the banner can still be sent): the image is not 16:9, so devices show less of it',
    },
    bannerSmall: {
      id: 'images.advice.bannerSmall',
      defaultMessage: '{name} is {width} × {height}; {advisedWidth} × {advisedHeight} looks sharpest on TVs.',
      description: 'Advice (the banner can still be sent): a 16:9 banner smaller than the advised size',
    },
    notAnImage: {
      id: 'images.error.notAnImage',
      defaultMessage: '{name} is not a PNG or JPEG image. Save it as PNG or JPEG and try again.',
      description: 'A file picked as an image whose bytes are neither PNG nor JPEG, and nothing else recognised',
    },
    notAnImageLooksLike: {
      id: 'images.error.notAnImageLooksLike',
      defaultMessage:
        '{name} is not a PNG or JPEG image (it looks like {looksLike}). Save it as PNG or JPEG and try again.',
      description:
        'A file picked as an image whose bytes are neither PNG nor JPEG; looksLike says what it seems to be instead ("a PDF document", "text", "a video (MPEG-4)")',
    },
    bytes: {
      id: 'images.size.bytes',
      defaultMessage: '{count, plural, one {# byte} other {# bytes}}',
      description: 'A file size under one KiB',
    },
  }),
);
