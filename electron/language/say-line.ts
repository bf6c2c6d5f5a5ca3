// Lines the main process keeps (shared/i18n/saved-line.ts) are said here when they leave it as words: a notification,
// a log line, the words kept beside the line for older versions and as its fallback.
import type { MessageDescriptor } from 'react-intl';
import { lineOf, sayLine, type SavedLine, type SavedValues } from '../../shared/i18n/saved-line';
import { sayingIntl } from './say';

/** A line and its words in the language in force. */
export interface KeptWords {
  readonly line: SavedLine;
  readonly text: string;
}

/** A line of the catalogue to keep, with its words now. */
export function keepWords(message: MessageDescriptor, values?: SavedValues): KeptWords {
  const line = lineOf(message, values);
  return { line, text: sayLine(sayingIntl(), line, '') };
}

/** A kept line's words in the language in force; `fallback` when it cannot be said (see sayLine). */
export function sayKept(line: SavedLine | string | undefined, fallback: string): string {
  return sayLine(sayingIntl(), line, fallback);
}

/** A value that is itself words: the line when there is one, so it is said again with the sentence around it. */
export function nestedWords(words: { readonly line?: SavedLine; readonly message: string }): SavedValues[string] {
  return words.line ? { line: words.line } : words.message;
}

/** A notice as kept with an upload: its words, and the line they were said from. */
export function noticeOf(words: KeptWords): { readonly notice: string; readonly noticeLine: SavedLine } {
  return { notice: words.text, noticeLine: words.line };
}

/** An error's sentence as kept with it: its words, and the line they were said from. */
export function keptError(words: KeptWords): { readonly message: string; readonly line: SavedLine } {
  return { message: words.text, line: words.line };
}
