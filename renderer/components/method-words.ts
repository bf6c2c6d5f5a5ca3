// What a Data API method is to a creator, for every place the app says what quota went on ("Replies: 3 × 50
// units"): the one table of creator words, so no screen shows `comments.insert`. The method ids stay in a details
// disclosure for whoever compares with the Google Cloud console. A method missing here (one the app never calls)
// is said as "Other requests" rather than by its id. The words are the catalogue's (quota-messages.ts), in the
// language in force unless a caller passes its own IntlShape.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { quotaBucketOf, quotaCostOf } from '../../shared/platform/quota-costs';
import { formatBucketAmount } from './QuotaCost';
import { METHOD_MESSAGES, QUOTA } from './quota-messages';
import { currentIntl } from './words';

function englishOf(message: MessageDescriptor): string {
  return typeof message.defaultMessage === 'string' ? message.defaultMessage : '';
}

/** The English words by method id (the catalogue's source text). */
export const METHOD_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(METHOD_MESSAGES).map(([method, message]) => [method, englishOf(message)]),
);

const BY_METHOD: Readonly<Record<string, MessageDescriptor | undefined>> = METHOD_MESSAGES;

export const OTHER_REQUESTS = englishOf(QUOTA.otherRequests);

/** "Replies", "Views and likes", or "Other requests" for a method the app does not call. */
export function methodWords(method: string, intl: IntlShape = currentIntl()): string {
  return intl.formatMessage(BY_METHOD[method] ?? QUOTA.otherRequests);
}

/**
 * What a method's spending is, in creator words: "Replies: 3 × 50 units" when several calls cost more than one
 * each, else the amount alone ("Reading videos: 12 units", "Uploads: 3 uploads").
 */
export function spendingWords(method: string, amount: number, intl: IntlShape = currentIntl()): string {
  const bucket = quotaBucketOf(method);
  const each = quotaCostOf(method);
  const calls = each > 0 ? amount / each : 0;
  const figure =
    each > 1 && calls > 1 && Number.isInteger(calls)
      ? intl.formatMessage(QUOTA.timesEach, { calls, each: formatBucketAmount(bucket, each, intl) })
      : formatBucketAmount(bucket, amount, intl);
  return intl.formatMessage(QUOTA.spending, { what: methodWords(method, intl), amount: figure });
}

/**
 * Today's spending by method, merged by creator words (several methods read as one line, e.g. "Reading
 * categories"), largest first.
 */
export function spendingLines(
  byMethod: Readonly<Record<string, number>>,
  intl: IntlShape = currentIntl(),
): { words: string; text: string }[] {
  const merged = new Map<string, { methods: string[]; amount: number }>();
  for (const [method, amount] of Object.entries(byMethod)) {
    const words = `${methodWords(method, intl)}|${quotaBucketOf(method)}`;
    const entry = merged.get(words) ?? { methods: [], amount: 0 };
    entry.methods.push(method);
    entry.amount += amount;
    merged.set(words, entry);
  }
  return [...merged.values()]
    .sort((a, b) => b.amount - a.amount)
    .map(({ methods, amount }) => {
      const only = methods.length === 1 ? methods[0]! : undefined;
      const words = methodWords(methods[0]!, intl);
      return {
        words,
        text: only
          ? spendingWords(only, amount, intl)
          : intl.formatMessage(QUOTA.spending, {
              what: words,
              amount: formatBucketAmount(quotaBucketOf(methods[0]!), amount, intl),
            }),
      };
    });
}
