// The router's own refusals, said in the language in force: a call the contract does not have, a payload it refuses
// (the schema's issues stay as zod words: the page validates before calling, so this is a bug's sentence), and the one
// generic sentence a bug reaches the screen as.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const ROUTER = untyped(
  defineMessages({
    unknownCall: {
      id: 'error.unknownCall',
      defaultMessage: 'This action is not part of Channel Desk.',
      description: 'Error shown when the screen asks for an action the app does not have (a bug or an old page)',
    },
    refused: {
      id: 'error.invalidInput',
      defaultMessage: 'The request "{name}" was refused: {problems}',
      description:
        'Error when a request from the screen fails validation; name is an internal call name, problems a technical list',
    },
    internal: {
      id: 'error.internal',
      defaultMessage: 'Something went wrong inside Channel Desk. Details are in its log.',
      description: 'Error for an unexpected failure (a bug): the log file has the details',
    },
  }),
);
