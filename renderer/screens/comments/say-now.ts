// A message said outside React (a store's announcement, a refusal): in the language in force when it is said.
import type { MessageDescriptor } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import { useLanguage } from '../../stores/language-store';

export function sayNow(message: MessageDescriptor, values?: Record<string, string | number>): string {
  return intlFor(useLanguage.getState().locale).formatMessage(message, values);
}
