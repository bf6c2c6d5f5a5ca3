// Why the caption thread gave no answer: each completes "… could not be checked: …" or "… could not be read: …"
// in the caller's sentence, in the language in force there.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const CAPTION_THREAD_REASONS = untyped(
  defineMessages({
    time: {
      id: 'captions.thread.reason.time',
      defaultMessage: 'reading it took longer than {seconds, number} s',
      description:
        'Completes "talk.srt could not be checked: …": reading the caption file ran past its time limit; lower case, no full stop',
    },
    memory: {
      id: 'captions.thread.reason.memory',
      defaultMessage: 'reading it needed more than {megabytes, number} MB of memory',
      description:
        'Completes "talk.srt could not be checked: …": reading the caption file ran past its memory limit; lower case, no full stop',
    },
    closed: {
      id: 'captions.thread.reason.closed',
      defaultMessage: 'the caption reader was closed',
      description:
        'Completes "talk.srt could not be checked: …": the app was closing while the file was read; lower case, no full stop',
    },
    crashed: {
      id: 'captions.thread.reason.crashed',
      defaultMessage: 'the caption reader stopped unexpectedly',
      description: 'Completes "talk.srt could not be checked: …"; lower case, no full stop',
    },
    noAnswer: {
      id: 'captions.thread.reason.noAnswer',
      defaultMessage: 'the caption reader stopped without an answer',
      description: 'Completes "talk.srt could not be checked: …"; lower case, no full stop',
    },
  }),
);
