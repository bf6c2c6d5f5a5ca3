// The one error type a service throws when the user should read the message. Anything else that escapes a service
// is a bug and reaches the renderer as a generic message (its text may contain paths or tokens).
import type { DeskErrorCode, DeskErrorShape } from '../../shared/ipc';

export class DeskError extends Error {
  readonly code: DeskErrorCode;
  readonly details?: unknown;

  constructor(code: DeskErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'DeskError';
    this.code = code;
    this.details = details;
  }

  toShape(): DeskErrorShape {
    return { code: this.code, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) };
  }
}
