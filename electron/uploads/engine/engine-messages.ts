// Why an upload stopped or waits, as its row on the Uploads screen says it, in the language in force when it happened
// (the line is kept with the upload). status is an HTTP status code; said, message and reason are the platform's own
// words (English), quoted as they came; file is the video file's name.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const UPLOAD_FAILURES = untyped(
  defineMessages({
    noSessionAddress: {
      id: 'uploadFailure.noSessionAddress',
      defaultMessage: 'The upload host accepted the upload but sent no session address (Location header).',
      description: "An upload failed: the platform's upload server answered without the address to send the file to",
    },
    sessionNotUrl: {
      id: 'uploadFailure.sessionNotUrl',
      defaultMessage: 'The upload host sent a session address that is not a URL.',
      description: "An upload failed: the platform's upload server answered with a broken address",
    },
    addressNotFound: {
      id: 'uploadFailure.addressNotFound',
      defaultMessage: 'The upload address was not found (HTTP 404). Check the upload host in the settings.',
      description: 'An upload failed: the upload server address set in the settings is wrong',
    },
    nonsense: {
      id: 'uploadFailure.nonsense',
      defaultMessage: 'The upload host answered nonsense: {why}.',
      description: "An upload failed: the upload server's answer made no sense; why is a technical detail in English",
    },
    sessionExpired: {
      id: 'uploadFailure.sessionExpired',
      defaultMessage: 'The upload session expired.',
      description: "An upload's session on the platform's upload server expired; it starts again",
    },
    completeNotJson: {
      id: 'uploadFailure.completeNotJson',
      defaultMessage:
        'The upload host said the upload is complete (HTTP {status}) but its answer is not JSON, so the new video is unknown.',
      description: 'An upload failed at its very end: the server did not say which video it created',
    },
    completeNoId: {
      id: 'uploadFailure.completeNoId',
      defaultMessage: 'The upload host said the upload is complete (HTTP {status}) but named no video id.',
      description: 'An upload failed at its very end: the server did not name the video it created',
    },
    signInRefused: {
      id: 'uploadFailure.signInRefused',
      defaultMessage: 'The platform refused the sign-in (HTTP 401).',
      description: "An upload was refused: the platform did not accept the channel's sign-in",
    },
    uploadsUsedUp: {
      id: 'uploadFailure.uploadsUsedUp',
      defaultMessage: "The project's uploads for today are used up (its uploads quota bucket).",
      description:
        "An upload was refused: the Google Cloud project's daily quota for uploads is used up (YouTube Data API)",
    },
    slowDown: {
      id: 'uploadFailure.slowDown',
      defaultMessage: 'The platform asks to slow down.',
      description: 'An upload waits: the platform said too many requests; it is tried again shortly',
    },
    hostProblem: {
      id: 'uploadFailure.hostProblem',
      defaultMessage: 'The upload host had a problem (HTTP {status}).',
      description: "An upload waits: the platform's upload server had a passing problem; it is tried again",
    },
    hostProblemSaid: {
      id: 'uploadFailure.hostProblemSaid',
      defaultMessage: 'The upload host had a problem (HTTP {status}: {said}).',
      description:
        "An upload waits: the platform's upload server had a passing problem and said what (said, in English); it is tried again",
    },
    channelCap: {
      id: 'uploadFailure.channelCap',
      defaultMessage:
        "The channel has reached its own daily upload limit (the platform's uploadLimitExceeded, apart from the project's quota). The platform lifts it within a day; retry the upload then.",
      description:
        "An upload was refused: the channel's own daily upload limit on YouTube (not the API quota); uploadLimitExceeded is the platform's code, keep it",
    },
    refusedSaid: {
      id: 'uploadFailure.refusedSaid',
      defaultMessage: 'The platform refused the upload: {said}',
      description: "An upload was refused; said is the platform's own message (English), maybe with its reason code",
    },
    refusedSaidReason: {
      id: 'uploadFailure.refusedSaidReason',
      defaultMessage: 'The platform refused the upload: {said} ({reason})',
      description: "An upload was refused; said is the platform's own message (English), reason its code",
    },
    refusedSilently: {
      id: 'uploadFailure.refusedSilently',
      defaultMessage: 'The platform refused the upload (HTTP {status}) without saying why.',
      description: 'An upload was refused with no reason given',
    },
    foreignSession: {
      id: 'uploadFailure.foreignSession',
      defaultMessage:
        'The upload host handed back a session on another server ({origin}); Channel Desk does not send your sign-in there. Check the upload host address, then retry.',
      description:
        'An upload failed: the upload server pointed to another server (origin is its address); the sign-in is never sent there',
    },
    askedToWait: {
      id: 'uploadFailure.askedToWait',
      defaultMessage: 'The upload host asked to wait.',
      description: 'An upload waits: the upload server asked to wait before sending more',
    },
    noProgress: {
      id: 'uploadFailure.noProgress',
      defaultMessage: 'The upload host stored none of the last chunk.',
      description: 'An upload is retried: the upload server kept none of the last part sent',
    },
    noFinalAnswer: {
      id: 'uploadFailure.noFinalAnswer',
      defaultMessage: 'The upload host has every byte but has not created the video yet.',
      description: 'An upload is retried: every byte arrived but the platform has not made the video yet',
    },
    signInKeepsFailing: {
      id: 'uploadFailure.signInKeepsFailing',
      defaultMessage: 'The platform keeps refusing the sign-in. Sign in again, then retry.',
      description: "An upload stopped: the platform refused the channel's sign-in again after it was refreshed",
    },
    gaveUp: {
      id: 'uploadFailure.gaveUp',
      defaultMessage:
        '{reason} Gave up after {attempts, plural, one {# attempt} other {# attempts}} without progress; Retry continues from where it stopped.',
      description:
        'An upload stopped after many failed tries; reason is the last failure (a sentence); Retry is the button',
    },
    fileMissing: {
      id: 'uploadFailure.fileMissing',
      defaultMessage: '{file} is no longer there (moved or deleted), so it cannot be uploaded.',
      description: 'An upload stopped: its video file was moved or deleted',
    },
    fileChanged: {
      id: 'uploadFailure.fileChanged',
      defaultMessage:
        '{file} changed since it was queued ({what}); it is not resumed, to avoid uploading a mix of two files.',
      description: 'An upload stopped: its video file changed on disk; what says how (a phrase)',
    },
    notRegularFile: {
      id: 'uploadFailure.notRegularFile',
      defaultMessage: 'it is now a {kind}, not a regular file',
      description:
        'How a video file changed (inside "changed since it was queued (…)"): its path now names something else; kind is a technical word (directory, FIFO…)',
    },
    unreadable: {
      id: 'uploadFailure.unreadable',
      defaultMessage: 'it can no longer be read ({code})',
      description:
        'How a video file changed (inside "changed since it was queued (…)"): it cannot be read; code is a system error code',
    },
    fileGoneQueued: {
      id: 'uploadFailure.fileGoneQueued',
      defaultMessage: '{file} is no longer there (moved or deleted), so its upload cannot continue.',
      description: 'An upload stopped before resuming: its video file was moved or deleted',
    },
    fileChangedQueued: {
      id: 'uploadFailure.fileChangedQueued',
      defaultMessage:
        '{file} changed since it was queued ({what}); it is not resumed, to avoid uploading a mix of two files. Retry uploads it again from the start.',
      description:
        'An upload stopped before resuming: its video file changed on disk; what says how (a phrase); Retry is the button',
    },
    noToken: {
      id: 'uploadFailure.noToken',
      defaultMessage: 'Could not get a sign-in token for the platform. Sign in again, then retry.',
      description: "An upload stopped: the channel's sign-in could not be renewed",
    },
    hostSilent: {
      id: 'uploadFailure.hostSilent',
      defaultMessage: 'The upload host stopped answering ({why}).',
      description: 'An upload waits: the upload server stopped answering; why is a technical detail in English',
    },
    connectionBroke: {
      id: 'uploadFailure.connectionBroke',
      defaultMessage: 'The connection to the upload host broke ({why}).',
      description: 'An upload waits: the network connection broke; why is a technical detail in English',
    },
    internal: {
      id: 'uploadFailure.internal',
      defaultMessage:
        'Something went wrong inside Channel Desk. Retry continues the upload where it stopped; details are in the log.',
      description: "An upload stopped because of the app's own fault; Retry is the button",
    },
    quotaWait: {
      id: 'uploadFailure.quotaWait',
      defaultMessage:
        "The project's uploads for today are used up (its uploads quota bucket); uploads continue when it resets at midnight Pacific time ({when}).",
      description:
        "An upload waits for the daily quota reset of the Google Cloud project (YouTube Data API); when is the reset's date and time in the creator's zone",
    },
    quotaNotice: {
      id: 'uploadFailure.quotaNotice',
      defaultMessage:
        "The project's daily upload quota is used up. New uploads wait until it resets at midnight Pacific time ({when}).",
      description:
        "Notice: the project's daily upload quota is used up; when is the reset's date and time in the creator's zone",
    },
    otherHost: {
      id: 'uploadFailure.otherHost',
      defaultMessage: '"{file}" was started on another upload host, so it starts again from the beginning.',
      description:
        'Notice: an upload begun with another upload server address (settings changed) is sent again from its first byte',
    },
    otherServer: {
      id: 'uploadFailure.otherServer',
      defaultMessage: '"{file}" had an upload session on another server, so it starts again from the beginning.',
      description:
        "Notice: an upload's saved session pointed off the upload server; it is sent again from its first byte",
    },
    sessionRestarts: {
      id: 'uploadFailure.sessionRestarts',
      defaultMessage: 'The upload session of "{file}" expired, so it starts again from the beginning.',
      description: "Notice: an upload's session expired on the platform; it is sent again from its first byte",
    },
  }),
);
