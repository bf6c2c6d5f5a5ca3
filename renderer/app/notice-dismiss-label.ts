// A dismiss button's name says which notice it closes: a screen reader lists several "Dismiss" buttons otherwise.
import type { IntlShape } from 'react-intl';
import { SHELL } from './shell-messages';

const WORDS = 6;

export function noticeDismissLabel(message: string, intl: IntlShape): string {
  const words = message.trim().split(/\s+/).filter(Boolean);
  const start = words.slice(0, WORDS).join(' ');
  return intl.formatMessage(SHELL.dismissNotice, { start: `${start}${words.length > WORDS ? '…' : ''}` });
}
