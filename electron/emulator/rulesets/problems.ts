// Collects every problem of a request body before answering, so a client sees all its mistakes at once, each with
// the JSON pointer of the offending value, as the service reports them.
import { CfApiError, fieldError, type CfErrorItem } from './cf-error';

export class Problems {
  private readonly items: CfErrorItem[] = [];

  add(code: number, message: string, pointer: string): void {
    this.items.push(fieldError(code, message, pointer));
  }

  get empty(): boolean {
    return this.items.length === 0;
  }

  /** Throws a 400 carrying every problem collected, if any. */
  throwIfAny(): void {
    if (this.items.length > 0) throw new CfApiError(400, this.items);
  }
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** `'<value>' is not a valid value for <field> because <reason>`: the service's sentence for a refused value. */
export function invalidValue(value: unknown, field: string, reason: string): string {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${shown}' is not a valid value for ${field} because ${reason}`;
}
