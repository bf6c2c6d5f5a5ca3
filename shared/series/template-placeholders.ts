// The placeholders a template's text may hold ("Episode {n:02}: {file_spaced}"), read in one pass: each character is
// looked at a bounded number of times (a brace's name is scanned once, and the scan never goes back), no regular
// expression touches the text, so a hostile template costs time in proportion to its length. `{{` writes a brace.
// Shared: the editor shows problems and a live preview in the page, the main process fills the same parts.
import type { IntlShape } from 'react-intl';
import { englishIntl } from '../uploads/video-metadata';
import { PLACEHOLDER_PROBLEMS } from './template-schema-messages';

export const PLACEHOLDER_NAMES = [
  'file',
  'file_spaced',
  'n',
  'date',
  'publish_date',
  'previous.title',
  'previous.description',
] as const;
type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

/** What each placeholder writes, for the editor's help. */
export const PLACEHOLDER_HELP: Readonly<Record<PlaceholderName, string>> = {
  file: 'the file name without its extension (Show_S01E01)',
  file_spaced: 'the same with "_" and "." as spaces (Show S01E01)',
  n: 'the episode number; {n:03} pads it to 3 digits',
  date: "the day the upload is added, in the template's time zone; {date:d LLL yyyy} for another form",
  publish_date: 'the day it will be published (its slot), or the day it is added when there is no schedule',
  'previous.title': 'the title of the previous upload of this template',
  'previous.description': 'the description of the previous upload of this template',
};

/** Longest text between braces; anything longer is a brace left open (a name and a format are short). */
export const MAX_PLACEHOLDER_LENGTH = 64;
const MAX_PADDING = 9;

/**
 * Luxon tokens a date format may use: days, months, years, weekdays, hours and minutes. An allow list, since a
 * format is the creator's text and luxon's other tokens (quoted text, macro tokens) would write things nobody meant.
 */
const DATE_TOKENS: ReadonlySet<string> = new Set([
  'd',
  'dd',
  'M',
  'MM',
  'L',
  'LL',
  'LLL',
  'LLLL',
  'y',
  'yy',
  'yyyy',
  'c',
  'ccc',
  'cccc',
  'E',
  'EEE',
  'EEEE',
  'H',
  'HH',
  'h',
  'hh',
  'm',
  'mm',
  'a',
  'o',
  'ooo',
  'W',
  'WW',
]);
const DATE_SEPARATORS = new Set([' ', '-', '/', '.', ',', ':', '_']);
const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';

export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'counter'; readonly padding: number | undefined }
  | { readonly kind: 'date' | 'publish_date'; readonly format: string }
  | { readonly kind: 'file' | 'file_spaced' | 'previous.title' | 'previous.description' };

/** Which catalogue message says a placeholder's problem, and its values (the editor says it in the creator's language). */
export interface PlaceholderSaid {
  readonly id: keyof typeof PLACEHOLDER_PROBLEMS;
  readonly values: Readonly<Record<string, string>>;
}

interface PlaceholderProblem {
  /** Zero-based index of the character where the problem starts (the opening brace). */
  readonly position: number;
  /** In English (the contract's words); `said` words it in another language. */
  readonly message: string;
  readonly said: PlaceholderSaid;
}

/** A placeholder's problem in `intl`'s language (English when not given). */
export function placeholderProblemText(said: PlaceholderSaid, intl: IntlShape = englishIntl()): string {
  const values: Record<string, string> = { ...said.values };
  // A date format's own problem is worded in the same language.
  if (said.id === 'dateFormat' && said.values.token !== undefined) {
    values.problem = intl.formatMessage(PLACEHOLDER_PROBLEMS.dateToken, { token: said.values.token });
  } else if (said.id === 'dateFormat') values.problem = intl.formatMessage(PLACEHOLDER_PROBLEMS.dateFormatEmpty);
  return intl.formatMessage(PLACEHOLDER_PROBLEMS[said.id], values);
}

function problemAt(position: number, said: PlaceholderSaid): PlaceholderProblem {
  return { position, message: placeholderProblemText(said), said };
}

