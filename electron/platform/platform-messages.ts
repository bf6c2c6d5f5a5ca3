// What the main process says when the video platform refuses or cannot be reached, in the language in force. The
// platform's own message (English, from the service) is kept before the advice; the advice is ours.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const PLATFORM_ADVICE = untyped(
  defineMessages({
    quotaExceeded: {
      id: 'platform.advice.quotaExceeded',
      defaultMessage: 'The daily API quota is used up; it resets at midnight Pacific time.',
      description: "Advice after the platform's refusal: the YouTube Data API's daily quota is spent",
    },
    missingPermission: {
      id: 'platform.advice.missingPermission',
      defaultMessage:
        'Channel Desk lacks a permission for this. Sign out and sign in again, granting every permission asked.',
      description: "Advice: the sign-in lacks a permission (a box left unticked on Google's consent page)",
    },
    apiDisabled: {
      id: 'platform.advice.apiDisabled',
      defaultMessage:
        'Enable "YouTube Data API v3" in the cloud project of your OAuth client (its API library), wait a few minutes and try again.',
      description:
        'Advice: the Google Cloud project of the OAuth client has not enabled the API; "YouTube Data API v3" is its name, not translated',
    },
    signInRefused: {
      id: 'platform.advice.signInRefused',
      defaultMessage: 'Your sign-in was refused. Sign in again.',
      description: 'Advice: the platform refused the sign-in',
    },
    slowDown: {
      id: 'platform.advice.slowDown',
      defaultMessage: 'The platform asks to slow down. Try again in a minute.',
      description: 'Advice: too many requests',
    },
    verifyForThumbnails: {
      id: 'platform.advice.verifyForThumbnails',
      defaultMessage:
        'The platform lets only verified channels use custom thumbnails: verify your channel at https://www.youtube.com/verify, then try again.',
      description: 'Advice when a custom thumbnail is refused because the channel is not verified; the address is kept',
    },
  }),
);

export const PLATFORM_ERRORS = untyped(
  defineMessages({
    unexpected: {
      id: 'platform.error.unexpected',
      defaultMessage: 'The video platform answered with an unexpected response (HTTP {status}). Try again later.',
      description: 'The platform answered with an error we cannot read; status is the HTTP status number',
    },
    withAdvice: {
      id: 'platform.error.withAdvice',
      defaultMessage: '{said} {advice}',
      description: "The platform's own message (usually English), then our advice",
    },
    unreachable: {
      id: 'platform.error.unreachable',
      defaultMessage: 'Could not reach the video platform ({why}). Check your connection and try again.',
      description: "The platform could not be reached; why is the system's technical reason",
    },
    uploadHostUnreachable: {
      id: 'platform.error.uploadHostUnreachable',
      defaultMessage: "Could not reach the platform's upload host ({why}). Check your connection and try again.",
      description: "The platform's server for image uploads could not be reached; why is a technical reason",
    },
    networkError: {
      id: 'platform.error.networkError',
      defaultMessage: 'network error',
      description: 'Stands for the technical reason when there is none (inside parentheses)',
    },
    imageStopped: {
      id: 'platform.error.imageStopped',
      defaultMessage: 'The image upload was stopped.',
      description: 'An image upload (thumbnail, banner, watermark) was cancelled',
    },
    thumbnailOddAnswer: {
      id: 'platform.error.thumbnailOddAnswer',
      defaultMessage:
        'The platform accepted the thumbnail but answered something unexpected; reload the video to see whether it changed.',
      description: 'A thumbnail upload ended with an answer we cannot read',
    },
    bannerNoUrl: {
      id: 'platform.error.bannerNoUrl',
      defaultMessage: 'The platform took the banner image but answered without its URL; upload the banner again.',
      description: "A channel banner upload's answer lacked the image address",
    },
    thumbnailsNotAllowed: {
      id: 'platform.error.thumbnailsNotAllowed',
      defaultMessage: 'Custom thumbnails are not allowed.',
      description: 'Stands for the platform message when it gave none',
    },
    noChannel: {
      id: 'platform.error.noChannel',
      defaultMessage: 'This account has no channel yet. Create one on the platform, then sign in again.',
      description: 'The Google account signed in has no YouTube channel',
    },
  }),
);
