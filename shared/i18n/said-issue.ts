// A zod refinement that carries the catalogue's message on its issue (`params.said`), for a schema many callers parse
// (a form, the router's refusal of a call, another form): whoever shows the refusal says it in the creator's language
// without a list of its own that knows the schema. The issue's `message` stays English, for logs and tests. (The
// template editor's own refusals name theirs with `params.say`, which shared/series/template.ts alone reads.)
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import { englishIntl } from './catalogue';

type Values = Readonly<Record<string, string | number>>;

interface Said {
  readonly message: MessageDescriptor;
  readonly values?: Values;
}

/** The options of a `refine` whose refusal is `message` with `values`. */
export function saidRefusal(
  message: MessageDescriptor,
  values?: Values,
): { readonly message: string; readonly params: { readonly said: Said } } {
  return {
    message: englishIntl().formatMessage(message, values),
    params: { said: values === undefined ? { message } : { message, values } },
  };
}

function isSaid(value: unknown): value is Said {
  if (typeof value !== 'object' || value === null) return false;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'object' && message !== null && typeof (message as { id?: unknown }).id === 'string';
}

/** The issue's refusal in `intl`'s language when it carries the catalogue's message; else undefined. */
export function saidIssueText(issue: z.core.$ZodIssue, intl: IntlShape): string | undefined {
  if (issue.code !== 'custom') return undefined;
  const said: unknown = issue.params?.said;
  return isSaid(said) ? intl.formatMessage(said.message, said.values) : undefined;
}