/** The unknown date part of `format`, '' when the format is empty, or undefined when every part is known. */
function badDateToken(format: string): string | undefined {
  if (format === '') return '';
  let index = 0;
  while (index < format.length) {
    const char = format[index]!;
    if (DATE_SEPARATORS.has(char)) {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < format.length && format[end] === char) end += 1;
    const token = format.slice(index, end);
    if (!DATE_TOKENS.has(token)) return token;
    index = end;
  }
  return undefined;
}

export interface ParsedTemplateText {
  readonly parts: readonly TemplatePart[];
  readonly problems: readonly PlaceholderProblem[];
}

/** Why a date format is refused, or undefined: runs of one letter must be allowed tokens, the rest separators. */
export function dateFormatProblem(format: string, intl: IntlShape = englishIntl()): string | undefined {
  const token = badDateToken(format);
  if (token === undefined) return undefined;
  return token === ''
    ? intl.formatMessage(PLACEHOLDER_PROBLEMS.dateFormatEmpty)
    : intl.formatMessage(PLACEHOLDER_PROBLEMS.dateToken, { token });
}

function placeholderPart(inside: string, position: number): TemplatePart | PlaceholderProblem {
  const colon = inside.indexOf(':');
  const name = colon === -1 ? inside : inside.slice(0, colon);
  const format = colon === -1 ? undefined : inside.slice(colon + 1);
  switch (name) {
    case 'n': {
      if (format === undefined) return { kind: 'counter', padding: undefined };
      // {n:02} or {n:3}: the number of digits, zeros in front.
      let digits = true;
      for (const char of format) if (char < '0' || char > '9') digits = false;
      const width = Number(format);
      if (!digits || format === '' || format.length > 2 || width < 1 || width > MAX_PADDING) {
        return problemAt(position, {
          id: 'notPadding',
          values: { placeholder: `{n:${format}}`, example: '{n:02}', max: String(MAX_PADDING) },
        });
      }
      return { kind: 'counter', padding: width };
    }
    case 'date':
    case 'publish_date': {
      const chosen = format ?? DEFAULT_DATE_FORMAT;
      const token = badDateToken(chosen);
      if (token === undefined) return { kind: name, format: chosen };
      return problemAt(position, {
        id: 'dateFormat',
        values: { placeholder: `{${inside}}`, ...(token === '' ? {} : { token }) },
      });
    }
    case 'file':
    case 'file_spaced':
    case 'previous.title':
    case 'previous.description':
      if (format !== undefined) {
        return problemAt(position, { id: 'takesNoFormat', values: { placeholder: `{${name}}`, format: `:${format}` } });
      }
      return { kind: name };
    default:
      return problemAt(position, {
        id: 'unknown',
        values: {
          placeholder: `{${inside}}`,
          known: PLACEHOLDER_NAMES.map((known) => `{${known}}`).join(', '),
          twice: '{{',
        },
      });
  }
}

/** Reads `text` into literal text and placeholders, with every problem at its position. */
export function parseTemplateText(text: string): ParsedTemplateText {
  const parts: TemplatePart[] = [];
  const problems: PlaceholderProblem[] = [];
  let literal = '';
  let index = 0;
  const flush = (): void => {
    if (literal !== '') parts.push({ kind: 'text', text: literal });
    literal = '';
  };
  while (index < text.length) {
    const char = text[index]!;
    if (char !== '{') {
      // A lone closing brace is text; `}}` is one too, so a brace can be written either way round.
      literal += char === '}' && text[index + 1] === '}' ? '}' : char;
      index += char === '}' && text[index + 1] === '}' ? 2 : 1;
      continue;
    }
    if (text[index + 1] === '{') {
      literal += '{';
      index += 2;
      continue;
    }
    // Scan to the closing brace; stop at another opening brace or the length bound (it was left open).
    let end = index + 1;
    while (end < text.length && end - index <= MAX_PLACEHOLDER_LENGTH && text[end] !== '}' && text[end] !== '{')
      end += 1;
    if (text[end] !== '}') {
      problems.push(problemAt(index, { id: 'notClosed', values: { open: '{', close: '}', twice: '{{' } }));
      literal += '{';
      // Go on after the brace only: what followed it is read again as text, once.
      index += 1;
      continue;
    }
    const part = placeholderPart(text.slice(index + 1, end), index);
    if ('message' in part) {
      problems.push(part);
      literal += text.slice(index, end + 1);
    } else {
      flush();
      parts.push(part);
    }
    index = end + 1;
  }
  flush();
  return { parts, problems };
}
