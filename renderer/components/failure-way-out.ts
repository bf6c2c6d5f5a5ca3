// Where a failure that is not fixed on the spot sends the user: a dead sign-in to Accounts, a refused rate limits
// token to the form that takes another. Through the navigation store, so the failure line reads no feature's store.
import type { IntlShape } from 'react-intl';
import type { ErrorKind } from '../desk/error-kinds';
import { ACCOUNTS_SCREEN, useNavigation } from '../stores/navigation-store';
import { FAILURE } from './components-messages';
import { currentIntl } from './words';

interface WayOut {
  readonly label: string;
  /** The screen the button would only show again: the line leaves it out there. */
  readonly uselessOn?: string;
  readonly open: () => void;
}

export function wayOutOf(kind: ErrorKind, intl: IntlShape = currentIntl()): WayOut | undefined {
  switch (kind) {
    case 'sign-in':
      return {
        label: intl.formatMessage(FAILURE.openAccounts),
        uselessOn: ACCOUNTS_SCREEN,
        open: () => useNavigation.getState().show(ACCOUNTS_SCREEN),
      };
    case 'new-token':
      // Shown on Rate limits too: the form may be closed behind "Replace token".
      return { label: intl.formatMessage(FAILURE.addToken), open: () => useNavigation.getState().openTokenForm() };
    default:
      return undefined;
  }
}

/** Where the 'report' failures' details went: the main process writes its log to its standard error. */
export function logWhere(intl: IntlShape = currentIntl()): string {
  return intl.formatMessage(FAILURE.logWhere);
}
