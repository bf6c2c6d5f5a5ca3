// What the app says of a video's processing on the platform, beside its state's badge, and the steps only the web
// studio can do, in the language given. The platform's raw reason code is shown beside the words, untranslated.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const PROCESSING_WORDS = untyped(
  defineMessages({
    preparing: {
      id: 'processing.sentence.preparing',
      defaultMessage: 'The platform is preparing the video.',
      description: 'Beside the badge "Processing": the platform is processing the uploaded video, progress unknown',
    },
    preparingDone: {
      id: 'processing.sentence.preparingDone',
      defaultMessage: 'The platform is preparing the video: {done, number, percent} done.',
      description: 'Beside the badge "Processing": how far the platform got processing the video (a percentage)',
    },
    ready: {
      id: 'processing.sentence.ready',
      defaultMessage: 'Ready to watch on the platform.',
      description: 'Beside the badge "Processed": the video can be watched',
    },
    failed: {
      id: 'processing.sentence.failed',
      defaultMessage: 'The platform could not process it.',
      description: 'Beside the badge "Processing failed", when the platform gave no reason',
    },
    failedWhy: {
      id: 'processing.sentence.failedWhy',
      defaultMessage: 'The platform could not process it: {why} ({reason}).',
      description:
        'Beside the badge "Processing failed"; why is the platform\'s reason in words (processing.reason), reason its raw code such as codec, shown as it is',
    },
    rejected: {
      id: 'processing.sentence.rejected',
      defaultMessage: 'The platform refused it.',
      description: 'Beside the badge "Rejected", when the platform gave no reason',
    },
    rejectedWhy: {
      id: 'processing.sentence.rejectedWhy',
      defaultMessage: 'The platform refused it: {why} ({reason}).',
      description:
        'Beside the badge "Rejected"; why is the platform\'s reason in words (processing.reason), reason its raw code such as duplicate, shown as it is',
    },
    deleted: {
      id: 'processing.sentence.deleted',
      defaultMessage: 'It was deleted on the platform.',
      description: 'Beside the badge "Deleted"',
    },
    missing: {
      id: 'processing.sentence.missing',
      defaultMessage: 'The platform no longer lists this video.',
      description: 'Beside the badge "Not found": the platform no longer answers the video',
    },
    reason: {
      id: 'processing.reason',
      defaultMessage:
        '{reason, select, conversion {the video could not be converted} invalidFile {the file is not a valid video} emptyFile {the file is empty} tooSmall {the file is too small} codec {its codec is not supported} uploadAborted {the upload was aborted} copyright {copyright infringement} inappropriate {inappropriate content} duplicate {it duplicates a video already uploaded} termsOfUse {it violates the terms of use} uploaderAccountSuspended {the account is suspended} length {it is longer than the channel may upload} claim {a claim on its content} uploaderAccountClosed {the account is closed} trademark {trademark infringement} legal {a legal complaint} other {a reason the app does not know}}',
      description:
        'Why the platform failed or rejected an uploaded video (its status.failureReason or rejectionReason), completing "The platform could not process it: …" or "The platform refused it: …"',
    },
    endScreen: {
      id: 'processing.studio.endScreen',
      defaultMessage: 'Add an end screen',
      description:
        "A step only YouTube Studio can do for a video (the API has none): add an end screen (Studio's term)",
    },
    cards: {
      id: 'processing.studio.cards',
      defaultMessage: 'Add cards',
      description: "A step only YouTube Studio can do for a video (the API has none): add cards (Studio's term)",
    },
  }),
);
