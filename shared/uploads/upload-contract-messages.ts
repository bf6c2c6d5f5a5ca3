// What the uploads' contract refuses beyond shapes (settings, the bandwidth schedule, an upload's attachments), carried
// on the zod issue (shared/i18n/said-issue.ts) and said by the router, or a form, in the creator's language.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const UPLOAD_CONTRACT_PROBLEMS = untyped(
  defineMessages({
    chunkGranule: {
      id: 'contract.error.uploads.chunkGranule',
      defaultMessage: 'The chunk size must be a multiple of 256 KiB ({granule, number} bytes).',
      description:
        'Upload settings: the size of the pieces a file is uploaded in is not a multiple of 256 KiB; granule is 262144',
    },
    retryOrder: {
      id: 'contract.error.uploads.retryOrder',
      defaultMessage: 'The retry base delay cannot exceed its cap.',
      description: 'Upload settings: the first wait before trying again is longer than the longest wait',
    },
    dayTwice: {
      id: 'contract.error.uploads.dayTwice',
      defaultMessage: 'A day is listed twice.',
      description: 'Bandwidth schedule: a window names the same day of the week twice',
    },
    playlistTwice: {
      id: 'contract.error.uploads.playlistTwice',
      defaultMessage: 'A playlist can be chosen only once.',
      description: 'An upload is to join the same playlist twice',
    },
  }),
);
