// A line the main process keeps beyond the moment it is written (an upload's failure reason in queue.json, a scheduled
// change's state line, a notice kept for the page) is kept as the catalogue's message id and its values, and said
// when it is shown: a creator who switches the language, live or by restarting, reads it in the new one. Said once
// and stored as words, it would stay in the language it was written in.
//
// Values are kept raw: words of the platform or the creator (a file name, the platform's reason) as strings, counts
// as numbers, moments as `{ at }` (said by shared/text's formatter in the language of the moment it is shown), a
// value that is itself a sentence of ours (a nested reason) as a nested line, never as words said earlier, and names
// of ours listed in a sentence ("title, tags") as `{ list }` of lines, joined as the reading language joins them.
//
// What is read back (a file, an IPC payload) may come from an older version or be damaged: a line whose id the
// catalogue lacks, or whose values do not fit its message, is shown by its fallback (the words said when it was
// written, which older versions stored alone), never by its id and never by throwing.
import type { IntlShape, MessageDescriptor, MessageFormatElement } from 'react-intl';
import { z } from 'zod';
import { formatDateTime } from '../text/when';

export type SavedValue =
  string | number | { readonly at: number } | { readonly line: SavedLine } | { readonly list: readonly SavedLine[] };
export type SavedValues = Readonly<Record<string, SavedValue>>;

export interface SavedLine {
  readonly id: string;
  readonly values?: SavedValues;
}

/** How deep lines may nest (a reason inside a reason inside a sentence); deeper is refused, not recursed into. */
const MAX_NESTING = 3;
const MAX_VALUES = 16;
const MAX_LISTED = 32;
/** Room for the platform's own reasons and long file names; far beyond any sentence of ours. */
const MAX_TEXT = 4000;

const messageId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/);

function lineSchemaAt(depth: number): z.ZodType<SavedLine> {
  const scalar = [z.string().max(MAX_TEXT), z.number().finite(), z.strictObject({ at: z.number().finite() })] as const;
  const value =
    depth < MAX_NESTING
      ? z.union([
          ...scalar,
          z.strictObject({ line: lineSchemaAt(depth + 1) }),
          z.strictObject({ list: z.array(lineSchemaAt(depth + 1)).max(MAX_LISTED) }),
        ])
      : z.union(scalar);
  return z.strictObject({
    id: messageId,
    values: z
      .record(z.string().max(64), value)
      .refine((values) => Object.keys(values).length <= MAX_VALUES, { message: 'Too many values in a saved line.' })
      .optional(),
  });
}

/** A saved line as read from disk or received over IPC. */
export const savedLineSchema: z.ZodType<SavedLine> = lineSchemaAt(0);

/**
 * A line kept in a file beside its words: files written before lines were kept have only the words, and a damaged
 * line is dropped (its words are shown instead), never the entry that holds it.
 */
export const keptLineSchema = savedLineSchema.optional().catch(undefined);

/** The line for one of the catalogue's messages (its values as they are to be kept: see above). */
export function lineOf(message: MessageDescriptor, values?: SavedValues): SavedLine {
  if (message.id === undefined) throw new Error('A saved line needs a message with an id.');
  return values === undefined ? { id: message.id } : { id: message.id, values };
}

// The compiled catalogue's element types (@formatjs/icu-messageformat-parser's TYPE, which react-intl does not
// re-export): the arguments a message needs, and of what kind, are read from them.
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

type Need = 'any' | 'number' | 'unsayable';

function needsOf(elements: readonly MessageFormatElement[], needs: Map<string, Need>): void {
  for (const element of elements) {
    switch (element.type as number) {
      case ARGUMENT:
      case SELECT:
        if (!needs.has((element as { value: string }).value)) needs.set((element as { value: string }).value, 'any');
        break;
      case NUMBER:
      case PLURAL:
        needs.set((element as { value: string }).value, 'number');
        break;
      case DATE:
      case TIME:
      case TAG:
        // Moments are kept as `{ at }` and said by shared/text; rich text needs functions no file can hold.
        needs.set((element as { value: string }).value, 'unsayable');
        break;
      default:
        break;
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) needsOf(option.value, needs);
    }
    if ('children' in element) needsOf(element.children, needs);
  }
}

const needsCache = new WeakMap<readonly MessageFormatElement[], ReadonlyMap<string, Need>>();

function needsOfMessage(compiled: readonly MessageFormatElement[]): ReadonlyMap<string, Need> {
  let needs = needsCache.get(compiled);
  if (!needs) {
    const found = new Map<string, Need>();
    needsOf(compiled, found);
    needs = found;
    needsCache.set(compiled, needs);
  }
  return needs;
}

function compiledOf(intl: IntlShape, id: string): readonly MessageFormatElement[] | undefined {
  if (!Object.hasOwn(intl.messages, id)) return undefined;
  const compiled = intl.messages[id];
  // The catalogue is compiled ahead of time (shared/i18n/catalogue.ts); a plain string would be a literal message.
  return Array.isArray(compiled) ? compiled : undefined;
}

/**
 * Names as a list, as English writes them in a sentence ("title, tags"): the unit style, which joins the last with
 * "und", "y", "e" elsewhere; Japanese's unit style separates by spaces only, where names are listed with 、 (its
 * conjunction style). The main process's sayNames (electron/language/say.ts) lists through it.
 */
export function listOf(intl: IntlShape, names: readonly string[]): string {
  return intl.formatList(names, { type: intl.locale.startsWith('ja') ? 'conjunction' : 'unit' });
}

/** The words of a line in the intl's language, or undefined when the line does not fit the catalogue. */
function wordsOf(intl: IntlShape, line: SavedLine): string | undefined {
  const compiled = compiledOf(intl, line.id);
  if (!compiled) return undefined;
  const given = line.values ?? {};
  const values: Record<string, string | number> = {};
  for (const [name, need] of needsOfMessage(compiled)) {
    if (!Object.hasOwn(given, name) || need === 'unsayable') return undefined;
    const value = given[name];
    if (value === undefined) return undefined;
    if (need === 'number') {
      if (typeof value !== 'number') return undefined;
      values[name] = value;
    } else if (typeof value === 'string' || typeof value === 'number') {
      values[name] = value;
    } else if ('at' in value) {
      values[name] = formatDateTime(value.at, { locale: intl.locale });
    } else if ('list' in value) {
      const names = value.list.map((item) => wordsOf(intl, item));
      if (names.some((item) => item === undefined)) return undefined;
      values[name] = listOf(intl, names as string[]);
    } else {
      const nested = wordsOf(intl, value.line);
      if (nested === undefined) return undefined;
      values[name] = nested;
    }
  }
  // A kept message's words are the catalogue's (no default of its own: an id the catalogue lacks was refused above).
  const kept: MessageDescriptor = { id: line.id };
  try {
    return intl.formatMessage(kept, values);
  } catch {
    return undefined;
  }
}

/**
 * A kept line in the intl's language. `fallback`: the words to show when the line cannot be said (they were said
 * when it was written; older versions kept only them). A plain string (what older versions kept) is shown as it is.
 */
export function sayLine(intl: IntlShape, line: SavedLine | string | undefined, fallback: string): string {
  if (line === undefined) return fallback;
  if (typeof line === 'string') return line;
  return wordsOf(intl, line) ?? fallback;
}

/** A kept error's sentence (its words, and since lines were kept, its line) in the intl's language. */
export function sayKeptError(intl: IntlShape, error: { readonly message: string; readonly line?: SavedLine }): string {
  return sayLine(intl, error.line, error.message);
}
