// What the upload templates (series) say to the creator from the main process: refusals that reach the Series
// screen and notices about the templates file, in the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const TEMPLATE_REFUSALS = untyped(
  defineMessages({
    signInFirst: {
      id: 'templates.error.signInFirst',
      defaultMessage: 'Sign in to your channel (or open the demo workspace) first.',
      description: 'Error: upload templates belong to a channel; nobody is signed in',
    },
    goneFromChannel: {
      id: 'templates.error.goneFromChannel',
      defaultMessage: 'That template no longer exists on this channel.',
      description: 'Error when choosing a default template that was removed meanwhile',
    },
    tooManyDefaults: {
      id: 'templates.error.tooManyDefaults',
      defaultMessage: 'At most {max, number} channels keep a default template.',
      description: 'Error: the number of channels that may have a default upload template is limited',
    },
    gone: {
      id: 'templates.error.gone',
      defaultMessage: 'That template no longer exists; it may have been removed.',
      description: 'Error when using an upload template that was removed meanwhile',
    },
    goneSaveAsNew: {
      id: 'templates.error.goneSaveAsNew',
      defaultMessage: 'That template no longer exists; save it as a new one.',
      description: 'Error when saving changes to an upload template that was removed meanwhile',
    },
    tooMany: {
      id: 'templates.error.tooMany',
      defaultMessage: 'A channel can keep at most {max, number} templates; remove one first.',
      description: 'Error when adding an upload template past the limit per channel',
    },
    droppedFileGoneName: {
      id: 'templates.error.droppedFile.name',
      defaultMessage: 'A dropped file',
      description: "Stands for a file's name in a list of refused files, when the dropped file is no longer known",
    },
    droppedFileGone: {
      id: 'templates.error.droppedFile.reason',
      defaultMessage: 'A dropped file is no longer staged; add it again.',
      description: 'Why a dropped file was not queued: the app no longer holds its copy; drop or pick it again',
    },
    noFreeSlot: {
      id: 'templates.error.noFreeSlot',
      defaultMessage: '{file} was not added: the schedule has no free slot left.',
      description: "Why a video file was not queued with a series template: the template's publishing schedule is full",
    },
    captionNotAttached: {
      id: 'templates.error.captionNotAttached',
      defaultMessage: '{file}: its {language} captions were not attached ({why}).',
      description:
        'A caption file found beside a video could not be attached; language is a language name, why an error',
    },
    attachmentUnmatched: {
      id: 'templates.error.attachmentUnmatched',
      defaultMessage: '{file} was not attached: no video dropped with it is named after it.',
      description: 'A thumbnail or caption file dropped without a video of the same name',
    },
  }),
);

export const TEMPLATE_NOTICES = untyped(
  defineMessages({
    damaged: {
      id: 'templates.notice.damaged',
      defaultMessage: 'The upload templates file was damaged (kept as {movedTo}); the templates start again.',
      description: 'Notice at start: the file of upload templates could not be read; a copy was kept at the path given',
    },
    unknownLayout: {
      id: 'templates.notice.unknownLayout',
      defaultMessage: 'The upload templates file has a layout this version does not know (kept as {movedTo}).',
      description: 'Notice at start: the templates file comes from a newer version of the app; a copy was kept',
    },
    leftOut: {
      id: 'templates.notice.leftOut',
      defaultMessage:
        '{count, plural, one {# upload template could not be read and was left out.} other {# upload templates could not be read and were left out.}}',
      description: 'Notice at start: some upload templates in the file were damaged and are not shown',
    },
  }),
);
