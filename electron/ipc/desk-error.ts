// The one error type a service throws when the user should read the message. Anything else that escapes a service
// is a bug and reaches the renderer as a generic message (its text may contain paths or tokens).
import type { DeskErrorCode, DeskErrorShape } from '../../shared/ipc';
import type { SavedLine } from '../../shared/i18n/saved-line';

/** A sentence of the catalogue with its words in the language in force (electron/language/say-line.ts's KeptWords). */
interface WordsWithLine {
  readonly text: string;
  readonly line: SavedLine;
}

export class DeskError extends Error {
  readonly code: DeskErrorCode;
  readonly details?: unknown;
  /**
   * The sentence as a line of the catalogue, when it is one: where the error's reason is kept beyond its moment (a
   * failed step, a scheduled change's state line), the line is kept, so it is said again in the language in force
   * when shown. `message` stays its words now, for logs and callers that read words.
   */
  readonly line?: SavedLine;

  constructor(code: DeskErrorCode, message: string | WordsWithLine, details?: unknown) {
    super(typeof message === 'string' ? message : message.text);
    this.name = 'DeskError';
    this.code = code;
    this.details = details;
    if (typeof message !== 'string') this.line = message.line;
  }

  toShape(): DeskErrorShape {
    return { code: this.code, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) };
  }
}
