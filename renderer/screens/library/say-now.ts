// Words made outside React (the stores' announcements and refusals), in the language in force when they are made.
import type { MessageDescriptor } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import { useLanguage } from '../../stores/language-store';

export function sayNow(message: MessageDescriptor, values?: Record<string, string | number>): string {
  return intlFor(useLanguage.getState().locale).formatMessage(message, values);
}
